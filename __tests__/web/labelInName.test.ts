import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * WCAG 2.5.3 'Label in name' (axe's label-content-name-mismatch; issue 16) across the five languages: where a control
 * shows words and has a longer accessible name (aria-label), the name holds the words shown — else a voice-control
 * user saying what she sees does not reach it. A translation can break it (the 'Download PDF' button was named
 * 'Download Invoice 300001 as PDF'), so every language's texts are checked. The e2e axe walk (e2e/a11y.spec.ts) scans
 * the rendered pages.
 */

const root = path.resolve(__dirname, '..', '..');
const LOCALES = ['da', 'en', 'sv', 'nb', 'fi'] as const;
const messages = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(path.join(root, 'translations', `${l}.json`), 'utf8')) as Record<string, string>]),
);

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** As axe compares them: lower case, punctuation removed, white space collapsed. */
const curate = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

interface Pair {
  /** Where: the component. */
  control: string;
  /** The words shown: a message id, or a text made of the values. */
  shown: string | ((values: Record<string, string>) => string);
  /** The message id of the accessible name. */
  name: string;
  values: Record<string, string>;
}

const PAIRS: Pair[] = [
  { control: 'PdfButton', shown: 'customerCentre.pdf.download', name: 'customerCentre.pdf.label', values: { name: 'Invoice 300001' } },
  { control: 'ImpersonationPage', shown: 'impersonation.actAs', name: 'impersonation.actAsLabel', values: { name: 'Mette Hansen' } },
  { control: 'FavoritesPage', shown: 'account.favorites.remove', name: 'account.favorites.removeLine', values: { name: 'Bosch drill' } },
  { control: 'ComparisonPage', shown: 'compare.page.remove', name: 'compare.remove', values: { name: 'Bosch drill' } },
  { control: 'CompareToggle', shown: 'compare.toggle.label', name: 'compare.toggle.labelFor', values: { name: 'Bosch drill' } },
  { control: 'FacetPanel', shown: 'search.facets.sliderClear', name: 'search.facets.clearFacet', values: { facet: 'Price' } },
  { control: 'SelectedFacets', shown: (v) => `${v.facet}: ${v.value}`, name: 'search.facets.remove', values: { facet: 'Brand', value: 'Bosch' } },
];

describe.each(LOCALES)('label in name (%s)', (locale) => {
  it.each(PAIRS)('$control: the name holds the words shown', ({ shown, name, values }) => {
    const text = typeof shown === 'string' ? messages[locale]![shown] : shown(values);
    const label = messages[locale]![name];
    expect(text).toBeDefined();
    expect(label).toBeDefined();
    expect(curate(fill(label!, values))).toContain(curate(fill(text!, values)));
  });
});
