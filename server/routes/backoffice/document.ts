/**
 * SPEC §7 back office: POST /backoffice/api/Document/Update (scope documents:write), GetBySearch (documents:read) and
 * DeleteByKey (documents:write), prefix /backoffice/api/Document. README 'Going live' documents the types.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DocumentDeleteRequest,
  DocumentDeleteResponse,
  DocumentSearchRequest,
  DocumentSearchResponse,
  DocumentUpdateRequest,
  DocumentUpdateResponse,
} from '../../../contract/documents';
import { HttpError } from '../../errors';
import { backofficeCallerOf } from '../../plugins/auth';
import { applyDocuments } from '../../services/documents/apply';
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
};

export default documentRoutes;
