/**
 * The e2e web server (playwright.config.ts webServer): builds the storefront when it is out of date
 * (scripts/build-if-needed.mjs storefront), then starts the real server (server/index.ts) on 127.0.0.1:E2E_PORT with a fresh
 * temporary DATA_DIR (SQLite + demo seed). On SIGTERM/SIGINT/SIGHUP (Playwright stops it at the end of the run)
 * or when the server exits, the server is stopped and the temporary folder removed.
 *
 * Run by hand: `node --import tsx e2e/server.ts` (E2E_PORT=8123 by default).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataDirNoteFile } from './dataDir';

const root = path.resolve(__dirname, '..');
const port = process.env.E2E_PORT ?? '8123';
const tsxImport = ['--import', 'tsx'];

let dataDir: string | undefined;
let server: ChildProcess | undefined;
let stopping = false;

function cleanup(): void {
  if (dataDir) {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(dataDirNoteFile(port), { force: true });
    dataDir = undefined;
  }
}

function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  const finish = () => {
    cleanup();
    process.exit(code);
  };
  if (!server || server.exitCode !== null || server.signalCode !== null) return finish();
  // The server normally got the same signal (Playwright signals the process group); send it again only if it
  // is still up after a moment, and kill it if it does not close in time.
  server.once('exit', finish);
  const term = setTimeout(() => server?.kill('SIGTERM'), 2_000);
  const kill = setTimeout(() => server?.kill('SIGKILL'), 10_000);
  term.unref();
  kill.unref();
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => stop(0));
process.on('exit', cleanup);

// 1. The storefront (dist/), built only when missing or older than its sources.
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-if-needed.mjs'), 'storefront'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) {
  console.error(`e2e: building the storefront failed (exit ${build.status ?? build.signal})`);
  process.exit(1);
}
if (stopping) process.exit(0);

// 2. The server on a throwaway data folder.
dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
// The specs read the mail outbox from it (e2e/dataDir.ts).
writeFileSync(dataDirNoteFile(port), dataDir, { mode: 0o600 });
const env: NodeJS.ProcessEnv = {
  ...process.env,
  HOST: '127.0.0.1',
  PORT: port,
  DATA_DIR: dataDir,
  SEED: 'true',
  SEED_PRODUCTS: process.env.E2E_SEED_PRODUCTS ?? '300',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  STATIC_DIR: path.join(root, 'dist'),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  // The card journeys pay on the sandbox's page: chosen explicitly, as a production start (NODE_ENV=production)
  // would have to.
  PAYMENT_PROVIDER: 'sandbox',
};
delete env.DATABASE_URL;
delete env.REDIS_URL;

console.log(`e2e: starting the shop on http://127.0.0.1:${port} (DATA_DIR ${dataDir})`);
server = spawn(process.execPath, [...tsxImport, path.join(root, 'server/index.ts')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
server.on('exit', (code, signal) => {
  if (!stopping) {
    console.error(`e2e: the server exited unexpectedly (${signal ?? `exit ${code}`})`);
    stopping = true;
    cleanup();
    process.exit(code || 1);
  }
});
