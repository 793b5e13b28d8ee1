/**
 * The first screen's long tasks as Lighthouse sees them: a Chromium trace of a cold page load (phone viewport, no
 * throttling — Lighthouse's simulation multiplies these tasks by 4), its main-thread tasks of at least
 * TRACE_MIN_MS (default 12.5: 50 ms at 4×), each with what it ran (script evaluation by URL, timers, callbacks by
 * function, style and layout, garbage collection). `npx tsx bench/traceTasks.ts <url> [runs]`; TRACE_LOGGED_IN=1
 * loads it with the demo customer's stored session (and a product in the cart).
 */
import { chromium } from '@playwright/test';
import { loggedInStorage, productUrl } from './lighthouse';

const url = process.argv[2] ?? 'http://127.0.0.1:7601/en';
const runs = Number(process.argv[3] ?? 1);
const minMs = Number(process.env.TRACE_MIN_MS ?? 12.5);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string; stackTrace?: { url: string; functionName: string }[] }; name?: string };
}

async function traceOnce(storage: Record<string, string> | undefined): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    if (storage) {
      await page.goto(`${new URL(url).origin}/robots.txt`);
      await page.evaluate((entries: Record<string, string>) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
    }
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const buffer = await browser.stopTracing();
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    // The renderer main thread that ran the page's scripts (the one with the most script evaluation).
    const mains = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const evaluations = (t: TraceEvent) => traceEvents.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'EvaluateScript').length;
    const threadName = mains.sort((a, b) => evaluations(b) - evaluations(a))[0];
    if (!threadName) throw new Error('no renderer main thread in the trace');
    const main = traceEvents.filter((e) => e.pid === threadName.pid && e.tid === threadName.tid && e.ph === 'X' && e.dur !== undefined);
    const nav = traceEvents.find((e) => e.name === 'navigationStart' && e.pid === threadName.pid)?.ts ?? main[0]!.ts;
    const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === threadName.pid);
    console.log(`${url}: FCP ${fcp ? ((fcp.ts - nav) / 1000).toFixed(0) : '?'} ms; tasks ≥ ${minMs} ms:`);
    const tasks = main.filter((e) => e.name === 'RunTask' && e.dur! / 1000 >= minMs);
    let blocking = 0;
    for (const task of tasks) {
      const end = task.ts + task.dur!;
      const inner = main.filter((e) => e.ts >= task.ts && e.ts + e.dur! <= end && e !== task);
      const parts = new Map<string, number>();
      for (const e of inner) {
        const data = e.args?.data;
        let label: string | null = null;
        if (e.name === 'EvaluateScript' || e.name === 'v8.compile') label = `${e.name} ${(data?.url ?? '').replace(/^.*\//, '')}`;
        else if (e.name === 'FunctionCall') label = `call ${(data?.url ?? '').replace(/^.*\//, '')}:${data?.functionName || '?'}`;
        else if (['TimerFire', 'FireAnimationFrame', 'EventDispatch', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'MajorGC', 'MinorGC', 'V8.GC_SCAVENGER', 'PrePaint', 'Commit'].includes(e.name)) label = e.name;
        if (label) parts.set(label, (parts.get(label) ?? 0) + e.dur! / 1000);
      }
      blocking += Math.max(0, (task.dur! / 1000) * 4 - 50);
      console.log(
        `  @${((task.ts - nav) / 1000).toFixed(0)} ms ${(task.dur! / 1000).toFixed(1)} ms (×4 = ${((task.dur! / 1000) * 4).toFixed(0)}): ` +
          [...parts.entries()]
            .sort(([, a], [, b]) => b - a)
            .slice(0, 6)
            .map(([k, v]) => `${k} ${v.toFixed(1)}`)
            .join(', '),
      );
    }
    console.log(`  blocking at 4× (all tasks, not only after FCP): ${blocking.toFixed(0)} ms`);
  } finally {
    await browser.close();
  }
}

(async () => {
  const origin = new URL(url).origin;
  const storage = process.env.TRACE_LOGGED_IN === '1' ? await loggedInStorage(origin, await productUrl(origin)) : undefined;
  for (let i = 0; i < runs; i++) await traceOnce(storage);
})().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
