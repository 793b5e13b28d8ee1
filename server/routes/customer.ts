/**
 * SPEC §7 POST /api/Customer/GetAddresses (prefix /api/Customer): body { areaInfo } → { addresses: Address[] },
 * the caller's customer's addresses (billing first, then shipping). Needs a customer (401 otherwise).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Replies } from '../../contract/common';
import { GetAddressesRequest, GetAddressesResponse } from '../../contract/customer';
import { requireCustomer } from '../plugins/auth';
import { customerAddresses } from '../services/customer';

const schema = { body: GetAddressesRequest, response: Replies(GetAddressesResponse) };

const customerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/GetAddresses', { schema }, async (request) => {
    const { customerNumber } = requireCustomer(request);
    return { addresses: await customerAddresses(app.db, customerNumber) };
  });
};

export default customerRoutes;
