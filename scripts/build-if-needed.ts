/**
 * `npm start` helper: builds the storefront (webpack, production) when dist/ is missing or older than
 * any file under src/, public/ or translations/. Skipped with SKIP_BUILD=1.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const marker = path.join(root, 'dist', 'index.html');

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

if (process.env.SKIP_BUILD === '1') process.exit(0);
const sources = Math.max(
  ...['src', 'public', 'translations', 'webpack.config.ts', 'package.json'].map((p) => {
    const full = path.join(root, p);
    if (!existsSync(full)) return 0;
    return statSync(full).isDirectory() ? newest(full) : statSync(full).mtimeMs;
  }),
);
if (existsSync(marker) && statSync(marker).mtimeMs >= sources) {
  console.log('storefront build is up to date');
} else {
  console.log('building the storefront (webpack, production)…');
  execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: root,
    stdio: 'inherit',
  });
}
