/**
 * The demo forms (table `forms`, docs/forms-api.md) and the texts of the page that holds the trade-account
 * application: a 2-step contact form on the contact page and a 3-step application for a trade account, reached
 * from 'Open a trade account' on the home page. Texts in all five languages.
 */
import type { Insertable } from 'kysely';
import { checkDefinition, type StoredFormDefinition } from '../services/forms/definition';
import type { FormTable } from '../db/schema';
import { COMPANY } from './catalogue';
import { URL_PREFIX, type L, type Lang } from './i18n';

export const CONTACT_FORM = 'contact';
export const TRADE_ACCOUNT_FORM = 'trade-account';

/** Applications go to the credit department; contact forms to customer service. */
const TRADE_ACCOUNT_RECIPIENT = 'kredit@nordlys-teknik.dk';

const COUNTRIES: { value: string; label: L }[] = [
  { value: 'DK', label: { da: 'Danmark', en: 'Denmark', sv: 'Danmark', nb: 'Danmark', fi: 'Tanska' } },
  { value: 'SE', label: { da: 'Sverige', en: 'Sweden', sv: 'Sverige', nb: 'Sverige', fi: 'Ruotsi' } },
  { value: 'NO', label: { da: 'Norge', en: 'Norway', sv: 'Norge', nb: 'Norge', fi: 'Norja' } },
  { value: 'FI', label: { da: 'Finland', en: 'Finland', sv: 'Finland', nb: 'Finland', fi: 'Suomi' } },
  { value: 'DE', label: { da: 'Tyskland', en: 'Germany', sv: 'Tyskland', nb: 'Tyskland', fi: 'Saksa' } },
];

const NAME: L = { da: 'Navn', en: 'Name', sv: 'Namn', nb: 'Navn', fi: 'Nimi' };
const COMPANY_NAME: L = { da: 'Firma', en: 'Company', sv: 'Företag', nb: 'Firma', fi: 'Yritys' };
const EMAIL: L = { da: 'E-mail', en: 'E-mail', sv: 'E-post', nb: 'E-post', fi: 'Sähköposti' };
const PHONE: L = { da: 'Telefon', en: 'Phone', sv: 'Telefon', nb: 'Telefon', fi: 'Puhelin' };

const contact: StoredFormDefinition = {
  title: { da: 'Skriv til os', en: 'Send us a message', sv: 'Skriv till oss', nb: 'Skriv til oss', fi: 'Lähetä meille viesti' },
  intro: {
    da: 'Udfyld formularen, så vender vi tilbage inden for én arbejdsdag.',
    en: 'Fill in the form and we will get back to you within one working day.',
    sv: 'Fyll i formuläret så återkommer vi inom en arbetsdag.',
    nb: 'Fyll ut skjemaet, så kommer vi tilbake til deg innen én arbeidsdag.',
    fi: 'Täytä lomake, niin palaamme asiaan yhden työpäivän kuluessa.',
  },
  submitLabel: { da: 'Send besked', en: 'Send message', sv: 'Skicka meddelande', nb: 'Send melding', fi: 'Lähetä viesti' },
  successTitle: { da: 'Tak for din besked', en: 'Thank you for your message', sv: 'Tack för ditt meddelande', nb: 'Takk for meldingen', fi: 'Kiitos viestistäsi' },
  successMessage: {
    da: 'Vi har modtaget din henvendelse og svarer dig inden for én arbejdsdag.',
    en: 'We have received your enquiry and will reply within one working day.',
    sv: 'Vi har tagit emot din förfrågan och svarar inom en arbetsdag.',
    nb: 'Vi har mottatt henvendelsen din og svarer innen én arbeidsdag.',
    fi: 'Olemme vastaanottaneet yhteydenottosi ja vastaamme yhden työpäivän kuluessa.',
  },
  steps: [
    {
      title: { da: 'Dine oplysninger', en: 'Your details', sv: 'Dina uppgifter', nb: 'Dine opplysninger', fi: 'Tietosi' },
      fields: [
        { name: 'name', type: 'text', label: NAME, required: true, autocomplete: 'name', maxLength: 100, width: 'half' },
        { name: 'company', type: 'text', label: COMPANY_NAME, autocomplete: 'organization', maxLength: 100, width: 'half' },
        { name: 'email', type: 'email', label: EMAIL, required: true, autocomplete: 'email', width: 'half' },
        { name: 'phone', type: 'tel', label: PHONE, autocomplete: 'tel', width: 'half' },
        {
          name: 'customerNumber',
          type: 'text',
          label: { da: 'Kundenummer', en: 'Customer number', sv: 'Kundnummer', nb: 'Kundenummer', fi: 'Asiakasnumero' },
          help: {
            da: 'Hvis du allerede er kunde hos os.',
            en: 'If you are already a customer.',
            sv: 'Om du redan är kund hos oss.',
            nb: 'Hvis du allerede er kunde hos oss.',
            fi: 'Jos olet jo asiakkaamme.',
          },
          pattern: '\\d{5}',
          patternMessage: {
            da: 'Kundenummeret har 5 cifre, f.eks. 10001.',
            en: 'The customer number has 5 digits, e.g. 10001.',
            sv: 'Kundnumret har 5 siffror, t.ex. 10001.',
            nb: 'Kundenummeret har 5 sifre, f.eks. 10001.',
            fi: 'Asiakasnumerossa on 5 numeroa, esim. 10001.',
          },
          width: 'half',
        },
      ],
    },
    {
      title: { da: 'Din henvendelse', en: 'Your enquiry', sv: 'Din förfrågan', nb: 'Din henvendelse', fi: 'Yhteydenottosi' },
      fields: [
        {
          name: 'topic',
          type: 'select',
          label: { da: 'Emne', en: 'Subject', sv: 'Ämne', nb: 'Emne', fi: 'Aihe' },
          required: true,
          options: [
            { value: 'order', label: { da: 'En ordre eller levering', en: 'An order or delivery', sv: 'En order eller leverans', nb: 'En ordre eller levering', fi: 'Tilaus tai toimitus' } },
            { value: 'product', label: { da: 'Et produkt', en: 'A product', sv: 'En produkt', nb: 'Et produkt', fi: 'Tuote' } },
            { value: 'invoice', label: { da: 'En faktura', en: 'An invoice', sv: 'En faktura', nb: 'En faktura', fi: 'Lasku' } },
            { value: 'account', label: { da: 'Min konto', en: 'My account', sv: 'Mitt konto', nb: 'Kontoen min', fi: 'Asiakastilini' } },
            { value: 'other', label: { da: 'Andet', en: 'Something else', sv: 'Annat', nb: 'Annet', fi: 'Muu asia' } },
          ],
        },
        {
          name: 'message',
          type: 'textarea',
          label: { da: 'Besked', en: 'Message', sv: 'Meddelande', nb: 'Melding', fi: 'Viesti' },
          required: true,
          minLength: 10,
          maxLength: 4000,
        },
        {
          name: 'callback',
          type: 'checkbox',
          label: { da: 'Ring mig op', en: 'Please call me back', sv: 'Ring upp mig', nb: 'Ring meg opp', fi: 'Soittakaa minulle' },
        },
        {
          name: 'consent',
          type: 'checkbox',
          label: {
            da: 'Jeg accepterer, at Nordlys Teknik gemmer mine oplysninger for at besvare min henvendelse.',
            en: 'I agree that Nordlys Teknik stores my details to answer my enquiry.',
            sv: 'Jag godkänner att Nordlys Teknik sparar mina uppgifter för att besvara min förfrågan.',
            nb: 'Jeg godtar at Nordlys Teknik lagrer opplysningene mine for å svare på henvendelsen.',
            fi: 'Hyväksyn, että Nordlys Teknik tallentaa tietoni vastatakseen yhteydenottooni.',
          },
          required: true,
        },
      ],
    },
  ],
};

const tradeAccount: StoredFormDefinition = {
  title: {
    da: 'Ansøgning om handelskonto',
    en: 'Trade account application',
    sv: 'Ansökan om företagskonto',
    nb: 'Søknad om bedriftskonto',
    fi: 'Yritystilihakemus',
  },
  submitLabel: { da: 'Send ansøgning', en: 'Send application', sv: 'Skicka ansökan', nb: 'Send søknad', fi: 'Lähetä hakemus' },
  successTitle: { da: 'Tak for din ansøgning', en: 'Thank you for your application', sv: 'Tack för din ansökan', nb: 'Takk for søknaden', fi: 'Kiitos hakemuksestasi' },
  successMessage: {
    da: 'Vores kreditafdeling behandler ansøgningen og sender dig adgang til dine nettopriser – normalt samme dag.',
    en: 'Our credit department will process the application and send you access to your net prices – usually the same day.',
    sv: 'Vår kreditavdelning behandlar ansökan och skickar dig inloggning till dina nettopriser – normalt samma dag.',
    nb: 'Kredittavdelingen vår behandler søknaden og sender deg tilgang til nettoprisene dine – vanligvis samme dag.',
    fi: 'Luotto-osastomme käsittelee hakemuksen ja lähettää sinulle pääsyn nettohintoihisi – yleensä saman päivän aikana.',
  },
  steps: [
    {
      title: { da: 'Virksomhed', en: 'Company', sv: 'Företag', nb: 'Virksomhet', fi: 'Yritys' },
      fields: [
        {
          name: 'company',
          type: 'text',
          label: { da: 'Firmanavn', en: 'Company name', sv: 'Företagsnamn', nb: 'Firmanavn', fi: 'Yrityksen nimi' },
          required: true,
          autocomplete: 'organization',
          maxLength: 150,
        },
        {
          name: 'vatNumber',
          type: 'text',
          label: { da: 'CVR- eller momsnummer', en: 'Company reg. or VAT number', sv: 'Organisations- eller momsnummer', nb: 'Organisasjons- eller MVA-nummer', fi: 'Y-tunnus tai ALV-numero' },
          required: true,
          pattern: '(?:[A-Za-z]{2})?[0-9][0-9 -]{5,15}[0-9A-Za-z]?',
          patternMessage: {
            da: 'Skriv nummeret med cifre, evt. med landekode, f.eks. 38412790 eller DK38412790.',
            en: 'Enter the number in digits, optionally with a country code, e.g. 38412790 or DK38412790.',
            sv: 'Skriv numret med siffror, gärna med landskod, t.ex. 556677-8899 eller SE556677889901.',
            nb: 'Skriv nummeret med sifre, eventuelt med landkode, f.eks. 987654321 eller NO987654321.',
            fi: 'Kirjoita numero numeroina, halutessasi maatunnuksen kanssa, esim. 1234567-8 tai FI12345678.',
          },
          width: 'half',
        },
        {
          name: 'industry',
          type: 'select',
          label: { da: 'Branche', en: 'Trade', sv: 'Bransch', nb: 'Bransje', fi: 'Toimiala' },
          required: true,
          options: [
            { value: 'electrical', label: { da: 'El-installatør', en: 'Electrical contractor', sv: 'Elinstallatör', nb: 'Elektroinstallatør', fi: 'Sähköurakoitsija' } },
            { value: 'plumbing', label: { da: 'VVS-installatør', en: 'Plumbing and heating', sv: 'VVS-installatör', nb: 'Rørlegger', fi: 'LVI-urakoitsija' } },
            { value: 'building', label: { da: 'Tømrer eller byggefirma', en: 'Carpentry or building', sv: 'Snickare eller byggföretag', nb: 'Tømrer eller byggefirma', fi: 'Puuseppä tai rakennusliike' } },
            { value: 'industry', label: { da: 'Industri og produktion', en: 'Industry and manufacturing', sv: 'Industri och tillverkning', nb: 'Industri og produksjon', fi: 'Teollisuus ja tuotanto' } },
            { value: 'public', label: { da: 'Offentlig institution', en: 'Public institution', sv: 'Offentlig verksamhet', nb: 'Offentlig virksomhet', fi: 'Julkinen organisaatio' } },
            { value: 'other', label: { da: 'Anden branche', en: 'Other trade', sv: 'Annan bransch', nb: 'Annen bransje', fi: 'Muu toimiala' } },
          ],
          width: 'half',
        },
        {
          name: 'employees',
          type: 'number',
          label: { da: 'Antal medarbejdere', en: 'Number of employees', sv: 'Antal anställda', nb: 'Antall ansatte', fi: 'Työntekijöiden määrä' },
          integer: true,
          min: 1,
          max: 100000,
          width: 'half',
        },
      ],
    },
    {
      title: { da: 'Kontaktperson og adresse', en: 'Contact person and address', sv: 'Kontaktperson och adress', nb: 'Kontaktperson og adresse', fi: 'Yhteyshenkilö ja osoite' },
      fields: [
        { name: 'contactName', type: 'text', label: NAME, required: true, autocomplete: 'name', maxLength: 100, width: 'half' },
        { name: 'email', type: 'email', label: EMAIL, required: true, autocomplete: 'email', width: 'half' },
        { name: 'phone', type: 'tel', label: PHONE, required: true, autocomplete: 'tel', width: 'half' },
        {
          name: 'address',
          type: 'text',
          label: { da: 'Adresse', en: 'Address', sv: 'Adress', nb: 'Adresse', fi: 'Osoite' },
          required: true,
          autocomplete: 'street-address',
          maxLength: 150,
          width: 'half',
        },
        {
          name: 'zip',
          type: 'text',
          label: { da: 'Postnummer', en: 'Postcode', sv: 'Postnummer', nb: 'Postnummer', fi: 'Postinumero' },
          required: true,
          autocomplete: 'postal-code',
          pattern: '[0-9A-Za-z][0-9A-Za-z -]{2,9}',
          patternMessage: {
            da: 'Skriv et gyldigt postnummer, f.eks. 7000.',
            en: 'Enter a valid postcode, e.g. 7000.',
            sv: 'Skriv ett giltigt postnummer, t.ex. 114 55.',
            nb: 'Skriv et gyldig postnummer, f.eks. 0150.',
            fi: 'Kirjoita kelvollinen postinumero, esim. 00100.',
          },
          width: 'half',
        },
        { name: 'city', type: 'text', label: { da: 'By', en: 'City', sv: 'Ort', nb: 'Sted', fi: 'Postitoimipaikka' }, required: true, autocomplete: 'address-level2', maxLength: 100, width: 'half' },
        { name: 'country', type: 'select', label: { da: 'Land', en: 'Country', sv: 'Land', nb: 'Land', fi: 'Maa' }, required: true, autocomplete: 'country', options: COUNTRIES, width: 'half' },
      ],
    },
    {
      title: { da: 'Konto og vilkår', en: 'Account and terms', sv: 'Konto och villkor', nb: 'Konto og vilkår', fi: 'Tili ja ehdot' },
      fields: [
        {
          name: 'volume',
          type: 'select',
          label: { da: 'Forventet indkøb', en: 'Expected purchases', sv: 'Förväntade inköp', nb: 'Forventede innkjøp', fi: 'Arvioidut ostot' },
          required: true,
          options: [
            { value: 'occasional', label: { da: 'Enkelte ordrer om måneden', en: 'A few orders a month', sv: 'Enstaka order i månaden', nb: 'Noen få ordrer i måneden', fi: 'Muutama tilaus kuukaudessa' } },
            { value: 'weekly', label: { da: 'Ugentlige ordrer', en: 'Weekly orders', sv: 'Order varje vecka', nb: 'Ukentlige ordrer', fi: 'Viikoittaisia tilauksia' } },
            { value: 'daily', label: { da: 'Daglige ordrer', en: 'Daily orders', sv: 'Order varje dag', nb: 'Daglige ordrer', fi: 'Päivittäisiä tilauksia' } },
          ],
          width: 'half',
        },
        {
          name: 'payment',
          type: 'select',
          label: { da: 'Ønsket betaling', en: 'Preferred payment', sv: 'Önskad betalning', nb: 'Ønsket betaling', fi: 'Toivottu maksutapa' },
          required: true,
          options: [
            { value: 'invoice', label: { da: 'Faktura (efter kreditvurdering)', en: 'Invoice (after a credit check)', sv: 'Faktura (efter kreditprövning)', nb: 'Faktura (etter kredittvurdering)', fi: 'Lasku (luottotietojen tarkistuksen jälkeen)' } },
            { value: 'card', label: { da: 'Betalingskort', en: 'Payment card', sv: 'Betalkort', nb: 'Betalingskort', fi: 'Maksukortti' } },
          ],
          width: 'half',
        },
        {
          name: 'startDate',
          type: 'date',
          label: { da: 'Ønsket startdato', en: 'Preferred start date', sv: 'Önskat startdatum', nb: 'Ønsket startdato', fi: 'Toivottu aloituspäivä' },
          min: 'today',
          width: 'half',
        },
        {
          name: 'document',
          type: 'file',
          label: {
            da: 'Firmaattest eller seneste årsrapport',
            en: 'Certificate of registration or latest annual report',
            sv: 'Registreringsbevis eller senaste årsredovisning',
            nb: 'Firmaattest eller siste årsregnskap',
            fi: 'Kaupparekisteriote tai viimeisin tilinpäätös',
          },
          help: {
            da: 'Valgfrit. PDF, JPG eller PNG, højst 5 MB. Gør kreditvurderingen hurtigere.',
            en: 'Optional. PDF, JPG or PNG, at most 5 MB. Speeds up the credit check.',
            sv: 'Valfritt. PDF, JPG eller PNG, högst 5 MB. Gör kreditprövningen snabbare.',
            nb: 'Valgfritt. PDF, JPG eller PNG, maks. 5 MB. Gjør kredittvurderingen raskere.',
            fi: 'Vapaaehtoinen. PDF, JPG tai PNG, enintään 5 Mt. Nopeuttaa luottotietojen tarkistusta.',
          },
          accept: ['application/pdf', 'image/jpeg', 'image/png'],
          maxFileBytes: 5 * 1024 * 1024,
        },
        {
          name: 'comments',
          type: 'textarea',
          label: { da: 'Bemærkninger', en: 'Comments', sv: 'Kommentarer', nb: 'Kommentarer', fi: 'Lisätietoja' },
          maxLength: 2000,
        },
        {
          name: 'terms',
          type: 'checkbox',
          label: {
            da: 'Jeg accepterer handelsbetingelserne og at Nordlys Teknik foretager en kreditvurdering af virksomheden.',
            en: 'I accept the terms and conditions and that Nordlys Teknik checks the company’s credit rating.',
            sv: 'Jag godkänner försäljningsvillkoren och att Nordlys Teknik gör en kreditprövning av företaget.',
            nb: 'Jeg godtar salgsbetingelsene og at Nordlys Teknik foretar en kredittvurdering av virksomheten.',
            fi: 'Hyväksyn myyntiehdot ja sen, että Nordlys Teknik tarkistaa yrityksen luottotiedot.',
          },
          required: true,
        },
      ],
    },
  ],
};

export const FORM_SEEDS: { formKey: string; recipient: string; definition: StoredFormDefinition }[] = [
  { formKey: CONTACT_FORM, recipient: COMPANY.email, definition: contact },
  { formKey: TRADE_ACCOUNT_FORM, recipient: TRADE_ACCOUNT_RECIPIENT, definition: tradeAccount },
];

/** The `forms` rows of the demo area (each definition checked, so a broken one fails the seed). */
export function formRows(areaId: string, now: Date): Insertable<FormTable>[] {
  return FORM_SEEDS.map((f) => ({
    area_id: areaId,
    form_key: f.formKey,
    recipient: f.recipient,
    definition: JSON.stringify(checkDefinition(f.formKey, f.definition)),
    updated_at: now.toISOString(),
  }));
}

// ---------------------------------------------------------------- the trade-account page

const TRADE_ACCOUNT_SLUG: L = { da: 'opret-handelskonto', en: 'open-a-trade-account', sv: 'oppna-foretagskonto', nb: 'opprett-bedriftskonto', fi: 'avaa-yritystili' };

export function tradeAccountUrl(lang: Lang): string {
  return `${URL_PREFIX[lang]}/${TRADE_ACCOUNT_SLUG[lang]}`;
}

export const TRADE_ACCOUNT_PAGE: Record<Lang, { title: string; heading: string; subtitle: string; description: string; intro: string }> = {
  da: {
    title: 'Opret handelskonto',
    heading: 'Opret en handelskonto',
    subtitle: 'Få adgang til dine nettopriser, ordrehistorik og fakturaer',
    description: 'Ansøg om en handelskonto hos Nordlys Teknik – for installatører, håndværkere og industri.',
    intro: 'Med en handelskonto ser du dine egne nettopriser, bestiller på faktura og finder alle ordrer og fakturaer i kundecentret. Ansøgningen tager et par minutter.',
  },
  en: {
    title: 'Open a trade account',
    heading: 'Open a trade account',
    subtitle: 'Get access to your net prices, order history and invoices',
    description: 'Apply for a trade account with Nordlys Teknik – for installers, tradespeople and industry.',
    intro: 'With a trade account you see your own net prices, order on invoice and find all orders and invoices in the customer centre. The application takes a few minutes.',
  },
  sv: {
    title: 'Öppna företagskonto',
    heading: 'Öppna ett företagskonto',
    subtitle: 'Få tillgång till dina nettopriser, din orderhistorik och dina fakturor',
    description: 'Ansök om ett företagskonto hos Nordlys Teknik – för installatörer, hantverkare och industri.',
    intro: 'Med ett företagskonto ser du dina egna nettopriser, beställer mot faktura och hittar alla order och fakturor i kundcentret. Ansökan tar ett par minuter.',
  },
  nb: {
    title: 'Opprett bedriftskonto',
    heading: 'Opprett en bedriftskonto',
    subtitle: 'Få tilgang til nettoprisene, ordrehistorikken og fakturaene dine',
    description: 'Søk om en bedriftskonto hos Nordlys Teknik – for installatører, håndverkere og industri.',
    intro: 'Med en bedriftskonto ser du dine egne nettopriser, bestiller mot faktura og finner alle ordrer og fakturaer i kundesenteret. Søknaden tar et par minutter.',
  },
  fi: {
    title: 'Avaa yritystili',
    heading: 'Avaa yritystili',
    subtitle: 'Näet nettohintasi, tilaushistoriasi ja laskusi',
    description: 'Hae yritystiliä Nordlys Teknikiltä – asentajille, ammattilaisille ja teollisuudelle.',
    intro: 'Yritystilillä näet omat nettohintasi, tilaat laskulla ja löydät kaikki tilaukset ja laskut asiakaskeskuksesta. Hakemuksen täyttäminen vie muutaman minuutin.',
  },
};
