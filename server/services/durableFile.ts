/**
 * Files that other programs pick up from a folder (the ERP outbox, the mail outbox): written so a reader never sees
 * half a file and an acknowledged file survives a power loss, not only a process crash.
 *
 * `writeFileDurably` writes a temporary file in the same folder, flushes it to disk (fsync), renames it into place
 * and then flushes the folder (fsync of the directory), so the new name is on disk too before the caller reports
 * success. A crash before the rename leaves a temporary file (`.<name>.<uuid>.tmp`, never the final name):
 * `removeStaleTemporaryFiles` deletes those at start.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** The suffix of the temporary files written here. */
export const TEMPORARY_SUFFIX = '.tmp';

/** A temporary file older than this at start was left by a crash; a younger one may be another instance's write in progress. */
export const STALE_TEMPORARY_MS = 60_000;

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface DurableWriteOptions {
  /** Mode of the file (e.g. 0o600 for files that hold secrets). */
  mode: number;
  /** Mode of the folder when it has to be created. */
  dirMode: number;
}

/** Writes `data` to `file` atomically (temporary file + rename) and durably (file and folder fsynced). */
export async function writeFileDurably(file: string, data: string | Uint8Array, options: DurableWriteOptions): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true, mode: options.dirMode });
  const temp = path.join(dir, `.${path.basename(file)}.${randomUUID()}${TEMPORARY_SUFFIX}`);
  try {
    const handle = await open(temp, 'wx', options.mode);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  await syncDirectory(dir);
}

/**
 * Deletes the temporary files a crashed writer left in `dir` (older than `olderThanMs`, so a write in progress by
 * another instance sharing the folder is left alone). Answers the names removed; a missing folder is no error.
 */
export async function removeStaleTemporaryFiles(dir: string, olderThanMs = STALE_TEMPORARY_MS, now = Date.now()): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!name.endsWith(TEMPORARY_SUFFIX)) continue;
    const file = path.join(dir, name);
    try {
      if (now - (await stat(file)).mtimeMs < olderThanMs) continue;
      await rm(file, { force: true });
      removed.push(name);
    } catch {
      // Gone meanwhile (another instance cleaned up): nothing to do.
    }
  }
  return removed;
}
