/**
 * The `form` document: key = `<areaId>:<formKey>`, data = { recipient, definition } (docs/forms-api.md; the
 * definition is checked in full as the shop checks every stored form). Forms are read from the database on every
 * call (Form/GetForm, submissions), so nothing is cached to invalidate. Deleting a form keeps its submissions.
 */
import type { FormDocument } from '../../../contract/documents/content';
import { parseJson } from '../area';
import { definitionProblems } from '../forms/definition';
import { areaLanguageProblems, formKey, pageKeys } from './contentKeys';
import { wordsMatch } from './sql';
import type { DocumentHandler } from './types';

export const formHandler: DocumentHandler<FormDocument> = {
  type: 'form',
  async check(ctx, key, data) {
    const parts = formKey(key);
    if (!parts) return [{ path: '/key', reason: 'a form key is <areaId>:<formKey>, e.g. b2b:contact' }];
    const problems = await areaLanguageProblems(ctx.db, parts.areaId, null, { area: '/key', language: '/key' });
    for (const problem of definitionProblems(data.definition)) problems.push({ path: '/data/definition', reason: problem });
    return problems.slice(0, 10);
  },
  async read(db, key) {
    const parts = formKey(key);
    if (!parts) return null;
    const row = await db
      .selectFrom('forms')
      .select(['recipient', 'definition'])
      .where('area_id', '=', parts.areaId)
      .where('form_key', '=', parts.formKey)
      .executeTakeFirst();
    return row ? { recipient: row.recipient, definition: parseJson<Record<string, unknown>>(row.definition, {}) } : null;
  },
  async write(trx, key, data) {
    const { areaId, formKey: form } = formKey(key)!;
    const row = { recipient: data.recipient, definition: JSON.stringify(data.definition), updated_at: new Date().toISOString() };
    await trx
      .insertInto('forms')
      .values({ area_id: areaId, form_key: form, ...row })
      .onConflict((oc) => oc.columns(['area_id', 'form_key']).doUpdateSet(row))
      .execute();
  },
  async remove(trx, key) {
    const parts = formKey(key);
    if (!parts) return 'notFound';
    const result = await trx.deleteFrom('forms').where('area_id', '=', parts.areaId).where('form_key', '=', parts.formKey).executeTakeFirst();
    return Number(result.numDeletedRows) > 0 ? 'deleted' : 'notFound';
  },
  async search(db, query) {
    const rows = await db.selectFrom('forms').select(['area_id', 'form_key', 'definition']).execute();
    return pageKeys(
      rows.map((r) => ({ key: `${r.area_id}:${r.form_key}`, text: [JSON.stringify(parseJson<{ title?: unknown }>(r.definition, {}).title ?? '')] })),
      query,
      wordsMatch,
    );
  },
  async afterChange() {
    // Nothing cached depends on forms (server/services/forms reads the table on each call).
  },
};
