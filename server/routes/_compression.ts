/**
 * @fastify/compress settings of the shop.
 *
 * COMPRESS_SYNC_THRESHOLD: answers up to this size are compressed synchronously on the event loop; bigger ones go
 * through zlib's stream path (libuv's thread pool). The plugin's default ceiling depends on the cores it sees: 8 KB on
 * two cores, 64 KB on one (a server pinned with taskset) — so a 73 KB search answer, a 64 KB cart or a 60 KB orders
 * page took the stream path. Measured (2026-11-27, bench:load's selective search, 73.7 KB of JSON → 4 KB brotli, 10
 * connections, server pinned to one core, A/B back to back): stream path 63–65 req/s with the event loop ≈ 75 % idle
 * (the answer waits on the thread pool's turns), synchronous 218–462 req/s; the compression itself costs the same
 * ≈ 0.7 ms either way. 256 KB keeps the loop from being held longer than ≈ 2.5 ms (brotli quality 4, this machine) by
 * one answer; the rare bigger ones still stream.
 */
import { constants } from 'node:zlib';

export const COMPRESS_SYNC_THRESHOLD = 256 * 1024;

/**
 * Answers smaller than this are sent as they are (the plugin's default is 1 KB). Up to 4 KB an answer is three TCP
 * segments, well inside a connection's first congestion window: compressing it saves a browser no round trip, while
 * each compression builds a zlib stream object (a brotli encoder's state) that costs more than the small answer's
 * whole serialisation. Measured (2026-11-27, bench/load/inject.ts, GetPrices of 10 keys: 1.5 KB of JSON → 0.2 KB
 * brotli, 2,000 requests, A/B/A/B on the busy machine): 1,113 / 952 µs of CPU per request at 1 KB, 677 / 680 at 4 KB.
 */
export const COMPRESS_MIN_BYTES = 4096;

/**
 * Options of routes whose JSON answers are made per request and are large (CalculateCart of 100 lines and a page of
 * orders ≈ 60 KB): brotli at quality 1 instead of the plugin's 4. Measured on those answers (2026-11-27): 0.31 → 0.08
 * ms of CPU for a 64 KB cart (8.7 → 10.0 KB sent), 0.28 → 0.07 ms for an orders page (7.5 → 8.3 KB); under load these
 * routes are CPU-bound, and a few more bytes to a browser cost less than a quarter of a millisecond of the one core per
 * answer. Gzip and deflate keep their defaults. A route's own options replace every setting of the global
 * registration (the plugin merges them whole), so the thresholds are repeated here.
 */
export const QUICK_COMPRESSION = {
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  syncThreshold: COMPRESS_SYNC_THRESHOLD,
  threshold: COMPRESS_MIN_BYTES,
};
