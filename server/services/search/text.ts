/**
 * Text analysis shared by the index and the query side: tokenizer, light per-language stemming, stop words,
 * a bounded Damerau-Levenshtein check and a sort key for natural name ordering.
 */

/** Letters (with combining marks) or digits; everything else separates, and a letter/digit boundary splits too. */
const TOKEN = /[\p{L}\p{M}]+|\p{N}+/gu;
const HAS_DIGIT = /\p{N}/u;

/** 'Træskrue 5x50 mm' → ['træskrue', '5', 'x', '50', 'mm']. */
export function tokenize(text: string): string[] {
  if (!text) return [];
  return text.normalize('NFC').toLowerCase().match(TOKEN) ?? [];
}

export const isNumericToken = (token: string): boolean => HAS_DIGIT.test(token);

/** Suffixes removed by the light stemmer, longest first. */
const SUFFIXES: Record<string, readonly string[]> = {
  da: ['erne', 'ene', 'er', 'en', 'et', 'e'],
  nb: ['erne', 'ene', 'er', 'en', 'et', 'e'],
  sv: ['arna', 'orna', 'erna', 'ar', 'or', 'er', 'en', 'et'],
};

/** A stem keeps at least this many characters. */
const MIN_STEM = 3;

function stemEnglish(token: string): string {
  if (token.length > 4 && token.endsWith('ies')) return `${token.slice(0, -3)}y`;
  if (token.length > 4 && /(?:ss|sh|ch|x|z)es$/.test(token)) return token.slice(0, -2);
  if (token.length > 3 && token.endsWith('s') && !/(?:ss|us|is)$/.test(token)) return token.slice(0, -1);
  return token;
}

/**
 * Light stemming (da/nb: -erne, -ene, -er, -en, -et, -e; sv: -arna, -orna, -erna, -ar, -or, -er, -en, -et;
 * en: -ies→y, -es, -s; other languages unchanged). Tokens with digits are never stemmed.
 */
export function stem(token: string, language: string): string {
  if (isNumericToken(token)) return token;
  if (language === 'en') return stemEnglish(token);
  const suffixes = SUFFIXES[language];
  if (!suffixes) return token;
  for (const suffix of suffixes) {
    if (token.length - suffix.length >= MIN_STEM && token.endsWith(suffix)) return token.slice(0, -suffix.length);
  }
  return token;
}

/** Languages whose nouns form closed compounds ('træskrue', 'träskruv', 'puuruuvi'): compound tails are matched. */
export const compounding = (language: string): boolean => language !== 'en';

const STOP_WORDS: Record<string, ReadonlySet<string>> = {
  da: new Set(['og', 'i', 'til', 'med', 'af', 'for', 'på', 'en', 'et', 'den', 'det', 'de', 'som', 'fra', 'om', 'eller']),
  nb: new Set(['og', 'i', 'til', 'med', 'av', 'for', 'på', 'en', 'et', 'den', 'det', 'de', 'som', 'fra', 'om', 'eller']),
  sv: new Set(['och', 'i', 'till', 'med', 'av', 'för', 'på', 'en', 'ett', 'den', 'det', 'de', 'som', 'från', 'om', 'eller']),
  en: new Set(['and', 'the', 'a', 'an', 'of', 'for', 'to', 'with', 'in', 'on', 'or', 'from', 'by']),
  fi: new Set(['ja', 'tai']),
};

export const isStopWord = (token: string, language: string): boolean => STOP_WORDS[language]?.has(token) ?? false;

/** True when a and b are at most one edit apart (insert, delete, substitute, or swap of two neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === la && i === lb) return true;
  if (la === lb) {
    // substitution at i, or transposition of i and i+1
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Letters that sort after z in a language (Danish/Norwegian æ ø å, Swedish/Finnish å ä ö) or like another (ü = y). */
const LATE_LETTERS: Record<string, Record<string, string>> = {
  da: { æ: '{', ø: '|', å: '}', ä: '{', ö: '|', ü: 'y' },
  nb: { æ: '{', ø: '|', å: '}', ä: '{', ö: '|', ü: 'y' },
  sv: { å: '{', ä: '|', ö: '}', æ: '|', ø: '}', ü: 'y' },
  fi: { å: '{', ä: '|', ö: '}', ü: 'y' },
};

const SORT_PARTS = /(\s+)|(\d+)|([\p{L}\p{M}])|([^])/gu;

/**
 * A string whose plain code-unit order approximates the language's collation of names (as Intl.Collator with
 * numeric: true, sensitivity 'base'): case-insensitive, accents folded, the language's extra letters after z,
 * spaces before punctuation before numbers before letters, and numbers compared by value ('2' < '10').
 */
export function nameSortKey(name: string, language: string): string {
  const late = LATE_LETTERS[language] ?? {};
  let out = '';
  for (const m of name.normalize('NFC').toLowerCase().matchAll(SORT_PARTS)) {
    if (m[1] !== undefined) out += '\u0001';
    else if (m[2] !== undefined) {
      const digits = m[2].replace(/^0+(?=\d)/, '');
      // A length prefix keeps numeric order: '2' → '\u0003"2' is before '10' → '\u0003#10'.
      out += `\u0003${String.fromCharCode(0x21 + Math.min(digits.length, 90))}${digits}`;
    } else if (m[3] !== undefined) {
      const ch = m[3];
      out += late[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, '');
    } else out += `\u0002${m[4] ?? ''}`;
  }
  return out;
}

/** Language-neutral key of a facet value: 'Rustfrit stål A2' → 'rustfrit-staal-a2'. */
export function valueKey(value: string): string {
  const slug = value
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || value.trim().toLowerCase();
}
