/**
 * Child processes of `npm run bench:load`: the compiled shop server (NODE_ENV=production, default LOG_LEVEL), the bare
 * Fastify hello-world and the autocannon load generator, each pinned with `taskset -c` — the servers to one core, the
 * load generator to another — when taskset exists and the machine has two cores or more (else a warning).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadJob, LoadResult } from './cannon';

export const ROOT = path.resolve(__dirname, '../..');

export interface Pinning {
  server: string | null;
  client: string | null;
  note: string;
}

/** Core 0 for the servers, core 1 for autocannon (LOAD_SERVER_CPU / LOAD_CLIENT_CPU to choose others). */
export function pinning(env: NodeJS.ProcessEnv = process.env): Pinning {
  const cores = os.cpus().length;
  const taskset = spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!taskset || cores < 2) {
    const why = taskset ? `only ${cores} core` : 'taskset (util-linux) not found';
    console.warn(`WARNING: ${why}: server and load generator are NOT pinned to separate cores; the figures mix both`);
    return { server: null, client: null, note: `not pinned (${why})` };
  }
  const server = env.LOAD_SERVER_CPU ?? '0';
  const client = env.LOAD_CLIENT_CPU ?? '1';
  return { server, client, note: `server on core ${server}, autocannon on core ${client} (taskset)` };
}

function command(cpu: string | null, args: string[]): [string, string[]] {
  return cpu === null ? [args[0]!, args.slice(1)] : ['taskset', ['-c', cpu, ...args]];
}

export interface Child {
  name: string;
  child: ChildProcess;
  base: string;
  logFile: string;
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

function tail(file: string, chars = 3000): string {
  try {
    return readFileSync(file, 'utf8').slice(-chars);
  } catch {
    return '';
  }
}

/** Starts a server process with stdout+stderr into `logFile`, waits until `readyPath` answers 200. */
async function startChild(
  name: string,
  cpu: string | null,
  args: string[],
  env: Record<string, string>,
  port: number,
  readyPath: string,
  logFile: string,
  timeoutMs: number,
): Promise<Child> {
  const fd = openSync(logFile, 'w');
  const [cmd, cmdArgs] = command(cpu, args);
  const child = spawn(cmd, cmdArgs, { cwd: ROOT, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it was ready; its log ${logFile} ends:\n${tail(logFile)}`);
    }
    const ok = await fetch(base + readyPath).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer ${readyPath} within ${timeoutMs / 1000} s; its log ${logFile} ends:\n${tail(logFile)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`${name} ready at ${base} after ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${path.relative(ROOT, logFile)})`);
  return {
    name,
    child,
    base,
    logFile,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}

/** Environment of a child: only what it needs, so no DATABASE_URL, LOG_LEVEL or TEST_API of the caller leaks in. */
function baseEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'LANG', 'TZ', 'TMPDIR'];
  return Object.fromEntries(keep.flatMap((k) => (process.env[k] ? [[k, process.env[k]]] : [])));
}

export interface ShopServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  logFile: string;
  cpu: string | null;
}

/**
 * `node build/server/index.js` as `npm start` runs it after the build, in production mode: the secrets a production
 * instance needs are given explicitly (JWT_SECRET, PAYMENT_WEBHOOK_SECRET: fresh random ones), PUBLIC_URL, no seed,
 * the built storefront in dist/. LOG_LEVEL is left at its default (info). Ready = GET /integrity/ready is 200 (the
 * search index is built and warmed).
 */
export function startShopServer(options: ShopServerOptions): Promise<Child> {
  const env: Record<string, string> = {
    ...baseEnv(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    JWT_SECRET: randomBytes(48).toString('base64url'),
    PAYMENT_WEBHOOK_SECRET: randomBytes(48).toString('base64url'),
    SEED: 'false',
    STATIC_DIR: path.join(ROOT, 'dist'),
  };
  const timeout = Number(process.env.LOAD_START_TIMEOUT_SECONDS ?? 300) * 1000;
  // LOAD_CPU_PROF=1: a V8 CPU profile of the server, written when it stops (open it in Chrome's devtools).
  const profile = process.env.LOAD_CPU_PROF === '1' ? ['--cpu-prof', `--cpu-prof-dir=${path.join(path.dirname(options.logFile), 'profiles')}`] : [];
  return startChild('shop server', options.cpu, [process.execPath, ...profile, path.join(ROOT, 'build/server/index.js')], env, options.port, '/integrity/ready', options.logFile, timeout);
}

/** The bare Fastify hello-world (hello.ts; same Node, Fastify's default logger at 'info' like the shop). */
export function startHello(port: number, logFile: string, cpu: string | null): Promise<Child> {
  const env = { ...baseEnv(), NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port) };
  return startChild('hello world', cpu, [process.execPath, '--import', 'tsx', path.join(__dirname, 'hello.ts')], env, port, '/', logFile, 30_000);
}

/** Runs one autocannon job in its own process (cannon.ts) and returns its result. */
export function runCannon(job: LoadJob, cpu: string | null): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const [cmd, args] = command(cpu, [process.execPath, '--import', 'tsx', path.join(__dirname, 'cannon.ts')]);
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = stdout.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) {
        reject(new Error(`autocannon process failed (exit ${code}): ${stderr.slice(-2000)}`));
        return;
      }
      resolve(JSON.parse(line) as LoadResult);
    });
    child.stdin.end(JSON.stringify(job));
  });
}
