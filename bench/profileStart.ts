/**
 * Where the first screen's main-thread time goes: a V8 CPU profile of a cold page load in Chromium (phone viewport,
 * CPU 4× slower through DevTools, no network throttling), its self time summed per original source (the build's
 * hidden source maps in dist-meta/sourcemaps: a package of node_modules, or a file of src/), plus the time in
 * garbage collection and outside script. `npx tsx bench/profileStart.ts <url> [runs]`. PROFILE_TAP='Add to cart' profiles a tap on the first button whose name starts so (after the
 * load) instead of the load; PROFILE_LOGIN=1 runs logged in as the demo customer; PROFILE_SOURCE lists the
 * functions of one source only; PROFILE_UNTIL_LCP=1 counts only what ran before the page's largest contentful paint
 * (what Lighthouse's simulated LCP is made of). Profiles go to
 * bench/.data/profiles. Used to find what to cut before cutting (bench/results/web-findings.md).
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { loggedInStorage, productUrl } from './lighthouse';

const root = path.resolve(__dirname, '..');
const url = process.argv[2] ?? 'http://127.0.0.1:7601/en';
const runs = Number(process.argv[3] ?? 3);

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const maps = new Map<string, TraceMap | null>();
function mapFor(scriptUrl: string): TraceMap | null {
  const file = new URL(scriptUrl).pathname.replace(/^\//, '');
  if (!maps.has(file)) {
    const mapFile = path.join(root, 'dist-meta/sourcemaps', `${file}.map`);
    maps.set(file, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null);
  }
  return maps.get(file)!;
}

/** A frame's original place: its source file (under node_modules or src/), line and name (from the source map). */
function originalOf(frame: Node['callFrame']): { source: string; place: string } {
  if (!frame.url) return { source: `(${frame.functionName || 'native'})`, place: '' };
  if (!frame.url.startsWith('http')) return { source: frame.url, place: frame.functionName };
  const map = mapFor(frame.url);
  if (!map) return { source: path.basename(new URL(frame.url).pathname), place: frame.functionName };
  const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const raw = pos.source ?? '?';
  const file = raw.includes('node_modules/')
    ? raw.replace(/^.*?node_modules\//, '')
    : raw.replace(/^.*?(src\/|common\/|translations\/)/, '$1');
  return { source: file, place: `${file}:${pos.line ?? '?'} ${pos.name ?? frame.functionName ?? ''}` };
}

/** A source's group: the package for node_modules, the file for src/ (and common/), the script's name otherwise. */
function sourceOf(frame: Node['callFrame']): string {
  const { source } = originalOf(frame);
  const pkg = /^((?:@[^/]+\/)?[^/]+)\/.+/.exec(source);
  return pkg && !/^(src|common|translations|webpack:)/.test(source) ? pkg[1]! : source;
}

/** PROFILE_SOURCE=<source>: the function list only of that source (e.g. '@reduxjs/toolkit' or 'src/features/cart'). */
const onlySource = process.env.PROFILE_SOURCE;

/** PROFILE_TAP=<button name's start>: profile a tap on the page's first such button (after the load) instead of the load. */
const tap = process.env.PROFILE_TAP;

/** PROFILE_UNTIL_LCP=1: only the samples before the largest contentful paint (ms after the profile's start) count. */
const untilLcp = !!process.env.PROFILE_UNTIL_LCP;

async function profileOnce(session: Record<string, string> | undefined): Promise<{ profile: Profile; lcpMs: number }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const origin = new URL(url).origin;
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      ...(session ? { storageState: { cookies: [], origins: [{ origin, localStorage: Object.entries(session).map(([name, value]) => ({ name, value })) }] } } : {}),
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    if (tap) {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(3000);
      await cdp.send('Profiler.start');
      await page.getByRole('button', { name: new RegExp(`^${tap}`) }).first().tap();
      await page.waitForTimeout(1500);
    } else {
      await cdp.send('Profiler.start');
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(3000);
    }
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    // The last LCP candidate, in the page's time (from navigation start, which is within a few ms of the profile's).
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? -1)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
          setTimeout(() => resolve(-1), 1000);
        }),
    );
    return { profile, lcpMs };
  } finally {
    await browser.close();
  }
}

/**
 * The profile's stretches of script without a pause (an idle sample) as tasks: the ones of 50 ms and more (at 4×,
 * so blocking), when they start and what their time is spent in (the top-level callers and the self time per source).
 */
function printTasks(profile: Profile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const rootOf = (id: number) => {
    let cur = id;
    const chain: number[] = [];
    while (parent.has(cur)) {
      chain.push(cur);
      cur = parent.get(cur)!;
    }
    return chain.reverse();
  };
  let t = 0;
  interface Task {
    start: number;
    ms: number;
    bySource: Map<string, number>;
    top: Map<string, number>;
    fns: Map<string, number>;
  }
  let task: Task | null = null as Task | null;
  const tasks: Task[] = [];
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    t += ms;
    const node = byId.get(id)!;
    const idle = node.callFrame.functionName === '(idle)';
    if (idle) {
      if (task) tasks.push(task);
      task = null;
      return;
    }
    task ??= { start: t, ms: 0, bySource: new Map(), top: new Map(), fns: new Map() };
    const place = originalOf(node.callFrame).place || node.callFrame.functionName;
    task.fns.set(place, (task.fns.get(place) ?? 0) + ms);
    task.ms += ms;
    const src = sourceOf(node.callFrame);
    task.bySource.set(src, (task.bySource.get(src) ?? 0) + ms);
    const chain = rootOf(id);
    const first = chain.map((c) => byId.get(c)!).find((n) => n.callFrame.url);
    const label = first ? originalOf(first.callFrame).place : node.callFrame.functionName;
    task.top.set(label, (task.top.get(label) ?? 0) + ms);
  });
  if (task) tasks.push(task);
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort(([, a], [, b]) => b - a)
      .slice(0, n)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ');
  console.log('tasks of ≥ 50 ms (first run):');
  for (const x of tasks.filter((x) => x.ms >= 50)) {
    console.log(`  @${x.start.toFixed(0)} ms: ${x.ms.toFixed(0)} ms\n    entry: ${top(x.top, 4)}\n    self: ${top(x.bySource, 8)}\n    functions: ${top(x.fns, 8)}`);
  }
}

async function main(): Promise<void> {
  const totals = new Map<string, number>();
  const fns = new Map<string, number>();
  let all = 0;
  const out = path.join(root, 'bench/.data/profiles');
  mkdirSync(out, { recursive: true });
  // PROFILE_LOGIN=1: with the demo customer's stored session (one product in the cart), as bench:web's cart page.
  const session = process.env.PROFILE_LOGIN ? await loggedInStorage(new URL(url).origin, await productUrl(new URL(url).origin)) : undefined;
  for (let r = 0; r < runs; r++) {
    const { profile, lcpMs } = await profileOnce(session);
    if (untilLcp) console.log(`run ${r + 1}: largest contentful paint at ${lcpMs.toFixed(0)} ms`);
    if (r === 0) printTasks(profile);
    writeFileSync(path.join(out, `start-${r}.cpuprofile`), JSON.stringify(profile));
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    let at = 0;
    profile.samples.forEach((id, i) => {
      const node = byId.get(id)!;
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      at += ms;
      if (untilLcp && lcpMs >= 0 && at > lcpMs) return;
      if (node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') return;
      all += ms;
      const source = sourceOf(node.callFrame);
      totals.set(source, (totals.get(source) ?? 0) + ms);
      const fn = originalOf(node.callFrame).place || source;
      if (!onlySource || source.startsWith(onlySource)) fns.set(fn, (fns.get(fn) ?? 0) + ms);
    });
  }
  const print = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort(([, a], [, b]) => b - a)
      .slice(0, n)
      .forEach(([k, v]) => console.log(`${(v / runs).toFixed(1).padStart(8)} ms  ${k}`));
  console.log(`${url}: CPU 4× slower, mean of ${runs} cold loads; script + GC self time ${(all / runs).toFixed(0)} ms per load`);
  console.log('\nby source:');
  print(totals, 30);
  console.log('\nby function:');
  print(fns, 30);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
