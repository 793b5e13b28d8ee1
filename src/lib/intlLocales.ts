/**
 * The first `Intl.NumberFormat.supportedLocalesOf(…)` of a page makes the browser list every locale its ICU data has
 * (25–40 ms in Chromium on this machine, 4× that on a slow phone: one long task in the first render). react-intl asks
 * it in `createIntl` and intl-messageformat for every message it formats, only to learn that the page's own locale is
 * supported — which it is for the shop's five languages in every browser the storefront is built for (ES2022). So
 * for exactly those language ids the answer is given without asking ICU; any other question goes to the browser.
 */
type SupportedLocalesOf = (locales: string | readonly string[], options?: { localeMatcher?: string }) => string[];

export function answerSupportedLocales(languageIds: readonly string[]): void {
  const known = new Set(languageIds);
  for (const service of [Intl.NumberFormat, Intl.DateTimeFormat, Intl.PluralRules] as unknown as { supportedLocalesOf: SupportedLocalesOf }[]) {
    const ask = service.supportedLocalesOf.bind(service);
    service.supportedLocalesOf = (locales, options) => {
      const list = typeof locales === 'string' ? [locales] : locales;
      return list.length > 0 && list.every((locale) => known.has(locale)) ? [...list] : ask(locales, options);
    };
  }
}
