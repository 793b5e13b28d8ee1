/** SPEC §7 back office: GET /backoffice/api/Area/GetAreas (scope documents:read). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetAreasResponse } from '../../../contract/backoffice';
import { listAreas } from '../../services/backoffice/areas';
import { replies } from '../_params';

const backofficeAreaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/GetAreas',
    { config: { backoffice: 'documents:read' }, schema: { response: replies(GetAreasResponse) } },
    async (): Promise<GetAreasResponse> => ({ areas: await listAreas(app.db) }),
  );
};

export default backofficeAreaRoutes;
