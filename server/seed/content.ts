/**
 * CMS content of the demo area: area settings, languages, domains, site configuration, pages (as JSON
 * block lists), menus and storefront labels — in Danish, English, Swedish, Norwegian and Finnish.
 */
import type { Insertable } from 'kysely';
import type { Block } from '../../contract/content';
import type { Facet, SortingOption } from '../../contract/products';
import type {
  AreaDomainTable,
  AreaTable,
  CategoryTable,
  CategoryTextTable,
  LanguageTable,
  MenuItemTable,
  PageTable,
  SiteConfigTable,
  TranslationTable,
} from '../db/schema';
import { BRANDS, COMPANY, flattenCategories, type FlatCategory } from './catalogue';
import { LANGS, URL_PREFIX, slugify, type L, type Lang } from './i18n';
import { CATEGORY_CARDS } from './svg';
import { CONTACT_FORM, TRADE_ACCOUNT_FORM, TRADE_ACCOUNT_PAGE, tradeAccountUrl } from './forms';

export const AREA_ID = 'b2b';

export const DEFAULT_FACETS: Facet[] = [
  { type: 'CheckboxOr', field: 'brand', queryField: 'brand', label: 'Mærke' },
  { type: 'CheckboxOr', field: 'specs.material', queryField: 'material', label: 'Materiale' },
  { type: 'CheckboxAnd', field: 'specs.features', queryField: 'features', label: 'Egenskaber' },
  { type: 'Slider', field: 'price', queryField: 'price', label: 'Pris' },
  { type: 'Slider', field: 'specs.lengthMm', queryField: 'length', label: 'Længde (mm)' },
];

/**
 * The product lists' sortings. 'Navn' follows the names of the page's language ('name'; data.sortOrder is the
 * Danish name order). With free text the first relevance option is the default, and relevance is offered only then.
 */
export const SORTING_OPTIONS: SortingOption[] = [
  { name: 'Navn', queryValue: 'name', sortings: [{ field: 'name', direction: 'Ascending' }] },
  { name: 'Relevans', queryValue: 'relevance', sortings: [{ field: '_score', direction: 'Descending' }] },
  { name: 'Pris, lav til høj', queryValue: 'price-asc', sortings: [{ field: 'price', direction: 'Ascending' }] },
  { name: 'Pris, høj til lav', queryValue: 'price-desc', sortings: [{ field: 'price', direction: 'Descending' }] },
  { name: 'Nyeste', queryValue: 'newest', sortings: [{ field: 'createdAt', direction: 'Descending' }] },
];

export const LANGUAGE_ROWS: Insertable<LanguageTable>[] = [
  { area_id: AREA_ID, code: 'da', language_id: 'da-DK', name: 'Dansk', locale_code: 'DAN', perfion_language_id: 1, url_prefix: '', sort: 1 },
  { area_id: AREA_ID, code: 'en', language_id: 'en-US', name: 'English', locale_code: 'EN', perfion_language_id: 2, url_prefix: '/en', sort: 2 },
  // SPEC §3 names the entry 'Swedish' (the language switcher shows each language in its own name, common/locales.ts).
  { area_id: AREA_ID, code: 'sv', language_id: 'sv-SE', name: 'Swedish', locale_code: 'SVE', perfion_language_id: 3, url_prefix: '/sv', sort: 3 },
  { area_id: AREA_ID, code: 'nb', language_id: 'nb-NO', name: 'Norsk', locale_code: 'NOR', perfion_language_id: 4, url_prefix: '/nb', sort: 4 },
  { area_id: AREA_ID, code: 'fi', language_id: 'fi-FI', name: 'Suomi', locale_code: 'FIN', perfion_language_id: 5, url_prefix: '/fi', sort: 5 },
];

export function areaRows(): {
  area: Insertable<AreaTable>;
  domains: Insertable<AreaDomainTable>[];
  siteConfig: Insertable<SiteConfigTable>;
} {
  const domains: Insertable<AreaDomainTable>[] = [];
  for (const domain of ['localhost', '127.0.0.1']) {
    for (const lang of LANGS) {
      domains.push({ area_id: AREA_ID, domain, language: lang, is_primary: domain === 'localhost' && lang === 'da' ? 1 : 0 });
    }
  }
  return {
    area: {
      id: AREA_ID,
      name: 'B2B',
      currency_code: 'DKK',
      default_language: 'da',
      image_prefix: 'products',
      settings: JSON.stringify({
        defaultFacets: DEFAULT_FACETS,
        sortingOptions: SORTING_OPTIONS,
        // The currencies the area prices in (CURRENCY_RATES of ./products; the areaSettings document keeps them).
        currencies: ['DKK', 'SEK', 'NOK', 'EUR'],
        // The letterhead of invoices and credit memos (customer centre PDFs).
        letterhead: {
          name: COMPANY.legalName,
          lines: [COMPANY.street, `DK-${COMPANY.zip} ${COMPANY.city}`, `CVR ${COMPANY.cvr}`, COMPANY.phoneIntl, COMPANY.email, COMPANY.web.replace(/^https?:\/\//, '')],
        },
      }),
    },
    domains,
    siteConfig: {
      hostname: '*',
      area_id: AREA_ID,
      api_uri: '/api',
      public_api_uri: '',
      public_cms_uri: '',
      noindex: 0,
      title_postfix: ` | ${COMPANY.name} B2B`,
    },
  };
}

// ---------------------------------------------------------------- categories

export interface CategoryData {
  flat: FlatCategory[];
  /** category id → language → slug */
  slugs: Map<string, L>;
  /** category id → language → page url */
  urls: Map<string, L>;
}

export function categoryData(): CategoryData {
  const flat = flattenCategories();
  const slugs = new Map<string, L>();
  const urls = new Map<string, L>();
  for (const c of flat) {
    const slug: Partial<L> = {};
    const url: Partial<L> = {};
    for (const lang of LANGS) {
      slug[lang] = slugify(c.name[lang]);
      const parentUrl = c.parentId ? urls.get(c.parentId)?.[lang] : URL_PREFIX[lang];
      url[lang] = `${parentUrl ?? URL_PREFIX[lang]}/${slug[lang]}`;
    }
    slugs.set(c.id, slug as L);
    urls.set(c.id, url as L);
  }
  return { flat, slugs, urls };
}

export function categoryRows(data: CategoryData): {
  categories: Insertable<CategoryTable>[];
  texts: Insertable<CategoryTextTable>[];
} {
  const categories: Insertable<CategoryTable>[] = [];
  const texts: Insertable<CategoryTextTable>[] = [];
  for (const c of data.flat) {
    categories.push({ id: c.id, parent_id: c.parentId, level: c.level, sort: c.sort });
    const slug = data.slugs.get(c.id);
    for (const lang of LANGS) {
      texts.push({ category_id: c.id, language: lang, name: c.name[lang], slug: slug?.[lang] ?? '', description: c.description[lang] });
    }
  }
  return { categories, texts };
}

// ---------------------------------------------------------------- texts

const HOME_URL: L = { da: '/', en: '/en', sv: '/sv', nb: '/nb', fi: '/fi' };

type InfoKey = 'about' | 'contact' | 'delivery' | 'terms' | 'offers';

const INFO_SLUG: Record<InfoKey, L> = {
  about: { da: 'om-os', en: 'about-us', sv: 'om-oss', nb: 'om-oss', fi: 'tietoa-meista' },
  contact: { da: 'kontakt', en: 'contact', sv: 'kontakt', nb: 'kontakt', fi: 'yhteystiedot' },
  delivery: { da: 'levering-og-fragt', en: 'delivery-and-shipping', sv: 'leverans-och-frakt', nb: 'levering-og-frakt', fi: 'toimitus-ja-rahti' },
  terms: { da: 'handelsbetingelser', en: 'terms-and-conditions', sv: 'forsaljningsvillkor', nb: 'salgsbetingelser', fi: 'myyntiehdot' },
  offers: { da: 'tilbud', en: 'offers', sv: 'erbjudanden', nb: 'tilbud', fi: 'tarjoukset' },
};

const INFO_TITLE: Record<InfoKey, L> = {
  about: { da: 'Om os', en: 'About us', sv: 'Om oss', nb: 'Om oss', fi: 'Tietoa meistä' },
  contact: { da: 'Kontakt', en: 'Contact', sv: 'Kontakt', nb: 'Kontakt', fi: 'Yhteystiedot' },
  delivery: { da: 'Levering og fragt', en: 'Delivery and shipping', sv: 'Leverans och frakt', nb: 'Levering og frakt', fi: 'Toimitus ja rahti' },
  terms: { da: 'Handelsbetingelser', en: 'Terms and conditions', sv: 'Försäljningsvillkor', nb: 'Salgsbetingelser', fi: 'Myyntiehdot' },
  offers: { da: 'Tilbud', en: 'Offers', sv: 'Erbjudanden', nb: 'Tilbud', fi: 'Tarjoukset' },
};

export function infoUrl(key: InfoKey, lang: Lang): string {
  return `${URL_PREFIX[lang]}/${INFO_SLUG[key][lang]}`;
}

interface Faq {
  title: string;
  html: string;
}

interface InfoText {
  heading: string;
  subtitle: string;
  description: string;
  html: string;
  faq?: Faq[];
}

const INFO: Record<InfoKey, Record<Lang, InfoText>> = {
  about: {
    da: {
      heading: 'Om Nordlys Teknik',
      subtitle: 'Teknisk grossist for installatører og håndværkere siden 1987',
      description: 'Nordlys Teknik er teknisk grossist med el, VVS, værktøj og arbejdstøj til professionelle i hele Norden.',
      html:
        '<p>Nordlys Teknik blev grundlagt i 1987 i Fredericia som en lille el-grossist med tre medarbejdere og én varebil. I dag er vi over 400 kolleger, der hver dag sørger for, at installatører, VVS-firmaer, tømrere og industrivirksomheder i hele Norden får de rigtige varer til tiden.</p>' +
        '<h2>Det kan du forvente af os</h2>' +
        '<ul><li><strong>Over 40.000 varenumre på lager</strong> i vores centrallager i Fredericia</li><li><strong>Levering næste hverdag</strong> ved bestilling inden kl. 16</li><li><strong>Fri fragt</strong> på ordrer over 2.500 kr. ekskl. moms</li><li><strong>Personlig rådgivning</strong> fra fagfolk med baggrund i branchen</li></ul>' +
        '<h2>Bæredygtighed</h2>' +
        '<p>Vi samler leverancer, kører med el-varebiler i de største byer og tager emballage retur fra byggepladsen. Læs vores <a href="/handelsbetingelser">handelsbetingelser</a>, eller <a href="/kontakt">kontakt os</a>, hvis du vil vide mere.</p>',
    },
    en: {
      heading: 'About Nordlys Teknik',
      subtitle: 'Technical wholesaler for installers and tradespeople since 1987',
      description: 'Nordlys Teknik is a technical wholesaler of electrical, plumbing, tools and workwear for professionals across the Nordic region.',
      html:
        '<p>Nordlys Teknik was founded in 1987 in Fredericia, Denmark, as a small electrical wholesaler with three employees and one van. Today more than 400 colleagues make sure that electricians, plumbers, carpenters and industrial companies across the Nordic region get the right products on time.</p>' +
        '<h2>What you can expect from us</h2>' +
        '<ul><li><strong>More than 40,000 items in stock</strong> at our central warehouse in Fredericia</li><li><strong>Next-day delivery in Denmark</strong> on orders placed before 4 pm</li><li><strong>Free freight</strong> on orders over DKK 2,500 excl. VAT</li><li><strong>Personal advice</strong> from specialists with a trade background</li></ul>' +
        '<h2>Sustainability</h2>' +
        '<p>We consolidate deliveries, use electric vans in the largest cities and take packaging back from the building site. Read our <a href="/en/terms-and-conditions">terms and conditions</a> or <a href="/en/contact">contact us</a> to find out more.</p>',
    },
    sv: {
      heading: 'Om Nordlys Teknik',
      subtitle: 'Teknisk grossist för installatörer och hantverkare sedan 1987',
      description: 'Nordlys Teknik är en teknisk grossist med el, VVS, verktyg och arbetskläder för proffs i hela Norden.',
      html:
        '<p>Nordlys Teknik grundades 1987 i Fredericia i Danmark som en liten elgrossist med tre anställda och en skåpbil. I dag är vi över 400 kollegor som varje dag ser till att elinstallatörer, VVS-företag, snickare och industriföretag i hela Norden får rätt varor i rätt tid.</p>' +
        '<h2>Det här kan du förvänta dig av oss</h2>' +
        '<ul><li><strong>Över 40 000 artiklar i lager</strong> på vårt centrallager i Fredericia</li><li><strong>Samma dag skickat</strong> vid beställning före kl. 16</li><li><strong>Fri frakt</strong> på order över 3 800 kr exkl. moms</li><li><strong>Personlig rådgivning</strong> från specialister med branschbakgrund</li></ul>' +
        '<h2>Hållbarhet</h2>' +
        '<p>Vi samordnar leveranser, kör eldrivna skåpbilar i de största städerna och tar tillbaka emballage från byggarbetsplatsen. Läs våra <a href="/sv/forsaljningsvillkor">försäljningsvillkor</a> eller <a href="/sv/kontakt">kontakta oss</a> om du vill veta mer.</p>',
    },
    nb: {
      heading: 'Om Nordlys Teknik',
      subtitle: 'Teknisk grossist for installatører og håndverkere siden 1987',
      description: 'Nordlys Teknik er en teknisk grossist med elektro, VVS, verktøy og arbeidsklær for proffen i hele Norden.',
      html:
        '<p>Nordlys Teknik ble grunnlagt i 1987 i Fredericia i Danmark som en liten elektrogrossist med tre ansatte og én varebil. I dag er vi over 400 kolleger som hver dag sørger for at elektrikere, rørleggere, snekkere og industribedrifter i hele Norden får de riktige varene til rett tid.</p>' +
        '<h2>Dette kan du forvente av oss</h2>' +
        '<ul><li><strong>Over 40 000 varenumre på lager</strong> i sentrallageret vårt i Fredericia</li><li><strong>Sendt samme dag</strong> ved bestilling før kl. 16</li><li><strong>Fri frakt</strong> på ordrer over 3 900 kr eks. mva.</li><li><strong>Personlig rådgivning</strong> fra fagfolk med bransjebakgrunn</li></ul>' +
        '<h2>Bærekraft</h2>' +
        '<p>Vi samordner leveranser, kjører elektriske varebiler i de største byene og tar emballasje i retur fra byggeplassen. Les <a href="/nb/salgsbetingelser">salgsbetingelsene</a> våre, eller <a href="/nb/kontakt">kontakt oss</a> hvis du vil vite mer.</p>',
    },
    fi: {
      heading: 'Tietoa Nordlys Teknikistä',
      subtitle: 'Asentajien ja ammattilaisten tekninen tukkukauppa vuodesta 1987',
      description: 'Nordlys Teknik on tekninen tukkukauppa, joka toimittaa sähkö- ja LVI-tarvikkeita, työkaluja ja työvaatteita ammattilaisille kaikkialla Pohjoismaissa.',
      html:
        '<p>Nordlys Teknik perustettiin vuonna 1987 Tanskan Fredericiassa pieneksi sähkötukuksi, jolla oli kolme työntekijää ja yksi pakettiauto. Nykyään yli 400 työntekijäämme huolehtii joka päivä siitä, että sähköasentajat, LVI-yritykset, kirvesmiehet ja teollisuusyritykset kaikkialla Pohjoismaissa saavat oikeat tuotteet oikeaan aikaan.</p>' +
        '<h2>Tätä voit odottaa meiltä</h2>' +
        '<ul><li><strong>Yli 40 000 nimikettä varastossa</strong> Frederician keskusvarastossamme</li><li><strong>Lähetys samana päivänä</strong>, kun tilaat ennen klo 17</li><li><strong>Ilmainen rahti</strong> yli 335 euron tilauksille (alv 0 %)</li><li><strong>Henkilökohtaista neuvontaa</strong> alan ammattilaisilta</li></ul>' +
        '<h2>Vastuullisuus</h2>' +
        '<p>Yhdistämme toimituksia, käytämme sähköpakettiautoja suurimmissa kaupungeissa ja otamme pakkausmateriaalit takaisin työmaalta. Lue <a href="/fi/myyntiehdot">myyntiehtomme</a> tai <a href="/fi/yhteystiedot">ota yhteyttä</a>, jos haluat tietää lisää.</p>',
    },
  },
  contact: {
    da: {
      heading: 'Kontakt',
      subtitle: 'Vi sidder klar til at hjælpe dig',
      description: 'Kontakt Nordlys Teknik – telefon, e-mail, adresse og åbningstider.',
      html:
        '<p>Har du spørgsmål til en ordre, et produkt eller din konto? Kontakt vores kundeservice – vi svarer typisk inden for en time i åbningstiden.</p>' +
        '<h2>Kundeservice</h2>' +
        `<ul><li>Telefon: <a href="${COMPANY.phoneHref}">${COMPANY.phone}</a></li><li>E-mail: <a href="mailto:${COMPANY.email}">${COMPANY.email}</a></li><li>Mandag–torsdag kl. 7.00–16.00, fredag kl. 7.00–15.00</li></ul>` +
        '<h2>Adresse</h2>' +
        `<p><strong>${COMPANY.legalName}</strong><br>${COMPANY.street}<br>${COMPANY.zip} ${COMPANY.city}<br>CVR ${COMPANY.cvr}</p>` +
        '<h2>Afhentning</h2>' +
        '<p>Du kan hente dine varer på vores centrallager alle hverdage fra kl. 7.00. Bestil online, og vælg afhentning, når du gennemfører ordren.</p>',
      faq: [
        {
          title: 'Hvordan bliver jeg kunde?',
          html: '<p>Ring til kundeservice, eller skriv til os. Vi opretter normalt din handelskonto samme dag, og du får straks adgang til dine nettopriser.</p>',
        },
        {
          title: 'Kan jeg få en fast kontaktperson?',
          html: '<p>Ja. Alle erhvervskunder får tilknyttet en fast sælger, som kender din forretning og kan hjælpe med projekttilbud.</p>',
        },
        {
          title: 'Hvor finder jeg mine fakturaer?',
          html: '<p>Log ind, og gå til <a href="/kundecenter/fakturaer">Kundecenter → Fakturaer</a>. Her finder du også kreditnotaer og dine ordrer.</p>',
        },
      ],
    },
    en: {
      heading: 'Contact',
      subtitle: 'We are ready to help',
      description: 'Contact Nordlys Teknik – phone, e-mail, address and opening hours.',
      html:
        '<p>Do you have a question about an order, a product or your account? Contact our customer service team – we usually reply within an hour during opening hours.</p>' +
        '<h2>Customer service</h2>' +
        `<ul><li>Phone: <a href="${COMPANY.phoneHref}">${COMPANY.phoneIntl}</a></li><li>E-mail: <a href="mailto:${COMPANY.email}">${COMPANY.email}</a></li><li>Monday–Thursday 7:00–16:00, Friday 7:00–15:00 (CET)</li></ul>` +
        '<h2>Address</h2>' +
        `<p><strong>${COMPANY.legalName}</strong><br>${COMPANY.street}<br>${COMPANY.zip} ${COMPANY.city}<br>Denmark<br>Company reg. no. (CVR) ${COMPANY.cvr}</p>` +
        '<h2>Collection</h2>' +
        '<p>You can collect your goods from our central warehouse every weekday from 7:00. Order online and choose collection at checkout.</p>',
      faq: [
        {
          title: 'How do I become a customer?',
          html: '<p>Call customer service or send us an e-mail. We usually set up your trade account the same day, and you get immediate access to your net prices.</p>',
        },
        {
          title: 'Can I have a dedicated contact person?',
          html: '<p>Yes. Every business customer is assigned a dedicated sales representative who knows your business and can help with project quotes.</p>',
        },
        {
          title: 'Where can I find my invoices?',
          html: '<p>Log in and open the customer centre. There you will find your invoices, credit memos and orders.</p>',
        },
      ],
    },
    sv: {
      heading: 'Kontakt',
      subtitle: 'Vi hjälper dig gärna',
      description: 'Kontakta Nordlys Teknik – telefon, e-post, adress och öppettider.',
      html:
        '<p>Har du frågor om en order, en produkt eller ditt konto? Kontakta vår kundservice – vi svarar oftast inom en timme under öppettiderna.</p>' +
        '<h2>Kundservice</h2>' +
        `<ul><li>Telefon: <a href="${COMPANY.phoneHref}">${COMPANY.phoneIntl}</a></li><li>E-post: <a href="mailto:${COMPANY.email}">${COMPANY.email}</a></li><li>Måndag–torsdag kl. 7.00–16.00, fredag kl. 7.00–15.00</li></ul>` +
        '<h2>Adress</h2>' +
        `<p><strong>${COMPANY.legalName}</strong><br>${COMPANY.street}<br>${COMPANY.zip} ${COMPANY.city}<br>Danmark<br>Org.nr (CVR) ${COMPANY.cvr}</p>` +
        '<h2>Hämtning</h2>' +
        '<p>Du kan hämta dina varor på vårt centrallager alla vardagar från kl. 7.00. Beställ online och välj hämtning i kassan.</p>',
      faq: [
        {
          title: 'Hur blir jag kund?',
          html: '<p>Ring kundservice eller skicka ett mejl till oss. Vi skapar normalt ditt företagskonto samma dag, och du får direkt tillgång till dina nettopriser.</p>',
        },
        {
          title: 'Kan jag få en fast kontaktperson?',
          html: '<p>Ja. Alla företagskunder får en fast säljare som känner din verksamhet och kan hjälpa till med projektofferter.</p>',
        },
        {
          title: 'Var hittar jag mina fakturor?',
          html: '<p>Logga in och öppna kundcentret. Där hittar du fakturor, kreditnotor och order.</p>',
        },
      ],
    },
    nb: {
      heading: 'Kontakt',
      subtitle: 'Vi hjelper deg gjerne',
      description: 'Kontakt Nordlys Teknik – telefon, e-post, adresse og åpningstider.',
      html:
        '<p>Har du spørsmål om en ordre, et produkt eller kontoen din? Kontakt kundeservice – vi svarer vanligvis innen en time i åpningstiden.</p>' +
        '<h2>Kundeservice</h2>' +
        `<ul><li>Telefon: <a href="${COMPANY.phoneHref}">${COMPANY.phoneIntl}</a></li><li>E-post: <a href="mailto:${COMPANY.email}">${COMPANY.email}</a></li><li>Mandag–torsdag kl. 07.00–16.00, fredag kl. 07.00–15.00</li></ul>` +
        '<h2>Adresse</h2>' +
        `<p><strong>${COMPANY.legalName}</strong><br>${COMPANY.street}<br>${COMPANY.zip} ${COMPANY.city}<br>Danmark<br>Org.nr. (CVR) ${COMPANY.cvr}</p>` +
        '<h2>Henting</h2>' +
        '<p>Du kan hente varene dine på sentrallageret vårt alle hverdager fra kl. 07.00. Bestill på nett og velg henting i kassen.</p>',
      faq: [
        {
          title: 'Hvordan blir jeg kunde?',
          html: '<p>Ring kundeservice eller send oss en e-post. Vi oppretter vanligvis bedriftskontoen din samme dag, og du får umiddelbart tilgang til nettoprisene dine.</p>',
        },
        {
          title: 'Kan jeg få en fast kontaktperson?',
          html: '<p>Ja. Alle bedriftskunder får en fast selger som kjenner virksomheten din og kan hjelpe med prosjekttilbud.</p>',
        },
        {
          title: 'Hvor finner jeg fakturaene mine?',
          html: '<p>Logg inn og åpne kundesenteret. Der finner du fakturaer, kreditnotaer og ordrer.</p>',
        },
      ],
    },
    fi: {
      heading: 'Yhteystiedot',
      subtitle: 'Autamme mielellämme',
      description: 'Ota yhteyttä Nordlys Teknikiin – puhelin, sähköposti, osoite ja aukioloajat.',
      html:
        '<p>Onko sinulla kysyttävää tilauksesta, tuotteesta tai asiakastilistäsi? Ota yhteyttä asiakaspalveluumme – vastaamme aukioloaikoina yleensä tunnin kuluessa.</p>' +
        '<h2>Asiakaspalvelu</h2>' +
        `<ul><li>Puhelin: <a href="${COMPANY.phoneHref}">${COMPANY.phoneIntl}</a></li><li>Sähköposti: <a href="mailto:${COMPANY.email}">${COMPANY.email}</a></li><li>Maanantaista torstaihin klo 8.00–17.00, perjantaisin klo 8.00–16.00 (Suomen aikaa)</li></ul>` +
        '<h2>Osoite</h2>' +
        `<p><strong>${COMPANY.legalName}</strong><br>${COMPANY.street}<br>${COMPANY.zip} ${COMPANY.city}<br>Tanska<br>Y-tunnus (CVR) ${COMPANY.cvr}</p>` +
        '<h2>Nouto</h2>' +
        '<p>Voit noutaa tuotteet keskusvarastostamme arkipäivisin klo 8.00 alkaen (Suomen aikaa). Tilaa verkossa ja valitse kassalla nouto.</p>',
      faq: [
        {
          title: 'Miten minusta tulee asiakas?',
          html: '<p>Soita asiakaspalveluun tai lähetä meille sähköpostia. Avaamme yritystilisi yleensä saman päivän aikana, ja näet nettohintasi heti.</p>',
        },
        {
          title: 'Voinko saada oman yhteyshenkilön?',
          html: '<p>Kyllä. Jokaisella yritysasiakkaalla on oma myyjä, joka tuntee yrityksesi ja auttaa projektitarjouksissa.</p>',
        },
        {
          title: 'Mistä löydän laskuni?',
          html: '<p>Kirjaudu sisään ja avaa asiakaskeskus. Sieltä löydät laskut, hyvityslaskut ja tilaukset.</p>',
        },
      ],
    },
  },
  delivery: {
    da: {
      heading: 'Levering og fragt',
      subtitle: 'Hurtig levering i hele Norden',
      description: 'Leveringstider, fragtpriser og fri fragt over 2.500 kr. hos Nordlys Teknik.',
      html:
        '<p>Vi leverer fra vores centrallager i Fredericia med egne biler og faste fragtpartnere. Bestiller du inden kl. 16, er varerne hos dig næste hverdag i Danmark og inden for 1–3 hverdage i Sverige, Norge og Finland.</p>' +
        '<h2>Fragtpriser</h2>' +
        '<ul><li><strong>Fri fragt</strong> på ordrer over 2.500 kr. ekskl. moms</li><li>Ordrer under 2.500 kr.: 149 kr. ekskl. moms</li><li>Levering på byggeplads eller privatadresse: 95 kr. ekskl. moms</li><li>Afhentning på centrallageret: gratis</li></ul>' +
        '<h2>Gods og lange emner</h2>' +
        '<p>Rør, kabeltromler og paller leveres med fragtmand. Vi kontakter dig for at aftale tidspunkt, hvis aflæsningen kræver kran eller truck.</p>',
      faq: [
        { title: 'Kan jeg følge min forsendelse?', html: '<p>Ja. Når ordren er afsendt, modtager du en e-mail med et track & trace-link.</p>' },
        {
          title: 'Hvad gør jeg, hvis en vare er beskadiget?',
          html: '<p>Notér skaden på fragtbrevet, tag et billede, og kontakt kundeservice inden for 8 dage. Så sender vi en ny vare hurtigst muligt.</p>',
        },
        {
          title: 'Kan jeg få leveret på et bestemt tidspunkt?',
          html: '<p>Ja, mod et tillæg kan vi levere før kl. 7.00 eller på et aftalt tidspunkt. Skriv det i kommentarfeltet, når du bestiller.</p>',
        },
      ],
    },
    en: {
      heading: 'Delivery and shipping',
      subtitle: 'Fast delivery across the Nordic region',
      description: 'Delivery times, freight charges and free freight over DKK 2,500 at Nordlys Teknik.',
      html:
        '<p>We deliver from our central warehouse in Fredericia with our own vehicles and regular freight partners. If you order before 4 pm, the goods reach you the next working day in Denmark and within 1–3 working days in Sweden, Norway and Finland.</p>' +
        '<h2>Freight charges</h2>' +
        '<ul><li><strong>Free freight</strong> on orders over DKK 2,500 excl. VAT</li><li>Orders under DKK 2,500: DKK 149 excl. VAT</li><li>Delivery to a building site or private address: DKK 95 excl. VAT</li><li>Collection from the central warehouse: free</li></ul>' +
        '<h2>Bulky and long items</h2>' +
        '<p>Pipes, cable drums and pallets are delivered by haulier. We will contact you to arrange a time if unloading requires a crane or forklift.</p>',
      faq: [
        { title: 'Can I track my shipment?', html: '<p>Yes. Once your order has been dispatched, you will receive an e-mail with a track and trace link.</p>' },
        {
          title: 'What if an item arrives damaged?',
          html: '<p>Note the damage on the consignment note, take a photo and contact customer service within 8 days. We will send a replacement as quickly as possible.</p>',
        },
        {
          title: 'Can I choose a delivery time?',
          html: '<p>Yes, for a surcharge we can deliver before 7:00 or at an agreed time. Add a note in the comment field when you order.</p>',
        },
      ],
    },
    sv: {
      heading: 'Leverans och frakt',
      subtitle: 'Snabb leverans i hela Norden',
      description: 'Leveranstider, fraktpriser och fri frakt över 3 800 kr hos Nordlys Teknik.',
      html:
        '<p>Vi levererar från vårt centrallager i Fredericia med egna bilar och fasta fraktpartner. Beställer du före kl. 16 skickar vi samma dag, och varorna är hos dig inom 1–3 vardagar i Sverige.</p>' +
        '<h2>Fraktpriser</h2>' +
        '<ul><li><strong>Fri frakt</strong> på order över 3 800 kr exkl. moms</li><li>Order under 3 800 kr: 225 kr exkl. moms</li><li>Leverans till byggarbetsplats eller privatadress: 145 kr exkl. moms</li><li>Hämtning på centrallagret: kostnadsfritt</li></ul>' +
        '<h2>Skrymmande och långt gods</h2>' +
        '<p>Rör, kabeltrummor och pallar levereras med åkeri. Vi kontaktar dig för att boka tid om lossningen kräver kran eller truck.</p>',
      faq: [
        { title: 'Kan jag följa min försändelse?', html: '<p>Ja. När ordern har skickats får du ett mejl med en spårningslänk.</p>' },
        {
          title: 'Vad gör jag om en vara är skadad?',
          html: '<p>Notera skadan på fraktsedeln, ta en bild och kontakta kundservice inom 8 dagar. Vi skickar en ny vara så snart som möjligt.</p>',
        },
        {
          title: 'Kan jag välja leveranstid?',
          html: '<p>Ja, mot ett tillägg kan vi leverera före kl. 7.00 eller vid en överenskommen tid. Skriv det i kommentarsfältet när du beställer.</p>',
        },
      ],
    },
    nb: {
      heading: 'Levering og frakt',
      subtitle: 'Rask levering i hele Norden',
      description: 'Leveringstider, fraktpriser og fri frakt over 3 900 kr hos Nordlys Teknik.',
      html:
        '<p>Vi leverer fra sentrallageret vårt i Fredericia med egne biler og faste fraktpartnere. Bestiller du før kl. 16, sender vi samme dag, og varene er hos deg innen 1–3 virkedager i Norge.</p>' +
        '<h2>Fraktpriser</h2>' +
        '<ul><li><strong>Fri frakt</strong> på ordrer over 3 900 kr eks. mva.</li><li>Ordrer under 3 900 kr: 229 kr eks. mva.</li><li>Levering til byggeplass eller privatadresse: 149 kr eks. mva.</li><li>Henting på sentrallageret: gratis</li></ul>' +
        '<h2>Stort og langt gods</h2>' +
        '<p>Rør, kabeltromler og paller leveres med transportør. Vi kontakter deg for å avtale tidspunkt dersom lossingen krever kran eller truck.</p>',
      faq: [
        { title: 'Kan jeg følge sendingen min?', html: '<p>Ja. Når ordren er sendt, får du en e-post med sporingslenke.</p>' },
        {
          title: 'Hva gjør jeg hvis en vare er skadet?',
          html: '<p>Noter skaden på fraktbrevet, ta et bilde og kontakt kundeservice innen 8 dager. Vi sender en ny vare så raskt som mulig.</p>',
        },
        {
          title: 'Kan jeg velge leveringstidspunkt?',
          html: '<p>Ja, mot et tillegg kan vi levere før kl. 07.00 eller på et avtalt tidspunkt. Skriv det i kommentarfeltet når du bestiller.</p>',
        },
      ],
    },
    fi: {
      heading: 'Toimitus ja rahti',
      subtitle: 'Nopeat toimitukset kaikkialle Pohjoismaihin',
      description: 'Nordlys Teknikin toimitusajat, rahtimaksut ja ilmainen rahti yli 335 euron tilauksille.',
      html:
        '<p>Toimitamme tuotteet Frederician keskusvarastostamme omilla autoillamme ja vakiintuneiden rahtikumppaneiden kautta. Kun tilaat ennen klo 17 (Suomen aikaa), lähetämme tuotteet samana päivänä, ja ne ovat perillä Suomessa 1–3 arkipäivässä.</p>' +
        '<h2>Rahtimaksut</h2>' +
        '<ul><li><strong>Ilmainen rahti</strong> yli 335 euron tilauksille (alv 0 %)</li><li>Alle 335 euron tilaukset: 19,90 € (alv 0 %)</li><li>Toimitus työmaalle tai yksityisosoitteeseen: 12,90 € (alv 0 %)</li><li>Nouto keskusvarastolta: maksuton</li></ul>' +
        '<h2>Tilaa vievät ja pitkät tavarat</h2>' +
        '<p>Putket, kaapelikelat ja lavat toimitetaan rahtiliikkeen kautta. Otamme sinuun yhteyttä toimitusajan sopimiseksi, jos purkaminen vaatii nosturin tai trukin.</p>',
      faq: [
        { title: 'Voinko seurata lähetystäni?', html: '<p>Kyllä. Kun tilaus on lähetetty, saat sähköpostiisi seurantalinkin.</p>' },
        {
          title: 'Mitä teen, jos tuote on vaurioitunut?',
          html: '<p>Merkitse vaurio rahtikirjaan, ota kuva ja ota yhteyttä asiakaspalveluun 8 päivän kuluessa. Lähetämme uuden tuotteen mahdollisimman pian.</p>',
        },
        {
          title: 'Voinko valita toimitusajan?',
          html: '<p>Kyllä, lisämaksusta voimme toimittaa ennen klo 8.00 tai sovittuna ajankohtana. Kirjoita toiveesi tilauksen kommenttikenttään.</p>',
        },
      ],
    },
  },
  terms: {
    da: {
      heading: 'Handelsbetingelser',
      subtitle: 'Gældende for erhvervskunder fra 1. januar 2025',
      description: 'Handelsbetingelser for erhvervskunder hos Nordlys Teknik A/S.',
      html:
        '<p>Disse betingelser gælder for alle køb hos Nordlys Teknik A/S, medmindre andet er aftalt skriftligt. Vi sælger udelukkende til erhvervsdrivende.</p>' +
        '<h2>Priser</h2><p>Alle priser er angivet ekskl. moms og afgifter. Dine aftalte nettopriser vises, når du er logget ind. Vi tager forbehold for trykfejl, prisændringer og udsolgte varer.</p>' +
        '<h2>Betaling</h2><p>Betalingsbetingelserne er løbende måned + 30 dage for kunder med kredit. Øvrige kunder betaler med betalingskort ved bestillingen. Ved for sen betaling beregnes rente på 0,8 % pr. påbegyndt måned.</p>' +
        '<h2>Returnering</h2><p>Ubrudte lagervarer i original emballage kan returneres inden for 30 dage mod et returgebyr på 10 % af varens værdi. Skaffevarer og specialfremstillede varer tages ikke retur.</p>' +
        '<h2>Reklamation</h2><p>Der ydes 24 måneders reklamationsret efter købeloven. Fejl skal meddeles skriftligt, så snart de er opdaget.</p>',
      faq: [
        { title: 'Ejendomsforbehold', html: '<p>Varerne forbliver Nordlys Tekniks ejendom, indtil de er betalt fuldt ud.</p>' },
        { title: 'Ansvarsbegrænsning', html: '<p>Vi hæfter ikke for driftstab, avancetab eller andre indirekte tab.</p>' },
        { title: 'Tvister', html: '<p>Tvister afgøres efter dansk ret ved Retten i Kolding.</p>' },
      ],
    },
    en: {
      heading: 'Terms and conditions',
      subtitle: 'Applicable to business customers from 1 January 2025',
      description: 'Terms and conditions of sale for business customers of Nordlys Teknik A/S.',
      html:
        '<p>These terms apply to all purchases from Nordlys Teknik A/S unless otherwise agreed in writing. We sell exclusively to businesses.</p>' +
        '<h2>Prices</h2><p>All prices are stated excluding VAT and duties. Your agreed net prices are shown when you are logged in. We reserve the right to correct misprints, change prices and sell out of items.</p>' +
        '<h2>Payment</h2><p>Payment terms are the current month plus 30 days for customers with a credit account. Other customers pay by card when ordering. Interest of 0.8% per month or part thereof is charged on late payments.</p>' +
        '<h2>Returns</h2><p>Unopened stock items in their original packaging can be returned within 30 days subject to a restocking fee of 10% of their value. Special-order and custom-made items cannot be returned.</p>' +
        '<h2>Complaints</h2><p>A 24-month right of complaint applies under Danish sales law. Defects must be reported in writing as soon as they are discovered.</p>',
      faq: [
        { title: 'Retention of title', html: '<p>The goods remain the property of Nordlys Teknik until they have been paid for in full.</p>' },
        { title: 'Limitation of liability', html: '<p>We are not liable for operating losses, loss of profit or other indirect losses.</p>' },
        { title: 'Disputes', html: '<p>Disputes are settled under Danish law by the District Court of Kolding.</p>' },
      ],
    },
    sv: {
      heading: 'Försäljningsvillkor',
      subtitle: 'Gäller för företagskunder från och med den 1 januari 2025',
      description: 'Försäljningsvillkor för företagskunder hos Nordlys Teknik A/S.',
      html:
        '<p>Dessa villkor gäller för alla köp hos Nordlys Teknik A/S om inte annat har avtalats skriftligen. Vi säljer endast till företag.</p>' +
        '<h2>Priser</h2><p>Alla priser anges exkl. moms och avgifter. Dina avtalade nettopriser visas när du är inloggad. Vi reserverar oss för tryckfel, prisändringar och slutförsäljning.</p>' +
        '<h2>Betalning</h2><p>Betalningsvillkoren är 30 dagar netto efter månadsskiftet för kunder med kredit. Övriga kunder betalar med kort vid beställningen. Vid sen betalning debiteras dröjsmålsränta på 0,8 % per påbörjad månad.</p>' +
        '<h2>Returer</h2><p>Obrutna lagervaror i originalförpackning kan returneras inom 30 dagar mot en returavgift på 10 % av varans värde. Beställningsvaror och specialtillverkade varor tas inte i retur.</p>' +
        '<h2>Reklamation</h2><p>Reklamationsrätten är 24 månader enligt dansk köprätt. Fel ska anmälas skriftligen så snart de har upptäckts.</p>',
      faq: [
        { title: 'Äganderättsförbehåll', html: '<p>Varorna förblir Nordlys Tekniks egendom tills de är fullt betalda.</p>' },
        { title: 'Ansvarsbegränsning', html: '<p>Vi ansvarar inte för driftstopp, utebliven vinst eller andra indirekta förluster.</p>' },
        { title: 'Tvister', html: '<p>Tvister avgörs enligt dansk rätt vid domstolen i Kolding.</p>' },
      ],
    },
    nb: {
      heading: 'Salgsbetingelser',
      subtitle: 'Gjelder for bedriftskunder fra 1. januar 2025',
      description: 'Salgsbetingelser for bedriftskunder hos Nordlys Teknik A/S.',
      html:
        '<p>Disse betingelsene gjelder for alle kjøp hos Nordlys Teknik A/S med mindre annet er skriftlig avtalt. Vi selger utelukkende til næringsdrivende.</p>' +
        '<h2>Priser</h2><p>Alle priser er oppgitt eks. mva. og avgifter. Dine avtalte nettopriser vises når du er logget inn. Vi tar forbehold om trykkfeil, prisendringer og utsolgte varer.</p>' +
        '<h2>Betaling</h2><p>Betalingsbetingelsene er løpende måned + 30 dager for kunder med kreditt. Øvrige kunder betaler med kort ved bestilling. Ved forsinket betaling beregnes rente på 0,8 % per påbegynte måned.</p>' +
        '<h2>Retur</h2><p>Uåpnede lagervarer i originalemballasje kan returneres innen 30 dager mot et returgebyr på 10 % av varens verdi. Bestillingsvarer og spesialproduserte varer tas ikke i retur.</p>' +
        '<h2>Reklamasjon</h2><p>Det gis 24 måneders reklamasjonsrett etter dansk kjøpsrett. Feil må meldes skriftlig så snart de er oppdaget.</p>',
      faq: [
        { title: 'Eiendomsforbehold', html: '<p>Varene forblir Nordlys Tekniks eiendom til de er betalt i sin helhet.</p>' },
        { title: 'Ansvarsbegrensning', html: '<p>Vi er ikke ansvarlige for driftstap, tapt fortjeneste eller andre indirekte tap.</p>' },
        { title: 'Tvister', html: '<p>Tvister avgjøres etter dansk rett ved tingretten i Kolding.</p>' },
      ],
    },
    fi: {
      heading: 'Myyntiehdot',
      subtitle: 'Voimassa yritysasiakkaille 1.1.2025 alkaen',
      description: 'Nordlys Teknik A/S:n myyntiehdot yritysasiakkaille.',
      html:
        '<p>Näitä ehtoja sovelletaan kaikkiin Nordlys Teknik A/S:n kanssa tehtyihin kauppoihin, ellei kirjallisesti ole toisin sovittu. Myymme ainoastaan yrityksille.</p>' +
        '<h2>Hinnat</h2><p>Kaikki hinnat ovat ilman arvonlisäveroa ja muita maksuja. Sopimushintasi näkyvät, kun olet kirjautunut sisään. Pidätämme oikeuden painovirheisiin, hinnanmuutoksiin ja tuotteiden loppumiseen.</p>' +
        '<h2>Maksaminen</h2><p>Luottoasiakkaiden maksuehto on 30 päivää kuukauden lopusta. Muut asiakkaat maksavat kortilla tilauksen yhteydessä. Myöhästyneistä maksuista peritään viivästyskorkoa 0,8 % jokaiselta alkavalta kuukaudelta.</p>' +
        '<h2>Palautukset</h2><p>Avaamattomat varastotuotteet alkuperäisessä pakkauksessa voi palauttaa 30 päivän kuluessa. Palautuksesta peritään käsittelymaksu, joka on 10 % tuotteen arvosta. Tilaustuotteita ja erikseen valmistettuja tuotteita ei oteta takaisin.</p>' +
        '<h2>Reklamaatiot</h2><p>Tuotteilla on 24 kuukauden reklamaatio-oikeus Tanskan kauppalain mukaisesti. Virheistä on ilmoitettava kirjallisesti heti, kun ne havaitaan.</p>',
      faq: [
        { title: 'Omistuksenpidätys', html: '<p>Tuotteet pysyvät Nordlys Teknikin omaisuutena, kunnes ne on maksettu kokonaan.</p>' },
        { title: 'Vastuunrajoitus', html: '<p>Emme vastaa käyttökeskeytyksistä, saamatta jääneestä voitosta emmekä muista välillisistä vahingoista.</p>' },
        { title: 'Riidat', html: '<p>Riidat ratkaistaan Tanskan lain mukaan Koldingin käräjäoikeudessa.</p>' },
      ],
    },
  },
  offers: {
    da: {
      heading: 'Tilbud',
      subtitle: 'Skarpe priser på værktøj, el og VVS',
      description: 'Ugens tilbud hos Nordlys Teknik – skarpe priser, så længe lager haves.',
      html:
        '<p>Hver uge udvælger vi et antal varer til særpris. Kampagnepriserne vises med overstreget førpris på produktsiderne og gælder, så længe lager haves.</p>' +
        '<h2>Sådan får du de bedste priser</h2>' +
        '<ul><li>Med en handelskonto ser du dine nettopriser – du får altid den laveste af kampagneprisen og din aftalepris.</li><li>Køb i hele kartoner, og få mængderabat på udvalgte varer.</li><li>Tilmeld dig vores nyhedsbrev, og få besked om nye tilbud hver mandag.</li></ul>',
    },
    en: {
      heading: 'Offers',
      subtitle: 'Sharp prices on tools, electrical and plumbing',
      description: "This week's offers at Nordlys Teknik – sharp prices while stocks last.",
      html:
        '<p>Every week we select a number of products at special prices. Campaign prices are shown with the previous price struck through on the product pages and apply while stocks last.</p>' +
        '<h2>How to get the best prices</h2>' +
        '<ul><li>With a trade account you see your net prices – you always get the lower of the campaign price and your agreed price.</li><li>Buy full cartons and get volume discounts on selected products.</li><li>Sign up for our newsletter to hear about new offers every Monday.</li></ul>',
    },
    sv: {
      heading: 'Erbjudanden',
      subtitle: 'Skarpa priser på verktyg, el och VVS',
      description: 'Veckans erbjudanden hos Nordlys Teknik – skarpa priser så länge lagret räcker.',
      html:
        '<p>Varje vecka väljer vi ut ett antal produkter till specialpris. Kampanjpriserna visas med överstruket ordinarie pris på produktsidorna och gäller så länge lagret räcker.</p>' +
        '<h2>Så får du de bästa priserna</h2>' +
        '<ul><li>Med ett företagskonto ser du dina nettopriser – du får alltid det lägsta av kampanjpriset och ditt avtalspris.</li><li>Köp hela kartonger och få mängdrabatt på utvalda produkter.</li><li>Prenumerera på vårt nyhetsbrev och få nya erbjudanden varje måndag.</li></ul>',
    },
    nb: {
      heading: 'Tilbud',
      subtitle: 'Skarpe priser på verktøy, elektro og VVS',
      description: 'Ukens tilbud hos Nordlys Teknik – skarpe priser så lenge lageret rekker.',
      html:
        '<p>Hver uke velger vi ut en rekke produkter til spesialpris. Kampanjeprisene vises med overstreket førpris på produktsidene og gjelder så lenge lageret rekker.</p>' +
        '<h2>Slik får du de beste prisene</h2>' +
        '<ul><li>Med en handelskonto ser du nettoprisene dine – du får alltid den laveste av kampanjeprisen og avtaleprisen din.</li><li>Kjøp hele kartonger og få mengderabatt på utvalgte produkter.</li><li>Meld deg på nyhetsbrevet vårt og få nye tilbud hver mandag.</li></ul>',
    },
    fi: {
      heading: 'Tarjoukset',
      subtitle: 'Edulliset hinnat työkaluista, sähkö- ja LVI-tarvikkeista',
      description: 'Nordlys Teknikin viikon tarjoukset – edulliset hinnat niin kauan kuin tavaraa riittää.',
      html:
        '<p>Valitsemme joka viikko joukon tuotteita erikoishintaan. Kampanjahinnat näkyvät tuotesivuilla yliviivatun aiemman hinnan kanssa, ja ne ovat voimassa niin kauan kuin tavaraa riittää.</p>' +
        '<h2>Näin saat parhaat hinnat</h2>' +
        '<ul><li>Yritystilillä näet nettohintasi – saat aina edullisemman kampanjahinnasta ja sopimushinnastasi.</li><li>Osta kokonaisia laatikoita ja saat määräalennusta valituista tuotteista.</li><li>Tilaa uutiskirjeemme, niin saat uudet tarjoukset joka maanantai.</li></ul>',
    },
  },
};

interface HomeText {
  title: string;
  description: string;
  bannerTitle: string;
  bannerSubtitle: string;
  bannerLink: string;
  cardText: Record<'20' | '30' | '40', string>;
  cardLink: string;
  header: string;
  body: string;
  bodyLink: string;
  popular: string;
  ctaTitle: string;
  ctaText: string;
  ctaButton: string;
  pictureAlt: string;
  pictureCaption: string;
  related: string;
  productTitle: string;
  footerTitle: string;
  offersCtaTitle: string;
  offersCtaText: string;
  offersCtaButton: string;
  aboutPictureAlt: string;
}

const HOME: Record<Lang, HomeText> = {
  da: {
    title: 'Teknisk grossist til el, VVS og byggeri',
    description: 'Nordlys Teknik – teknisk grossist med over 40.000 varer til el, VVS, værktøj og arbejdstøj. Levering næste hverdag.',
    bannerTitle: 'Alt til el, VVS og byggeri – leveret i morgen',
    bannerSubtitle: 'Over 40.000 varenumre på lager. Bestil inden kl. 16, så leverer vi næste hverdag.',
    bannerLink: 'Se ugens tilbud',
    cardText: {
      '20': 'Kabler, installationsmateriel, kabelføring og LED-belysning fra de kendte mærker.',
      '30': 'Kobber- og PEX-rør, pressfittings, pumper og ventiler – klar til næste opgave.',
      '40': 'Elværktøj, håndværktøj, bor og bits fra Bosch, Makita, DeWalt og Milwaukee.',
    },
    cardLink: 'Se sortimentet',
    header: 'Din tekniske grossist siden 1987',
    body:
      'Nordlys Teknik leverer el, VVS, værktøj og arbejdstøj til installatører, håndværkere og industri i hele Norden. Vi har over 40.000 varenumre på lager i vores centrallager i Fredericia.\n\n' +
      'Bestil inden kl. 16, så leverer vi næste hverdag – direkte på byggepladsen, hvis du ønsker det. Der er fri fragt på ordrer over 2.500 kr. ekskl. moms, og dine aftalte nettopriser står altid klar, når du er logget ind.',
    bodyLink: 'Læs mere om os',
    popular: 'Populære varer',
    ctaTitle: 'Bliv kunde hos Nordlys Teknik',
    ctaText: 'Opret en handelskonto, og få adgang til dine nettopriser, ordrehistorik, fakturaer og hurtig genbestilling.',
    ctaButton: 'Opret handelskonto',
    pictureAlt: 'Centrallageret i Fredericia',
    pictureCaption: 'Fra vores centrallager i Fredericia sender vi over 3.000 ordrer om dagen.',
    related: 'Relaterede produkter',
    productTitle: 'Produkt',
    footerTitle: 'Sidefod',
    offersCtaTitle: 'Skal du bruge et projekttilbud?',
    offersCtaText: 'Til større opgaver giver vores projektafdeling gerne en samlet pris på alle materialer.',
    offersCtaButton: 'Kontakt projektafdelingen',
    aboutPictureAlt: 'Lager med reoler og paller',
  },
  en: {
    title: 'Technical wholesaler for electrical, plumbing and construction',
    description: 'Nordlys Teknik – technical wholesaler with more than 40,000 products for electrical, plumbing, tools and workwear.',
    bannerTitle: 'Everything for electrical, plumbing and construction',
    bannerSubtitle: 'More than 40,000 items in stock. Order before 4 pm and we ship the same day.',
    bannerLink: "See this week's offers",
    cardText: {
      '20': 'Cables, wiring accessories, cable management and LED lighting from leading brands.',
      '30': 'Copper and PEX pipes, press fittings, pumps and valves – ready for your next job.',
      '40': 'Power tools, hand tools, drill bits and bits from Bosch, Makita, DeWalt and Milwaukee.',
    },
    cardLink: 'Browse the range',
    header: 'Your technical wholesaler since 1987',
    body:
      'Nordlys Teknik supplies electrical, plumbing, tools and workwear to installers, tradespeople and industry across the Nordic region. We keep more than 40,000 items in stock at our central warehouse in Fredericia, Denmark.\n\n' +
      'Order before 4 pm and we ship the same day – straight to the building site if you like. Freight is free on orders over DKK 2,500 excl. VAT, and your agreed net prices are always ready when you are logged in.',
    bodyLink: 'Read more about us',
    popular: 'Popular products',
    ctaTitle: 'Become a Nordlys Teknik customer',
    ctaText: 'Open a trade account and get access to your net prices, order history, invoices and quick reordering.',
    ctaButton: 'Open a trade account',
    pictureAlt: 'The central warehouse in Fredericia',
    pictureCaption: 'Our central warehouse in Fredericia ships more than 3,000 orders a day.',
    related: 'Related products',
    productTitle: 'Product',
    footerTitle: 'Footer',
    offersCtaTitle: 'Need a project quote?',
    offersCtaText: 'For larger jobs, our project team is happy to give you one price for all the materials.',
    offersCtaButton: 'Contact the project team',
    aboutPictureAlt: 'Warehouse with racks and pallets',
  },
  sv: {
    title: 'Teknisk grossist för el, VVS och bygg',
    description: 'Nordlys Teknik – teknisk grossist med över 40 000 artiklar inom el, VVS, verktyg och arbetskläder.',
    bannerTitle: 'Allt för el, VVS och bygg – snabbt levererat',
    bannerSubtitle: 'Över 40 000 artiklar i lager. Beställ före kl. 16 så skickar vi samma dag.',
    bannerLink: 'Se veckans erbjudanden',
    cardText: {
      '20': 'Kablar, installationsmateriel, kabelförläggning och LED-belysning från välkända märken.',
      '30': 'Koppar- och PEX-rör, presskopplingar, pumpar och ventiler – redo för nästa jobb.',
      '40': 'Elverktyg, handverktyg, borr och bits från Bosch, Makita, DeWalt och Milwaukee.',
    },
    cardLink: 'Se sortimentet',
    header: 'Din tekniska grossist sedan 1987',
    body:
      'Nordlys Teknik levererar el, VVS, verktyg och arbetskläder till installatörer, hantverkare och industri i hela Norden. Vi har över 40 000 artiklar i lager på vårt centrallager i Fredericia.\n\n' +
      'Beställ före kl. 16 så skickar vi samma dag – direkt till bygget om du vill. Fri frakt på order över 3 800 kr exkl. moms, och dina avtalade nettopriser visas alltid när du är inloggad.',
    bodyLink: 'Läs mer om oss',
    popular: 'Populära produkter',
    ctaTitle: 'Bli kund hos Nordlys Teknik',
    ctaText: 'Öppna ett företagskonto och få tillgång till dina nettopriser, orderhistorik, fakturor och snabb återbeställning.',
    ctaButton: 'Öppna företagskonto',
    pictureAlt: 'Centrallagret i Fredericia',
    pictureCaption: 'Från vårt centrallager i Fredericia skickar vi över 3 000 order om dagen.',
    related: 'Relaterade produkter',
    productTitle: 'Produkt',
    footerTitle: 'Sidfot',
    offersCtaTitle: 'Behöver du en projektoffert?',
    offersCtaText: 'För större jobb ger vår projektavdelning gärna ett samlat pris på allt material.',
    offersCtaButton: 'Kontakta projektavdelningen',
    aboutPictureAlt: 'Lager med hyllor och pallar',
  },
  nb: {
    title: 'Teknisk grossist for elektro, VVS og bygg',
    description: 'Nordlys Teknik – teknisk grossist med over 40 000 varer innen elektro, VVS, verktøy og arbeidsklær.',
    bannerTitle: 'Alt til elektro, VVS og bygg – raskt levert',
    bannerSubtitle: 'Over 40 000 varenumre på lager. Bestill før kl. 16, så sender vi samme dag.',
    bannerLink: 'Se ukens tilbud',
    cardText: {
      '20': 'Kabler, installasjonsmateriell, kabelføring og LED-belysning fra kjente merker.',
      '30': 'Kobber- og PEX-rør, pressdeler, pumper og ventiler – klart til neste oppdrag.',
      '40': 'Elektroverktøy, håndverktøy, bor og bits fra Bosch, Makita, DeWalt og Milwaukee.',
    },
    cardLink: 'Se sortimentet',
    header: 'Din tekniske grossist siden 1987',
    body:
      'Nordlys Teknik leverer elektro, VVS, verktøy og arbeidsklær til installatører, håndverkere og industri i hele Norden. Vi har over 40 000 varenumre på lager i sentrallageret vårt i Fredericia.\n\n' +
      'Bestill før kl. 16, så sender vi samme dag – rett til byggeplassen om du ønsker det. Det er fri frakt på ordrer over 3 900 kr eks. mva., og de avtalte nettoprisene dine er alltid klare når du er logget inn.',
    bodyLink: 'Les mer om oss',
    popular: 'Populære produkter',
    ctaTitle: 'Bli kunde hos Nordlys Teknik',
    ctaText: 'Opprett en bedriftskonto og få tilgang til nettoprisene dine, ordrehistorikk, fakturaer og rask etterbestilling.',
    ctaButton: 'Opprett bedriftskonto',
    pictureAlt: 'Sentrallageret i Fredericia',
    pictureCaption: 'Fra sentrallageret vårt i Fredericia sender vi over 3 000 ordrer om dagen.',
    related: 'Relaterte produkter',
    productTitle: 'Produkt',
    footerTitle: 'Bunntekst',
    offersCtaTitle: 'Trenger du et prosjekttilbud?',
    offersCtaText: 'For større oppdrag gir prosjektavdelingen vår gjerne en samlet pris på alt materiell.',
    offersCtaButton: 'Kontakt prosjektavdelingen',
    aboutPictureAlt: 'Lager med reoler og paller',
  },
  fi: {
    title: 'Tekninen tukkukauppa sähkö-, LVI- ja rakennusalalle',
    description: 'Nordlys Teknik – tekninen tukkukauppa, jolla on yli 40 000 sähkö-, LVI-, työkalu- ja työvaatetuotetta.',
    bannerTitle: 'Kaikki sähkö-, LVI- ja rakennustarvikkeet – nopeasti perille',
    bannerSubtitle: 'Yli 40 000 nimikettä varastossa. Tilaa ennen klo 17, niin lähetämme samana päivänä.',
    bannerLink: 'Katso viikon tarjoukset',
    cardText: {
      '20': 'Kaapelit, asennustarvikkeet, kaapelointi ja LED-valaistus tunnetuilta valmistajilta.',
      '30': 'Kupari- ja PEX-putket, puristusliittimet, pumput ja venttiilit – valmiina seuraavaan urakkaan.',
      '40': 'Sähkötyökalut, käsityökalut, terät ja kärjet – Bosch, Makita, DeWalt ja Milwaukee.',
    },
    cardLink: 'Tutustu valikoimaan',
    header: 'Tekninen tukkukauppasi vuodesta 1987',
    body:
      'Nordlys Teknik toimittaa sähkö- ja LVI-tarvikkeita, työkaluja ja työvaatteita asentajille, ammattirakentajille ja teollisuudelle kaikkialla Pohjoismaissa. Fredericiassa sijaitsevassa keskusvarastossamme on yli 40 000 nimikettä.\n\n' +
      'Tilaa ennen klo 17, niin lähetämme tuotteet samana päivänä – halutessasi suoraan työmaalle. Yli 335 euron (alv 0 %) tilaukset toimitetaan ilman rahtimaksua, ja sopimushintasi näkyvät aina, kun olet kirjautunut sisään.',
    bodyLink: 'Lue lisää meistä',
    popular: 'Suositut tuotteet',
    ctaTitle: 'Ryhdy Nordlys Teknikin asiakkaaksi',
    ctaText: 'Avaa yritystili, niin näet nettohintasi, tilaushistoriasi ja laskusi ja voit tilata uudelleen nopeasti.',
    ctaButton: 'Avaa yritystili',
    pictureAlt: 'Keskusvarasto Fredericiassa',
    pictureCaption: 'Frederician keskusvarastostamme lähtee päivittäin yli 3 000 tilausta.',
    related: 'Liittyvät tuotteet',
    productTitle: 'Tuote',
    footerTitle: 'Alatunniste',
    offersCtaTitle: 'Tarvitsetko projektitarjouksen?',
    offersCtaText: 'Suurempiin urakoihin projektitiimimme laatii mielellään kokonaishinnan kaikille materiaaleille.',
    offersCtaButton: 'Ota yhteyttä projektitiimiin',
    aboutPictureAlt: 'Varasto, jossa on hyllyjä ja lavoja',
  },
};

interface FooterText {
  service: string;
  phone: string;
  hours: [string, string];
  info: string;
  about: string;
  regNo: string;
  aboutLink: string;
  follow: string;
}

const FOOTER: Record<Lang, FooterText> = {
  da: {
    service: 'Kundeservice',
    phone: `Tlf. ${COMPANY.phone}`,
    hours: ['Man.–tors. kl. 7.00–16.00', 'Fre. kl. 7.00–15.00'],
    info: 'Information',
    about: 'Om Nordlys Teknik',
    regNo: `CVR ${COMPANY.cvr}`,
    aboutLink: 'Læs mere om os',
    follow: 'Følg os',
  },
  en: {
    service: 'Customer service',
    phone: `Phone ${COMPANY.phoneIntl}`,
    hours: ['Mon–Thu 7:00–16:00 CET', 'Fri 7:00–15:00 CET'],
    info: 'Information',
    about: 'About Nordlys Teknik',
    regNo: `Company reg. no. ${COMPANY.cvr}`,
    aboutLink: 'Read more about us',
    follow: 'Follow us',
  },
  sv: {
    service: 'Kundservice',
    phone: `Tel. ${COMPANY.phoneIntl}`,
    hours: ['Mån–tors kl. 7.00–16.00', 'Fre kl. 7.00–15.00'],
    info: 'Information',
    about: 'Om Nordlys Teknik',
    regNo: `Org.nr (CVR) ${COMPANY.cvr}`,
    aboutLink: 'Läs mer om oss',
    follow: 'Följ oss',
  },
  nb: {
    service: 'Kundeservice',
    phone: `Tlf. ${COMPANY.phoneIntl}`,
    hours: ['Man.–tor. kl. 07.00–16.00', 'Fre. kl. 07.00–15.00'],
    info: 'Informasjon',
    about: 'Om Nordlys Teknik',
    regNo: `Org.nr. (CVR) ${COMPANY.cvr}`,
    aboutLink: 'Les mer om oss',
    follow: 'Følg oss',
  },
  fi: {
    service: 'Asiakaspalvelu',
    phone: `Puh. ${COMPANY.phoneIntl}`,
    hours: ['Ma–to klo 8.00–17.00', 'Pe klo 8.00–16.00'],
    info: 'Tietoa',
    about: 'Tietoa Nordlys Teknikistä',
    regNo: `Y-tunnus (CVR) ${COMPANY.cvr}`,
    aboutLink: 'Lue lisää meistä',
    follow: 'Seuraa meitä',
  },
};

const SOCIAL: { label: string; url: string }[] = [
  { label: 'LinkedIn', url: 'https://www.linkedin.com/company/nordlys-teknik' },
  { label: 'Facebook', url: 'https://www.facebook.com/nordlysteknik' },
  { label: 'Instagram', url: 'https://www.instagram.com/nordlysteknik' },
  { label: 'YouTube', url: 'https://www.youtube.com/@nordlysteknik' },
];

const MENU_TEXT: Record<'products' | 'brands' | 'searchPath', L> = {
  products: { da: 'Produkter', en: 'Products', sv: 'Produkter', nb: 'Produkter', fi: 'Tuotteet' },
  brands: { da: 'Mærker', en: 'Brands', sv: 'Varumärken', nb: 'Merker', fi: 'Tuotemerkit' },
  searchPath: { da: '/search', en: '/en/search', sv: '/sv/search', nb: '/nb/search', fi: '/fi/search' },
};

/**
 * A brand's products: the product list (search page) with the brand facet selected — SPEC §2/§5 URL state, one
 * query parameter per facet (DEFAULT_FACETS: queryField 'brand', the brand name as the value).
 */
export function brandUrl(brand: string, lang: Lang): string {
  return `${MENU_TEXT.searchPath[lang]}?brand=${encodeURIComponent(brand)}`;
}

// ---------------------------------------------------------------- pages

/** A block; ids are assigned in document order when the page is created (see numberBlocks). */
export function block(type: Block['type'], parameters: Record<string, unknown>, children?: Block[]): Block {
  return children ? { id: '', type, parameters, children } : { id: '', type, parameters };
}

/** Gives every block a page-unique id (`<pageId>-b<n>`, pre-order) so ids are unique across the whole site. */
function numberBlocks(prefix: string, blocks: Block[]): Block[] {
  let n = 0;
  const visit = (list: Block[]): Block[] =>
    list.map((b) => {
      n += 1;
      const id = `${prefix}-b${n}`;
      return b.children ? { ...b, id, children: visit(b.children) } : { ...b, id };
    });
  return visit(blocks);
}

export const pageId = (lang: Lang, key: string): string => `p-${lang}-${key}`;

export function newPage(
  lang: Lang,
  key: string,
  fields: Pick<Insertable<PageTable>, 'type' | 'template' | 'title' | 'url'> & Partial<Insertable<PageTable>>,
  content: Block[],
): Insertable<PageTable> {
  return {
    id: pageId(lang, key),
    group_id: key,
    area_id: AREA_ID,
    language: lang,
    parent_id: null,
    description: '',
    menu_title: fields.title,
    properties: '{}',
    status_code: 200,
    published: 1,
    sort: 0,
    ...fields,
    content: JSON.stringify(numberBlocks(pageId(lang, key), content)),
  };
}

export function pageRows(cats: CategoryData): Insertable<PageTable>[] {
  const pages: Insertable<PageTable>[] = [];
  for (const lang of LANGS) {
    const t = HOME[lang];
    const home = pageId(lang, 'home');

    // Home page
    {
      const cardCats = ['20', '30', '40'] as const;
      const cards = cardCats.map((id) => {
        const c = cats.flat.find((x) => x.id === id);
        return block('card', {
          title: c?.name[lang] ?? '',
          text: t.cardText[id],
          imagePath: `content/card-${CATEGORY_CARDS[id]?.key ?? 'el'}.svg`,
          link: { url: cats.urls.get(id)?.[lang] ?? HOME_URL[lang], label: t.cardLink },
          // Right under the banner's h1.
          level: 2,
        });
      });
      const content: Block[] = [
        block('banner', {
          title: t.bannerTitle,
          subtitle: t.bannerSubtitle,
          imagePath: 'content/banner-home.svg',
          link: { url: infoUrl('offers', lang), label: t.bannerLink },
          height: 'large',
          // The home page's heading (one h1 a page).
          level: 1,
        }),
        block('section', { background: 'light' }, [block('row', { widths: [4, 4, 4] }, cards)]),
        block('header', { text: t.header, level: 2 }),
        block('textBox', { text: t.body, link: { url: infoUrl('about', lang), label: t.bodyLink } }),
        block('productList', {
          listReference: 'frontpage',
          pageSize: 8,
          title: t.popular,
          search: {},
          facets: [],
          sortingOptions: [],
        }),
        block('callToAction', {
          title: t.ctaTitle,
          text: t.ctaText,
          button: { url: tradeAccountUrl(lang), label: t.ctaButton },
        }),
        block('picture', { imagePath: 'content/banner-warehouse.svg', alt: t.pictureAlt, caption: t.pictureCaption }),
      ];
      pages.push(
        newPage(
          lang,
          'home',
          { type: 'frontpage', template: 'frontpage', title: t.title, url: HOME_URL[lang], description: t.description },
          content,
        ),
      );
    }

    // Category pages
    cats.flat.forEach((c, i) => {
      const key = `cat-${c.id}`;
      const content: Block[] = [
        block('header', { text: c.name[lang], level: 1 }),
        block('textBox', { text: c.description[lang] }),
        block('productList', {
          listReference: 'products',
          pageSize: 24,
          search: { categoryId: c.id },
          facets: DEFAULT_FACETS,
          sortingOptions: SORTING_OPTIONS,
        }),
      ];
      pages.push(
        newPage(
          lang,
          key,
          {
            type: 'category',
            template: 'product-list',
            title: c.name[lang],
            url: cats.urls.get(c.id)?.[lang] ?? '',
            parent_id: c.parentId ? pageId(lang, `cat-${c.parentId}`) : home,
            description: c.description[lang],
            properties: JSON.stringify({ categoryId: c.id }),
            sort: i + 1,
          },
          content,
        ),
      );
    });

    // Product template
    {
      pages.push(
        newPage(
          lang,
          'product',
          { type: 'product', template: 'product-details', title: t.productTitle, url: `${URL_PREFIX[lang]}/__product` },
          [
            block('productDetails', {}),
            block('productList', { listReference: 'related', pageSize: 4, title: t.related, search: {}, facets: [], sortingOptions: [] }),
          ],
        ),
      );
    }

    // Footer
    {
      const f = FOOTER[lang];
      const boxes = [
        block('footerBox', {
          title: f.service,
          lines: [{ text: f.phone, url: COMPANY.phoneHref }, { text: COMPANY.email, url: `mailto:${COMPANY.email}` }, { text: f.hours[0] }, { text: f.hours[1] }],
        }),
        block('footerBox', {
          title: f.info,
          lines: (['delivery', 'terms', 'offers', 'contact'] as const).map((k) => ({ text: INFO_TITLE[k][lang], url: infoUrl(k, lang) })),
        }),
        block('footerBox', {
          title: f.about,
          lines: [
            { text: COMPANY.legalName },
            { text: `${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}` },
            { text: f.regNo },
            { text: f.aboutLink, url: infoUrl('about', lang) },
          ],
        }),
        block('footerBox', { title: f.follow, lines: SOCIAL.map((s) => ({ text: s.label, url: s.url })) }),
      ];
      pages.push(
        newPage(lang, 'footer', { type: 'footer', template: 'footer', title: t.footerTitle, url: `${URL_PREFIX[lang]}/__footer` }, [
          block('row', { widths: [3, 3, 3, 3] }, boxes),
        ]),
      );
    }

    // The trade-account application ('Open a trade account' on the home page): a 3-step form (./forms.ts)
    {
      const p = TRADE_ACCOUNT_PAGE[lang];
      pages.push(
        newPage(
          lang,
          'trade-account',
          { type: 'page', template: 'page', title: p.title, url: tradeAccountUrl(lang), parent_id: home, description: p.description, sort: 99 },
          [block('header', { text: p.heading, level: 1, subtitle: p.subtitle }), block('textBox', { text: p.intro }), block('forms', { formKey: TRADE_ACCOUNT_FORM })],
        ),
      );
    }

    // Information pages
    (['about', 'contact', 'delivery', 'terms', 'offers'] as const).forEach((key, i) => {
      const info = INFO[key][lang];
      const content: Block[] = [];
      if (key === 'offers') {
        content.push(
          block('banner', {
            title: info.heading,
            subtitle: info.subtitle,
            imagePath: 'content/banner-offers.svg',
            height: 'medium',
            level: 1,
          }),
        );
      } else {
        content.push(block('header', { text: info.heading, level: 1, subtitle: info.subtitle }));
      }
      content.push(block('textEditor', { html: info.html }));
      if (key === 'offers') {
        // This week's offers: the products with a campaign price, with facets and sortings (state in the URL).
        content.push(
          block('productList', {
            listReference: 'products',
            pageSize: 24,
            search: { onOffer: true },
            facets: DEFAULT_FACETS,
            sortingOptions: SORTING_OPTIONS,
          }),
        );
      }
      if (key === 'contact') content.push(block('forms', { formKey: CONTACT_FORM }));
      if (info.faq) content.push(block('accordion', { items: info.faq }));
      if (key === 'about') {
        content.push(block('picture', { imagePath: 'content/banner-about.svg', alt: t.aboutPictureAlt, caption: t.pictureCaption }));
      }
      if (key === 'delivery') {
        content.push(block('picture', { imagePath: 'content/banner-delivery.svg', alt: INFO_TITLE.delivery[lang] }));
      }
      if (key === 'offers') {
        content.push(
          block('callToAction', {
            title: t.offersCtaTitle,
            text: t.offersCtaText,
            button: { url: infoUrl('contact', lang), label: t.offersCtaButton },
          }),
        );
      }
      pages.push(
        newPage(
          lang,
          key,
          {
            type: 'page',
            template: 'page',
            title: INFO_TITLE[key][lang],
            url: infoUrl(key, lang),
            parent_id: home,
            description: info.description,
            sort: 100 + i,
          },
          content,
        ),
      );
    });
  }
  return pages;
}

// ---------------------------------------------------------------- menus

export function menuRows(cats: CategoryData): Insertable<MenuItemTable>[] {
  const rows: Insertable<MenuItemTable>[] = [];
  for (const lang of LANGS) {
    const item = (
      id: string,
      menu: MenuItemTable['menu'],
      parent: string | null,
      name: string,
      url: string,
      sort: number,
      external: string | null = null,
    ): void => {
      rows.push({ id, area_id: AREA_ID, language: lang, menu, parent_id: parent, name, url, external_link: external, sort });
    };

    // categories: the full 3-level tree
    for (const c of cats.flat) {
      item(
        `m-${lang}-cat-${c.id}`,
        'categories',
        c.parentId ? `m-${lang}-cat-${c.parentId}` : null,
        c.name[lang],
        cats.urls.get(c.id)?.[lang] ?? '',
        c.sort,
      );
    }

    // primary: Products (dropdown with two category levels), Brands (mega menu), Offers, About us
    const products = `m-${lang}-pri-products`;
    item(products, 'primary', null, MENU_TEXT.products[lang], MENU_TEXT.searchPath[lang], 1);
    for (const c of cats.flat.filter((x) => x.level <= 2)) {
      item(
        `m-${lang}-pri-cat-${c.id}`,
        'primary',
        c.parentId ? `m-${lang}-pri-cat-${c.parentId}` : products,
        c.name[lang],
        cats.urls.get(c.id)?.[lang] ?? '',
        c.sort,
      );
    }
    const brands = `m-${lang}-pri-brands`;
    item(brands, 'primary', null, MENU_TEXT.brands[lang], MENU_TEXT.searchPath[lang], 2);
    [...BRANDS]
      .sort((a, b) => a.name.localeCompare(b.name, 'da'))
      .forEach((b, i) => item(`m-${lang}-pri-brand-${b.id}`, 'primary', brands, b.name, brandUrl(b.name, lang), i + 1));
    item(`m-${lang}-pri-offers`, 'primary', null, INFO_TITLE.offers[lang], infoUrl('offers', lang), 3);
    item(`m-${lang}-pri-about`, 'primary', null, INFO_TITLE.about[lang], infoUrl('about', lang), 4);

    // secondary: top-bar links (one of them an external link whose path is a page of the shop)
    item(`m-${lang}-sec-contact`, 'secondary', null, INFO_TITLE.contact[lang], infoUrl('contact', lang), 1);
    item(`m-${lang}-sec-delivery`, 'secondary', null, INFO_TITLE.delivery[lang], infoUrl('delivery', lang), 2);
    item(`m-${lang}-sec-terms`, 'secondary', null, INFO_TITLE.terms[lang], infoUrl('terms', lang), 3);
    item(
      `m-${lang}-sec-about`,
      'secondary',
      null,
      FOOTER[lang].about,
      infoUrl('about', lang),
      4,
      `${COMPANY.web}${infoUrl('about', lang)}`,
    );
  }
  return rows;
}

// ---------------------------------------------------------------- translations

const LABELS: Record<string, L> = {
  'spec.brand': { da: 'Mærke', en: 'Brand', sv: 'Varumärke', nb: 'Merke', fi: 'Tuotemerkki' },
  'spec.material': { da: 'Materiale', en: 'Material', sv: 'Material', nb: 'Materiale', fi: 'Materiaali' },
  'spec.features': { da: 'Egenskaber', en: 'Features', sv: 'Egenskaper', nb: 'Egenskaper', fi: 'Ominaisuudet' },
  'spec.lengthMm': { da: 'Længde (mm)', en: 'Length (mm)', sv: 'Längd (mm)', nb: 'Lengde (mm)', fi: 'Pituus (mm)' },
  'spec.diameterMm': { da: 'Diameter (mm)', en: 'Diameter (mm)', sv: 'Diameter (mm)', nb: 'Diameter (mm)', fi: 'Halkaisija (mm)' },
  'spec.weightKg': { da: 'Vægt (kg)', en: 'Weight (kg)', sv: 'Vikt (kg)', nb: 'Vekt (kg)', fi: 'Paino (kg)' },
  'spec.voltage': { da: 'Spænding (V)', en: 'Voltage (V)', sv: 'Spänning (V)', nb: 'Spenning (V)', fi: 'Jännite (V)' },
  'spec.ipClass': { da: 'IP-klasse', en: 'IP rating', sv: 'IP-klass', nb: 'IP-klasse', fi: 'IP-luokka' },
  'unit.STK': { da: 'Stk.', en: 'Piece', sv: 'St.', nb: 'Stk.', fi: 'Kpl' },
  'unit.PK': { da: 'Pakke', en: 'Pack', sv: 'Förpackning', nb: 'Pakke', fi: 'Pakkaus' },
  'unit.KRT': { da: 'Karton', en: 'Carton', sv: 'Kartong', nb: 'Kartong', fi: 'Laatikko' },
  'unit.M': { da: 'Meter', en: 'Metre', sv: 'Meter', nb: 'Meter', fi: 'Metri' },
  'unit.RL': { da: 'Rulle', en: 'Roll', sv: 'Rulle', nb: 'Rull', fi: 'Rulla' },
  'facet.brand': { da: 'Mærke', en: 'Brand', sv: 'Varumärke', nb: 'Merke', fi: 'Tuotemerkki' },
  'facet.material': { da: 'Materiale', en: 'Material', sv: 'Material', nb: 'Materiale', fi: 'Materiaali' },
  'facet.features': { da: 'Egenskaber', en: 'Features', sv: 'Egenskaper', nb: 'Egenskaper', fi: 'Ominaisuudet' },
  'facet.price': { da: 'Pris', en: 'Price', sv: 'Pris', nb: 'Pris', fi: 'Hinta' },
  'facet.length': { da: 'Længde (mm)', en: 'Length (mm)', sv: 'Längd (mm)', nb: 'Lengde (mm)', fi: 'Pituus (mm)' },
  'sort.name': { da: 'Navn', en: 'Name', sv: 'Namn', nb: 'Navn', fi: 'Nimi' },
  'sort.relevance': { da: 'Relevans', en: 'Relevance', sv: 'Relevans', nb: 'Relevans', fi: 'Osuvuus' },
  'sort.price-asc': { da: 'Pris, lav til høj', en: 'Price, low to high', sv: 'Pris, lägst först', nb: 'Pris, lav til høy', fi: 'Hinta, halvin ensin' },
  'sort.price-desc': { da: 'Pris, høj til lav', en: 'Price, high to low', sv: 'Pris, högst först', nb: 'Pris, høy til lav', fi: 'Hinta, kallein ensin' },
  'sort.newest': { da: 'Nyeste', en: 'Newest', sv: 'Nyast', nb: 'Nyeste', fi: 'Uusimmat' },
};

export const TRANSLATION_KEYS = Object.keys(LABELS);

export function translationRows(): Insertable<TranslationTable>[] {
  const rows: Insertable<TranslationTable>[] = [];
  for (const lang of LANGS) {
    for (const [key, value] of Object.entries(LABELS)) rows.push({ area_id: AREA_ID, language: lang, key, value: value[lang] });
  }
  return rows;
}
