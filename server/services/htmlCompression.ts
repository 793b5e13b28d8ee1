/**
 * Compression of the storefront's HTML. The SPA is served by the not-found handler (server/app.ts), which is no
 * route, so @fastify/compress (hooked onto routes) leaves it alone; with the first screen's answers in it the page
 * is tens of kilobytes of JSON, so it is compressed here: brotli or gzip as the browser accepts
 * (@fastify/accept-negotiator, the negotiation @fastify/compress uses), below 1 kB not at all.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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
