/**
 * Content pages of the demo area that show the content calls at work (docs/content-api.md), in all five languages:
 *
 * - 'service': a page with every kind of block — banner, icons in a row, header, text box, slider, accordion, cards
 *   of other pages (GetElementById), grouped cards of pages by ids whose 'Read more' opens a modal
 *   (GetElementsByIds, GetModalRequest by id), rich text, an iframe (map) and a call to action opening the terms in
 *   brief in a modal (GetModalRequest by key).
 * - 'members': members' content (lookup template 'member'): 403 for anonymous callers; it lists its member articles
 *   through GetElementsBySearch (template 'member', parent = the page).
 * - 'sales-persons': the sales team (template 'sales-persons'), listing the sales person elements (type
 *   'salesPerson': photo placeholder, phone, e-mail, regions) through GetElementsBySearch.
 * - 'bonus': the bonus programme; the storefront's bonus route exists only where the secondary menu links to it
 *   (SPEC §2) — the Danish menu does and has the page (BONUS_LANGUAGES), the others have neither.
 * - 'terms-summary': modal content (type 'modal', its group id is the modal key).
 */
import type { Insertable } from 'kysely';
import type { Block } from '../../contract/content';
import type { MenuItemTable, PageTable } from '../db/schema';
import { COMPANY } from './catalogue';
import { AREA_ID, block, infoUrl, newPage, pageId } from './content';
import { LANGS, URL_PREFIX, type L, type Lang } from './i18n';

export const SERVICE_PAGE = 'service';
export const MEMBERS_PAGE = 'members';
export const SALES_PERSONS_PAGE = 'sales-persons';
export const BONUS_PAGE = 'bonus';
/** The modal key of the terms in brief (GetModalRequest { key }). */
export const TERMS_MODAL_KEY = 'terms-summary';

const SLUG: Record<'service' | 'members' | 'salesPersons', L> = {
  service: { da: 'service-og-raadgivning', en: 'service-and-advice', sv: 'service-och-radgivning', nb: 'service-og-radgivning', fi: 'palvelut-ja-neuvonta' },
  members: { da: 'kundefordele', en: 'customer-benefits', sv: 'kundformaner', nb: 'kundefordeler', fi: 'asiakasedut' },
  salesPersons: { da: 'saelgere', en: 'sales-team', sv: 'saljare', nb: 'selgere', fi: 'myyjat' },
};

export const contentPageUrl = (key: keyof typeof SLUG, lang: Lang): string => `${URL_PREFIX[lang]}/${SLUG[key][lang]}`;
/** The bonus page: '/bonus' under every language prefix (the route of SPEC §2). */
export const bonusUrl = (lang: Lang): string => `${URL_PREFIX[lang]}/bonus`;

// ---------------------------------------------------------------- texts

interface ServiceText {
  title: string;
  description: string;
  bannerTitle: string;
  bannerSubtitle: string;
  bannerLink: string;
  icons: [string, string, string];
  header: string;
  intro: string;
  slides: { alt: string; caption: string }[];
  faqTitle: string;
  faq: { title: string; html: string }[];
  readMoreTitle: string;
  findUsHtml: string;
  mapTitle: string;
  termsTitle: string;
  termsText: string;
  termsButton: string;
}

const SERVICE: Record<Lang, ServiceText> = {
  da: {
    title: 'Service og rådgivning',
    description: 'Rådgivning, levering, projekttilbud og kundeservice hos Nordlys Teknik – alt det, der følger med varerne.',
    bannerTitle: 'Service, der følger med varerne',
    bannerSubtitle: 'Fagfolk i telefonen, levering på byggepladsen og projekttilbud på hele opgaven.',
    bannerLink: 'Kontakt kundeservice',
    icons: ['Levering næste hverdag', 'Rådgivning fra fagfolk', 'Sikker handel på konto'],
    header: 'Det kan vi hjælpe med',
    intro:
      'Vores kundeservice og sælgere har selv baggrund i faget. Vi hjælper med at finde den rigtige vare, regne mængder ud og samle en leverance, der passer til byggeriets plan.\n\nSkal du bruge mere end et enkelt produkt, giver vores projektafdeling en samlet pris på alle materialer.',
    slides: [
      { alt: 'Centrallageret i Fredericia', caption: 'Over 40.000 varenumre på lager i Fredericia.' },
      { alt: 'Varebil på vej til byggepladsen', caption: 'Levering på byggepladsen – også før kl. 7 efter aftale.' },
      { alt: 'Medarbejdere i butikken', caption: 'Fagfolk i telefonen og ved disken.' },
    ],
    faqTitle: 'Ofte stillede spørgsmål',
    faq: [
      { title: 'Kan I levere direkte på byggepladsen?', html: '<p>Ja. Vælg levering på byggepladsen i kassen, og skriv adresse og kontaktperson. Chaufføren ringer en halv time før.</p>' },
      { title: 'Hvordan får jeg et projekttilbud?', html: '<p>Send materialelisten eller tegningerne til din sælger. Du får normalt et samlet tilbud inden for to hverdage.</p>' },
      { title: 'Kan jeg returnere varer?', html: '<p>Ubrugte varer i original emballage kan returneres inden for 14 dage. Specialbestilte varer tages ikke retur.</p>' },
    ],
    readMoreTitle: 'Læs mere om os',
    findUsHtml:
      `<h2>Find os</h2><p>Centrallager og afhentning: <strong>${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}</strong>. Åbent for afhentning alle hverdage fra kl. 7.00.</p><p>Længere væk? Vores forhandler i Aarhus fører de mest solgte varer: <a data-dealer="Østjysk El-Grossist" href="https://oestjysk-el.example/">Østjysk El-Grossist</a>.</p>`,
    mapTitle: 'Kort: Nordlys Tekniks centrallager i Fredericia',
    termsTitle: 'Handelsbetingelserne i korte træk',
    termsText: 'Betaling, levering og returret på et minut – uden at forlade siden.',
    termsButton: 'Læs betingelserne i korte træk',
  },
  en: {
    title: 'Service and advice',
    description: 'Advice, delivery, project quotes and customer service at Nordlys Teknik – everything that comes with the products.',
    bannerTitle: 'Service that comes with the products',
    bannerSubtitle: 'Specialists on the phone, delivery to the building site and project quotes for the whole job.',
    bannerLink: 'Contact customer service',
    icons: ['Next-day delivery', 'Advice from specialists', 'Secure trade on account'],
    header: 'How we can help',
    intro:
      'Our customer service team and sales representatives have a trade background themselves. We help you find the right product, work out quantities and put together a delivery that fits the building schedule.\n\nIf you need more than a single product, our project team gives you one price for all the materials.',
    slides: [
      { alt: 'The central warehouse in Fredericia', caption: 'More than 40,000 items in stock in Fredericia.' },
      { alt: 'Van on its way to the building site', caption: 'Delivery to the building site – also before 7 am by arrangement.' },
      { alt: 'Staff at the trade counter', caption: 'Specialists on the phone and at the counter.' },
    ],
    faqTitle: 'Frequently asked questions',
    faq: [
      { title: 'Can you deliver straight to the building site?', html: '<p>Yes. Choose delivery to the building site at checkout and enter the address and a contact person. The driver calls half an hour before arrival.</p>' },
      { title: 'How do I get a project quote?', html: '<p>Send the bill of materials or the drawings to your sales representative. You usually receive one quote for everything within two working days.</p>' },
      { title: 'Can I return products?', html: '<p>Unused products in their original packaging can be returned within 14 days. Special orders cannot be returned.</p>' },
    ],
    readMoreTitle: 'Read more about us',
    findUsHtml:
      `<h2>Find us</h2><p>Central warehouse and collection: <strong>${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}, Denmark</strong>. Open for collection every weekday from 7:00.</p><p>Further away? Our dealer in Aarhus stocks the best sellers: <a data-dealer="Østjysk El-Grossist" href="https://oestjysk-el.example/">Østjysk El-Grossist</a>.</p>`,
    mapTitle: 'Map: the Nordlys Teknik central warehouse in Fredericia',
    termsTitle: 'Our terms in brief',
    termsText: 'Payment, delivery and returns in a minute – without leaving the page.',
    termsButton: 'Read the terms in brief',
  },
  sv: {
    title: 'Service och rådgivning',
    description: 'Rådgivning, leverans, projektofferter och kundservice hos Nordlys Teknik – allt som följer med varorna.',
    bannerTitle: 'Service som följer med varorna',
    bannerSubtitle: 'Specialister i telefon, leverans till bygget och projektofferter på hela jobbet.',
    bannerLink: 'Kontakta kundservice',
    icons: ['Snabb leverans', 'Rådgivning från specialister', 'Trygg handel mot faktura'],
    header: 'Det här hjälper vi till med',
    intro:
      'Vår kundservice och våra säljare har själva bakgrund i branschen. Vi hjälper dig att hitta rätt produkt, räkna ut mängder och sätta ihop en leverans som passar byggets tidplan.\n\nBehöver du mer än en enskild produkt ger vår projektavdelning ett samlat pris på allt material.',
    slides: [
      { alt: 'Centrallagret i Fredericia', caption: 'Över 40 000 artiklar i lager i Fredericia.' },
      { alt: 'Skåpbil på väg till bygget', caption: 'Leverans till bygget – även före kl. 7 enligt överenskommelse.' },
      { alt: 'Medarbetare i butiken', caption: 'Specialister i telefon och vid disken.' },
    ],
    faqTitle: 'Vanliga frågor',
    faq: [
      { title: 'Kan ni leverera direkt till bygget?', html: '<p>Ja. Välj leverans till bygget i kassan och ange adress och kontaktperson. Chauffören ringer en halvtimme innan.</p>' },
      { title: 'Hur får jag en projektoffert?', html: '<p>Skicka materiallistan eller ritningarna till din säljare. Du får normalt en samlad offert inom två arbetsdagar.</p>' },
      { title: 'Kan jag returnera varor?', html: '<p>Oanvända varor i originalförpackning kan returneras inom 14 dagar. Specialbeställda varor tas inte i retur.</p>' },
    ],
    readMoreTitle: 'Läs mer om oss',
    findUsHtml:
      `<h2>Hitta till oss</h2><p>Centrallager och hämtning: <strong>${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}, Danmark</strong>. Öppet för hämtning alla vardagar från kl. 7.00.</p><p>Längre bort? Vår återförsäljare i Malmö har de mest sålda varorna: <a data-dealer="Öresund Elgross" href="https://oresund-elgross.example/">Öresund Elgross</a>.</p>`,
    mapTitle: 'Karta: Nordlys Tekniks centrallager i Fredericia',
    termsTitle: 'Villkoren i korthet',
    termsText: 'Betalning, leverans och returrätt på en minut – utan att lämna sidan.',
    termsButton: 'Läs villkoren i korthet',
  },
  nb: {
    title: 'Service og rådgivning',
    description: 'Rådgivning, levering, prosjekttilbud og kundeservice hos Nordlys Teknik – alt som følger med varene.',
    bannerTitle: 'Service som følger med varene',
    bannerSubtitle: 'Fagfolk på telefon, levering på byggeplassen og prosjekttilbud på hele jobben.',
    bannerLink: 'Kontakt kundeservice',
    icons: ['Rask levering', 'Rådgivning fra fagfolk', 'Trygg handel på konto'],
    header: 'Dette kan vi hjelpe med',
    intro:
      'Kundeservice og selgerne våre har selv bakgrunn fra faget. Vi hjelper deg med å finne riktig vare, regne ut mengder og sette sammen en leveranse som passer fremdriften på byggeplassen.\n\nTrenger du mer enn ett enkelt produkt, gir prosjektavdelingen vår en samlet pris på alt materiell.',
    slides: [
      { alt: 'Sentrallageret i Fredericia', caption: 'Over 40 000 varenumre på lager i Fredericia.' },
      { alt: 'Varebil på vei til byggeplassen', caption: 'Levering på byggeplassen – også før kl. 07 etter avtale.' },
      { alt: 'Medarbeidere i butikken', caption: 'Fagfolk på telefon og ved disken.' },
    ],
    faqTitle: 'Ofte stilte spørsmål',
    faq: [
      { title: 'Kan dere levere rett på byggeplassen?', html: '<p>Ja. Velg levering på byggeplassen i kassen, og oppgi adresse og kontaktperson. Sjåføren ringer en halvtime før.</p>' },
      { title: 'Hvordan får jeg et prosjekttilbud?', html: '<p>Send materiallisten eller tegningene til selgeren din. Du får vanligvis et samlet tilbud innen to virkedager.</p>' },
      { title: 'Kan jeg returnere varer?', html: '<p>Ubrukte varer i original emballasje kan returneres innen 14 dager. Spesialbestilte varer tas ikke i retur.</p>' },
    ],
    readMoreTitle: 'Les mer om oss',
    findUsHtml:
      `<h2>Finn oss</h2><p>Sentrallager og henting: <strong>${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}, Danmark</strong>. Åpent for henting alle hverdager fra kl. 07.00.</p><p>Lenger unna? Vår forhandler i Oslo fører de mest solgte varene: <a data-dealer="Oslo Elektrogross" href="https://oslo-elektrogross.example/">Oslo Elektrogross</a>.</p>`,
    mapTitle: 'Kart: Nordlys Tekniks sentrallager i Fredericia',
    termsTitle: 'Salgsbetingelsene i korte trekk',
    termsText: 'Betaling, levering og returrett på ett minutt – uten å forlate siden.',
    termsButton: 'Les betingelsene i korte trekk',
  },
  fi: {
    title: 'Palvelut ja neuvonta',
    description: 'Neuvontaa, toimitukset, projektitarjoukset ja asiakaspalvelu – kaikki mitä Nordlys Teknikin tuotteiden mukana tulee.',
    bannerTitle: 'Palvelua tuotteiden mukana',
    bannerSubtitle: 'Ammattilaiset puhelimessa, toimitus työmaalle ja projektitarjous koko urakasta.',
    bannerLink: 'Ota yhteyttä asiakaspalveluun',
    icons: ['Nopea toimitus', 'Ammattilaisten neuvontaa', 'Turvallista kauppaa laskulla'],
    header: 'Näissä autamme',
    intro:
      'Asiakaspalvelumme ja myyjämme tuntevat alan omasta kokemuksestaan. Autamme löytämään oikean tuotteen, laskemaan määrät ja kokoamaan toimituksen, joka sopii työmaan aikatauluun.\n\nKun tarvitset enemmän kuin yksittäisen tuotteen, projektitiimimme laatii kokonaishinnan kaikille materiaaleille.',
    slides: [
      { alt: 'Keskusvarasto Fredericiassa', caption: 'Yli 40 000 nimikettä varastossa Fredericiassa.' },
      { alt: 'Pakettiauto matkalla työmaalle', caption: 'Toimitus työmaalle – sopimuksesta myös ennen klo 7.' },
      { alt: 'Henkilökuntaa myymälässä', caption: 'Ammattilaiset puhelimessa ja tiskillä.' },
    ],
    faqTitle: 'Usein kysyttyä',
    faq: [
      { title: 'Voitteko toimittaa suoraan työmaalle?', html: '<p>Kyllä. Valitse kassalla toimitus työmaalle ja anna osoite ja yhteyshenkilö. Kuljettaja soittaa puoli tuntia ennen saapumista.</p>' },
      { title: 'Miten saan projektitarjouksen?', html: '<p>Lähetä materiaaliluettelo tai piirustukset myyjällesi. Saat yleensä kokonaistarjouksen kahden arkipäivän kuluessa.</p>' },
      { title: 'Voinko palauttaa tuotteita?', html: '<p>Käyttämättömät tuotteet alkuperäispakkauksessa voi palauttaa 14 päivän kuluessa. Erikseen tilattuja tuotteita ei oteta takaisin.</p>' },
    ],
    readMoreTitle: 'Lue lisää meistä',
    findUsHtml:
      `<h2>Löydä meidät</h2><p>Keskusvarasto ja nouto: <strong>${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}, Tanska</strong>. Nouto arkipäivisin klo 8.00 alkaen (Suomen aikaa).</p><p>Kauempana? Jälleenmyyjämme Helsingissä pitää myydyimmät tuotteet varastossa: <a data-dealer="Helsingin Sähkötukku" href="https://helsingin-sahkotukku.example/">Helsingin Sähkötukku</a>.</p>`,
    mapTitle: 'Kartta: Nordlys Teknikin keskusvarasto Fredericiassa',
    termsTitle: 'Myyntiehdot lyhyesti',
    termsText: 'Maksu, toimitus ja palautusoikeus minuutissa – poistumatta sivulta.',
    termsButton: 'Lue ehdot lyhyesti',
  },
};

interface Article {
  slug: L;
  title: L;
  description: L;
  html: L;
}

interface MembersText {
  title: string;
  subtitle: string;
  description: string;
  html: string;
  newsTitle: string;
}

const MEMBERS: Record<Lang, MembersText> = {
  da: {
    title: 'Kundefordele',
    subtitle: 'Kun for kunder med handelskonto',
    description: 'Fordele for Nordlys Tekniks erhvervskunder: nettopriser, prisliste, projektpriser og fast sælger.',
    html:
      '<p>Som kunde med handelskonto handler du altid til dine aftalte nettopriser. Her har vi samlet de fordele, der følger med kontoen.</p>' +
      '<ul><li><strong>Prisliste</strong> med dine nettopriser til download i Excel</li><li><strong>Ordrehistorik, fakturaer og kreditnotaer</strong> i kundecentret</li><li><strong>Projektpriser</strong> på større opgaver</li><li><strong>Fast sælger</strong>, der kender din forretning</li></ul>',
    newsTitle: 'Nyt til kunder',
  },
  en: {
    title: 'Customer benefits',
    subtitle: 'For customers with a trade account only',
    description: 'Benefits for Nordlys Teknik business customers: net prices, price list, project prices and a dedicated sales representative.',
    html:
      '<p>With a trade account you always buy at your agreed net prices. Here are the benefits that come with your account.</p>' +
      '<ul><li><strong>A price list</strong> with your net prices to download as Excel</li><li><strong>Order history, invoices and credit memos</strong> in the customer centre</li><li><strong>Project prices</strong> for larger jobs</li><li><strong>A dedicated sales representative</strong> who knows your business</li></ul>',
    newsTitle: 'News for customers',
  },
  sv: {
    title: 'Kundförmåner',
    subtitle: 'Endast för kunder med företagskonto',
    description: 'Förmåner för Nordlys Tekniks företagskunder: nettopriser, prislista, projektpriser och en fast säljare.',
    html:
      '<p>Med ett företagskonto handlar du alltid till dina avtalade nettopriser. Här har vi samlat förmånerna som följer med kontot.</p>' +
      '<ul><li><strong>Prislista</strong> med dina nettopriser att ladda ner i Excel</li><li><strong>Orderhistorik, fakturor och kreditnotor</strong> i kundcentret</li><li><strong>Projektpriser</strong> på större jobb</li><li><strong>En fast säljare</strong> som känner din verksamhet</li></ul>',
    newsTitle: 'Nytt för kunder',
  },
  nb: {
    title: 'Kundefordeler',
    subtitle: 'Kun for kunder med bedriftskonto',
    description: 'Fordeler for Nordlys Tekniks bedriftskunder: nettopriser, prisliste, prosjektpriser og fast selger.',
    html:
      '<p>Med bedriftskonto handler du alltid til de avtalte nettoprisene dine. Her har vi samlet fordelene som følger med kontoen.</p>' +
      '<ul><li><strong>Prisliste</strong> med nettoprisene dine til nedlasting i Excel</li><li><strong>Ordrehistorikk, fakturaer og kreditnotaer</strong> i kundesenteret</li><li><strong>Prosjektpriser</strong> på større oppdrag</li><li><strong>Fast selger</strong> som kjenner virksomheten din</li></ul>',
    newsTitle: 'Nytt for kunder',
  },
  fi: {
    title: 'Asiakasedut',
    subtitle: 'Vain yritystilin asiakkaille',
    description: 'Nordlys Teknikin yritysasiakkaiden edut: nettohinnat, hinnasto, projektihinnat ja oma myyjä.',
    html:
      '<p>Yritystilillä ostat aina sopimushintaasi. Tähän olemme koonneet edut, jotka kuuluvat tiliin.</p>' +
      '<ul><li><strong>Hinnasto</strong> nettohinnoillasi Excel-tiedostona</li><li><strong>Tilaushistoria, laskut ja hyvityslaskut</strong> asiakaskeskuksessa</li><li><strong>Projektihinnat</strong> suurempiin urakoihin</li><li><strong>Oma myyjä</strong>, joka tuntee yrityksesi</li></ul>',
    newsTitle: 'Uutta asiakkaille',
  },
};

/** Members' articles below the members' page (template 'member' as well). */
const MEMBER_ARTICLES: Record<'pricelist' | 'projects', Article> = {
  pricelist: {
    slug: { da: 'din-prisliste', en: 'your-price-list', sv: 'din-prislista', nb: 'din-prisliste', fi: 'oma-hinnasto' },
    title: { da: 'Din prisliste i Excel', en: 'Your price list in Excel', sv: 'Din prislista i Excel', nb: 'Prislisten din i Excel', fi: 'Oma hinnastosi Excelissä' },
    description: {
      da: 'Hent alle dine nettopriser og mængderabatter i én fil fra kundecentret.',
      en: 'Download all your net prices and volume discounts in one file from the customer centre.',
      sv: 'Hämta alla dina nettopriser och mängdrabatter i en fil från kundcentret.',
      nb: 'Hent alle nettoprisene og mengderabattene dine i én fil fra kundesenteret.',
      fi: 'Lataa kaikki nettohintasi ja määräalennuksesi yhtenä tiedostona asiakaskeskuksesta.',
    },
    html: {
      da: '<p>Prislisten indeholder alle varer med din nettopris, listepris og op til fire mængdepriser. Den opdateres hver nat, så du altid regner med dagens priser.</p><p>Åbn menuen <strong>Kundecenter</strong>, og vælg <strong>Download prisliste</strong>.</p>',
      en: '<p>The price list holds every product with your net price, list price and up to four volume prices. It is updated every night, so you always calculate with today’s prices.</p><p>Open the <strong>Customer centre</strong> menu and choose <strong>Download price list</strong>.</p>',
      sv: '<p>Prislistan innehåller alla artiklar med ditt nettopris, listpris och upp till fyra mängdpriser. Den uppdateras varje natt, så att du alltid räknar med dagens priser.</p><p>Öppna menyn <strong>Kundcenter</strong> och välj <strong>Ladda ner prislista</strong>.</p>',
      nb: '<p>Prislisten inneholder alle varer med nettoprisen din, listepris og opptil fire mengdepriser. Den oppdateres hver natt, så du alltid regner med dagens priser.</p><p>Åpne menyen <strong>Kundesenter</strong> og velg <strong>Last ned prisliste</strong>.</p>',
      fi: '<p>Hinnastossa on jokainen tuote nettohinnallasi, ohjehinnalla ja enintään neljällä määrähinnalla. Se päivittyy joka yö, joten lasket aina päivän hinnoilla.</p><p>Avaa <strong>Asiakaskeskus</strong>-valikko ja valitse <strong>Lataa hinnasto</strong>.</p>',
    },
  },
  projects: {
    slug: { da: 'projektpriser', en: 'project-prices', sv: 'projektpriser', nb: 'prosjektpriser', fi: 'projektihinnat' },
    title: { da: 'Projektpriser på større opgaver', en: 'Project prices for larger jobs', sv: 'Projektpriser på större jobb', nb: 'Prosjektpriser på større oppdrag', fi: 'Projektihinnat suurempiin urakoihin' },
    description: {
      da: 'Én samlet pris på alle materialer til byggeriet – med levering i etaper.',
      en: 'One price for all the materials of the building project – delivered in stages.',
      sv: 'Ett samlat pris på allt material till bygget – med leverans i etapper.',
      nb: 'Én samlet pris på alt materiell til byggeprosjektet – med levering i etapper.',
      fi: 'Yksi hinta kaikille rakennushankkeen materiaaleille – toimitus vaiheittain.',
    },
    html: {
      da: '<p>Til opgaver over 50.000 kr. giver projektafdelingen en samlet pris, der gælder hele byggeperioden. Vi planlægger leverancerne efter din tidsplan og pakker pr. etape eller lejlighed.</p>',
      en: '<p>For jobs over DKK 50,000 the project team gives you one price that holds for the whole construction period. We plan the deliveries around your schedule and pack per stage or flat.</p>',
      sv: '<p>För jobb över 75 000 kr ger projektavdelningen ett samlat pris som gäller hela byggtiden. Vi planerar leveranserna efter din tidplan och packar per etapp eller lägenhet.</p>',
      nb: '<p>For oppdrag over 75 000 kr gir prosjektavdelingen en samlet pris som gjelder hele byggeperioden. Vi planlegger leveransene etter fremdriftsplanen din og pakker per etappe eller leilighet.</p>',
      fi: '<p>Yli 6 700 euron urakoihin projektitiimi antaa kokonaishinnan, joka on voimassa koko rakennusajan. Suunnittelemme toimitukset aikataulusi mukaan ja pakkaamme vaiheittain tai asunnoittain.</p>',
    },
  },
};

interface SalesTeamText {
  title: string;
  subtitle: string;
  description: string;
  intro: string;
  ctaTitle: string;
  ctaText: string;
  ctaButton: string;
}

const SALES_TEAM: Record<Lang, SalesTeamText> = {
  da: {
    title: 'Vores sælgere',
    subtitle: 'Fast kontaktperson i hele Norden',
    description: 'Mød Nordlys Tekniks sælgere – telefon, e-mail og de områder, de dækker.',
    intro: 'Alle erhvervskunder har en fast sælger, der kender forretningen og kan hjælpe med projekttilbud, nye varer og besøg på pladsen. Find din sælger ud fra dit område.',
    ctaTitle: 'Ved du ikke, hvem din sælger er?',
    ctaText: 'Kundeservice sætter dig i forbindelse med den rigtige sælger.',
    ctaButton: 'Kontakt kundeservice',
  },
  en: {
    title: 'Our sales team',
    subtitle: 'A dedicated contact across the Nordic region',
    description: 'Meet the Nordlys Teknik sales team – phone, e-mail and the regions they cover.',
    intro: 'Every business customer has a dedicated sales representative who knows the business and can help with project quotes, new products and site visits. Find your representative by region.',
    ctaTitle: 'Not sure who your representative is?',
    ctaText: 'Customer service will put you in touch with the right person.',
    ctaButton: 'Contact customer service',
  },
  sv: {
    title: 'Våra säljare',
    subtitle: 'En fast kontaktperson i hela Norden',
    description: 'Möt Nordlys Tekniks säljare – telefon, e-post och de områden de täcker.',
    intro: 'Alla företagskunder har en fast säljare som känner verksamheten och kan hjälpa till med projektofferter, nya produkter och besök på plats. Hitta din säljare utifrån ditt område.',
    ctaTitle: 'Vet du inte vem din säljare är?',
    ctaText: 'Kundservice hjälper dig att komma i kontakt med rätt säljare.',
    ctaButton: 'Kontakta kundservice',
  },
  nb: {
    title: 'Selgerne våre',
    subtitle: 'Fast kontaktperson i hele Norden',
    description: 'Møt selgerne i Nordlys Teknik – telefon, e-post og områdene de dekker.',
    intro: 'Alle bedriftskunder har en fast selger som kjenner virksomheten og kan hjelpe med prosjekttilbud, nye varer og besøk på byggeplassen. Finn selgeren din ut fra området ditt.',
    ctaTitle: 'Vet du ikke hvem selgeren din er?',
    ctaText: 'Kundeservice setter deg i kontakt med riktig selger.',
    ctaButton: 'Kontakt kundeservice',
  },
  fi: {
    title: 'Myyjämme',
    subtitle: 'Oma yhteyshenkilö kaikkialla Pohjoismaissa',
    description: 'Tutustu Nordlys Teknikin myyjiin – puhelin, sähköposti ja alueet, joita he palvelevat.',
    intro: 'Jokaisella yritysasiakkaalla on oma myyjä, joka tuntee yrityksen ja auttaa projektitarjouksissa, uutuustuotteissa ja työmaakäynneissä. Löydä myyjäsi alueen perusteella.',
    ctaTitle: 'Etkö tiedä, kuka myyjäsi on?',
    ctaText: 'Asiakaspalvelu ohjaa sinut oikean myyjän luo.',
    ctaButton: 'Ota yhteyttä asiakaspalveluun',
  },
};

interface SalesPerson {
  key: string;
  name: string;
  phone: string;
  email: string;
  jobTitle: L;
  regions: L[];
  bio: L;
}

const REGION: Record<'jutland' | 'funen' | 'zealand' | 'sweden' | 'norway' | 'finland' | 'keyAccounts', L> = {
  jutland: { da: 'Jylland', en: 'Jutland', sv: 'Jylland', nb: 'Jylland', fi: 'Jyllanti' },
  funen: { da: 'Fyn', en: 'Funen', sv: 'Fyn', nb: 'Fyn', fi: 'Fyn' },
  zealand: { da: 'Sjælland og øerne', en: 'Zealand and the islands', sv: 'Själland och öarna', nb: 'Sjælland og øyene', fi: 'Själland ja saaret' },
  sweden: { da: 'Sverige', en: 'Sweden', sv: 'Sverige', nb: 'Sverige', fi: 'Ruotsi' },
  norway: { da: 'Norge', en: 'Norway', sv: 'Norge', nb: 'Norge', fi: 'Norja' },
  finland: { da: 'Finland', en: 'Finland', sv: 'Finland', nb: 'Finland', fi: 'Suomi' },
  keyAccounts: { da: 'Landsdækkende kædekunder', en: 'Nationwide chain customers', sv: 'Rikstäckande kedjekunder', nb: 'Landsdekkende kjedekunder', fi: 'Valtakunnalliset ketjuasiakkaat' },
};

const REP: L = { da: 'Salgskonsulent', en: 'Sales representative', sv: 'Säljare', nb: 'Salgskonsulent', fi: 'Myyjä' };
const KAM: L = { da: 'Key account manager', en: 'Key account manager', sv: 'Key account manager', nb: 'Key account manager', fi: 'Key account manager' };

const SALES_PERSONS: SalesPerson[] = [
  {
    key: 'sofie-saelger',
    name: 'Sofie Sælger',
    phone: '+45 70 20 30 41',
    email: 'sofie.saelger@nordlys-teknik.dk',
    jobTitle: KAM,
    regions: [REGION.keyAccounts, REGION.zealand],
    bio: {
      da: 'Sofie tager sig af vores kædekunder og installatører på Sjælland. Hun har 12 års erfaring fra el-branchen.',
      en: 'Sofie looks after our chain customers and the installers on Zealand. She has 12 years of experience in the electrical trade.',
      sv: 'Sofie tar hand om våra kedjekunder och installatörerna på Själland. Hon har 12 års erfarenhet från elbranschen.',
      nb: 'Sofie tar seg av kjedekundene våre og installatørene på Sjælland. Hun har 12 års erfaring fra elektrobransjen.',
      fi: 'Sofie hoitaa ketjuasiakkaitamme ja Själlandin asentajia. Hänellä on 12 vuoden kokemus sähköalalta.',
    },
  },
  {
    key: 'mads-kristensen',
    name: 'Mads Kristensen',
    phone: '+45 70 20 30 42',
    email: 'mads.kristensen@nordlys-teknik.dk',
    jobTitle: REP,
    regions: [REGION.jutland, REGION.funen],
    bio: {
      da: 'Mads er uddannet VVS-installatør og hjælper kunder i Jylland og på Fyn med alt fra pumper til projekttilbud.',
      en: 'Mads is a trained plumber and helps customers in Jutland and on Funen with everything from pumps to project quotes.',
      sv: 'Mads är utbildad VVS-montör och hjälper kunder på Jylland och Fyn med allt från pumpar till projektofferter.',
      nb: 'Mads er utdannet rørlegger og hjelper kunder på Jylland og Fyn med alt fra pumper til prosjekttilbud.',
      fi: 'Mads on koulutukseltaan LVI-asentaja ja auttaa Jyllannin ja Fynin asiakkaita kaikessa pumpuista projektitarjouksiin.',
    },
  },
  {
    key: 'erik-lindqvist',
    name: 'Erik Lindqvist',
    phone: '+46 8 520 30 40',
    email: 'erik.lindqvist@nordlys-teknik.se',
    jobTitle: REP,
    regions: [REGION.sweden],
    bio: {
      da: 'Erik betjener vores svenske kunder fra kontoret i Stockholm og taler både svensk og dansk.',
      en: 'Erik serves our Swedish customers from the Stockholm office and speaks both Swedish and Danish.',
      sv: 'Erik betjänar våra svenska kunder från kontoret i Stockholm och talar både svenska och danska.',
      nb: 'Erik betjener de svenske kundene våre fra kontoret i Stockholm og snakker både svensk og dansk.',
      fi: 'Erik palvelee ruotsalaisia asiakkaitamme Tukholman toimistosta ja puhuu sekä ruotsia että tanskaa.',
    },
  },
  {
    key: 'ingrid-berg',
    name: 'Ingrid Berg',
    phone: '+47 22 40 30 20',
    email: 'ingrid.berg@nordlys-teknik.no',
    jobTitle: REP,
    regions: [REGION.norway],
    bio: {
      da: 'Ingrid kender det norske byggemarked indgående og hjælper især med værktøj og arbejdstøj.',
      en: 'Ingrid knows the Norwegian construction market inside out and helps in particular with tools and workwear.',
      sv: 'Ingrid känner den norska byggmarknaden väl och hjälper särskilt till med verktyg och arbetskläder.',
      nb: 'Ingrid kjenner det norske byggemarkedet godt og hjelper særlig med verktøy og arbeidsklær.',
      fi: 'Ingrid tuntee Norjan rakennusmarkkinat perin pohjin ja auttaa erityisesti työkaluissa ja työvaatteissa.',
    },
  },
  {
    key: 'aino-virtanen',
    name: 'Aino Virtanen',
    phone: '+358 9 4245 3020',
    email: 'aino.virtanen@nordlys-teknik.fi',
    jobTitle: REP,
    regions: [REGION.finland],
    bio: {
      da: 'Aino betjener vores finske kunder fra Helsinki og er specialist i belysning og installationsmateriel.',
      en: 'Aino serves our Finnish customers from Helsinki and specialises in lighting and wiring accessories.',
      sv: 'Aino betjänar våra finska kunder från Helsingfors och är specialist på belysning och installationsmateriel.',
      nb: 'Aino betjener de finske kundene våre fra Helsingfors og er spesialist på belysning og installasjonsmateriell.',
      fi: 'Aino palvelee suomalaisia asiakkaitamme Helsingistä ja on valaistuksen ja asennustarvikkeiden asiantuntija.',
    },
  },
];

interface BonusText {
  title: string;
  subtitle: string;
  description: string;
  html: string;
  ctaTitle: string;
  ctaText: string;
  ctaButton: string;
}

const BONUS: Record<Lang, BonusText> = {
  da: {
    title: 'Bonusprogram',
    subtitle: 'Optjen bonus på alle dine køb',
    description: 'Nordlys Tekniks bonusprogram: op til 3 % bonus på årets køb, udbetalt som tilgodehavende.',
    html:
      '<p>Som kunde med handelskonto optjener du automatisk bonus på alle ordrer, du placerer online. Bonussen opgøres hvert år pr. 31. december og udbetales som et tilgodehavende på din konto.</p>' +
      '<ul><li><strong>1 %</strong> bonus ved køb for over 100.000 kr. om året</li><li><strong>2 %</strong> ved køb for over 250.000 kr.</li><li><strong>3 %</strong> ved køb for over 500.000 kr.</li></ul>' +
      '<p>Beløbene er ekskl. moms og fragt. Kampagnevarer og projektpriser giver ikke bonus.</p>',
    ctaTitle: 'Spørgsmål til din bonus?',
    ctaText: 'Din sælger kan fortælle, hvor meget du har optjent i år.',
    ctaButton: 'Find din sælger',
  },
  en: {
    title: 'Bonus programme',
    subtitle: 'Earn a bonus on all your purchases',
    description: 'The Nordlys Teknik bonus programme: up to 3% bonus on the year’s purchases, paid as a credit.',
    html:
      '<p>With a trade account you automatically earn a bonus on every order you place online. The bonus is settled every year on 31 December and paid as a credit on your account.</p>' +
      '<ul><li><strong>1%</strong> bonus on purchases over DKK 100,000 a year</li><li><strong>2%</strong> on purchases over DKK 250,000</li><li><strong>3%</strong> on purchases over DKK 500,000</li></ul>' +
      '<p>Amounts exclude VAT and freight. Campaign products and project prices do not earn a bonus.</p>',
    ctaTitle: 'Questions about your bonus?',
    ctaText: 'Your sales representative can tell you how much you have earned this year.',
    ctaButton: 'Find your sales representative',
  },
  sv: {
    title: 'Bonusprogram',
    subtitle: 'Tjäna bonus på alla dina köp',
    description: 'Nordlys Tekniks bonusprogram: upp till 3 % bonus på årets köp, utbetalt som tillgodohavande.',
    html:
      '<p>Med ett företagskonto tjänar du automatiskt bonus på alla order du lägger online. Bonusen räknas fram varje år per den 31 december och betalas ut som ett tillgodohavande på ditt konto.</p>' +
      '<ul><li><strong>1 %</strong> bonus vid köp för över 150 000 kr per år</li><li><strong>2 %</strong> vid köp för över 375 000 kr</li><li><strong>3 %</strong> vid köp för över 750 000 kr</li></ul>' +
      '<p>Beloppen är exkl. moms och frakt. Kampanjvaror och projektpriser ger ingen bonus.</p>',
    ctaTitle: 'Frågor om din bonus?',
    ctaText: 'Din säljare kan berätta hur mycket du har tjänat i år.',
    ctaButton: 'Hitta din säljare',
  },
  nb: {
    title: 'Bonusprogram',
    subtitle: 'Tjen bonus på alle kjøpene dine',
    description: 'Bonusprogrammet til Nordlys Teknik: opptil 3 % bonus på årets kjøp, utbetalt som tilgodehavende.',
    html:
      '<p>Med bedriftskonto tjener du automatisk bonus på alle ordrer du legger inn på nett. Bonusen gjøres opp hvert år per 31. desember og utbetales som et tilgodehavende på kontoen din.</p>' +
      '<ul><li><strong>1 %</strong> bonus ved kjøp for over 150 000 kr i året</li><li><strong>2 %</strong> ved kjøp for over 375 000 kr</li><li><strong>3 %</strong> ved kjøp for over 750 000 kr</li></ul>' +
      '<p>Beløpene er eks. mva. og frakt. Kampanjevarer og prosjektpriser gir ikke bonus.</p>',
    ctaTitle: 'Spørsmål om bonusen din?',
    ctaText: 'Selgeren din kan fortelle hvor mye du har tjent i år.',
    ctaButton: 'Finn selgeren din',
  },
  fi: {
    title: 'Bonusohjelma',
    subtitle: 'Kerää bonusta kaikista ostoistasi',
    description: 'Nordlys Teknikin bonusohjelma: jopa 3 % bonusta vuoden ostoista hyvityksenä.',
    html:
      '<p>Yritystilillä keräät automaattisesti bonusta jokaisesta verkossa tekemästäsi tilauksesta. Bonus lasketaan vuosittain 31. joulukuuta ja maksetaan hyvityksenä tilillesi.</p>' +
      '<ul><li><strong>1 %</strong> bonus yli 13 500 euron vuosiostoista</li><li><strong>2 %</strong> yli 33 500 euron ostoista</li><li><strong>3 %</strong> yli 67 000 euron ostoista</li></ul>' +
      '<p>Summat ovat ilman arvonlisäveroa ja rahtia. Kampanjatuotteet ja projektihinnat eivät kerrytä bonusta.</p>',
    ctaTitle: 'Kysyttävää bonuksestasi?',
    ctaText: 'Myyjäsi kertoo, paljonko olet kerännyt tänä vuonna.',
    ctaButton: 'Löydä myyjäsi',
  },
};

/** The languages whose secondary menu links to the bonus page (and that have the page). */
export const BONUS_LANGUAGES: readonly Lang[] = ['da'];

const BONUS_MENU: L = { da: 'Bonus', en: 'Bonus', sv: 'Bonus', nb: 'Bonus', fi: 'Bonus' };

interface TermsSummary {
  title: string;
  html: string;
}

const TERMS_SUMMARY: Record<Lang, TermsSummary> = {
  da: {
    title: 'Handelsbetingelserne i korte træk',
    html:
      '<ul><li><strong>Betaling:</strong> 30 dage netto på faktura for kunder med handelskonto; ellers med kort ved bestilling.</li><li><strong>Levering:</strong> næste hverdag ved bestilling inden kl. 16; fri fragt over 2.500 kr. ekskl. moms.</li><li><strong>Returret:</strong> 14 dage på ubrugte varer i original emballage.</li><li><strong>Reklamation:</strong> 24 måneder efter købeloven.</li></ul>' +
      `<p>Læs de fulde <a href="${infoUrl('terms', 'da')}">handelsbetingelser</a>.</p>`,
  },
  en: {
    title: 'Our terms in brief',
    html:
      '<ul><li><strong>Payment:</strong> 30 days net on invoice for customers with a trade account; otherwise by card when ordering.</li><li><strong>Delivery:</strong> next working day in Denmark on orders before 4 pm; free freight over DKK 2,500 excl. VAT.</li><li><strong>Returns:</strong> 14 days for unused products in their original packaging.</li><li><strong>Complaints:</strong> 24 months under the Sale of Goods Act.</li></ul>' +
      `<p>Read the full <a href="${infoUrl('terms', 'en')}">terms and conditions</a>.</p>`,
  },
  sv: {
    title: 'Villkoren i korthet',
    html:
      '<ul><li><strong>Betalning:</strong> 30 dagar netto mot faktura för kunder med företagskonto; annars med kort vid beställning.</li><li><strong>Leverans:</strong> skickas samma dag vid beställning före kl. 16; fri frakt över 3 800 kr exkl. moms.</li><li><strong>Returrätt:</strong> 14 dagar på oanvända varor i originalförpackning.</li><li><strong>Reklamation:</strong> 24 månader enligt köplagen.</li></ul>' +
      `<p>Läs de fullständiga <a href="${infoUrl('terms', 'sv')}">försäljningsvillkoren</a>.</p>`,
  },
  nb: {
    title: 'Salgsbetingelsene i korte trekk',
    html:
      '<ul><li><strong>Betaling:</strong> 30 dager netto på faktura for kunder med bedriftskonto; ellers med kort ved bestilling.</li><li><strong>Levering:</strong> sendt samme dag ved bestilling før kl. 16; fri frakt over 3 900 kr eks. mva.</li><li><strong>Returrett:</strong> 14 dager på ubrukte varer i original emballasje.</li><li><strong>Reklamasjon:</strong> 24 måneder etter kjøpsloven.</li></ul>' +
      `<p>Les de fullstendige <a href="${infoUrl('terms', 'nb')}">salgsbetingelsene</a>.</p>`,
  },
  fi: {
    title: 'Myyntiehdot lyhyesti',
    html:
      '<ul><li><strong>Maksu:</strong> 30 päivää netto laskulla yritystilin asiakkaille; muuten kortilla tilattaessa.</li><li><strong>Toimitus:</strong> lähetys samana päivänä ennen klo 17 tehdyille tilauksille; ilmainen rahti yli 335 euron tilauksille (alv 0 %).</li><li><strong>Palautusoikeus:</strong> 14 päivää käyttämättömille tuotteille alkuperäispakkauksessa.</li><li><strong>Reklamaatio:</strong> 24 kuukautta kauppalain mukaan.</li></ul>' +
      `<p>Lue koko <a href="${infoUrl('terms', 'fi')}">myyntiehdot</a>.</p>`,
  },
};

// ---------------------------------------------------------------- pages

const MAP_URL = `https://www.google.com/maps?q=${encodeURIComponent(`${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}, Denmark`)}&output=embed`;

function servicePage(lang: Lang): Insertable<PageTable> {
  const t = SERVICE[lang];
  const icons = (['truck', 'phone', 'shield'] as const).map((name, i) => block('icon', { name, text: t.icons[i] }));
  const slides = (['banner-warehouse', 'banner-delivery', 'banner-about'] as const).map((img, i) =>
    block('picture', { imagePath: `content/${img}.svg`, alt: t.slides[i]?.alt ?? '', caption: t.slides[i]?.caption ?? '' }),
  );
  const content: Block[] = [
    block('banner', {
      title: t.bannerTitle,
      subtitle: t.bannerSubtitle,
      imagePath: 'content/banner-delivery.svg',
      link: { url: infoUrl('contact', lang), label: t.bannerLink },
      height: 'medium',
      // The page opens with the banner: its title is the page's heading (every page has one h1; issue 16).
      level: 1,
    }),
    block('section', { background: 'light' }, [block('row', { widths: [4, 4, 4] }, icons)]),
    block('header', { text: t.header, level: 2 }),
    block('textBox', { text: t.intro }),
    block('slider', { intervalMs: 6000 }, slides),
    block('header', { text: t.faqTitle, level: 2 }),
    block('accordion', { items: t.faq }),
    // Cards of other pages by id (GetElementById): title, description, image and link come from the page.
    block('row', { widths: [6, 6] }, [
      block('card', { elementId: pageId(lang, SALES_PERSONS_PAGE) }),
      block('card', { elementId: pageId(lang, 'contact'), imagePath: 'content/card-trade-account.svg' }),
    ]),
    // Pages by ids (GetElementsByIds); 'Read more' shows each page in a modal (GetModalRequest by id).
    block('groupedContent', {
      title: t.readMoreTitle,
      elements: { ids: (['about', 'delivery', 'offers'] as const).map((k) => pageId(lang, k)), view: 'cards', readMore: 'modal' },
    }),
    block('textEditor', { html: t.findUsHtml }),
    block('iframe', { src: MAP_URL, title: t.mapTitle, height: 360 }),
    // The terms in brief in a modal (GetModalRequest by key).
    block('callToAction', { title: t.termsTitle, text: t.termsText, button: { url: `modal:${TERMS_MODAL_KEY}`, label: t.termsButton } }),
  ];
  return newPage(
    lang,
    SERVICE_PAGE,
    {
      type: 'page',
      template: 'page',
      title: t.title,
      url: contentPageUrl('service', lang),
      parent_id: pageId(lang, 'home'),
      description: t.description,
      properties: JSON.stringify({ imagePath: 'content/banner-delivery.svg' }),
      sort: 110,
    },
    content,
  );
}

function memberPages(lang: Lang): Insertable<PageTable>[] {
  const t = MEMBERS[lang];
  const id = pageId(lang, MEMBERS_PAGE);
  const pages = [
    newPage(
      lang,
      MEMBERS_PAGE,
      {
        type: 'page',
        template: 'member',
        title: t.title,
        url: contentPageUrl('members', lang),
        parent_id: pageId(lang, 'home'),
        description: t.description,
        properties: JSON.stringify({ imagePath: 'content/card-trade-account.svg' }),
        sort: 111,
      },
      [
        block('header', { text: t.title, level: 1, subtitle: t.subtitle }),
        block('textEditor', { html: t.html }),
        // The members' articles below this page (GetElementsBySearch, lookup template 'member').
        block('groupedContent', {
          title: t.newsTitle,
          elements: { search: { parentId: id }, lookupTemplate: 'member', view: 'cards' },
        }),
      ],
    ),
  ];
  (['pricelist', 'projects'] as const).forEach((key, i) => {
    const a = MEMBER_ARTICLES[key];
    pages.push(
      newPage(
        lang,
        `${MEMBERS_PAGE}-${key}`,
        {
          type: 'page',
          template: 'member',
          title: a.title[lang],
          url: `${contentPageUrl('members', lang)}/${a.slug[lang]}`,
          parent_id: id,
          description: a.description[lang],
          sort: i + 1,
        },
        [block('header', { text: a.title[lang], level: 1 }), block('textEditor', { html: a.html[lang] })],
      ),
    );
  });
  return pages;
}

function salesPages(lang: Lang): Insertable<PageTable>[] {
  const t = SALES_TEAM[lang];
  const id = pageId(lang, SALES_PERSONS_PAGE);
  const pages = [
    newPage(
      lang,
      SALES_PERSONS_PAGE,
      {
        type: 'page',
        template: 'sales-persons',
        title: t.title,
        url: contentPageUrl('salesPersons', lang),
        parent_id: pageId(lang, 'home'),
        description: t.description,
        properties: JSON.stringify({ imagePath: 'content/banner-about.svg' }),
        sort: 112,
      },
      [
        block('header', { text: t.title, level: 1, subtitle: t.subtitle }),
        block('textBox', { text: t.intro }),
        // The sales persons (GetElementsBySearch, lookup template 'sales-persons', type 'salesPerson').
        block('groupedContent', {
          elements: { search: { type: 'salesPerson', parentId: id }, lookupTemplate: 'sales-persons', view: 'salesPersons' },
        }),
        block('callToAction', { title: t.ctaTitle, text: t.ctaText, button: { url: infoUrl('contact', lang), label: t.ctaButton } }),
      ],
    ),
  ];
  SALES_PERSONS.forEach((person, i) => {
    pages.push(
      newPage(
        lang,
        `sales-person-${person.key}`,
        {
          type: 'salesPerson',
          template: 'sales-persons',
          title: person.name,
          url: `${URL_PREFIX[lang]}/__sales-persons/${person.key}`,
          parent_id: id,
          description: person.jobTitle[lang],
          properties: JSON.stringify({
            jobTitle: person.jobTitle[lang],
            phone: person.phone,
            email: person.email,
            regions: person.regions.map((r) => r[lang]),
            imagePath: 'content/person-placeholder.svg',
          }),
          sort: i + 1,
        },
        [block('textBox', { text: person.bio[lang] })],
      ),
    );
  });
  return pages;
}

function bonusPage(lang: Lang): Insertable<PageTable> {
  const t = BONUS[lang];
  return newPage(
    lang,
    BONUS_PAGE,
    { type: 'page', template: 'page', title: t.title, url: bonusUrl(lang), parent_id: pageId(lang, 'home'), description: t.description, sort: 113 },
    [
      block('header', { text: t.title, level: 1, subtitle: t.subtitle }),
      block('textEditor', { html: t.html }),
      block('callToAction', { title: t.ctaTitle, text: t.ctaText, button: { url: contentPageUrl('salesPersons', lang), label: t.ctaButton } }),
    ],
  );
}

function termsModal(lang: Lang): Insertable<PageTable> {
  const t = TERMS_SUMMARY[lang];
  return newPage(
    lang,
    TERMS_MODAL_KEY,
    { type: 'modal', template: 'page', title: t.title, url: `${URL_PREFIX[lang]}/__modal/${TERMS_MODAL_KEY}` },
    [block('textEditor', { html: t.html })],
  );
}

/** The pages of this module in every language. */
export function contentPageRows(): Insertable<PageTable>[] {
  return LANGS.flatMap((lang) => [
    servicePage(lang),
    ...memberPages(lang),
    ...salesPages(lang),
    // The bonus page is where its menu link is (the texts of every language are here for when editors add one).
    ...(BONUS_LANGUAGES.includes(lang) ? [bonusPage(lang)] : []),
    termsModal(lang),
  ]);
}

/**
 * Secondary menu entries: the sales team and the service page in every language; 'Bonus' in the Danish menu only
 * (SPEC §2: the bonus page exists where the secondary menu has a link ending in /bonus).
 */
export function contentMenuRows(): Insertable<MenuItemTable>[] {
  const rows: Insertable<MenuItemTable>[] = [];
  for (const lang of LANGS) {
    const item = (key: string, name: string, url: string, sort: number) =>
      rows.push({ id: `m-${lang}-sec-${key}`, area_id: AREA_ID, language: lang, menu: 'secondary', parent_id: null, name, url, external_link: null, sort });
    item('service', SERVICE[lang].title, contentPageUrl('service', lang), 5);
    item('sales-persons', SALES_TEAM[lang].title, contentPageUrl('salesPersons', lang), 6);
    if (BONUS_LANGUAGES.includes(lang)) item('bonus', BONUS_MENU[lang], bonusUrl(lang), 7);
  }
  return rows;
}
