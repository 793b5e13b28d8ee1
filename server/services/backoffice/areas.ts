import type { BackofficeArea } from '../../../contract/backoffice';
import type { Db } from '../../db';

/**
 * Every area with its languages, its domains and the currencies it sells in: the area's default currency and every
 * currency its shipping and payment methods are set up for (what a customer of the area can be invoiced in).
 */
export async function listAreas(db: Db): Promise<BackofficeArea[]> {
  const [areas, languages, domains, shipping, payment] = await Promise.all([
    db.selectFrom('areas').select(['id', 'name', 'currency_code', 'default_language']).orderBy('id').execute(),
    db.selectFrom('languages').select(['area_id', 'code', 'language_id', 'name', 'url_prefix']).orderBy('area_id').orderBy('sort').execute(),
    db.selectFrom('area_domains').select(['area_id', 'domain', 'language']).orderBy('domain').orderBy('language').execute(),
    db.selectFrom('shipping_methods').select(['area_id', 'currency_code']).distinct().execute(),
    db.selectFrom('payment_methods').select(['area_id', 'currency_code']).distinct().execute(),
  ]);
  return areas.map((area) => ({
    areaId: area.id,
    name: area.name,
    defaultLanguage: area.default_language,
    defaultCurrency: area.currency_code,
    languages: languages
      .filter((l) => l.area_id === area.id)
      .map((l) => ({ code: l.code, languageId: l.language_id, name: l.name, urlPrefix: l.url_prefix })),
    currencies: [
      ...new Set([area.currency_code, ...[...shipping, ...payment].filter((m) => m.area_id === area.id).map((m) => m.currency_code)]),
    ].sort(),
    domains: domains.filter((d) => d.area_id === area.id).map((d) => ({ domain: d.domain, language: d.language })),
  }));
}
