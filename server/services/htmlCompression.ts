/**
 * Compression of the storefront's HTML. The SPA is served by the not-found handler (server/app.ts), which is no
 * route, so @fastify/compress (hooked onto routes) leaves it alone; with the first screen's answers in it the page
 * is tens of kilobytes of JSON, so it is compressed here: brotli or gzip as the browser accepts
 * (@fastify/accept-negotiator, the negotiation @fastify/compress uses), below 1 kB not at all.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, crc32, deflateRaw, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this many bytes compressing costs more than it saves (@fastify/compress's threshold here too). */
const THRESHOLD = 1024;
/** Brotli quality for a page made per request: close to the best ratio at a few milliseconds for 50 kB. */
const BROTLI_QUALITY = 5;

export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string): Promise<FastifyReply> {
  reply.header('Vary', 'Accept-Encoding');
  const body = Buffer.from(html, 'utf8');
  const accepted = request.headers['accept-encoding'];
  const encoding = body.length < THRESHOLD || typeof accepted !== 'string' ? null : negotiate(accepted, ['br', 'gzip']);
  if (!encoding) return reply.send(body);
  const compressed =
    encoding === 'br'
      ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : await gzipAsync(body);
  return reply.header('Content-Encoding', encoding).send(compressed);
}

/** zlib's CRC-32 polynomial (reflected). */
const CRC_POLY = 0xedb88320;

/** a × b modulo the CRC polynomial, both as reflected 32-bit polynomials (zlib's multmodp). */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p = (p ^ b) >>> 0;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? ((b >>> 1) ^ CRC_POLY) >>> 0 : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31 (zlib's x2n_table). */
const X2N: number[] = (() => {
  const table = [0x40000000];
  for (let k = 1; k < 32; k++) table.push(multModP(table[k - 1]!, table[k - 1]!));
  return table;
})();

/** x^(8·bytes) modulo the polynomial: the operator crc32Combine needs for a second part of `bytes` bytes. */
export function crcShift(bytes: number): number {
  let p = 0x80000000;
  let n = bytes;
  let k = 3;
  while (n > 0) {
    if (n % 2 === 1) p = multModP(X2N[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

/** The CRC-32 of A followed by B from crc(A), crc(B) and crcShift(length of B) (zlib's crc32_combine). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multModP(shiftB, crcA) ^ crcB) >>> 0;
}

/** The fixed 10-byte gzip header (deflate, no name, no time, unknown OS). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const deflateRawAsync = promisify(deflateRaw);

/**
 * A page compressed once with gzip around a gap: each answer fills the gap with its own bytes (a CSP nonce) without
 * compressing the page again. The gzip stream is the compressed head (ending on a byte boundary: a sync flush), the
 * gap's bytes as a stored deflate block, the compressed tail (an independent deflate stream: it never refers back),
 * and the trailer, whose CRC-32 is combined from the parts' CRCs (no pass over the page per answer).
 */
export interface SplicedGzip {
  /** Gzip header and the head's deflate blocks. */
  head: Buffer;
  /** The tail's deflate blocks, the last one final. */
  tail: Buffer;
  headCrc: number;
  tailCrc: number;
  /** crcShift(tail's uncompressed length). */
  tailShift: number;
  /** Uncompressed length of head and tail together. */
  length: number;
}

/** Compresses the page parts before and after the gap (gzip level 9: done once per cached page). */
export async function spliceableGzip(head: Buffer, tail: Buffer): Promise<SplicedGzip> {
  const [deflatedHead, deflatedTail] = await Promise.all([
    deflateRawAsync(head, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }),
    deflateRawAsync(tail, { level: 9 }),
  ]);
  return {
    head: Buffer.concat([GZIP_HEADER, deflatedHead]),
    tail: deflatedTail,
    headCrc: crc32(head),
    tailCrc: crc32(tail),
    tailShift: crcShift(tail.length),
    length: head.length + tail.length,
  };
}

/** The gzip stream of head + gap + tail (the gap at most 65,535 bytes: one stored block). */
export function splicedGzip(parts: SplicedGzip, gap: Buffer): Buffer {
  const stored = Buffer.alloc(5 + gap.length);
  // BFINAL 0, BTYPE 00 (stored), then LEN and its one's complement; the head's sync flush left a byte boundary.
  stored.writeUInt16LE(gap.length, 1);
  stored.writeUInt16LE(~gap.length & 0xffff, 3);
  gap.copy(stored, 5);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32Combine(crc32(gap, parts.headCrc), parts.tailCrc, parts.tailShift), 0);
  trailer.writeUInt32LE((parts.length + gap.length) >>> 0, 4);
  return Buffer.concat([parts.head, stored, parts.tail, trailer]);
}
