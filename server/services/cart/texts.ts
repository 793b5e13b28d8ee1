/** Texts of the generated cart lines in the shop's five languages (docs/commerce-api.md 'Generated lines'). */
export type GeneratedText = 'weefee' | 'packagingFee' | 'chemicalsFee' | 'PRIV_DELIVERY' | 'smallOrderFee';

const TEXTS: Record<GeneratedText, Record<string, string>> = {
  weefee: {
    da: 'Miljøafgift (WEEE)',
    en: 'Environmental fee (WEEE)',
    sv: 'Miljöavgift (WEEE)',
    nb: 'Miljøavgift (WEEE)',
    fi: 'Ympäristömaksu (WEEE)',
  },
  packagingFee: { da: 'Emballagegebyr', en: 'Packaging fee', sv: 'Förpackningsavgift', nb: 'Emballasjegebyr', fi: 'Pakkausmaksu' },
  chemicalsFee: { da: 'Kemikalieafgift', en: 'Chemicals fee', sv: 'Kemikalieavgift', nb: 'Kjemikalieavgift', fi: 'Kemikaalimaksu' },
  PRIV_DELIVERY: {
    da: 'Levering til privatadresse',
    en: 'Delivery to a private address',
    sv: 'Leverans till privatadress',
    nb: 'Levering til privatadresse',
    fi: 'Toimitus yksityisosoitteeseen',
  },
  smallOrderFee: { da: 'Småordregebyr', en: 'Small order fee', sv: 'Småorderavgift', nb: 'Småordregebyr', fi: 'Pientilauslisä' },
};

/** A text in the language, falling back to English, then Danish. */
export function pickText(texts: Readonly<Record<string, string>>, language: string): string {
  return texts[language] ?? texts.en ?? texts.da ?? Object.values(texts)[0] ?? '';
}

export function generatedText(key: GeneratedText, language: string): string {
  return pickText(TEXTS[key], language);
}
