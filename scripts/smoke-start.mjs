/**
 * Starts the compiled server (build/server/index.js) as `npm start` would, with the Node that runs this script, on a
 * fresh database in a temporary DATA_DIR (seeded, SEED_PRODUCTS=60) and a free loopback port; waits until it is
 * ready (GET /integrity/ready 200), asks for the home page and a search, then stops it with SIGTERM and expects a
 * clean exit. CI runs it on Node 22 (.ci/run); exit code 0 when all of that worked.
 *
 *   node scripts/smoke-start.mjs
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..');
const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-smoke-'));
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [path.join(root, 'build/server/index.js')], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'true', SEED_PRODUCTS: '60', LOG_LEVEL: 'warn', PUBLIC_URL: base },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

async function check() {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/integrity/ready`).then((r) => r.status, () => 0);
    if (ready === 200) break;
    if (Date.now() - started > 90_000) throw new Error(`not ready after 90 s (last answer ${ready})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const home = await fetch(`${base}/`);
  if (home.status !== 200 || !/<div id="?root"?>/.test(await home.text())) throw new Error(`home page: ${home.status}`);
  const search = await fetch(`${base}/api/Product/GetProductsBySearch`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ area: { areaId: 'b2b', languageCode: 'da', currencyCode: 'DKK' }, skip: 0, take: 5, search: { freeText: '' }, sorting: [] }),
  });
  const hits = search.status === 200 ? (await search.json()).itemsTotal : -1;
  if (hits !== 60) throw new Error(`search: ${search.status}, ${hits} hits (expected 60)`);
  console.log(`compiled server on Node ${process.version}: ready after ${Date.now() - started} ms, home page and search answered`);
}

let failed = false;
try {
  await check();
} catch (err) {
  failed = true;
  console.error(`!! ${err instanceof Error ? err.message : String(err)}`);
}
child.kill('SIGTERM');
const { code, signal } = await exited;
if (code !== 0) {
  failed = true;
  console.error(`!! the server did not exit cleanly on SIGTERM (code ${code}, signal ${signal})`);
}
rmSync(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
