/** Languages of the demo area and small text helpers shared by the seed modules. */
export const LANGS = ['da', 'en', 'sv', 'nb', 'fi'] as const;
export type Lang = (typeof LANGS)[number];
/** A text in every language. */
export type L = Record<Lang, string>;

export const URL_PREFIX: Record<Lang, string> = { da: '', en: '/en', sv: '/sv', nb: '/nb', fi: '/fi' };

/** Build an L from a function of the language. */
export function each(fn: (lang: Lang) => string): L {
  return { da: fn('da'), en: fn('en'), sv: fn('sv'), nb: fn('nb'), fi: fn('fi') };
}

/** The same text in every language (codes, model names, units). */
export function same(text: string): L {
  return each(() => text);
}

/** Language-specific number: English uses a decimal point, the Nordic languages a comma. */
export function num(value: number, decimals: number, lang: Lang): string {
  const s = value.toFixed(decimals);
  return lang === 'en' ? s : s.replace('.', ',');
}

/** Number with as many decimals as needed (max 2), e.g. 1.5 → '1,5', 4 → '4'. */
export function numAuto(value: number, lang: Lang): string {
  const s = String(Math.round(value * 100) / 100);
  return lang === 'en' ? s : s.replace('.', ',');
}

/** Integer with the language's thousands separator: 2.000 (da), 2,000 (en), 2 000 (sv, nb, fi). */
export function thousands(value: number, lang: Lang): string {
  const sep = lang === 'da' ? '.' : lang === 'en' ? ',' : '\u00a0';
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** Lower-cases the first letter unless the word is an acronym ('LED-pærer' stays). */
export function lcFirst(text: string): string {
  if (/^.[A-ZÆØÅÄÖ]/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Fills {placeholders}; empty values collapse their surrounding separators. */
export function fill(template: string, values: Record<string, string>): string {
  return template
    .replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '')
    .replace(/\s+,/g, ',')
    .replace(/,\s*,/g, ',')
    .replace(/,\s*$/g, '')
    .replace(/^\s*,/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

const FRACTIONS: Record<string, string> = { '¼': '1-4', '½': '1-2', '¾': '3-4' };

/**
 * URL slug: lower-case ASCII, æ→ae, ø→oe, å→aa, ä→a, ö→o, other accents stripped,
 * everything else that is not a letter or digit becomes a single '-'.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ø(?=\d)/g, '') // the diameter sign in 'Ø20 mm'
    .replace(/(\d)([¼½¾])/g, '$1-$2')
    .replace(/[¼½¾]/g, (c) => FRACTIONS[c] ?? '')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
