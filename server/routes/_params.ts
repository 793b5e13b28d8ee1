/**
 * Shared pieces of the route schemas (not a route plugin itself).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';

/** A required query string value. Empty values are removed first (see dropEmptyQueryValues). */
export const QueryString = (maxLength = 2048) => Type.String({ maxLength });

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
