import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createIntl } from 'react-intl';
import { formatDecimal } from '../../../common/format';
import { productMessages } from '../../../src/features/product/messages';

const messagesOf = (locale: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '../../../translations', `${locale}.json`), 'utf8')) as Record<string, string>;

/** Issue 9: a pack unit reads 'Carton of 20' in each language, not 'Carton (20 Piece)'. */
describe('unit with its pack size, in the five languages', () => {
  // The unit's own label comes from the CMS ('unit.RL'); here 'Rulle' in each language, to compare the patterns.
  const cases: [locale: string, intlLocale: string, unit: string, pieces: string, measure: string][] = [
    ['da', 'da-DK', 'Karton', 'Karton à 1.200 stk.', 'Rulle à 50 m'],
    ['en', 'en-US', 'Carton', 'Carton of 1,200', 'Rulle of 50 m'],
    ['sv', 'sv-SE', 'Kartong', 'Kartong à 1 200 st.', 'Rulle à 50 m'],
    ['nb', 'nb-NO', 'Kartong', 'Kartong à 1 200 stk.', 'Rulle à 50 m'],
    ['fi', 'fi-FI', 'Laatikko', 'Laatikko, 1 200 kpl', 'Rulle, 50 m'],
  ];
  it.each(cases)('%s', (locale, intlLocale, unit, pieces, measure) => {
    const intl = createIntl({ locale: intlLocale, messages: messagesOf(locale) });
    const text = (s: string) => s.replace(/\s/g, ' ');
    expect(text(intl.formatMessage(productMessages.unitOfPieces, { unit, factor: formatDecimal(1200, intlLocale) }))).toBe(pieces);
    expect(text(intl.formatMessage(productMessages.unitOfMeasure, { unit: 'Rulle', factor: formatDecimal(50, intlLocale), symbol: 'm' }))).toBe(measure);
    expect(intl.formatMessage(productMessages.unitOfPieces, { unit, factor: formatDecimal(20, intlLocale) })).not.toMatch(/[()]/);
  });
});
