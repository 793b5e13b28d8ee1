/**
 * Issue 16 item 11, 'one word per thing': in each language the shop names these five things with one word — in the
 * storefront's texts (translations/src/*.json), the cart lines the server makes (their text is what orders and
 * invoices show) and the password mail. The other words used before are listed per language so that they do not
 * come back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generatedText } from '../../server/services/cart/texts';
import { recoveryMailTemplates } from '../../server/services/recoveryMail';

const LANGUAGES = ['da', 'en', 'sv', 'nb', 'fi'] as const;
type Language = (typeof LANGUAGES)[number];

const sourceDir = path.resolve(__dirname, '..', '..', 'translations', 'src');
const messages: Record<string, Record<Language, string>> = Object.assign(
  {},
  ...readdirSync(sourceDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(sourceDir, file), 'utf8')) as Record<string, Record<Language, string>>),
);

/** Per thing and language: the word the shop uses, and the other words it must not use for it. */
const TERMS: Record<string, Record<Language, { word: RegExp; not: RegExp[] }>> = {
  environmentalFee: {
    da: { word: /miljøafgift/i, not: [/miljøbidrag/i] },
    en: { word: /environmental fee/i, not: [/environment(al)? (charge|levy)/i] },
    sv: { word: /miljöavgift/i, not: [/miljöbidrag/i] },
    nb: { word: /miljøavgift/i, not: [/miljøgebyr/i] },
    fi: { word: /ympäristömaksu/i, not: [/ser-kierrätysmaksu/i] },
  },
  packagingFee: {
    da: { word: /emballagegebyr/i, not: [/emballageafgift/i] },
    en: { word: /packaging fee/i, not: [/packaging (charge|levy)/i] },
    sv: { word: /förpackningsavgift/i, not: [/emballageavgift/i] },
    nb: { word: /emballasjegebyr/i, not: [/emballasjeavgift/i] },
    fi: { word: /pakkausmaksu/i, not: [/pakkauslisä/i] },
  },
  password: {
    da: { word: /kodeord/i, not: [/adgangskode/i] },
    en: { word: /password/i, not: [/passcode/i] },
    sv: { word: /lösenord/i, not: [/lösen\b/i] },
    nb: { word: /passord/i, not: [/adgangskode/i] },
    fi: { word: /salasana/i, not: [/tunnussana/i] },
  },
  customerCentre: {
    da: { word: /kundecent(er|ret)/i, not: [/kundecenteret/i] },
    en: { word: /customer centre/i, not: [/customer center/i] },
    sv: { word: /kundcent(er|ret)/i, not: [/kundcentrum/i] },
    nb: { word: /kundesenter/i, not: [/kundesentral/i] },
    fi: { word: /asiakaskesku/i, not: [/asiakaspalvelukesku/i, /asiakaspalveluun/i] },
  },
  quickOrder: {
    da: { word: /hurtigordre/i, not: [/hurtigbestilling/i] },
    en: { word: /quick order/i, not: [/fast order/i] },
    sv: { word: /snabborder/i, not: [/snabbeställning/i] },
    nb: { word: /hurtigordre/i, not: [/hurtigbestilling/i] },
    fi: { word: /pikatilau/i, not: [/nopea tilaus/i] },
  },
};

/** Every text a language shows: the storefront's messages, the server's cart line texts and the password mail. */
function textsOf(language: Language): string[] {
  const mail = recoveryMailTemplates(language)[0]!;
  return [
    ...Object.values(messages).map((byLanguage) => byLanguage[language]),
    ...(['weefee', 'packagingFee', 'chemicalsFee', 'PRIV_DELIVERY', 'smallOrderFee'] as const).map((key) => generatedText(key, language)),
    mail.subject,
    mail.text,
  ];
}

describe('one word per thing in each language (issue 16 item 11)', () => {
  it.each(Object.keys(TERMS).flatMap((thing) => LANGUAGES.map((language) => [thing, language] as const)))('%s in %s', (thing, language) => {
    const { word, not } = TERMS[thing]![language];
    const texts = textsOf(language);
    expect(texts.some((text) => word.test(text))).toBe(true);
    const others = texts.filter((text) => not.some((other) => other.test(text)));
    expect(others).toEqual([]);
  });

  it('the cart lines the server makes say the fees as the cart summary does', () => {
    for (const language of LANGUAGES) {
      expect([language, generatedText('weefee', language)]).toEqual([language, messages['cart.summary.weefee']![language]]);
      expect([language, generatedText('packagingFee', language)]).toEqual([language, messages['cart.summary.packagingFee']![language]]);
      expect([language, generatedText('chemicalsFee', language)]).toEqual([language, messages['cart.summary.chemicalsFee']![language]]);
    }
  });
});
