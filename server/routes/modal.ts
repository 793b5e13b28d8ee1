import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ModalContent, ModalRequest } from '../../contract/content';
import { getModal } from '../services/contentElements';
import { replies } from './_params';

/** SPEC §7 POST /api/Modal/GetModalRequest: content for a modal by element id or modal key (docs/content-api.md). */
const modalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/GetModalRequest',
    { schema: { body: ModalRequest, response: replies(ModalContent) } },
    async (request): Promise<ModalContent> => getModal(app.db, request.body, { identity: request.identity }),
  );
};

export default modalRoutes;
