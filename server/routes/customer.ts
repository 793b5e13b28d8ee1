/**
 * SPEC §7 POST /api/Customer/GetAddresses (prefix /api/Customer): body { areaInfo } → { addresses: Address[] },
 * the caller's customer's addresses (billing first, then shipping). Needs a customer (401 otherwise).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Address } from '../../src/api/commerceTypes';
import { requireCustomer } from '../plugins/auth';
import { customerAddresses } from '../services/customer';

const AreaInfoSchema = Type.Object({
  areaId: Type.String({ minLength: 1, maxLength: 50 }),
  currencyCode: Type.String({ pattern: '^[A-Za-z]{3}$' }),
  languageCode: Type.String({ minLength: 1, maxLength: 10 }),
});

const GetAddressesSchema = Type.Object({ areaInfo: AreaInfoSchema });

const customerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/GetAddresses', { schema: { body: GetAddressesSchema } }, async (request): Promise<{ addresses: Address[] }> => {
    const { customerNumber } = requireCustomer(request);
    return { addresses: await customerAddresses(app.db, customerNumber) };
  });
};

export default customerRoutes;
