/**
 * The e2e server's temporary DATA_DIR, shared with the specs (they run in other processes): e2e/server.ts writes its
 * path to a file named after the port in the system's temp folder and removes it again when it stops. Specs read
 * e.g. the mail outbox (`DATA_DIR/outbox`) with it.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const e2ePort = () => process.env.E2E_PORT ?? '8123';

/** Where e2e/server.ts notes the DATA_DIR of the server on `port`. */
export const dataDirNoteFile = (port: string = e2ePort()) => path.join(os.tmpdir(), `shop-e2e-${port}.data-dir`);

/** The running e2e server's DATA_DIR. */
export function e2eDataDir(): string {
  const dir = readFileSync(dataDirNoteFile(), 'utf8').trim();
  if (!dir) throw new Error(`e2e: ${dataDirNoteFile()} is empty — is e2e/server.ts running?`);
  return dir;
}
