import fc from 'fast-check';
import { formatDecimal, formatMoney, formatShortDate, formatTime, toCents } from '../../../../common/format';

describe('formatMoney (SPEC §9)', () => {
  const cases: [number, string, string][] = [
    // DKK: comma decimal, dot thousands
    [0, 'DKK', 'DKK 0,00'],
    [0.005, 'DKK', 'DKK 0,01'],
    [1234.5, 'DKK', 'DKK 1.234,50'],
    [1234567.891, 'DKK', 'DKK 1.234.567,89'],
    [-12, 'DKK', 'DKK -12,00'],
    [-1234567.891, 'DKK', 'DKK -1.234.567,89'],
    // SEK: as DKK
    [0, 'SEK', 'SEK 0,00'],
    [0.005, 'SEK', 'SEK 0,01'],
    [1234567.891, 'SEK', 'SEK 1.234.567,89'],
    [-12, 'SEK', 'SEK -12,00'],
    // NOK: space thousands, comma decimal
    [0, 'NOK', 'NOK 0,00'],
    [0.005, 'NOK', 'NOK 0,01'],
    [1234.5, 'NOK', 'NOK 1 234,50'],
    [1234567.891, 'NOK', 'NOK 1 234 567,89'],
    [-12, 'NOK', 'NOK -12,00'],
    // others: dot decimal, comma thousands
    [0, 'EUR', 'EUR 0.00'],
    [0.005, 'EUR', 'EUR 0.01'],
    [1234.5, 'EUR', 'EUR 1,234.50'],
    [1234567.891, 'EUR', 'EUR 1,234,567.89'],
    [-12, 'EUR', 'EUR -12.00'],
    [999.995, 'USD', 'USD 1,000.00'],
    // float noise is rounded away, half away from zero
    [1.005, 'DKK', 'DKK 1,01'],
    [0.1 + 0.2, 'DKK', 'DKK 0,30'],
    [-0.005, 'DKK', 'DKK -0,01'],
    [-0.004, 'DKK', 'DKK 0,00'],
    [100, 'dkk', 'DKK 100,00'],
  ];

  it.each(cases)('formatMoney(%p, %p) = %p', (amount, code, expected) => {
    expect(formatMoney(amount, code)).toBe(expected);
  });

  it('treats non-finite amounts as 0 and works without a code', () => {
    expect(formatMoney(Number.NaN, 'DKK')).toBe('DKK 0,00');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'EUR')).toBe('EUR 0.00');
    expect(formatMoney(5, '')).toBe('5.00');
  });

  it('rounds to integer cents', () => {
    expect(toCents(19.999)).toBe(2000);
    expect(toCents(-2.675)).toBe(-268);
  });
});

describe('formatShortDate / formatTime (SPEC §9)', () => {
  const date = new Date(2024, 2, 5, 14, 7, 9); // 5 March 2024, 14:07 local time

  it.each([
    ['da-DK', '05.03.24'],
    ['da', '05.03.24'],
    ['en-US', '05/03/24'],
    ['en', '05/03/24'],
    ['sv-SE', '24-03-05'],
    ['nb-NO', '05.03.24'],
    ['fi-FI', '05.03.24'],
  ])('short date in %s is %s', (locale, expected) => {
    expect(formatShortDate(date, locale)).toBe(expected);
  });

  it('accepts ISO strings and timestamps, and gives "" for invalid dates', () => {
    expect(formatShortDate(date.toISOString(), 'en-US')).toBe('05/03/24');
    expect(formatShortDate(date.getTime(), 'da-DK')).toBe('05.03.24');
    expect(formatShortDate('not a date', 'da-DK')).toBe('');
    expect(formatTime('', 'da-DK')).toBe('');
  });

  it.each([
    ['en-US', '14:07'],
    ['sv-SE', '14:07'],
    ['nb-NO', '14:07'],
    ['da-DK', '14.07'],
    ['fi-FI', '14.07'],
  ])('24-hour time in %s is %s', (locale, expected) => {
    expect(formatTime(date, locale)).toBe(expected);
  });

  it('pads early hours', () => {
    expect(formatTime(new Date(2024, 0, 1, 0, 5), 'en-US')).toBe('00:05');
  });
});

describe('formatDecimal (specifications and unit sizes, without ICU)', () => {
  it('writes what Intl.NumberFormat writes (up to 3 decimals, grouping, the minus sign) in the five languages', () => {
    const locales = ['da', 'da-DK', 'sv-SE', 'nb-NO', 'fi-FI', 'en', 'en-US', 'en-GB'];
    const intl = new Map(locales.map((l) => [l, new Intl.NumberFormat(l, { maximumFractionDigits: 3 })]));
    const values = fc.oneof(
      fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }).map((n) => n / 1000), // 3 decimals, grouped
      fc.integer({ min: -100_000_000, max: 100_000_000 }).map((n) => n / 10_000), // 4 decimals: rounded, incl. the halves
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      fc.integer({ min: -99_999_999, max: 99_999_999 }),
    );
    fc.assert(
      fc.property(values, fc.constantFrom(...locales), (value, locale) => {
        expect(formatDecimal(value, locale)).toBe(intl.get(locale)!.format(value));
      }),
      { numRuns: 5000 },
    );
    // Fewer decimals (the price slider's 2, whole numbers for counts and pages).
    fc.assert(
      fc.property(values, fc.constantFrom(...locales), fc.constantFrom(0, 1, 2), (value, locale, decimals) => {
        expect(formatDecimal(value, locale, decimals)).toBe(new Intl.NumberFormat(locale, { maximumFractionDigits: decimals }).format(value));
      }),
      { numRuns: 2000 },
    );
    expect(formatDecimal(1234.5, 'da-DK')).toBe('1.234,5');
    expect(formatDecimal(-2.5, 'sv-SE')).toBe('\u22122,5');
    expect(formatDecimal(1200, 'fi-FI')).toBe('1\u00a0200');
    expect(formatDecimal(1200, 'en')).toBe('1,200');
  });
});
