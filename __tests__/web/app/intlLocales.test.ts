import { answerSupportedLocales } from '../../../src/lib/intlLocales';

describe('answerSupportedLocales', () => {
  type Service = { supportedLocalesOf: (locales: string | readonly string[]) => string[] };
  const services = [Intl.NumberFormat, Intl.DateTimeFormat, Intl.PluralRules] as unknown as Service[];
  const originals = services.map((service) => service.supportedLocalesOf);
  afterEach(() => services.forEach((service, i) => (service.supportedLocalesOf = originals[i]!)));

  it('answers for the shop’s language ids without asking the browser, and asks it for anything else', () => {
    const asked: unknown[] = [];
    services.forEach((service, i) => {
      service.supportedLocalesOf = (locales) => {
        asked.push(locales);
        return originals[i]!(locales);
      };
    });
    answerSupportedLocales(['da-DK', 'en-US']);
    expect(Intl.NumberFormat.supportedLocalesOf('da-DK')).toEqual(['da-DK']);
    expect(Intl.DateTimeFormat.supportedLocalesOf(['en-US'])).toEqual(['en-US']);
    expect(Intl.PluralRules.supportedLocalesOf('en-US')).toEqual(['en-US']);
    expect(asked).toEqual([]);
    expect(Intl.NumberFormat.supportedLocalesOf(['en-US', 'de-DE'])).toEqual(['en-US', 'de-DE']);
    expect(Intl.NumberFormat.supportedLocalesOf([])).toEqual([]);
    expect(asked).toEqual([['en-US', 'de-DE'], []]);
  });
});
