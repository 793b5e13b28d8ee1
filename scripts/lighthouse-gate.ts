/**
 * CI's Lighthouse gate (issue 21): one Lighthouse 12 pass (mobile profile) per page type — home, a category, search,
 * a product page, the logged-in cart, the login page — against the built storefront; it fails (exit 1) when a page
 * scores under LIGHTHOUSE_GATE_PERFORMANCE (default 90) for performance or under 100 for accessibility. The
 * benchmark's targets are stricter (performance 95, median of 5: `npm run bench:web`); the gate leaves a margin for
 * CI's noisy machine, and a page under the performance floor gets up to four more passes (the best counts), so a
 * disturbed run does not fail CI: on a shared machine Lighthouse's own host CPU index swings from ~1100 to ~2000
 * between runs minutes apart, and a page's score with it (its 4× slowdown is meant for 1500–2000); every pass is
 * printed with that index. Accessibility is deterministic: one pass. LIGHTHOUSE_GATE_SUMMARY names a file that
 * gets one line of scores ('home 97, …, cart 88/91'), which `.ci/run` puts into its step summary.
 *
 * Server: LIGHTHOUSE_GATE_URL of a running shop, else e2e/server.ts on LIGHTHOUSE_GATE_PORT (default 8191), which
 * builds the storefront if it is out of date and seeds a fresh temporary database. Browser: CHROME_PATH (default
 * /usr/bin/chromium). About 1.5 minutes on 2 cores. `npx tsx scripts/lighthouse-gate.ts`.
 */
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { launchChrome, loggedInStorage, pageTypes, runLighthouse, startServer, type LighthouseFigures } from '../bench/lighthouse';

const PERFORMANCE_FLOOR = Number(process.env.LIGHTHOUSE_GATE_PERFORMANCE ?? 90);
const ACCESSIBILITY_FLOOR = 100;
/** Passes of a page under the performance floor before it fails (about 10 s each). */
const MAX_PASSES = 5;

async function main(): Promise<void> {
  const started = Date.now();
  let server: ChildProcess | undefined;
  let base = process.env.LIGHTHOUSE_GATE_URL?.replace(/\/+$/, '');
  if (!base) ({ base, server } = await startServer(process.env.LIGHTHOUSE_GATE_PORT ?? '8191'));
  const failures: string[] = [];
  const scores: string[] = [];
  try {
    const pages = await pageTypes(base);
    const session = await loggedInStorage(base, pages.find((p) => p.name === 'product')!.path);
    const chrome = await launchChrome();
    try {
      // The server's first answers (search index, image renditions) are not a page's cost: one load before the passes.
      await runLighthouse(chrome, base, pages[0]!, session);
      for (const page of pages) {
        let figures: LighthouseFigures = await runLighthouse(chrome, base, page, session);
        const passes = [figures.performance];
        const hostIndex = [figures.benchmarkIndex];
        while (figures.performance < PERFORMANCE_FLOOR && passes.length < MAX_PASSES) {
          const again = await runLighthouse(chrome, base, page, session);
          passes.push(again.performance);
          hostIndex.push(again.benchmarkIndex);
          if (again.performance > figures.performance) figures = again;
        }
        // The host's CPU index beside each pass: a low one (a slower moment of a shared machine) explains a low score.
        const note = ` (${passes.length > 1 ? 'passes' : 'pass'} ${passes.map((p, i) => `${p} at CPU index ${hostIndex[i]}`).join(', ')})`;
        scores.push(`${page.name} ${passes.join('/')}${figures.accessibility < ACCESSIBILITY_FLOOR ? ` a11y ${figures.accessibility}` : ''}`);
        const problems: string[] = [];
        if (figures.performance < PERFORMANCE_FLOOR) problems.push(`performance ${figures.performance} < ${PERFORMANCE_FLOOR}`);
        if (figures.accessibility < ACCESSIBILITY_FLOOR) problems.push(`accessibility ${figures.accessibility} < 100 (${figures.failed.join(', ')})`);
        console.log(
          `${problems.length ? '✗' : '✓'} ${page.name.padEnd(9)} performance ${figures.performance}${note}, accessibility ` +
            `${figures.accessibility}, SEO ${figures.seo}, TBT ${Math.round(figures.tbtMs)} ms, LCP ${(figures.lcpMs / 1000).toFixed(2)} s, ` +
            `CLS ${figures.cls.toFixed(3)}  ${page.path}`,
        );
        if (problems.length) failures.push(`${page.name}: ${problems.join('; ')}`);
      }
    } finally {
      chrome.kill();
    }
  } finally {
    server?.kill('SIGTERM');
    if (process.env.LIGHTHOUSE_GATE_SUMMARY) writeFileSync(process.env.LIGHTHOUSE_GATE_SUMMARY, scores.join(', '));
  }
  console.log(`lighthouse-gate: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (failures.length) {
    console.error(`lighthouse-gate: ${failures.length} page type(s) under the floor:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
