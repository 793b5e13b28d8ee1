/**
 * The results of `npm run bench:load`: the printed table and bench/results/load-<sqlite|postgres>.{md,json} with the
 * machine they were measured on.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadResult } from './cannon';
import { ROOT } from './processes';

export interface RouteRow {
  route: string;
  result: LoadResult;
  /** route req/s ÷ hello-world req/s */
  ratio: number;
  target?: number;
  verdict: string;
  pass: boolean;
}

export interface MixRow {
  rate: number;
  seconds: number;
  connections: number;
  composition: string;
  result: LoadResult;
  verdict: string;
  pass: boolean;
}

export interface Machine {
  cpu: string;
  cores: number;
  ramGb: number;
  node: string;
  os: string;
  date: string;
  commit: string;
  loadBefore: string;
  loadAfter?: string;
}

const loadavg = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

function osName(): string {
  try {
    const pretty = /^PRETTY_NAME="?([^"\n]*)"?/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
    return `${pretty ?? os.type()} (${os.type()} ${os.release()})`;
  } catch {
    return `${os.type()} ${os.release()}`;
  }
}

function commit(): string {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' }).trim();
    return dirty ? `${hash} (with uncommitted changes)` : hash;
  } catch {
    return 'unknown';
  }
}

export function machine(): Machine {
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    ramGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: osName(),
    date: new Date().toISOString(),
    commit: commit(),
    loadBefore: loadavg(),
  };
}

export const finishMachine = (m: Machine): Machine => ({ ...m, loadAfter: loadavg() });

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(v < 10 ? 2 : 1) : '–');
const pct = (v: number) => `${(v * 100).toFixed(0)} %`;

/** The verdict of a route: errors first, then its target. */
export function routeVerdict(result: LoadResult, ratio: number, target: number | undefined): { verdict: string; pass: boolean } {
  const failed = result.errors + result.non2xx;
  if (failed > 0) return { verdict: `FAIL (${result.errors} errors, ${result.non2xx} non-2xx)`, pass: false };
  if (target === undefined) return { verdict: '–', pass: true };
  return ratio >= target ? { verdict: 'PASS', pass: true } : { verdict: `FAIL (gap ${((target - ratio) * 100).toFixed(0)} points)`, pass: false };
}

const HEADER = ['route', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'non-2xx', 'of hello', 'target', 'verdict'];

function cells(row: RouteRow): string[] {
  const r = row.result;
  return [row.route, r.rps.toFixed(0), ms(r.p50), ms(r.p95), ms(r.p99), String(r.errors), String(r.non2xx), pct(row.ratio), row.target === undefined ? '–' : `≥ ${pct(row.target)}`, row.verdict];
}

export function printTable(title: string, hello: LoadResult, rows: readonly RouteRow[], mix: MixRow | null): void {
  const all = [HEADER, ['hello world (bare Fastify)', hello.rps.toFixed(0), ms(hello.p50), ms(hello.p95), ms(hello.p99), String(hello.errors), String(hello.non2xx), 'mean', '', ''], ...rows.map(cells)];
  const widths = HEADER.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  console.log(`\n=== ${title}`);
  for (const r of all) console.log(r.map((c, i) => (i === 0 || i === r.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
  if (mix) {
    const m = mix.result;
    console.log(
      `\nmix ${mix.rate} req/s for ${mix.seconds} s (${mix.composition}; ${mix.connections} connections): ${m.requests} answers, ` +
        `${m.rps.toFixed(0)} req/s, errors ${m.errors}, non-2xx ${m.non2xx}, p50 ${ms(m.p50)} / p95 ${ms(m.p95)} / p99 ${ms(m.p99)} ms ` +
        `(corrected p99 ${ms(m.correctedP99)} ms) → ${mix.verdict}`,
    );
    for (const [label, l] of Object.entries(m.latencyByLabel ?? {})) {
      console.log(`  ${label.padEnd(10)} ${String(l.requests).padStart(6)} answers  p50 ${ms(l.p50)}  p95 ${ms(l.p95)}  p99 ${ms(l.p99)}  max ${ms(l.max)} ms`);
    }
  }
}

function markdown(label: string, products: number, m: Machine, pinning: string, settings: string, hello: LoadResult[], rows: readonly RouteRow[], mix: MixRow | null): string {
  const line = (c: string[]) => `| ${c.join(' | ')} |`;
  const helloMean = hello.reduce((s, h) => s + h.rps, 0) / hello.length;
  const out = [
    `# npm run bench:load — ${label}, ${products} products`,
    '',
    `Measured ${m.date} at commit ${m.commit}. Machine: ${m.cpu}, ${m.cores} cores, ${m.ramGb} GB RAM, ${m.os}, Node ${m.node}.`,
    `Load average before ${m.loadBefore}, after ${m.loadAfter ?? '?'} (a shared machine: other work ran at the same time; re-run at a quiet moment).`,
    `${pinning}. ${settings}`,
    `Hello world (bare Fastify, default logger at info like the shop), run before every route and after the last: ${hello.map((h) => h.rps.toFixed(0)).join(', ')} req/s (mean ${helloMean.toFixed(0)}); each route's share is of the mean of the runs just before and after it.`,
    '',
    line(HEADER),
    line(HEADER.map(() => '---')),
    ...rows.map((r) => line(cells(r))),
  ];
  if (mix) {
    const r = mix.result;
    out.push(
      '',
      `**Mix**: ${mix.rate} req/s (autocannon overallRate) for ${mix.seconds} s over ${mix.composition}, ${mix.connections} connections, server on one core.`,
      '',
      line(['answers', 'req/s', 'errors', 'non-2xx', 'p50 ms', 'p95 ms', 'p99 ms', 'p99 corrected ms', 'max ms', 'verdict']),
      line(Array.from({ length: 10 }, () => '---')),
      line([String(r.requests), r.rps.toFixed(0), String(r.errors), String(r.non2xx), ms(r.p50), ms(r.p95), ms(r.p99), ms(r.correctedP99), ms(r.max), mix.verdict]),
    );
    const labels = Object.entries(r.latencyByLabel ?? {});
    if (labels.length > 0) {
      out.push(
        '',
        'Per route of the mix (the same answers by the request each was):',
        '',
        line(['route', 'answers', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms']),
        line(Array.from({ length: 6 }, () => '---')),
        ...labels.map(([label, l]) => line([label, String(l.requests), ms(l.p50), ms(l.p95), ms(l.p99), ms(l.max)])),
      );
    }
  }
  return `${out.join('\n')}\n`;
}

export function writeResults(
  kind: 'sqlite' | 'postgres',
  label: string,
  products: number,
  m: Machine,
  pinning: string,
  settings: string,
  hello: LoadResult[],
  rows: readonly RouteRow[],
  mix: MixRow | null,
): string {
  const dir = path.join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const base = path.join(dir, `load-${kind}`);
  writeFileSync(`${base}.json`, `${JSON.stringify({ database: label, products, machine: m, pinning, settings, hello, routes: rows, mix }, null, 2)}\n`);
  writeFileSync(`${base}.md`, markdown(label, products, m, pinning, settings, hello, rows, mix));
  return path.relative(ROOT, `${base}.md`);
}
