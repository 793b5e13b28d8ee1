/**
 * Shared pieces of the route schemas (not a route plugin itself). The shapes themselves live in contract/.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorReply } from '../../contract/common';

/** A required query string value. Empty values are removed first (see dropEmptyQueryValues). */
export const QueryString = (maxLength = 2048) => Type.String({ maxLength });

/** Every 4xx and 5xx answer is an ErrorReply (the error handler in server/app.ts). */
export const ERROR_REPLIES = { '4xx': ErrorReply, '5xx': ErrorReply } as const;

/**
 * The response schemas of a JSON call: its 200 reply and the error replies. Fastify serialises the reply with them
 * (fast-json-stringify: fields the schema does not name are never sent) and the OpenAPI document shows them.
 */
export const replies = <T extends TSchema>(ok: T) => ({ 200: ok, ...ERROR_REPLIES });

/** The response schemas of a call answered 204 without a body (a schema with no type: there is nothing to serialise). */
export const noContentReplies = () => ({ 204: Type.Unsafe<undefined>({ description: 'No content' }), ...ERROR_REPLIES });

/**
 * The 200 answer of a download: a file of one of these media types. For the OpenAPI document only — a file is sent
 * as a stream or a buffer, which Fastify never serialises.
 */
export const fileReply = (description: string, ...mediaTypes: string[]) => ({
  200: {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  },
});

/**
 * preValidation hook: query parameters given as '' (or only spaces) count as missing, so the schema
 * answers 400 '<name> must be defined' for them too (SPEC §5).
 */
export async function dropEmptyQueryValues(request: FastifyRequest): Promise<void> {
  const query = request.query;
  if (!query || typeof query !== 'object') return;
  const record = query as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string' && value.trim() === '') delete record[key];
  }
}
