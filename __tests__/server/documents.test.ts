/**
 * Issue 18, documents through the back office: the Update / GetBySearch / DeleteByKey contract on the brand type
 * (created, unchanged on a second send, updated, rejected with its path while the others land; the updatedSince feed;
 * deletes that history forbids are refused with a reason). Each type has its own test file for its fields.
 */
import type { DocumentDeleteResponse, DocumentSearchResponse, DocumentUpdateResponse } from '../../contract/documents';
import { createIntegrationKey } from '../../server/services/backoffice/integrationKeys';
import { bearer } from './auth';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let write: string;
let read: string;

beforeAll(async () => {
  t = await createTestApp();
  write = (await createIntegrationKey(t.db, { name: 'ERP', scopes: ['documents:write'], createdBy: 'test' })).key;
  read = (await createIntegrationKey(t.db, { name: 'reader', scopes: ['documents:read'], createdBy: 'test' })).key;
});
afterAll(async () => {
  await t.close();
});

const update = async (documents: unknown[]) => {
  const res = await t.app.inject({ method: 'POST', url: '/backoffice/api/Document/Update', headers: bearer(write), payload: { documents } });
  expect(res.statusCode).toBe(200);
  return body<DocumentUpdateResponse>(res);
};
const search = async (payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: '/backoffice/api/Document/GetBySearch', headers: bearer(read), payload });
  expect(res.statusCode).toBe(200);
  return body<DocumentSearchResponse>(res);
};
const remove = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/backoffice/api/Document/DeleteByKey', headers: bearer(write), payload });

describe('Document/Update', () => {
  it('creates, then reports unchanged for the same documents, then updated for a change', async () => {
    const docs = [
      { type: 'brand', key: '901', data: { name: 'Nordlys Pro' } },
      { type: 'brand', key: '902', data: { name: 'Fjord Tools' } },
    ];
    const first = await update(docs);
    expect(first.counts).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 0 });
    expect(first.results.map((r) => r.outcome)).toEqual(['created', 'created']);
    const again = await update(docs);
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 2, rejected: 0 });
    const changed = await update([{ type: 'brand', key: '902', data: { name: 'Fjord Tools AS' } }]);
    expect(changed.results[0]).toMatchObject({ key: '902', outcome: 'updated' });
    const row = await t.db.selectFrom('brands').select('name').where('id', '=', 902).executeTakeFirstOrThrow();
    expect(row.name).toBe('Fjord Tools AS');
  });

  it('rejects a bad document with the field path and reason, and stores the others', async () => {
    const result = await update([
      { type: 'brand', key: '903', data: { name: '' } },
      { type: 'brand', key: '904', data: { name: 'Good', colour: 'red' } },
      { type: 'brand', key: 'abc', data: { name: 'Bad key' } },
      { type: 'gadget', key: '1', data: {} },
      { type: 'brand', key: '905', data: { name: 'Lands' } },
    ]);
    expect(result.counts).toEqual({ created: 1, updated: 0, unchanged: 0, rejected: 4 });
    expect(result.results[0]).toMatchObject({ index: 0, outcome: 'rejected', problems: [expect.objectContaining({ path: '/data/name' })] });
    expect(result.results[1]!.problems![0]!.path).toMatch(/^\/data/);
    expect(result.results[2]!.problems![0]!.path).toBe('/key');
    expect(result.results[3]!.problems![0]).toMatchObject({ path: '/type' });
    expect(result.results[4]).toMatchObject({ index: 4, key: '905', outcome: 'created' });
    const stored = await t.db.selectFrom('brands').select('id').where('id', 'in', [903, 904]).execute();
    expect(stored).toEqual([]);
  });

  it('answers 400 for a body that is not a list of documents, and for more than 1,000', async () => {
    for (const payload of [{}, { documents: [] }, { documents: 'x' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/backoffice/api/Document/Update', headers: bearer(write), payload });
      expect(res.statusCode).toBe(400);
    }
    const many = Array.from({ length: 1001 }, (_, i) => ({ type: 'brand', key: String(1000 + i), data: { name: `B${i}` } }));
    const res = await t.app.inject({ method: 'POST', url: '/backoffice/api/Document/Update', headers: bearer(write), payload: { documents: many } });
    expect(res.statusCode).toBe(400);
  });
});

describe('Document/GetBySearch', () => {
  it('finds by key prefix and words, paged', async () => {
    const found = await search({ type: 'brand', keyPrefix: '90', take: 1 });
    expect(found.total).toBe(3);
    expect(found.documents).toEqual([{ type: 'brand', key: '901', data: { name: 'Nordlys Pro' }, updatedAt: expect.any(String), deleted: false }]);
    const byWord = await search({ type: 'brand', text: 'fjord as' });
    expect(byWord.documents.map((d) => d.key)).toEqual(['902']);
  });

  it('updatedSince follows the back office changes, deletions included', async () => {
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    await update([{ type: 'brand', key: '906', data: { name: 'Later' } }]);
    expect(body<DocumentDeleteResponse>(await remove({ type: 'brand', keys: ['905'] })).results).toEqual([{ key: '905', outcome: 'deleted' }]);
    const feed = await search({ type: 'brand', updatedSince: since });
    expect(feed.documents.map((d) => [d.key, d.deleted])).toEqual([
      ['906', false],
      ['905', true],
    ]);
  });

  it('400 for an unknown type or a bad date', async () => {
    for (const payload of [{ type: 'gadget' }, { type: 'brand', updatedSince: 'yesterday' }, { type: 'brand', take: 0 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/backoffice/api/Document/GetBySearch', headers: bearer(read), payload });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('Document/DeleteByKey', () => {
  it('deletes what may go, refuses what products still use, reports what is not there', async () => {
    const used = await t.db.selectFrom('products').select('brand_id').executeTakeFirstOrThrow();
    const res = await remove({ type: 'brand', keys: ['901', String(used.brand_id), '999999'] });
    expect(res.statusCode).toBe(200);
    expect(body<DocumentDeleteResponse>(res).results).toEqual([
      { key: '901', outcome: 'deleted' },
      { key: String(used.brand_id), outcome: 'refused', reason: expect.stringMatching(/products/) },
      { key: '999999', outcome: 'notFound' },
    ]);
  });
});
