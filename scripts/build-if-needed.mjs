/**
 * `npm start`'s first step (plain Node, no dev dependencies needed): builds what is missing or stale —
 * the storefront (webpack, production) into dist/ when it is older than src/, public/, translations/ or the
 * webpack config, and the server (tsc -p tsconfig.server.json) into build/ when it is older than server/,
 * contract/ or common/. Skipped with SKIP_BUILD=1. In a production install (`npm install --omit=dev`) the build
 * tools are absent: then the shipped dist/ and build/ are used as they are, and a missing one is an error that says
 * what to do. Arguments name the targets to check (default: both).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

function newest(full) {
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(full)) latest = Math.max(latest, newest(path.join(full, entry)));
  return latest;
}

function tool(specifier) {
  try {
    return require.resolve(specifier);
  } catch {
    return null;
  }
}

const targets = [
  {
    name: 'storefront',
    marker: path.join(root, 'dist', 'index.html'),
    sources: ['src', 'public', 'translations', 'common', 'contract', 'webpack.config.ts', 'package.json'],
    cli: 'webpack-cli/bin/cli.js',
    args: ['--mode', 'production'],
  },
  {
    name: 'server',
    marker: path.join(root, 'build', 'server', 'index.js'),
    sources: ['server', 'contract', 'common', 'tsconfig.json', 'tsconfig.server.json', 'package.json'],
    cli: 'typescript/bin/tsc',
    args: ['-p', 'tsconfig.server.json'],
  },
];

if (process.env.SKIP_BUILD === '1') process.exit(0);
// `node scripts/build-if-needed.mjs storefront` builds only the named targets (the e2e server runs the server from source).
const only = process.argv.slice(2);
for (const target of targets.filter((t) => only.length === 0 || only.includes(t.name))) {
  const built = existsSync(target.marker) ? statSync(target.marker).mtimeMs : 0;
  const sources = Math.max(...target.sources.map((p) => newest(path.join(root, p))));
  if (built > 0 && built >= sources) {
    console.log(`${target.name} build is up to date`);
    continue;
  }
  const cli = tool(target.cli);
  if (!cli) {
    if (built > 0) {
      console.warn(`${target.name}: sources are newer than the build, but the build tools are not installed; using the build as it is`);
      continue;
    }
    console.error(`${target.name} is not built and the build tools are not installed: run npm install (with dev dependencies) and npm run build`);
    process.exit(1);
  }
  console.log(`building the ${target.name}…`);
  execFileSync(process.execPath, [cli, ...target.args], { cwd: root, stdio: 'inherit' });
  // The tools leave an unchanged output file alone; its time says when the build was last checked against its sources.
  const now = new Date();
  utimesSync(target.marker, now, now);
}
