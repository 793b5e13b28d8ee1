/**
 * The load generator of `npm run bench:load`, run by run.ts as a child process of its own (pinned to another core than
 * the server): reads one job (JSON) from stdin, runs autocannon's API — first a warm-up run whose figures are thrown
 * away, then the measured run — and prints the result as one JSON line on stdout.
 *
 * Latency percentiles: autocannon's histogram has p50/p97.5/p99 but no p95, so every response's own time (the
 * 'response' event) is kept and p50/p95/p99/max are computed from those. With a fixed rate (overallRate) autocannon
 * also corrects for coordinated omission (requests that could not be sent on time because the server was slow): its
 * corrected p99 is reported as `correctedP99`.
 */
import autocannon from 'autocannon';

export interface LoadRequest {
  /** Name of the route in per-route counts (the mix). */
  label: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  /** Bodies sent in turn (requests of the same route with different keys); none for a GET. */
  bodies?: string[];
}

export interface LoadJob {
  url: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Requests per second of all connections together; unset = as fast as the server answers. */
  overallRate?: number;
  /** Sent in turn by every connection. */
  requests: LoadRequest[];
  /** Count statuses per label (reads every response body: for the rate-limited mix only). */
  perLabel?: boolean;
  /** With overallRate: split the connections into this many autocannon instances started evenly over a second (run()). */
  spreadGroups?: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** autocannon's p99 (corrected for coordinated omission when a rate is set). */
  correctedP99: number;
  /** Connection errors and timeouts (no answer at all). */
  errors: number;
  timeouts: number;
  /** Answers with a status outside 200–299. */
  non2xx: number;
  statusCodes: Record<string, number>;
  /** label → status → count (perLabel only). */
  perLabel?: Record<string, Record<string, number>>;
  /** label → answers and latency percentiles of that label's requests (perLabel only): which routes make the tail. */
  latencyByLabel?: Record<string, { requests: number; p50: number; p95: number; p99: number; max: number }>;
}

/** What autocannon's 'response' event passes as its client: the request just answered is the iterator's current one. */
interface AnsweringClient {
  requestIterator?: { currentRequestIndex?: number };
}

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

function requestsOf(job: LoadJob, perLabel: Record<string, Record<string, number>>): autocannon.Request[] {
  return job.requests.map((r) => {
    let next = 0;
    const bodies = r.bodies ?? [];
    const request: autocannon.Request = { method: r.method, path: r.path, headers: r.headers };
    if (bodies.length === 1) request.body = bodies[0];
    if (bodies.length > 1) {
      request.setupRequest = (req) => ({ ...req, body: bodies[next++ % bodies.length] });
    }
    if (job.perLabel) {
      const counts = (perLabel[r.label] ??= {});
      request.onResponse = (status) => {
        counts[status] = (counts[status] ?? 0) + 1;
      };
    }
    return request;
  });
}

/** Latencies of a run, all and per label, filled by the 'response' events of its autocannon instances. */
interface Sink {
  latencies: number[];
  byLabel: Map<string, number[]>;
}

/** One autocannon instance of a run: `connections` of the job's connections at `rate` requests per second. */
function instanceRun(job: LoadJob, requests: autocannon.Request[], connections: number, rate: number | undefined, seconds: number, sink: Sink | null): Promise<autocannon.Result> {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: job.url, connections, duration: seconds, requests, ...(rate ? { overallRate: rate } : {}) },
      (err: unknown, done: autocannon.Result) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(done)),
    );
    if (!sink) return;
    instance.on('response', (client: unknown, _status, _bytes, responseTime) => {
      sink.latencies.push(responseTime);
      if (!job.perLabel) return;
      // One request in flight per connection (no pipelining): the answered request is the iterator's current one.
      const index = (client as AnsweringClient).requestIterator?.currentRequestIndex;
      const label = index === undefined ? '?' : (job.requests[index]?.label ?? '?');
      let list = sink.byLabel.get(label);
      if (!list) sink.byLabel.set(label, (list = []));
      list.push(responseTime);
    });
  });
}

/**
 * A run of the job. With a rate and `spreadGroups` > 1 the connections are split into that many autocannon instances,
 * started 1/spreadGroups of a second apart, each with its share of the rate: autocannon gives every connection a
 * per-second quota that its connections spend at the start of their second, so one instance makes bursts of all its
 * connections once a second; staggered groups spread them over the second.
 */
async function run(job: LoadJob, seconds: number, record: boolean): Promise<LoadResult> {
  const perLabel: Record<string, Record<string, number>> = {};
  const sink: Sink = { latencies: [], byLabel: new Map() };
  const groups = job.overallRate && job.spreadGroups && job.spreadGroups > 1 ? Math.min(job.spreadGroups, job.connections) : 1;
  const requests = requestsOf(job, perLabel);
  const results = await Promise.all(
    Array.from({ length: groups }, async (_, g) => {
      const share = (total: number) => Math.floor(total / groups) + (g < total % groups ? 1 : 0);
      if (g > 0) await new Promise((resolve) => setTimeout(resolve, (g * 1000) / groups));
      return instanceRun(job, requests, share(job.connections), job.overallRate ? share(job.overallRate) : undefined, seconds, record ? sink : null);
    }),
  );
  const latencies = sink.latencies.sort((a, b) => a - b);
  const statusCodes: Record<string, number> = {};
  for (const result of results) {
    for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = (statusCodes[code] ?? 0) + Number(stat.count ?? 0);
  }
  const sum = (pick: (r: autocannon.Result) => number) => results.reduce((total, r) => total + pick(r), 0);
  const duration = Math.max(...results.map((r) => r.duration));
  return {
    requests: latencies.length,
    seconds: duration,
    rps: latencies.length / duration,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
    // Per instance (autocannon corrects each for coordinated omission): the worst of them.
    correctedP99: Math.max(...results.map((r) => r.latency.p99)),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    statusCodes,
    ...(job.perLabel ? { perLabel, latencyByLabel: latencyOfLabels(sink.byLabel) } : {}),
  };
}

function latencyOfLabels(byLabel: ReadonlyMap<string, number[]>): NonNullable<LoadResult['latencyByLabel']> {
  const out: NonNullable<LoadResult['latencyByLabel']> = {};
  for (const [label, list] of byLabel) {
    list.sort((a, b) => a - b);
    out[label] = { requests: list.length, p50: percentile(list, 0.5), p95: percentile(list, 0.95), p99: percentile(list, 0.99), max: list[list.length - 1] ?? Number.NaN };
  }
  return out;
}

async function main(): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const job = JSON.parse(Buffer.concat(chunks).toString('utf8')) as LoadJob;
  if (job.warmupSeconds > 0) await run(job, job.warmupSeconds, false);
  const result = await run(job, job.seconds, true);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
