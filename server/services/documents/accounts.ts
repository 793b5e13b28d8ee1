/** What the account document handlers (customer, user, priceList, priceGroup) share. */
import type { DocumentProblem, DocumentType } from '../../../contract/documents';
import type { Tx } from './types';

/** The area a customer or user belongs to when the document does not name one. */
export const DEFAULT_DOCUMENT_AREA = 'b2b';

/** Customer numbers and price group ids: letters, digits, '.', '_' and '-', starting with a letter or digit. */
export const CODE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,49}$/;

/** Who is recorded in document_changes for what DeleteByKey does instead of deleting (see recordDeactivation). */
export const DELETE_ACTOR = 'DeleteByKey';

/**
 * Notes in document_changes (GetBySearch's updatedSince feed) that DeleteByKey deactivated a document instead of
 * deleting it: it changed, it is not deleted. (apply.ts's recordChange is not imported: apply.ts imports the handlers.)
 */
export async function recordDeactivation(trx: Tx, type: DocumentType, key: string): Promise<void> {
  const now = new Date().toISOString();
  await trx
    .insertInto('document_changes')
    .values({ type, key, updated_at: now, updated_by: DELETE_ACTOR, deleted: 0 })
    .onConflict((oc) => oc.columns(['type', 'key']).doUpdateSet({ updated_at: now, updated_by: DELETE_ACTOR, deleted: 0 }))
    .execute();
}

/** A problem when the area does not exist. */
export async function areaProblem(db: Tx, areaId: string): Promise<DocumentProblem[]> {
  const area = await db.selectFrom('areas').select('id').where('id', '=', areaId).executeTakeFirst();
  return area ? [] : [{ path: '/data/areaId', reason: `there is no area ${areaId}` }];
}

/** The customer numbers of `numbers` that do not exist. */
export async function missingCustomers(db: Tx, numbers: readonly string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await db.selectFrom('customers').select('customer_number').where('customer_number', 'in', [...numbers]).execute();
  const found = new Set(rows.map((r) => r.customer_number));
  return new Set(numbers.filter((n) => !found.has(n)));
}

/** Compares texts the way keys are listed (code units, like canonicalJson): the same order on SQLite and PostgreSQL. */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
