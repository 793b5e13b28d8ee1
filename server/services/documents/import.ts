/**
 * Imports of any size (Document/Import, docs/documents-catalogue.md): NDJSON read as a stream — never held whole —,
 * one envelope `{ type, key, data }` per line, applied in batches of IMPORT_BATCH documents (each like one
 * Document/Update: checked, then written in one transaction). A batch also ends where the type changes, so brands
 * and categories earlier in the file are stored before the products that name them. What the documents feed
 * (caches, the search index) is invalidated once at the end — per key for a few, per type beyond
 * WHOLE_TYPE_AFTER — so the answer comes when the data is searchable.
 */
import { StringDecoder } from 'node:string_decoder';
import {
  MAX_IMPORT_REJECTIONS,
  type DocumentImportResponse,
  type DocumentProblem,
  type DocumentResult,
  type DocumentType,
} from '../../../contract/documents';
import { applyDocuments, emptyCounts, type IncomingDocument } from './apply';
import { handlerOf } from './handlers';
import type { ApplyOptions, DocumentContext } from './types';

/** Documents per batch (one transaction). */
export const IMPORT_BATCH = 500;
/** Longest line taken (a larger one is rejected, the import goes on). */
export const MAX_LINE_CHARS = 4 * 1024 * 1024;
/** Beyond this many changed documents of a type, the type is invalidated as a whole (e.g. a full index rebuild). */
export const WHOLE_TYPE_AFTER = 2000;

/** Lines of a text stream with their numbers (1-based), read as the consumer asks for them (back-pressure). */
async function* linesOf(stream: AsyncIterable<Buffer | string>): AsyncGenerator<{ line: number; text: string | null }> {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  let skipping = false;
  let line = 0;
  for await (const chunk of stream) {
    let text = carry + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
    carry = '';
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      line++;
      yield { line, text: skipping ? null : text.slice(start, end) };
      skipping = false;
      start = end + 1;
    }
    text = text.slice(start);
    if (text.length > MAX_LINE_CHARS) {
      // Too long: the rest of this line is dropped (answered as a rejected line).
      skipping = true;
      text = '';
    }
    carry = text;
  }
  carry += decoder.end();
  if (carry.trim() !== '' || skipping) yield { line: line + 1, text: skipping ? null : carry };
}

/** The envelope of one line, or why it is not one. */
function parseLine(text: string | null, line: number): IncomingDocument | DocumentProblem {
  if (text === null) return { path: '', reason: `the line is longer than ${MAX_LINE_CHARS} characters` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { path: '', reason: `not JSON: ${error instanceof Error ? error.message.slice(0, 200) : 'syntax error'}` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { path: '', reason: 'a line is one JSON object { "type", "key", "data" }' };
  const envelope = value as Record<string, unknown>;
  return { type: String(envelope.type ?? ''), key: typeof envelope.key === 'string' ? envelope.key : String(envelope.key ?? ''), data: envelope.data, index: line };
}

/**
 * Reads and applies an NDJSON stream. `actor` is recorded as the one who changed the documents. Resolves with the
 * counts and the rejected lines once everything is stored and invalidated.
 */
export async function importDocuments(
  ctx: DocumentContext,
  stream: AsyncIterable<Buffer | string>,
  actor: string,
  options: Pick<ApplyOptions, 'operator'> & { onProgress?: (lines: number) => void } = {},
): Promise<DocumentImportResponse> {
  const started = performance.now();
  const counts = emptyCounts();
  const rejected: DocumentResult[] = [];
  let leftOff = 0;
  let lines = 0;
  const changes = new Map<DocumentType, Set<string>>();
  const reject = (result: DocumentResult) => {
    counts.rejected++;
    if (rejected.length < MAX_IMPORT_REJECTIONS) rejected.push(result);
    else leftOff++;
  };
  let batch: IncomingDocument[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const outcome = await applyDocuments(ctx, batch, actor, { operator: options.operator, collectChanges: changes });
    batch = [];
    counts.created += outcome.counts.created;
    counts.updated += outcome.counts.updated;
    counts.unchanged += outcome.counts.unchanged;
    for (const result of outcome.results) if (result.outcome === 'rejected') reject(result);
    options.onProgress?.(lines);
  };
  for await (const { line, text } of linesOf(stream)) {
    if (text !== null && text.trim() === '') continue;
    lines++;
    const parsed = parseLine(text, line);
    if (!('index' in parsed)) {
      reject({ index: line, type: '', key: '', outcome: 'rejected', problems: [parsed] });
      continue;
    }
    if (batch.length >= IMPORT_BATCH || (batch.length > 0 && batch[batch.length - 1]!.type !== parsed.type)) await flush();
    batch.push(parsed);
  }
  await flush();
  for (const [type, keys] of changes) {
    await handlerOf(type)!.afterChange(ctx, keys.size > WHOLE_TYPE_AFTER ? [] : [...keys]);
  }
  rejected.sort((a, b) => a.index - b.index);
  return { counts, lines, rejected, rejectedLeftOff: leftOff, ms: Math.round(performance.now() - started) };
}
