/**
 * Company users (issue 20 target): the company's user list (GetCompanyUsers) and the first page of its audit log
 * (GetCompanyAuditLog) for a customer with 500 users: server p95 ≤ 20 ms. The bench customer `B-COMPANY` with its
 * 500 users (the first its admin) and 2,000 audit entries is added to the cached bench database once and reused.
 */
import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '../contract/user';
import { hashPassword } from '../server/services/password';
import { defineBench, measure, send, startApp, type BenchApp } from './harness';

const CUSTOMER = 'B-COMPANY';
const USERS = 500;
const AUDIT = 2000;
const PASSWORD = 'bench-company-1';
const TARGET_MS = 20;

async function ensureCompany(bench: BenchApp): Promise<void> {
  const db = bench.db;
  const have = await db.selectFrom('users').select((eb) => eb.fn.countAll<string | number>().as('n')).where('customer_number', '=', CUSTOMER).executeTakeFirstOrThrow();
  if (Number(have.n) >= USERS) return;
  const now = new Date().toISOString();
  const hash = await hashPassword(PASSWORD);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('customers')
      .values({ customer_number: CUSTOMER, area_id: 'b2b', name: 'Bench Company A/S', currency_code: 'DKK', price_group: '', vat_number: '', email: '', phone: '', language: 'da', created_at: now })
      .onConflict((oc) => oc.column('customer_number').doNothing())
      .execute();
    const users = Array.from({ length: USERS }, (_, i) => ({
      id: `u-bench-co-${i}`,
      username: `bench.co.${i}@example.com`,
      password_hash: hash,
      name: `Bench User ${String(i).padStart(3, '0')}`,
      roles: '["customer"]',
      customer_number: CUSTOMER,
      area_id: 'b2b',
      language: 'da',
      active: i % 17 === 5 ? 0 : 1,
      created_at: now,
      password_changed_at: now,
      company_role: i === 0 ? 'admin' : (['buyer', 'buyer', 'requester', 'viewer'] as const)[i % 4],
      last_login_at: i % 3 === 0 ? null : now,
    }));
    for (let i = 0; i < users.length; i += 100) await trx.insertInto('users').values(users.slice(i, i + 100)).execute();
    const entries = Array.from({ length: AUDIT }, (_, i) => ({
      id: randomUUID(),
      customer_number: CUSTOMER,
      at: new Date(Date.now() - (AUDIT - i) * 60_000).toISOString(),
      actor_user_id: 'u-bench-co-0',
      actor_name: 'Bench User 000',
      action: 'role',
      target_user_id: `u-bench-co-${1 + (i % (USERS - 1))}`,
      target_name: `Bench User ${String(1 + (i % (USERS - 1))).padStart(3, '0')}`,
      target_username: `bench.co.${1 + (i % (USERS - 1))}@example.com`,
      before: '{"role":"buyer"}',
      after: '{"role":"viewer"}',
    }));
    for (let i = 0; i < entries.length; i += 200) await trx.insertInto('company_audit').values(entries.slice(i, i + 200)).execute();
  });
}

export default defineBench({
  name: 'company',
  async run(ctx, database) {
    const bench = await startApp(database);
    try {
      await ensureCompany(bench);
      const login = await send(bench, { method: 'POST', url: '/api/User/Login', payload: { username: 'bench.co.0@example.com', password: PASSWORD } });
      if (login.statusCode !== 200) throw new Error(`company bench: login ${login.statusCode} ${login.body}`);
      const headers = { authorization: `Bearer ${(JSON.parse(login.body) as TokenResponse).token}` };
      const users = await measure(bench, `GetCompanyUsers, ${USERS} users`, { method: 'POST', url: '/api/CustomerCenter/GetCompanyUsers', payload: {}, headers }, {
        bench: 'company',
        onFirstReply: (reply) => `${(JSON.parse(reply.body) as { users: unknown[] }).users.length} users, ${(reply.body.length / 1024).toFixed(0)} KB`,
      });
      ctx.report(users);
      ctx.target({ name: `company user list (${USERS} users) server p95`, value: users.serverP95, limit: TARGET_MS, unit: 'ms' });
      const log = await measure(
        bench,
        `GetCompanyAuditLog, 25 of ${AUDIT}`,
        { method: 'POST', url: '/api/CustomerCenter/GetCompanyAuditLog', query: { pageSize: '25', pageNr: '1' }, payload: {}, headers },
        { bench: 'company' },
      );
      ctx.report(log);
      ctx.target({ name: `company audit log page (${AUDIT} entries) server p95`, value: log.serverP95, limit: TARGET_MS, unit: 'ms' });
    } finally {
      await bench.close();
    }
  },
});
