import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getModal, type ModalContent } from '../services/contentElements';
import { ContentAreaBody } from './content';

/** SPEC §7 POST /api/Modal/GetModalRequest: content for a modal by element id or modal key (docs/content-api.md). */
const modalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/GetModalRequest',
    {
      schema: {
        body: Type.Object({
          area: ContentAreaBody,
          id: Type.Optional(Type.String({ maxLength: 100 })),
          key: Type.Optional(Type.String({ maxLength: 100 })),
        }),
      },
    },
    async (request): Promise<ModalContent> => getModal(app.db, request.body, { identity: request.identity }),
  );
};

export default modalRoutes;
