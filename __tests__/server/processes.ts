/**
 * Real server processes for tests (issue 19): server/index.ts run from source with tsx, as `npm run dev` does, on a
 * free loopback port over a test's DATA_DIR / DATABASE_URL, with the test JWT secret so the fixtures' tokens work.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { TEST_JWT_SECRET } from './helpers';

const root = path.resolve(__dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilUp(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it answered`);
    const ok = await fetch(`${base}/integrity/check`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer within 30 s');
}

export const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

export interface Server {
  child: ChildProcess;
  base: string;
  stderr: () => string;
  /** What it logged on stdout (pino's JSON lines; LOG_LEVEL is 'silent' unless the env given says otherwise). */
  stdout: () => string;
}

export async function startServer(dataDir: string, databaseUrl: string | undefined, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/index.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      JWT_SECRET: TEST_JWT_SECRET,
      SEED: 'false',
      LOG_LEVEL: 'silent',
      PAYMENT_PROVIDER: 'sandbox',
      STATIC_DIR: path.join(dataDir, 'no-static'),
      TEST_API: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.on('data', (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-100_000)));
  await waitUntilUp(base, child);
  return { child, base, stderr: () => stderr.slice(-2000), stdout: () => stdout };
}

export async function stopServer(server: Server | undefined): Promise<void> {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await exited(server.child);
  }
}

