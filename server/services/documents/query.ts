/** Document/GetBySearch and Document/DeleteByKey. */
import type {
  DocumentDeleteResponse,
  DocumentSearchRequest,
  DocumentSearchResponse,
  DocumentType,
  FoundDocument,
} from '../../../contract/documents';
import { recordChange } from './apply';
import { handlerOf } from './handlers';
import { likePrefix, wordsOf } from './sql';
import type { DocumentContext } from './types';

export class UnsupportedDocumentType extends Error {
  constructor(type: DocumentType) {
    super(`The shop does not take ${type} documents yet`);
  }
}

function handlerFor(type: DocumentType) {
  const handler = handlerOf(type);
  if (!handler) throw new UnsupportedDocumentType(type);
  return handler;
}

/** Finds documents of one type: by key prefix and words, or (updatedSince) the back office's changes since a time. */
export async function searchDocuments(ctx: DocumentContext, request: DocumentSearchRequest): Promise<DocumentSearchResponse> {
  const handler = handlerFor(request.type);
  const skip = request.skip ?? 0;
  const take = request.take ?? 50;
  const words = wordsOf(request.text);
  if (request.updatedSince !== undefined) {
    let query = ctx.db
      .selectFrom('document_changes')
      .where('type', '=', request.type)
      .where('updated_at', '>=', new Date(request.updatedSince).toISOString());
    if (request.keyPrefix) query = query.where((eb) => eb('key', 'like', likePrefix(request.keyPrefix!)));
    const rows = await query.select(['key', 'updated_at', 'deleted']).orderBy('updated_at').orderBy('key').execute();
    const found: FoundDocument[] = [];
    for (const row of rows) {
      const data = row.deleted ? null : await handler.read(ctx.db, row.key);
      if (words.length > 0 && !words.every((w) => `${row.key}\n${JSON.stringify(data ?? '')}`.toLowerCase().includes(w))) continue;
      found.push({ type: request.type, key: row.key, data, updatedAt: row.updated_at, deleted: row.deleted === 1 || data === null });
    }
    return { total: found.length, skip, take, documents: found.slice(skip, skip + take) };
  }
  const { total, keys } = await handler.search(ctx.db, { keyPrefix: request.keyPrefix, words, skip, take });
  const changes = keys.length
    ? await ctx.db
        .selectFrom('document_changes')
        .select(['key', 'updated_at'])
        .where('type', '=', request.type)
        .where('key', 'in', keys)
        .execute()
    : [];
  const changedAt = new Map(changes.map((c) => [c.key, c.updated_at]));
  const documents: FoundDocument[] = [];
  for (const key of keys) {
    const data = await handler.read(ctx.db, key);
    if (data !== null) documents.push({ type: request.type, key, data, updatedAt: changedAt.get(key) ?? null, deleted: false });
  }
  return { total, skip, take, documents };
}

/** Deletes documents by key: what may go goes; what history needs stays (the handler decides and says why). */
export async function deleteDocuments(
  ctx: DocumentContext,
  type: DocumentType,
  keys: string[],
  actor: string,
): Promise<DocumentDeleteResponse> {
  const handler = handlerFor(type);
  const results: DocumentDeleteResponse['results'] = [];
  const deleted: string[] = [];
  const now = new Date().toISOString();
  for (const key of [...new Set(keys)]) {
    const outcome = await ctx.db.transaction().execute(async (trx) => {
      const result = await handler.remove(trx, key);
      if (result === 'deleted') await recordChange(trx, type, key, actor, now, true);
      return result;
    });
    if (outcome === 'deleted') deleted.push(key);
    results.push(typeof outcome === 'string' ? { key, outcome } : { key, outcome: 'refused', reason: outcome.refused });
  }
  if (deleted.length > 0) await handler.afterChange(ctx, deleted);
  return { results };
}
