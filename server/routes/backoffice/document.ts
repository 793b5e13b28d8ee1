/**
 * SPEC §7 back office: POST /backoffice/api/Document/Update (scope documents:write), GetBySearch (documents:read) and
 * DeleteByKey (documents:write), prefix /backoffice/api/Document. README 'Going live' documents the types.
 * Import (documents:write): NDJSON of any size, streamed (docs/documents-catalogue.md).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DocumentDeleteRequest,
  DocumentDeleteResponse,
  DocumentImportResponse,
  DocumentSearchRequest,
  DocumentSearchResponse,
  DocumentUpdateRequest,
  DocumentUpdateResponse,
} from '../../../contract/documents';
import { HttpError } from '../../errors';
import { backofficeCallerOf } from '../../plugins/auth';
import type { Readable } from 'node:stream';
import { applyDocuments } from '../../services/documents/apply';
import { importDocuments } from '../../services/documents/import';
import { searchService } from '../../services/search/service';
import { deleteDocuments, searchDocuments, UnsupportedDocumentType } from '../../services/documents/query';
import { replies } from '../_params';

function unsupported(error: unknown): never {
  if (error instanceof UnsupportedDocumentType) throw new HttpError(400, error.message, { type: 'not supported yet' });
  throw error;
}

const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/Update',
    {
      config: { backoffice: 'documents:write' },
      // 1,000 documents of a few kB each.
      bodyLimit: 16 * 1024 * 1024,
      schema: { body: DocumentUpdateRequest, response: replies(DocumentUpdateResponse) },
    },
    async (request): Promise<DocumentUpdateResponse> => {
      const caller = backofficeCallerOf(request);
      const docs = request.body.documents.map((d, index) => ({ ...d, index }));
      return applyDocuments(app, docs, caller.label);
    },
  );

  app.post(
    '/GetBySearch',
    { config: { backoffice: 'documents:read' }, schema: { body: DocumentSearchRequest, response: replies(DocumentSearchResponse) } },
    async (request): Promise<DocumentSearchResponse> => searchDocuments(app, request.body).catch(unsupported),
  );

  app.post(
    '/DeleteByKey',
    { config: { backoffice: 'documents:write' }, schema: { body: DocumentDeleteRequest, response: replies(DocumentDeleteResponse) } },
    async (request): Promise<DocumentDeleteResponse> =>
      deleteDocuments(app, request.body.type, request.body.keys, backofficeCallerOf(request).label).catch(unsupported),
  );

  await app.register(importRoute);
};

/** The NDJSON content types Import takes (the body stays a stream: parsed line by line as it arrives). */
const NDJSON_TYPES = ['application/x-ndjson', 'application/ndjson', 'application/jsonl', 'application/jsonlines'];

/** POST /Import in a plugin of its own: its content-type parser (the raw stream) applies to no other route. */
const importRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser(NDJSON_TYPES, (_request, payload, done) => done(null, payload));
  app.post(
    '/Import',
    {
      config: { backoffice: 'documents:write' },
      schema: {
        description:
          'NDJSON body (Content-Type application/x-ndjson, optionally Content-Encoding: gzip): one { "type", "key", "data" } per line, any size, applied in batches as it arrives.',
        consumes: NDJSON_TYPES,
        response: replies(DocumentImportResponse),
      },
    },
    async (request): Promise<DocumentImportResponse> => {
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!NDJSON_TYPES.includes(type)) throw new HttpError(415, `Send NDJSON: Content-Type ${NDJSON_TYPES[0]}`, { 'content-type': 'is not NDJSON' });
      // A gzip (deflate, br) body is inflated on the way in by @fastify/compress (app.ts), a broken one answered 400.
      const started = performance.now();
      const result = await importDocuments(app, request.body as Readable, backofficeCallerOf(request).label);
      // Searchable when it answers: a rebuild the import started is waited for.
      await searchService(app).settled();
      return { ...result, ms: Math.round(performance.now() - started) };
    },
  );
};

export default documentRoutes;
