/**
 * Product families: one per leaf category. A product is a family combined with a brand, a dimension
 * option, an optional type option and a material, so generated names read like a wholesaler's catalogue.
 * Name templates use {brand}, {type}, {dim} and {mat} (the material's adjective).
 */
import type { FeatureKey, MaterialKey } from './catalogue';
import { each, num, numAuto, same, thousands, type L, type Lang } from './i18n';
import type { Rng } from './prng';

export type UnitId = 'STK' | 'PK' | 'KRT' | 'M' | 'RL';

export interface UnitSpec {
  unit: UnitId;
  factor: number;
  isDefault: boolean;
}

export interface NumSpecs {
  lengthMm?: number;
  diameterMm?: number;
  weightKg?: number;
  voltage?: number;
  ipClass?: number;
}

export interface Opt {
  /** Short ASCII code (used for variant ids). */
  code: string;
  /** Text placed in the product name. */
  label: L;
  specs?: NumSpecs;
  /** Multiplies the family price. */
  priceFactor?: number;
  features?: readonly FeatureKey[];
  material?: MaterialKey;
  /** Options with the same group can become length variants of one product. */
  group?: string;
  groupLabel?: L;
  /** Language-neutral variant name, e.g. '5,0 x 60'. */
  variantName?: string;
  /** Pack size / roll length for the product's units. */
  pack?: number;
  /** Dimension options that belong to this type only. */
  dims?: Opt[];
}

export type VariantKind = 'sizes' | 'trouserSizes' | 'colours' | 'lengths';

export type UnitPlan = (pack: number, rng: Rng) => UnitSpec[];

export type PictoKey =
  | 'screw'
  | 'plug'
  | 'anchor'
  | 'cable'
  | 'socket'
  | 'switch'
  | 'cabletie'
  | 'conduit'
  | 'fixture'
  | 'bulb'
  | 'pipe'
  | 'fitting'
  | 'pump'
  | 'thermostat'
  | 'valve'
  | 'drill'
  | 'impact'
  | 'grinder'
  | 'hammer'
  | 'screwdriver'
  | 'pliers'
  | 'drillbit'
  | 'bit'
  | 'glove'
  | 'trousers'
  | 'jacket'
  | 'earmuffs'
  | 'glasses'
  | 'cartridge'
  | 'tape';

export interface Family {
  /** ASCII key; image files are products/<key>-<slot>.svg. */
  key: string;
  category: string;
  /** Relative share of generated products. */
  weight: number;
  noun: L;
  title: L;
  short: L;
  desc: L;
  brands: readonly string[];
  dims: Opt[];
  types?: Opt[];
  materials: readonly (readonly [MaterialKey, number])[];
  /** Optional features with their probability. */
  features: readonly (readonly [FeatureKey, number])[];
  /** DKK price of the default unit before option factors. */
  price: number;
  units: UnitPlan;
  variants?: { kind: VariantKind; prob: number };
  /** Numeric specs shared by all products of the family. */
  specs?: NumSpecs;
  /** Weight range in kg when options do not set weightKg. */
  weightKg?: readonly [number, number];
  picto: PictoKey;
  colour: string;
}

// ---------------------------------------------------------------- helpers

const unit = (u: UnitId, factor: number, isDefault = false): UnitSpec => ({ unit: u, factor, isDefault });

export const UNITS = {
  stk: (): UnitPlan => () => [unit('STK', 1, true)],
  stkKrt: (): UnitPlan => (_pack, rng) => [unit('STK', 1, true), unit('KRT', rng.pick([10, 20]))],
  stkPk: (): UnitPlan => (pack) => [unit('STK', 1), unit('PK', pack, true)],
  stkPkOpt: (): UnitPlan => (pack) => [unit('STK', 1, true), unit('PK', pack)],
  pkKrt: (cartonPacks = 10): UnitPlan => (pack) => [unit('PK', pack, true), unit('KRT', pack * cartonPacks)],
  mRl: (): UnitPlan => (pack, rng) => [unit('M', 1, true), unit('RL', pack > 1 ? pack : rng.pick([50, 100]))],
  rlKrt: (): UnitPlan => (_pack, rng) => [unit('RL', 1, true), unit('KRT', rng.pick([10, 20]))],
} as const;

const r2 = (n: number): number => Math.round(n * 100) / 100;

function opt(code: string, label: L, extra: Omit<Opt, 'code' | 'label'> = {}): Opt {
  return { code, label, ...extra };
}

const C = {
  white: { da: 'hvid', en: 'white', sv: 'vit', nb: 'hvit', fi: 'valkoinen' },
  black: { da: 'sort', en: 'black', sv: 'svart', nb: 'svart', fi: 'musta' },
  alu: { da: 'aluminiumsfarvet', en: 'aluminium', sv: 'aluminiumfärgad', nb: 'aluminiumsfarget', fi: 'alumiininvärinen' },
  grey: { da: 'grå', en: 'grey', sv: 'grå', nb: 'grå', fi: 'harmaa' },
  clear: { da: 'transparent', en: 'clear', sv: 'transparent', nb: 'transparent', fi: 'läpinäkyvä' },
  silver: { da: 'sølv', en: 'silver', sv: 'silver', nb: 'sølv', fi: 'hopea' },
  blue: { da: 'blå', en: 'blue', sv: 'blå', nb: 'blå', fi: 'sininen' },
  brown: { da: 'brun', en: 'brown', sv: 'brun', nb: 'brun', fi: 'ruskea' },
  greenYellow: { da: 'gul/grøn', en: 'green/yellow', sv: 'gul/grön', nb: 'gul/grønn', fi: 'keltavihreä' },
  navy: { da: 'marineblå', en: 'navy', sv: 'marinblå', nb: 'marineblå', fi: 'tummansininen' },
  greyBlack: { da: 'grå/sort', en: 'grey/black', sv: 'grå/svart', nb: 'grå/svart', fi: 'harmaa/musta' },
  natural: { da: 'natur', en: 'natural', sv: 'natur', nb: 'natur', fi: 'luonnonvalkoinen' },
} as const satisfies Record<string, L>;

/** d x l screw options with absolute pack prices (family price 1). */
function screwDims(
  table: readonly (readonly [number, readonly number[]])[],
  pack: (d: number) => number,
  perScrew: (d: number, l: number) => number,
): Opt[] {
  const out: Opt[] = [];
  for (const [d, lengths] of table) {
    for (const l of lengths) {
      const p = pack(d);
      out.push(
        opt(`${Math.round(d * 10)}X${l}`, each((lang) => `${num(d, 1, lang)} x ${l} mm`), {
          group: String(d),
          groupLabel: each((lang) => `${num(d, 1, lang)} mm`),
          variantName: `${num(d, 1, 'da')} x ${l}`,
          pack: p,
          priceFactor: p * perScrew(d, l),
          specs: { lengthMm: l, diameterMm: d, weightKg: r2(Math.max(0.05, p * d * d * l * 0.0000043)) },
        }),
      );
    }
  }
  return out;
}

function colours(...keys: (keyof typeof C)[]): Opt[] {
  return keys.map((k) => opt(k.toUpperCase(), C[k]));
}

function volts(v: number): Opt {
  return opt(`${v}V`, same(`${v}V`), { specs: { voltage: v }, priceFactor: v === 12 ? 0.7 : 1 });
}

function battery(lang: Lang, count: number, ah: number): string {
  return `${count} x ${num(ah, 1, lang)} Ah`;
}

const toolTypes: Opt[] = [
  opt('SOLO', { da: 'uden batteri', en: 'bare tool', sv: 'utan batteri', nb: 'uten batteri', fi: 'ilman akkua' }, {
    features: ['noBattery'],
  }),
  opt('2X20', each((l) => battery(l, 2, 2.0)), { priceFactor: 1.85, features: ['batteryIncluded'] }),
  opt('2X50', each((l) => battery(l, 2, 5.0)), { priceFactor: 2.7, features: ['batteryIncluded'] }),
];

// ---------------------------------------------------------------- families

export const FAMILIES: readonly Family[] = [
  {
    key: 'traeskrue',
    category: '101010',
    weight: 10,
    noun: { da: 'Træskrue', en: 'Wood screw', sv: 'Träskruv', nb: 'Treskrue', fi: 'Puuruuvi' },
    title: {
      da: '{brand} træskrue {dim} {mat}',
      en: '{brand} wood screw {dim} {mat}',
      sv: '{brand} träskruv {dim} {mat}',
      nb: '{brand} treskrue {dim} {mat}',
      fi: '{brand} puuruuvi {dim} {mat}',
    },
    short: {
      da: 'Universel træskrue med torx-kærv og skarp spids til hurtig iskruning.',
      en: 'All-purpose wood screw with Torx drive and a sharp tip for fast driving.',
      sv: 'Universell träskruv med torxspår och vass spets för snabb iskruvning.',
      nb: 'Universal treskrue med torx-spor og skarp spiss for rask innskruing.',
      fi: 'Yleiskäyttöinen puuruuvi, jossa on Torx-kanta ja terävä kärki nopeaan ruuvaukseen.',
    },
    desc: {
      da: 'Træskruen er beregnet til samling af konstruktionstræ, lægter og plader i både nybyggeri og renovering. Den skarpe spids og fræseribberne under hovedet mindsker risikoen for flækning og giver et pænt, forsænket resultat.',
      en: 'The wood screw is designed for joining structural timber, battens and boards in both new build and renovation. The sharp tip and the milling ribs under the head reduce the risk of splitting and leave a neat, countersunk finish.',
      sv: 'Träskruven är avsedd för sammanfogning av konstruktionsvirke, läkt och skivor vid både nybyggnation och renovering. Den vassa spetsen och fräsribborna under huvudet minskar risken för sprickbildning och ger ett snyggt, försänkt resultat.',
      nb: 'Treskruen er beregnet for sammenføyning av konstruksjonsvirke, lekter og plater i både nybygg og rehabilitering. Den skarpe spissen og fresribbene under hodet reduserer faren for oppsprekking og gir et pent, forsenket resultat.',
      fi: 'Puuruuvi on tarkoitettu rakennepuun, rimojen ja levyjen kiinnittämiseen niin uudis- kuin korjausrakentamisessa. Terävä kärki ja kannan alla olevat jyrsinrivat vähentävät halkeamisriskiä ja jättävät siistin, upotetun jäljen.',
    },
    brands: ['Essve', 'Würth', 'Fischer'],
    dims: screwDims(
      [
        [3.0, [16, 20, 25, 30, 35, 40]],
        [3.5, [25, 30, 35, 40, 45, 50]],
        [4.0, [30, 35, 40, 45, 50, 60]],
        [4.5, [40, 45, 50, 60, 70]],
        [5.0, [40, 50, 60, 70, 80, 90, 100]],
        [6.0, [60, 70, 80, 100, 120]],
      ],
      (d) => (d <= 4 ? 200 : 100),
      (d, l) => 0.12 + d * d * l * 0.00045,
    ),
    materials: [
      ['zinc', 4],
      ['yellowZinc', 2],
      ['a2', 1.5],
      ['a4', 1],
      ['c4', 1],
    ],
    features: [
      ['torx', 1],
      ['drillTip', 0.5],
      ['partialThread', 0.4],
      ['ce', 0.5],
    ],
    price: 1,
    units: UNITS.pkKrt(10),
    variants: { kind: 'lengths', prob: 0.25 },
    picto: 'screw',
    colour: '#7d8b99',
  },
  {
    key: 'terrasseskrue',
    category: '101020',
    weight: 5,
    noun: { da: 'Terrasseskrue', en: 'Decking screw', sv: 'Trallskruv', nb: 'Terrasseskrue', fi: 'Terassiruuvi' },
    title: {
      da: '{brand} terrasseskrue {dim} {mat}',
      en: '{brand} decking screw {dim} {mat}',
      sv: '{brand} trallskruv {dim} {mat}',
      nb: '{brand} terrasseskrue {dim} {mat}',
      fi: '{brand} terassiruuvi {dim} {mat}',
    },
    short: {
      da: 'Terrasseskrue med lille hoved og skæreriller – til trykimprægneret træ og hårdttræ.',
      en: 'Decking screw with a small head and cutting ribs – for pressure-treated timber and hardwood.',
      sv: 'Trallskruv med litet huvud och skärspår – för tryckimpregnerat virke och hårdträ.',
      nb: 'Terrasseskrue med lite hode og skjærespor – for trykkimpregnert tre og hardtre.',
      fi: 'Pienikantainen terassiruuvi leikkuu-urilla – painekyllästetylle puulle ja kovapuulle.',
    },
    desc: {
      da: 'Terrasseskruen har et lille, forsænket hoved, der næsten forsvinder i brædderne, og en dobbeltgevindet spids, som trækker brættet tæt ned mod underlaget. Den korrosionsbestandige overflade gør skruen velegnet til udendørs brug i terrasser, plankeværker og facadebeklædning.',
      en: 'The decking screw has a small countersunk head that almost disappears into the boards and a double-threaded tip that pulls the board tight against the joist. Its corrosion-resistant finish makes it suitable for outdoor use in decks, fences and cladding.',
      sv: 'Trallskruven har ett litet försänkt huvud som nästan försvinner i brädorna och en dubbelgängad spets som drar brädan tätt mot underlaget. Den korrosionsbeständiga ytan gör skruven lämplig för utomhusbruk i altaner, staket och fasadbeklädnad.',
      nb: 'Terrasseskruen har et lite, forsenket hode som nesten forsvinner i bordene, og en dobbeltgjenget spiss som trekker bordet tett ned mot underlaget. Den korrosjonsbestandige overflaten gjør skruen egnet for utendørs bruk i terrasser, gjerder og kledning.',
      fi: 'Terassiruuvin pieni upotettava kanta painuu lähes näkymättömiin, ja kaksoiskierteinen kärki vetää laudan tiiviisti alustaa vasten. Korroosionkestävän pinnan ansiosta ruuvi sopii ulkokäyttöön terasseihin, aitoihin ja julkisivuverhouksiin.',
    },
    brands: ['Essve', 'Würth'],
    dims: screwDims(
      [
        [4.2, [42, 50, 56]],
        [4.8, [50, 60, 75]],
        [5.0, [50, 60, 70]],
      ],
      () => 200,
      (d, l) => 0.15 + d * d * l * 0.0004,
    ),
    materials: [
      ['a2', 3],
      ['a4', 2],
      ['c4', 2],
    ],
    features: [
      ['outdoor', 1],
      ['torx', 1],
      ['drillTip', 0.6],
    ],
    price: 1,
    units: UNITS.pkKrt(10),
    variants: { kind: 'lengths', prob: 0.25 },
    picto: 'screw',
    colour: '#8a6a4a',
  },
  {
    key: 'gipsskrue',
    category: '101030',
    weight: 4,
    noun: { da: 'Gipsskrue', en: 'Drywall screw', sv: 'Gipsskruv', nb: 'Gipsskrue', fi: 'Kipsilevyruuvi' },
    title: {
      da: '{brand} gipsskrue {dim} {mat}',
      en: '{brand} drywall screw {dim} {mat}',
      sv: '{brand} gipsskruv {dim} {mat}',
      nb: '{brand} gipsskrue {dim} {mat}',
      fi: '{brand} kipsilevyruuvi {dim} {mat}',
    },
    short: {
      da: 'Gipsskrue med trompethoved til montering af gipsplader på træ- og stålskelet.',
      en: 'Bugle-head drywall screw for fixing plasterboard to timber and steel studs.',
      sv: 'Gipsskruv med trumpethuvud för montering av gipsskivor på trä- och stålreglar.',
      nb: 'Gipsskrue med trompethode for montering av gipsplater på tre- og stålstendere.',
      fi: 'Trumpettikantainen kipsilevyruuvi levyjen kiinnitykseen puu- ja teräsrankaan.',
    },
    desc: {
      da: 'Trompethovedet trækker pladen ind uden at bryde kartonen, så overfladen er klar til spartling. Skruen passer til alle gængse gipsskruemaskiner og sikrer en hurtig og ensartet montage.',
      en: 'The bugle head pulls the board in without tearing the paper liner, leaving the surface ready for filling. The screw fits all common drywall screwdrivers and ensures fast, consistent installation.',
      sv: 'Trumpethuvudet drar in skivan utan att bryta kartongen, så att ytan är klar för spackling. Skruven passar alla vanliga gipsskruvdragare och ger en snabb och jämn montering.',
      nb: 'Trompethodet trekker platen inn uten å bryte kartongen, slik at overflaten er klar for sparkling. Skruen passer til alle vanlige gipsskrutrekkere og gir en rask og jevn montering.',
      fi: 'Trumpettikanta painaa levyn paikalleen rikkomatta kartonkipintaa, joten pinta on valmis tasoitettavaksi. Ruuvi sopii kaikkiin tavallisiin kipsiruuvinvääntimiin ja varmistaa nopean ja tasaisen asennuksen.',
    },
    brands: ['Essve', 'Würth'],
    dims: screwDims(
      [
        [3.5, [25, 35]],
        [3.9, [35, 45, 55]],
        [4.2, [65]],
      ],
      () => 500,
      (d, l) => 0.06 + d * d * l * 0.0001,
    ),
    materials: [
      ['phosphated', 3],
      ['zinc', 1],
    ],
    features: [
      ['bugleHead', 1],
      ['ph2', 0.7],
      ['fineThread', 0.5],
      ['ce', 0.4],
    ],
    price: 1,
    units: UNITS.pkKrt(10),
    picto: 'screw',
    colour: '#4a4f57',
  },
  {
    key: 'universaldyvel',
    category: '102010',
    weight: 4,
    noun: { da: 'Universaldyvel', en: 'Universal plug', sv: 'Universalplugg', nb: 'Universalplugg', fi: 'Yleistulppa' },
    title: {
      da: '{brand} universaldyvel {dim}',
      en: '{brand} universal plug {dim}',
      sv: '{brand} universalplugg {dim}',
      nb: '{brand} universalplugg {dim}',
      fi: '{brand} yleistulppa {dim}',
    },
    short: {
      da: 'Universaldyvel i nylon til massive og hule byggematerialer.',
      en: 'Nylon universal plug for solid and hollow building materials.',
      sv: 'Universalplugg i nylon för massiva och håliga byggmaterial.',
      nb: 'Universalplugg i nylon for massive og hule byggematerialer.',
      fi: 'Nailoninen yleistulppa umpinaisiin ja onteloisiin rakennusmateriaaleihin.',
    },
    desc: {
      da: 'Dyvlen ekspanderer i massive materialer som beton og mursten og knuder sig sammen bag pladen i hule materialer som gips og hulsten. Den er nem at sætte og giver et sikkert hold til alt fra skabe og hylder til installationsmateriel.',
      en: 'The plug expands in solid materials such as concrete and brick, and knots itself behind the board in hollow materials such as plasterboard and hollow blocks. It is easy to set and gives a secure hold for everything from cabinets and shelves to electrical fittings.',
      sv: 'Pluggen expanderar i massiva material som betong och tegel och knyter sig bakom skivan i håliga material som gips och håltegel. Den är enkel att sätta och ger ett säkert fäste för allt från skåp och hyllor till installationsmateriel.',
      nb: 'Pluggen ekspanderer i massive materialer som betong og murstein og knyter seg bak platen i hule materialer som gips og hulstein. Den er enkel å sette og gir et sikkert feste for alt fra skap og hyller til installasjonsmateriell.',
      fi: 'Tulppa laajenee umpinaisissa materiaaleissa, kuten betonissa ja tiilessä, ja solmiutuu levyn taakse onteloisissa materiaaleissa, kuten kipsilevyssä ja reikätiilessä. Se on helppo asentaa, ja se pitää varmasti kaikkea kaapeista ja hyllyistä sähkötarvikkeisiin.',
    },
    brands: ['Fischer', 'Würth', 'Essve'],
    dims: (
      [
        [5, 25],
        [6, 30],
        [6, 50],
        [8, 40],
        [8, 50],
        [10, 50],
        [10, 60],
        [12, 60],
        [14, 70],
      ] as const
    ).map(([d, l]) => {
      const pack = d <= 6 ? 100 : d <= 10 ? 50 : 25;
      return opt(`${d}X${l}`, same(`${d} x ${l} mm`), {
        pack,
        priceFactor: pack * (0.15 + d * d * 0.012),
        specs: { lengthMm: l, diameterMm: d, weightKg: r2(Math.max(0.05, pack * d * l * 0.000012)) },
      });
    }),
    materials: [['nylon', 1]],
    features: [
      ['allMaterials', 1],
      ['ce', 0.3],
      ['quick', 0.3],
    ],
    price: 1,
    units: UNITS.pkKrt(10),
    picto: 'plug',
    colour: '#9aa5b1',
  },
  {
    key: 'betonanker',
    category: '102020',
    weight: 3,
    noun: { da: 'Betonanker', en: 'Concrete anchor', sv: 'Betongankare', nb: 'Betonganker', fi: 'Betoniankkuri' },
    title: {
      da: '{brand} betonanker {dim} {mat}',
      en: '{brand} concrete anchor {dim} {mat}',
      sv: '{brand} betongankare {dim} {mat}',
      nb: '{brand} betonganker {dim} {mat}',
      fi: '{brand} betoniankkuri {dim} {mat}',
    },
    short: {
      da: 'ETA-godkendt ekspansionsanker til tunge befæstelser i revnet og urevnet beton.',
      en: 'ETA-approved expansion anchor for heavy-duty fixings in cracked and non-cracked concrete.',
      sv: 'ETA-godkänt expanderande ankare för tunga infästningar i sprucken och osprucken betong.',
      nb: 'ETA-godkjent ekspansjonsanker for tunge festeoppgaver i opprisset og uopprisset betong.',
      fi: 'ETA-hyväksytty kiila-ankkuri raskaisiin kiinnityksiin halkeilleeseen ja halkeilemattomaan betoniin.',
    },
    desc: {
      da: 'Ankeret monteres gennem emnet og spændes med en momentnøgle, så ekspansionsbøsningen låser sikkert i borehullet. Det bruges til stålkonstruktioner, konsoller, rækværk og maskiner, hvor der stilles krav til dokumenteret bæreevne.',
      en: 'The anchor is installed through the fixture and tightened with a torque wrench so the expansion sleeve locks securely in the drill hole. It is used for steel structures, brackets, railings and machinery where documented load capacity is required.',
      sv: 'Ankaret monteras genom godset och dras åt med momentnyckel så att expanderhylsan låser säkert i borrhålet. Det används till stålkonstruktioner, konsoler, räcken och maskiner där det ställs krav på dokumenterad bärförmåga.',
      nb: 'Ankeret monteres gjennom emnet og strammes med momentnøkkel, slik at ekspansjonshylsen låser sikkert i borehullet. Det brukes til stålkonstruksjoner, konsoller, rekkverk og maskiner der det stilles krav til dokumentert bæreevne.',
      fi: 'Ankkuri asennetaan kiinnitettävän kappaleen läpi ja kiristetään momenttiavaimella, jolloin kiilaholkki lukittuu tiukasti porareikään. Sitä käytetään teräsrakenteisiin, konsoleihin, kaiteisiin ja koneisiin, joissa vaaditaan dokumentoitua kantavuutta.',
    },
    brands: ['Fischer', 'Würth'],
    dims: (
      [
        [8, 75],
        [8, 90],
        [10, 95],
        [10, 115],
        [12, 110],
        [12, 135],
        [16, 140],
      ] as const
    ).map(([d, l]) => {
      const pack = d <= 10 ? 20 : 10;
      return opt(`M${d}X${l}`, same(`M${d} x ${l} mm`), {
        pack,
        priceFactor: pack * (1 + d * d * 0.045),
        specs: { lengthMm: l, diameterMm: d, weightKg: r2(pack * d * d * l * 0.0000062) },
      });
    }),
    materials: [
      ['zinc', 3],
      ['a4', 1],
    ],
    features: [
      ['eta', 1],
      ['ce', 0.8],
      ['quick', 0.4],
    ],
    price: 1,
    units: UNITS.stkPk(),
    picto: 'anchor',
    colour: '#66707a',
  },
  {
    key: 'installationskabel',
    category: '201010',
    weight: 6,
    noun: { da: 'Installationskabel', en: 'Installation cable', sv: 'Installationskabel', nb: 'Installasjonskabel', fi: 'Asennuskaapeli' },
    title: {
      da: '{brand} installationskabel {type} {dim}',
      en: '{brand} installation cable {type} {dim}',
      sv: '{brand} installationskabel {type} {dim}',
      nb: '{brand} installasjonskabel {type} {dim}',
      fi: '{brand} asennuskaapeli {type} {dim}',
    },
    short: {
      da: 'Installationskabel til fast installation i boliger og erhverv, 300/500 V.',
      en: 'Installation cable for fixed wiring in homes and commercial buildings, 300/500 V.',
      sv: 'Installationskabel för fast förläggning i bostäder och lokaler, 300/500 V.',
      nb: 'Installasjonskabel for fast installasjon i boliger og næringsbygg, 300/500 V.',
      fi: 'Asennuskaapeli kiinteisiin asennuksiin asuin- ja liikerakennuksissa, 300/500 V.',
    },
    desc: {
      da: 'Kablet har massive kobberledere og kan trækkes i rør, monteres på overflade eller indstøbes. Lederne er farvekodede efter gældende standard, og kappen er let at afisolere, hvilket sparer tid på installationen.',
      en: 'The cable has solid copper conductors and can be pulled through conduit, surface-mounted or cast in. The cores are colour-coded to the current standard and the sheath is easy to strip, saving time on site.',
      sv: 'Kabeln har massiva kopparledare och kan dras i rör, förläggas på vägg eller gjutas in. Ledarna är färgkodade enligt gällande standard och manteln är lätt att skala, vilket sparar tid vid installationen.',
      nb: 'Kabelen har massive kobberledere og kan trekkes i rør, legges på overflate eller støpes inn. Lederne er fargekodet etter gjeldende standard, og kappen er lett å avisolere, noe som sparer tid på installasjonen.',
      fi: 'Kaapelissa on yksilankaiset kuparijohtimet, ja sen voi vetää putkeen, asentaa pinta-asennuksena tai valaa rakenteeseen. Johtimet on värikoodattu voimassa olevan standardin mukaan, ja vaippa on helppo kuoria, mikä nopeuttaa asennusta.',
    },
    brands: ['Nexans', 'Nordlys'],
    types: [
      opt('PVIKJ', same('PVIKJ'), { material: 'copperPvc' }),
      opt('NOIKLX', same('NOIKLX'), { material: 'copperPe', priceFactor: 1.3, features: ['halogenFree', 'flameRetardant'] }),
    ],
    dims: (
      [
        [3, 1.5, 8.2, 6.5],
        [3, 2.5, 9.4, 9.8],
        [4, 1.5, 8.9, 8.5],
        [4, 2.5, 10.1, 12.5],
        [5, 1.5, 9.7, 10.5],
        [5, 2.5, 11.0, 15.5],
        [5, 4, 12.9, 24],
      ] as const
    ).map(([cores, cs, od, price]) =>
      opt(`${cores}G${String(cs).replace('.', '')}`, each((l) => `${cores}G${numAuto(cs, l)} mm²`), {
        priceFactor: price,
        specs: { diameterMm: od, voltage: 500, weightKg: r2(od * od * 0.0016) },
      }),
    ),
    materials: [['copperPvc', 1]],
    features: [['ce', 0.8]],
    price: 1,
    units: UNITS.mRl(),
    picto: 'cable',
    colour: '#8c8f93',
  },
  {
    key: 'jordkabel',
    category: '201020',
    weight: 3,
    noun: { da: 'Jordkabel', en: 'Underground cable', sv: 'Jordkabel', nb: 'Jordkabel', fi: 'Maakaapeli' },
    title: {
      da: '{brand} jordkabel NYY-J {dim}',
      en: '{brand} underground cable NYY-J {dim}',
      sv: '{brand} jordkabel NYY-J {dim}',
      nb: '{brand} jordkabel NYY-J {dim}',
      fi: '{brand} maakaapeli NYY-J {dim}',
    },
    short: {
      da: 'Kraftig jordkabel, 0,6/1 kV, til nedgravning og udendørs installation.',
      en: 'Heavy-duty underground cable, 0.6/1 kV, for burial and outdoor installation.',
      sv: 'Kraftig jordkabel, 0,6/1 kV, för förläggning i mark och utomhusinstallation.',
      nb: 'Kraftig jordkabel, 0,6/1 kV, for nedgraving og utendørs installasjon.',
      fi: 'Järeä maakaapeli, 0,6/1 kV, maahan ja ulkotiloihin asennettavaksi.',
    },
    desc: {
      da: 'Jordkablet er velegnet til forsyning af carporte, garager, udendørsbelysning og pumper. Den sorte PVC-kappe er UV-bestandig og tåler fugt, så kablet kan lægges direkte i jord.',
      en: 'The cable is ideal for supplying carports, garages, outdoor lighting and pumps. The black PVC sheath is UV-resistant and withstands moisture, so the cable can be laid directly in the ground.',
      sv: 'Jordkabeln passar för matning till carportar, garage, utomhusbelysning och pumpar. Den svarta PVC-manteln är UV-beständig och tål fukt, så kabeln kan läggas direkt i mark.',
      nb: 'Jordkabelen egner seg for forsyning til carporter, garasjer, utendørsbelysning og pumper. Den sorte PVC-kappen er UV-bestandig og tåler fuktighet, slik at kabelen kan legges direkte i jord.',
      fi: 'Maakaapeli sopii autokatosten, autotallien, ulkovalaistuksen ja pumppujen syöttöön. Musta PVC-vaippa on UV-kestävä ja kestää kosteutta, joten kaapelin voi asentaa suoraan maahan.',
    },
    brands: ['Nexans', 'Nordlys'],
    dims: (
      [
        [3, 1.5, 11.5, 11, 100],
        [3, 2.5, 12.5, 14, 100],
        [5, 1.5, 13.0, 15, 100],
        [5, 2.5, 14.5, 21, 100],
        [5, 4, 16.0, 29, 100],
        [5, 6, 18.0, 38, 50],
        [5, 10, 21.0, 58, 50],
        [5, 16, 24.5, 88, 50],
        [4, 25, 27.0, 118, 50],
        [4, 35, 30.0, 159, 50],
      ] as const
    ).map(([cores, cs, od, price, roll]) =>
      opt(`${cores}G${String(cs).replace('.', '')}`, each((l) => `${cores}G${numAuto(cs, l)} mm²`), {
        pack: roll,
        priceFactor: price,
        specs: { diameterMm: od, voltage: 1000, weightKg: r2(od * od * 0.0019) },
      }),
    ),
    materials: [['copperPvc', 1]],
    features: [
      ['directBurial', 1],
      ['uv', 0.9],
      ['outdoor', 0.7],
    ],
    price: 1,
    units: UNITS.mRl(),
    picto: 'cable',
    colour: '#2f3338',
  },
  {
    key: 'stikkontakt',
    category: '202010',
    weight: 5,
    noun: { da: 'Stikkontakt', en: 'Socket outlet', sv: 'Eluttag', nb: 'Stikkontakt', fi: 'Pistorasia' },
    title: {
      da: '{brand} stikkontakt {type}, {dim}',
      en: '{brand} {type} socket outlet, {dim}',
      sv: '{brand} eluttag {type}, {dim}',
      nb: '{brand} stikkontakt {type}, {dim}',
      fi: '{brand} pistorasia {type}, {dim}',
    },
    short: {
      da: 'Stikkontakt til montage i standard indmuringsdåse, 230 V.',
      en: 'Socket outlet for mounting in a standard flush box, 230 V.',
      sv: 'Eluttag för montering i standard infällningsdosa, 230 V.',
      nb: 'Stikkontakt for montering i standard innfellingsboks, 230 V.',
      fi: 'Pistorasia asennettavaksi tavalliseen uppokojerasiaan, 230 V.',
    },
    desc: {
      da: 'Stikkontakten har skjulte skrueterminaler og børnesikring, så den opfylder kravene til nye installationer. Designet passer til resten af serien, så afbrydere, lysdæmpere og stikkontakter kan kombineres i samme ramme.',
      en: 'The socket outlet has concealed screw terminals and child-safe shutters, meeting the requirements for new installations. The design matches the rest of the range, so switches, dimmers and sockets can be combined in the same frame.',
      sv: 'Eluttaget har dolda skruvplintar och barnskydd och uppfyller därmed kraven för nya installationer. Designen matchar resten av serien, så att strömbrytare, dimrar och uttag kan kombineras i samma ram.',
      nb: 'Stikkontakten har skjulte skrueklemmer og barnesikring og oppfyller dermed kravene til nye installasjoner. Designet passer til resten av serien, slik at brytere, dimmere og stikkontakter kan kombineres i samme ramme.',
      fi: 'Pistorasiassa on piilotetut ruuviliittimet ja lapsisuojaus, joten se täyttää uusien asennusten vaatimukset. Muotoilu sopii sarjan muihin tuotteisiin, joten kytkimiä, himmentimiä ja pistorasioita voi yhdistellä samaan kehykseen.',
    },
    brands: ['LK Fuga', 'Schneider Electric'],
    types: [
      opt('1', { da: '1 stik med jord', en: 'single earthed', sv: '1-vägs jordat', nb: '1-veis jordet', fi: 'yksiosainen maadoitettu' }, {
        features: ['earthed'],
      }),
      opt('2', { da: '2 stik med jord', en: 'double earthed', sv: '2-vägs jordat', nb: '2-veis jordet', fi: 'kaksiosainen maadoitettu' }, {
        priceFactor: 1.6,
        features: ['earthed'],
      }),
      opt('USB', { da: 'med USB-A/C', en: 'USB-A/C', sv: 'med USB-A/C', nb: 'med USB-A/C', fi: 'USB-A/C-liitännöin' }, {
        priceFactor: 6.5,
        features: ['earthed'],
      }),
      opt('IP44', { da: 'udendørs IP44', en: 'outdoor IP44', sv: 'utomhus IP44', nb: 'utendørs IP44', fi: 'ulkokäyttöön IP44' }, {
        priceFactor: 2.9,
        specs: { ipClass: 44 },
        features: ['earthed', 'outdoor'],
      }),
    ],
    dims: colours('white', 'black', 'alu'),
    materials: [['plastic', 1]],
    features: [
      ['childSafe', 0.9],
      ['quick', 0.4],
    ],
    price: 62,
    specs: { voltage: 230, ipClass: 20 },
    weightKg: [0.06, 0.14],
    units: UNITS.stkKrt(),
    picto: 'socket',
    colour: '#e8a317',
  },
  {
    key: 'afbryder',
    category: '202020',
    weight: 4,
    noun: { da: 'Afbryder', en: 'Switch', sv: 'Strömbrytare', nb: 'Bryter', fi: 'Kytkin' },
    title: {
      da: '{brand} {type}, {dim}',
      en: '{brand} {type}, {dim}',
      sv: '{brand} {type}, {dim}',
      nb: '{brand} {type}, {dim}',
      fi: '{brand} {type}, {dim}',
    },
    short: {
      da: 'Afbryder til montage i standard indmuringsdåse, 230 V, 10 A.',
      en: 'Switch for mounting in a standard flush box, 230 V, 10 A.',
      sv: 'Strömbrytare för montering i standard infällningsdosa, 230 V, 10 A.',
      nb: 'Bryter for montering i standard innfellingsboks, 230 V, 10 A.',
      fi: 'Kytkin asennettavaksi tavalliseen uppokojerasiaan, 230 V, 10 A.',
    },
    desc: {
      da: 'Afbryderen monteres hurtigt med skruefri klemmer og leveres med tangent, så den er klar til brug. Den har et roligt, præcist klik og passer til både nye og eksisterende installationer.',
      en: 'The switch installs quickly with screwless terminals and comes with a rocker, ready for use. It has a quiet, precise click and suits both new and existing installations.',
      sv: 'Strömbrytaren monteras snabbt med skruvlösa plintar och levereras med vippa, klar att använda. Den har ett tyst, distinkt klick och passar både nya och befintliga installationer.',
      nb: 'Bryteren monteres raskt med skrueløse klemmer og leveres med vippe, klar til bruk. Den har et stille, presist klikk og passer til både nye og eksisterende installasjoner.',
      fi: 'Kytkin asennetaan nopeasti ruuvittomilla liittimillä, ja se toimitetaan keinupainikkeen kanssa käyttövalmiina. Sen napsahdus on hiljainen ja täsmällinen, ja se sopii sekä uusiin että olemassa oleviin asennuksiin.',
    },
    brands: ['LK Fuga', 'Schneider Electric'],
    types: [
      opt('1P', {
        da: '1-polet afbryder',
        en: 'one-way switch',
        sv: '1-polig strömbrytare',
        nb: '1-polet bryter',
        fi: 'yksinapainen kytkin',
      }),
      opt('KORR', { da: 'korrespondanceafbryder', en: 'two-way switch', sv: 'trappströmbrytare', nb: 'trappebryter', fi: 'vaihtokytkin' }, {
        priceFactor: 1.2,
      }),
      opt('KRYDS', { da: 'krydsafbryder', en: 'intermediate switch', sv: 'korsströmbrytare', nb: 'kryssbryter', fi: 'ristikytkin' }, {
        priceFactor: 1.6,
      }),
      opt('DIM', { da: 'LED-lysdæmper', en: 'LED dimmer', sv: 'LED-dimmer', nb: 'LED-dimmer', fi: 'LED-himmennin' }, {
        priceFactor: 7.2,
        features: ['energySaving'],
      }),
    ],
    dims: colours('white', 'black', 'alu'),
    materials: [['plastic', 1]],
    features: [['quick', 0.6]],
    price: 72,
    specs: { voltage: 230, ipClass: 20 },
    weightKg: [0.05, 0.12],
    units: UNITS.stkKrt(),
    picto: 'switch',
    colour: '#d4a21f',
  },
  {
    key: 'kabelbinder',
    category: '203010',
    weight: 5,
    noun: { da: 'Kabelbinder', en: 'Cable tie', sv: 'Buntband', nb: 'Strips', fi: 'Nippuside' },
    title: {
      da: '{brand} kabelbinder {dim} {type}',
      en: '{brand} cable tie {dim} {type}',
      sv: '{brand} buntband {dim} {type}',
      nb: '{brand} strips {dim} {type}',
      fi: '{brand} nippuside {dim} {type}',
    },
    short: {
      da: 'Kabelbinder i slagfast nylon til bundtning og fastgørelse af kabler.',
      en: 'Cable ties in impact-resistant nylon for bundling and securing cables.',
      sv: 'Buntband i slagtålig nylon för buntning och fastsättning av kablar.',
      nb: 'Strips i slagfast nylon for bunting og festing av kabler.',
      fi: 'Iskunkestävästä nailonista valmistettu nippuside kaapelien niputtamiseen ja kiinnittämiseen.',
    },
    desc: {
      da: 'Kabelbinderen har en afrundet kant, der skåner kablerne, og en lås, der holder sikkert selv ved vibrationer. Den sorte udgave er UV-stabiliseret og kan bruges udendørs.',
      en: 'The cable tie has a rounded edge that protects the cables and a lock that holds securely even under vibration. The black version is UV-stabilised and can be used outdoors.',
      sv: 'Buntbandet har en rundad kant som skonar kablarna och ett lås som håller säkert även vid vibrationer. Den svarta varianten är UV-stabiliserad och kan användas utomhus.',
      nb: 'Stripsen har en avrundet kant som skåner kablene, og en lås som holder sikkert selv ved vibrasjoner. Den sorte varianten er UV-stabilisert og kan brukes utendørs.',
      fi: 'Nippusiteen pyöristetty reuna suojaa kaapeleita, ja lukko pitää varmasti myös tärinässä. Musta malli on UV-stabiloitu ja sopii ulkokäyttöön.',
    },
    brands: ['Würth', '3M', 'Nordlys'],
    types: [opt('BK', C.black, { features: ['uv'] }), opt('NT', C.natural)],
    dims: (
      [
        [2.5, 100],
        [3.6, 140],
        [3.6, 200],
        [4.8, 200],
        [4.8, 300],
        [7.6, 450],
      ] as const
    ).map(([w, l]) =>
      opt(`${Math.round(w * 10)}X${l}`, each((lang) => `${num(w, 1, lang)} x ${l} mm`), {
        pack: 100,
        priceFactor: 100 * (0.14 + w * l * 0.00012),
        specs: { lengthMm: l, weightKg: r2(100 * w * l * 0.0000017 + 0.01) },
      }),
    ),
    materials: [['nylon66', 1]],
    features: [
      ['impactResistant', 0.6],
      ['halogenFree', 0.3],
    ],
    price: 1,
    units: UNITS.pkKrt(10),
    variants: { kind: 'colours', prob: 0.6 },
    picto: 'cabletie',
    colour: '#3a3f44',
  },
  {
    key: 'flexroer',
    category: '203020',
    weight: 3,
    noun: { da: 'Flexrør', en: 'Flexible conduit', sv: 'Flexrör', nb: 'Fleksirør', fi: 'Taipuisa asennusputki' },
    title: {
      da: '{brand} flexrør {dim}, {mat}',
      en: '{brand} flexible conduit {dim}, {mat}',
      sv: '{brand} flexrör {dim}, {mat}',
      nb: '{brand} fleksirør {dim}, {mat}',
      fi: '{brand} taipuisa asennusputki {dim}, {mat}',
    },
    short: {
      da: 'Fleksibelt installationsrør til skjult og synlig kabelføring.',
      en: 'Flexible conduit for concealed and surface cable routing.',
      sv: 'Flexibelt installationsrör för dold och synlig kabelförläggning.',
      nb: 'Fleksibelt installasjonsrør for skjult og synlig kabelføring.',
      fi: 'Taipuisa asennusputki piilo- ja pinta-asennuksiin.',
    },
    desc: {
      da: 'Røret er let at bukke og trække kabler i, også gennem lange føringer i vægge og lofter. Det leveres på rulle med trækketråd og er selvslukkende efter gældende standard.',
      en: 'The conduit is easy to bend and pull cables through, even along long runs in walls and ceilings. It is supplied on a roll with a draw wire and is self-extinguishing to the applicable standard.',
      sv: 'Röret är lätt att böja och dra kablar i, även genom långa sträckor i väggar och tak. Det levereras på rulle med dragtråd och är självslocknande enligt gällande standard.',
      nb: 'Røret er lett å bøye og trekke kabler i, også gjennom lange føringer i vegger og tak. Det leveres på rull med trekketråd og er selvslukkende i henhold til gjeldende standard.',
      fi: 'Putki on helppo taivuttaa, ja kaapelit vetää siihen vaivatta myös pitkillä matkoilla seinissä ja katoissa. Se toimitetaan rullalla vetolangan kanssa ja on itsestään sammuva voimassa olevan standardin mukaisesti.',
    },
    brands: ['Schneider Electric', 'Nordlys'],
    dims: (
      [
        [16, 3.6, 50],
        [20, 4.4, 50],
        [25, 6.5, 25],
        [32, 9.8, 25],
      ] as const
    ).map(([d, price, roll]) =>
      opt(`D${d}`, same(`Ø${d} mm`), { pack: roll, priceFactor: price, specs: { diameterMm: d, weightKg: r2(d * 0.0045) } }),
    ),
    materials: [
      ['pvc', 2],
      ['pp', 1],
    ],
    features: [
      ['flameRetardant', 0.8],
      ['ce', 0.5],
    ],
    price: 1,
    units: UNITS.mRl(),
    picto: 'conduit',
    colour: '#8d9399',
  },
  {
    key: 'led-armatur',
    category: '204010',
    weight: 3,
    noun: { da: 'LED-armatur', en: 'LED batten', sv: 'LED-armatur', nb: 'LED-armatur', fi: 'LED-valaisin' },
    title: {
      da: '{brand} LED-armatur IP65 {dim} {type}',
      en: '{brand} LED batten IP65 {dim} {type}',
      sv: '{brand} LED-armatur IP65 {dim} {type}',
      nb: '{brand} LED-armatur IP65 {dim} {type}',
      fi: '{brand} LED-valaisin IP65 {dim} {type}',
    },
    short: {
      da: 'Vandtæt LED-armatur til garager, lagre, kældre og overdækkede udendørsarealer.',
      en: 'Waterproof LED batten for garages, warehouses, basements and covered outdoor areas.',
      sv: 'Vattentät LED-armatur för garage, lager, källare och överbyggda utomhusytor.',
      nb: 'Vanntett LED-armatur for garasjer, lagre, kjellere og overbygde utearealer.',
      fi: 'Vesitiivis LED-valaisin autotalleihin, varastoihin, kellareihin ja katettuihin ulkotiloihin.',
    },
    desc: {
      da: 'Armaturet har en slagfast opal afdækning i polycarbonat, der giver et jævnt og blændfrit lys. Den lange levetid på op til 50.000 timer gør det til et vedligeholdelsesfrit valg i erhvervsbyggeri.',
      en: 'The fitting has an impact-resistant opal polycarbonate diffuser that gives an even, glare-free light. With a service life of up to 50,000 hours, it is a maintenance-free choice for commercial buildings.',
      sv: 'Armaturen har en slagtålig opal kupa i polykarbonat som ger ett jämnt och bländfritt ljus. Den långa livslängden på upp till 50 000 timmar gör den till ett underhållsfritt val i kommersiella byggnader.',
      nb: 'Armaturen har en slagfast opal avdekning i polykarbonat som gir et jevnt og blendfritt lys. Den lange levetiden på opptil 50 000 timer gjør den til et vedlikeholdsfritt valg i næringsbygg.',
      fi: 'Valaisimessa on iskunkestävä opaalinen polykarbonaattikupu, joka antaa tasaisen ja häikäisemättömän valon. Jopa 50 000 tunnin käyttöikä tekee siitä huoltovapaan valinnan liikerakennuksiin.',
    },
    brands: ['Philips', 'Nordlys'],
    types: [opt('3000K', same('3000 K')), opt('4000K', same('4000 K')), opt('6500K', same('6500 K'))],
    dims: (
      [
        [600, 2000, 1],
        [1200, 4000, 1.45],
        [1500, 6000, 1.85],
      ] as const
    ).map(([len, lm, f]) =>
      opt(`L${len}`, each((l) => `${len} mm ${thousands(lm, l)} lm`), {
        priceFactor: f,
        specs: { lengthMm: len, weightKg: r2(0.5 + len * 0.0011) },
      }),
    ),
    materials: [['polycarbonate', 1]],
    features: [
      ['waterproof', 1],
      ['longLife', 0.8],
      ['impactResistant', 0.7],
      ['dimmable', 0.35],
      ['outdoor', 0.5],
    ],
    price: 390,
    specs: { voltage: 230, ipClass: 65 },
    units: UNITS.stk(),
    picto: 'fixture',
    colour: '#f2b705',
  },
  {
    key: 'led-paere',
    category: '204020',
    weight: 4,
    noun: { da: 'LED-pære', en: 'LED bulb', sv: 'LED-lampa', nb: 'LED-pære', fi: 'LED-lamppu' },
    title: {
      da: '{brand} LED-pære {dim} {type}',
      en: '{brand} LED bulb {dim} {type}',
      sv: '{brand} LED-lampa {dim} {type}',
      nb: '{brand} LED-pære {dim} {type}',
      fi: '{brand} LED-lamppu {dim} {type}',
    },
    short: {
      da: 'Energibesparende LED-pære, der erstatter den klassiske glødepære.',
      en: 'Energy-saving LED bulb that replaces the classic incandescent bulb.',
      sv: 'Energisnål LED-lampa som ersätter den klassiska glödlampan.',
      nb: 'Energisparende LED-pære som erstatter den klassiske glødepæren.',
      fi: 'Energiaa säästävä LED-lamppu perinteisen hehkulampun tilalle.',
    },
    desc: {
      da: 'Pæren giver et behageligt lys med god farvegengivelse (Ra > 80) og tænder med det samme i fuld styrke. Den bruger op til 85 % mindre strøm end en traditionel glødepære og holder i op til 15.000 timer.',
      en: 'The bulb gives a pleasant light with good colour rendering (Ra > 80) and switches on instantly at full brightness. It uses up to 85% less energy than a traditional incandescent bulb and lasts up to 15,000 hours.',
      sv: 'Lampan ger ett behagligt ljus med god färgåtergivning (Ra > 80) och tänds direkt med full styrka. Den drar upp till 85 % mindre ström än en traditionell glödlampa och håller i upp till 15 000 timmar.',
      nb: 'Pæren gir et behagelig lys med god fargegjengivelse (Ra > 80) og tenner umiddelbart med full styrke. Den bruker opptil 85 % mindre strøm enn en tradisjonell glødepære og varer i opptil 15 000 timer.',
      fi: 'Lamppu antaa miellyttävää valoa hyvällä värintoistolla (Ra > 80) ja syttyy heti täyteen kirkkauteen. Se kuluttaa jopa 85 % vähemmän sähköä kuin perinteinen hehkulamppu ja kestää jopa 15 000 tuntia.',
    },
    brands: ['Philips', 'Nordlys'],
    types: [opt('2700K', same('2700 K')), opt('4000K', same('4000 K'))],
    dims: (
      [
        ['E27', 8.5, 1],
        ['E27', 13, 1.5],
        ['E14', 4.9, 0.9],
        ['GU10', 4.7, 0.85],
        ['GU10', 2.4, 0.75],
        ['E14', 2.2, 0.75],
      ] as const
    ).map(([socket, w, f]) =>
      opt(`${socket}-${String(w).replace('.', '')}`, each((l) => `${socket} ${numAuto(w, l)} W`), { priceFactor: f }),
    ),
    materials: [['glass', 1]],
    features: [
      ['dimmable', 0.5],
      ['longLife', 0.9],
      ['energySaving', 0.8],
    ],
    price: 42,
    specs: { voltage: 230 },
    weightKg: [0.03, 0.09],
    units: UNITS.stkKrt(),
    picto: 'bulb',
    colour: '#f5c400',
  },
  {
    key: 'kobberroer',
    category: '301010',
    weight: 3,
    noun: { da: 'Kobberrør', en: 'Copper pipe', sv: 'Kopparrör', nb: 'Kobberrør', fi: 'Kupariputki' },
    title: {
      da: '{brand} kobberrør {dim}, {type}',
      en: '{brand} copper pipe {dim}, {type}',
      sv: '{brand} kopparrör {dim}, {type}',
      nb: '{brand} kobberrør {dim}, {type}',
      fi: '{brand} kupariputki {dim}, {type}',
    },
    short: {
      da: 'Kobberrør til vand-, varme- og køleinstallationer – i hårde stænger eller bløde ringe.',
      en: 'Copper pipe for water, heating and cooling installations – in hard bars or soft coils.',
      sv: 'Kopparrör för vatten-, värme- och kylinstallationer – i hårda längder eller mjuka ringar.',
      nb: 'Kobberrør for vann-, varme- og kjøleinstallasjoner – i harde lengder eller myke ringer.',
      fi: 'Kupariputki vesi-, lämmitys- ja jäähdytysasennuksiin – kovina tankoina tai pehmeinä keloina.',
    },
    desc: {
      da: 'Røret er fremstillet efter EN 1057 og godkendt til drikkevand. Det kan samles med pressfittings, loddes eller bukkes med bukkeværktøj, og den blanke overflade er let at rengøre før samling.',
      en: 'The pipe is manufactured to EN 1057 and approved for drinking water. It can be joined with press fittings, soldered or bent with a pipe bender, and the bright surface is easy to clean before joining.',
      sv: 'Röret är tillverkat enligt EN 1057 och godkänt för dricksvatten. Det kan sammanfogas med presskopplingar, lödas eller bockas med bockverktyg, och den blanka ytan är lätt att rengöra före sammanfogning.',
      nb: 'Røret er produsert etter EN 1057 og godkjent for drikkevann. Det kan sammenføyes med pressdeler, loddes eller bøyes med bøyeverktøy, og den blanke overflaten er lett å rengjøre før sammenføyning.',
      fi: 'Putki on valmistettu EN 1057 -standardin mukaisesti ja hyväksytty juomavedelle. Sen voi liittää puristusliittimillä, juottaa tai taivuttaa taivutustyökalulla, ja kiiltävä pinta on helppo puhdistaa ennen liittämistä.',
    },
    brands: ['Nordlys'],
    types: [
      opt('HARD', { da: 'hårdt, 5 m', en: 'hard-drawn, 5 m', sv: 'hårt, 5 m', nb: 'hardt, 5 m', fi: 'kova, 5 m' }, {
        dims: (
          [
            [12, 1.0, 120],
            [15, 1.0, 150],
            [18, 1.0, 195],
            [22, 1.0, 265],
            [28, 1.2, 390],
            [35, 1.5, 620],
            [42, 1.5, 760],
            [54, 2.0, 1290],
          ] as const
        ).map(([d, wall, price]) =>
          opt(`${d}X${Math.round(wall * 10)}`, each((l) => `${d} x ${num(wall, 1, l)} mm`), {
            priceFactor: price,
            specs: { diameterMm: d, lengthMm: 5000, weightKg: r2(Math.PI * (d - wall) * wall * 5 * 0.00896) },
          }),
        ),
      }),
      opt('SOFT', { da: 'blødt, ring 25 m', en: 'soft, 25 m coil', sv: 'mjukt, ring 25 m', nb: 'mykt, ring 25 m', fi: 'pehmeä, 25 m:n kela' }, {
        dims: (
          [
            [10, 1.0, 440],
            [12, 1.0, 520],
            [15, 1.0, 640],
            [18, 1.0, 830],
            [22, 1.0, 1090],
          ] as const
        ).map(([d, wall, price]) =>
          opt(`${d}X${Math.round(wall * 10)}`, each((l) => `${d} x ${num(wall, 1, l)} mm`), {
            priceFactor: price,
            specs: { diameterMm: d, lengthMm: 25000, weightKg: r2(Math.PI * (d - wall) * wall * 25 * 0.00896) },
          }),
        ),
      }),
    ],
    dims: [],
    materials: [['copper', 1]],
    features: [['drinkingWater', 1]],
    price: 1,
    units: UNITS.stk(),
    picto: 'pipe',
    colour: '#c27a3c',
  },
  {
    key: 'pressfitting',
    category: '301020',
    weight: 5,
    noun: { da: 'Pressfitting', en: 'Press fitting', sv: 'Presskoppling', nb: 'Pressdel', fi: 'Puristusliitin' },
    title: {
      da: '{brand} pressfitting, {type}, {dim}, {mat}',
      en: '{brand} press fitting, {type}, {dim}, {mat}',
      sv: '{brand} presskoppling, {type}, {dim}, {mat}',
      nb: '{brand} pressdel, {type}, {dim}, {mat}',
      fi: '{brand} puristusliitin, {type}, {dim}, {mat}',
    },
    short: {
      da: 'Pressfitting med O-ring til hurtig, flammefri samling af rør.',
      en: 'Press fitting with O-ring for fast, flame-free pipe joints.',
      sv: 'Presskoppling med O-ring för snabba, flamfria rörskarvar.',
      nb: 'Pressdel med O-ring for rask, flammefri sammenføyning av rør.',
      fi: 'O-renkaallinen puristusliitin nopeisiin, liekittömiin putkiliitoksiin.',
    },
    desc: {
      da: 'Fittingen presses med standard presbakker og giver en tæt, holdbar samling på få sekunder. Den indbyggede lækageindikator afslører upressede samlinger ved trykprøvning.',
      en: 'The fitting is pressed with standard press jaws and gives a tight, durable joint in seconds. The built-in leak indicator reveals unpressed joints during pressure testing.',
      sv: 'Kopplingen pressas med standardpressbackar och ger en tät, hållbar skarv på några sekunder. Den inbyggda läckageindikatorn avslöjar opressade skarvar vid tryckprovning.',
      nb: 'Pressdelen presses med standard pressbakker og gir en tett, holdbar skjøt på få sekunder. Den innebygde lekkasjeindikatoren avslører upressede skjøter ved trykkprøving.',
      fi: 'Liitin puristetaan tavallisilla puristusleuoilla, ja se muodostaa tiiviin ja kestävän liitoksen sekunneissa. Sisäänrakennettu vuodonilmaisin paljastaa puristamattomat liitokset painekokeessa.',
    },
    brands: ['Uponor', 'Nordlys'],
    types: [
      opt('MUF', { da: 'muffe', en: 'coupling', sv: 'muff', nb: 'muffe', fi: 'muhvi' }),
      opt('B90', { da: 'bøjning 90°', en: 'elbow 90°', sv: 'böj 90°', nb: 'bend 90°', fi: 'kulma 90°' }, { priceFactor: 1.3 }),
      opt('T', { da: 'T-stykke', en: 'tee', sv: 'T-rör', nb: 'T-stykke', fi: 'T-haara' }, { priceFactor: 1.7 }),
    ],
    dims: (
      [
        [15, 1],
        [18, 1.25],
        [22, 1.6],
        [28, 2.4],
      ] as const
    ).map(([d, f]) => opt(`D${d}`, same(`${d} mm`), { priceFactor: f, pack: 10, specs: { diameterMm: d, weightKg: r2(d * 0.0038) } })),
    materials: [
      ['copper', 3],
      ['stainless', 1],
    ],
    features: [
      ['drinkingWater', 0.9],
      ['quick', 0.8],
      ['ce', 0.4],
    ],
    price: 28,
    units: UNITS.stkPkOpt(),
    picto: 'fitting',
    colour: '#b8733a',
  },
  {
    key: 'pex-roer',
    category: '301030',
    weight: 3,
    noun: { da: 'PEX-rør', en: 'PEX pipe', sv: 'PEX-rör', nb: 'PEX-rør', fi: 'PEX-putki' },
    title: {
      da: '{brand} PEX-rør {dim} {type}',
      en: '{brand} PEX pipe {dim} {type}',
      sv: '{brand} PEX-rör {dim} {type}',
      nb: '{brand} PEX-rør {dim} {type}',
      fi: '{brand} PEX-putki {dim} {type}',
    },
    short: {
      da: 'PEX-rør til brugsvand samt radiator- og gulvvarme.',
      en: 'PEX pipe for domestic water, radiators and underfloor heating.',
      sv: 'PEX-rör för tappvatten samt radiator- och golvvärme.',
      nb: 'PEX-rør for tappevann og radiator- og gulvvarme.',
      fi: 'PEX-putki käyttövesi-, patteri- ja lattialämmitysasennuksiin.',
    },
    desc: {
      da: 'Røret er fleksibelt, let at håndtere og tåler både høje temperaturer og tryk. Det er diffusionstæt og dermed velegnet til lukkede varmeanlæg, og det kan samles med både press- og klemfittings.',
      en: 'The pipe is flexible, easy to handle and withstands high temperatures and pressures. It has an oxygen barrier, making it suitable for closed heating systems, and can be joined with both press and compression fittings.',
      sv: 'Röret är flexibelt, lätthanterligt och tål både höga temperaturer och tryck. Det är diffusionstätt och därmed lämpligt för slutna värmesystem, och det kan sammanfogas med både press- och klämkopplingar.',
      nb: 'Røret er fleksibelt, lett å håndtere og tåler både høye temperaturer og trykk. Det er diffusjonstett og egner seg derfor for lukkede varmeanlegg, og det kan sammenføyes med både press- og klemkoblinger.',
      fi: 'Putki on taipuisa, helppo käsitellä ja kestää korkeita lämpötiloja ja paineita. Happidiffuusiosuojauksen ansiosta se sopii suljettuihin lämmitysjärjestelmiin, ja sen voi liittää sekä puristus- että kiristysrengasliittimillä.',
    },
    brands: ['Uponor', 'Nordlys'],
    types: [
      opt('PLAIN', same('')),
      opt('RIR', { da: 'rør-i-rør', en: 'pipe-in-pipe', sv: 'rör-i-rör', nb: 'rør-i-rør', fi: 'suojaputkessa' }, { priceFactor: 1.6 }),
    ],
    dims: (
      [
        [16, 2.2, 9, 100],
        [20, 2.8, 13, 100],
        [25, 3.5, 22, 50],
        [32, 4.4, 35, 50],
      ] as const
    ).map(([d, wall, price, roll]) =>
      opt(`${d}X${Math.round(wall * 10)}`, each((l) => `${d} x ${num(wall, 1, l)} mm`), {
        pack: roll,
        priceFactor: price,
        specs: { diameterMm: d, weightKg: r2(d * wall * 0.0028) },
      }),
    ),
    materials: [['pex', 1]],
    features: [
      ['drinkingWater', 0.8],
      ['oxygenBarrier', 0.9],
    ],
    price: 1,
    units: UNITS.mRl(),
    picto: 'pipe',
    colour: '#d9534f',
  },
  {
    key: 'cirkulationspumpe',
    category: '302010',
    weight: 3,
    noun: { da: 'Cirkulationspumpe', en: 'Circulator pump', sv: 'Cirkulationspump', nb: 'Sirkulasjonspumpe', fi: 'Kiertovesipumppu' },
    title: {
      da: '{brand} cirkulationspumpe {type} {dim}',
      en: '{brand} circulator pump {type} {dim}',
      sv: '{brand} cirkulationspump {type} {dim}',
      nb: '{brand} sirkulasjonspumpe {type} {dim}',
      fi: '{brand} kiertovesipumppu {type} {dim}',
    },
    short: {
      da: 'Energieffektiv cirkulationspumpe til radiator- og gulvvarmeanlæg.',
      en: 'Energy-efficient circulator pump for radiator and underfloor heating systems.',
      sv: 'Energieffektiv cirkulationspump för radiator- och golvvärmesystem.',
      nb: 'Energieffektiv sirkulasjonspumpe for radiator- og gulvvarmeanlegg.',
      fi: 'Energiatehokas kiertovesipumppu patteri- ja lattialämmitysjärjestelmiin.',
    },
    desc: {
      da: 'Pumpen tilpasser automatisk sin ydelse til varmebehovet og bruger derfor kun den strøm, der er brug for. Det kompakte design og det hurtige ALPHA-stik gør udskiftning af en ældre pumpe til en opgave på få minutter.',
      en: 'The pump automatically adapts its performance to the heat demand, so it only uses the power that is needed. The compact design and quick-fit ALPHA plug make replacing an older pump a matter of minutes.',
      sv: 'Pumpen anpassar automatiskt sin kapacitet efter värmebehovet och använder därför bara den el som behövs. Den kompakta designen och snabbkontakten ALPHA gör byte av en äldre pump till ett jobb på några minuter.',
      nb: 'Pumpen tilpasser automatisk ytelsen til varmebehovet og bruker derfor bare den strømmen som trengs. Det kompakte designet og hurtigpluggen ALPHA gjør utskifting av en eldre pumpe til en jobb på få minutter.',
      fi: 'Pumppu sovittaa tehonsa automaattisesti lämmöntarpeeseen ja kuluttaa siksi vain tarvittavan määrän sähköä. Kompaktin rakenteen ja ALPHA-pikaliittimen ansiosta vanhan pumpun vaihto hoituu muutamassa minuutissa.',
    },
    brands: ['Grundfos'],
    types: [
      opt('ALPHA1L', same('ALPHA1 L'), { priceFactor: 0.72 }),
      opt('ALPHA2', same('ALPHA2')),
      opt('ALPHA3', same('ALPHA3'), { priceFactor: 1.25, features: ['bluetooth'] }),
    ],
    dims: (
      [
        ['25-40', 130, 1],
        ['25-40', 180, 1],
        ['25-60', 130, 1.1],
        ['25-60', 180, 1.1],
        ['32-60', 180, 1.2],
      ] as const
    ).map(([size, len, f]) =>
      opt(`${size.replace('-', '')}${len}`, same(`${size} ${len}`), { priceFactor: f, specs: { lengthMm: len, weightKg: r2(1.8 + len * 0.003) } }),
    ),
    materials: [['castIron', 1]],
    features: [
      ['energySaving', 1],
      ['quick', 0.6],
    ],
    price: 1890,
    specs: { voltage: 230, ipClass: 44 },
    units: UNITS.stk(),
    picto: 'pump',
    colour: '#b5121b',
  },
  {
    key: 'dykpumpe',
    category: '302020',
    weight: 2,
    noun: { da: 'Dykpumpe', en: 'Submersible pump', sv: 'Dränkbar pump', nb: 'Senkepumpe', fi: 'Uppopumppu' },
    title: {
      da: '{brand} dykpumpe {type} {dim}',
      en: '{brand} submersible pump {type} {dim}',
      sv: '{brand} dränkbar pump {type} {dim}',
      nb: '{brand} senkepumpe {type} {dim}',
      fi: '{brand} uppopumppu {type} {dim}',
    },
    short: {
      da: 'Dykpumpe til dræning af kældre, brønde og udgravninger.',
      en: 'Submersible pump for draining basements, wells and excavations.',
      sv: 'Dränkbar pump för länshållning av källare, brunnar och schakt.',
      nb: 'Senkepumpe for drenering av kjellere, kummer og byggegroper.',
      fi: 'Uppopumppu kellareiden, kaivojen ja kaivantojen tyhjentämiseen.',
    },
    desc: {
      da: 'Pumpen er udført i rustfrit stål og kan pumpe vand med mindre partikler helt ned til få millimeters vandstand. Med niveauafbryder starter og stopper den automatisk, så den kan stå som fast installation i en pumpebrønd.',
      en: 'The pump is made of stainless steel and handles water with small particles down to a water level of just a few millimetres. With a float switch it starts and stops automatically, so it can be permanently installed in a pump sump.',
      sv: 'Pumpen är tillverkad i rostfritt stål och kan pumpa vatten med mindre partiklar ned till några millimeters vattennivå. Med nivåvippa startar och stoppar den automatiskt och kan därför installeras permanent i en pumpgrop.',
      nb: 'Pumpen er laget i rustfritt stål og kan pumpe vann med mindre partikler helt ned til noen få millimeters vannstand. Med nivåbryter starter og stopper den automatisk, slik at den kan stå fast montert i en pumpekum.',
      fi: 'Pumppu on valmistettu ruostumattomasta teräksestä, ja se pumppaa pieniä hiukkasia sisältävää vettä aina muutaman millimetrin vedenkorkeuteen asti. Uimurikytkimellä varustettuna se käynnistyy ja pysähtyy automaattisesti, joten sen voi asentaa pysyvästi pumppukaivoon.',
    },
    brands: ['Grundfos'],
    types: [
      opt('KP150', same('Unilift KP 150'), { specs: { weightKg: 4.5 } }),
      opt('KP250', same('Unilift KP 250'), { priceFactor: 1.3, specs: { weightKg: 5.2 } }),
      opt('KP350', same('Unilift KP 350'), { priceFactor: 1.65, specs: { weightKg: 6.1 } }),
      opt('AP12', same('Unilift AP12'), { priceFactor: 2.7, specs: { weightKg: 8.9 } }),
      opt('CC5', same('Unilift CC 5'), { priceFactor: 1.1, specs: { weightKg: 5.5 } }),
      opt('CC7', same('Unilift CC 7'), { priceFactor: 1.3, specs: { weightKg: 6.0 } }),
      opt('CC9', same('Unilift CC 9'), { priceFactor: 1.5, specs: { weightKg: 6.9 } }),
    ],
    dims: [
      opt('A', {
        da: 'med niveauafbryder',
        en: 'with float switch',
        sv: 'med nivåvippa',
        nb: 'med nivåbryter',
        fi: 'uimurikytkimellä',
      }, { priceFactor: 1.15 }),
      opt('M', same('')),
    ],
    materials: [['stainlessSteel', 1]],
    features: [
      ['waterproof', 1],
      ['quick', 0.4],
    ],
    price: 1400,
    specs: { voltage: 230, ipClass: 68 },
    units: UNITS.stk(),
    picto: 'pump',
    colour: '#1b5e8c',
  },
  {
    key: 'radiatortermostat',
    category: '303010',
    weight: 3,
    noun: { da: 'Radiatortermostat', en: 'Radiator thermostat', sv: 'Radiatortermostat', nb: 'Radiatortermostat', fi: 'Patteritermostaatti' },
    title: {
      da: '{brand} radiatortermostat {type} {dim}',
      en: '{brand} radiator thermostat {type} {dim}',
      sv: '{brand} radiatortermostat {type} {dim}',
      nb: '{brand} radiatortermostat {type} {dim}',
      fi: '{brand} patteritermostaatti {type} {dim}',
    },
    short: {
      da: 'Termostatføler til radiatorventiler – holder den ønskede rumtemperatur.',
      en: 'Thermostatic sensor for radiator valves – keeps the room at the temperature you set.',
      sv: 'Termostat för radiatorventiler – håller önskad rumstemperatur.',
      nb: 'Termostathode for radiatorventiler – holder ønsket romtemperatur.',
      fi: 'Termostaattianturi patteriventtiileihin – pitää huonelämpötilan halutulla tasolla.',
    },
    desc: {
      da: 'Termostaten reagerer hurtigt på temperaturændringer fra sol, personer og apparater og sparer dermed energi. Den har frostsikring og kan låses eller begrænses til et bestemt temperaturområde, hvilket er praktisk i institutioner og udlejningsboliger.',
      en: 'The thermostat responds quickly to temperature changes from sunlight, people and appliances, saving energy. It has frost protection and can be locked or limited to a set temperature range, which is practical in institutions and rental housing.',
      sv: 'Termostaten reagerar snabbt på temperaturförändringar från sol, människor och apparater och sparar därmed energi. Den har frostskydd och kan låsas eller begränsas till ett visst temperaturområde, vilket är praktiskt i offentliga lokaler och hyreslägenheter.',
      nb: 'Termostaten reagerer raskt på temperaturendringer fra sol, personer og apparater og sparer dermed energi. Den har frostsikring og kan låses eller begrenses til et bestemt temperaturområde, noe som er praktisk i institusjoner og utleieboliger.',
      fi: 'Termostaatti reagoi nopeasti auringon, ihmisten ja laitteiden aiheuttamiin lämpötilan muutoksiin ja säästää näin energiaa. Siinä on jäätymissuoja, ja sen voi lukita tai rajata tietylle lämpötila-alueelle, mikä on kätevää julkisissa tiloissa ja vuokra-asunnoissa.',
    },
    brands: ['Danfoss'],
    types: [
      opt('RA2994', same('RA 2994')),
      opt('RAWK', same('RAW-K'), { priceFactor: 1.2 }),
      opt('RASC2', same('RAS-C2'), { priceFactor: 1.05 }),
      opt('ALLY', same('Ally'), { priceFactor: 2.6, features: ['bluetooth'] }),
      opt('RA2000', same('RA 2000'), { priceFactor: 0.95 }),
      opt('RAX', same('RAX'), { priceFactor: 1.9 }),
      opt('ECO', same('Eco'), { priceFactor: 2.2, features: ['bluetooth'] }),
    ],
    dims: [
      opt('INT', {
        da: 'med indbygget føler',
        en: 'with built-in sensor',
        sv: 'med inbyggd givare',
        nb: 'med innebygd føler',
        fi: 'sisäänrakennetulla anturilla',
      }),
      opt('FJ2', {
        da: 'med fjernføler 2 m',
        en: 'with 2 m remote sensor',
        sv: 'med fjärrgivare 2 m',
        nb: 'med fjernføler 2 m',
        fi: '2 m:n etäanturilla',
      }, { priceFactor: 1.5 }),
    ],
    materials: [['plastic', 1]],
    features: [
      ['energySaving', 1],
      ['frost', 0.9],
    ],
    price: 185,
    weightKg: [0.12, 0.3],
    units: UNITS.stkKrt(),
    picto: 'thermostat',
    colour: '#e2000f',
  },
  {
    key: 'kugleventil',
    category: '303020',
    weight: 4,
    noun: { da: 'Kugleventil', en: 'Ball valve', sv: 'Kulventil', nb: 'Kuleventil', fi: 'Palloventtiili' },
    title: {
      da: '{brand} kugleventil {dim} {type}',
      en: '{brand} ball valve {dim} {type}',
      sv: '{brand} kulventil {dim} {type}',
      nb: '{brand} kuleventil {dim} {type}',
      fi: '{brand} palloventtiili {dim} {type}',
    },
    short: {
      da: 'Kugleventil med fuldt gennemløb og indvendigt gevind i begge ender.',
      en: 'Full-bore ball valve with female thread at both ends.',
      sv: 'Kulventil med fullt genomlopp och invändig gänga i båda ändar.',
      nb: 'Kuleventil med fullt gjennomløp og innvendige gjenger i begge ender.',
      fi: 'Täysaukkoinen palloventtiili, sisäkierre molemmissa päissä.',
    },
    desc: {
      da: 'Ventilen er fremstillet i forniklet messing og lukker tæt med en kvart omdrejning. Den er velegnet til brugsvand, varmeanlæg og trykluft og kan monteres i vilkårlig retning.',
      en: 'The valve is made of nickel-plated brass and shuts off tightly with a quarter turn. It is suitable for domestic water, heating systems and compressed air and can be installed in any orientation.',
      sv: 'Ventilen är tillverkad i förnicklad mässing och stänger tätt med ett kvarts varv. Den passar för tappvatten, värmesystem och tryckluft och kan monteras i valfri riktning.',
      nb: 'Ventilen er laget av forniklet messing og stenger tett med en kvart omdreining. Den egner seg for tappevann, varmeanlegg og trykkluft og kan monteres i valgfri retning.',
      fi: 'Venttiili on valmistettu niklatusta messingistä, ja se sulkeutuu tiiviisti neljänneskierroksella. Se sopii käyttövesi- ja lämmitysjärjestelmiin sekä paineilmalle, ja sen voi asentaa mihin asentoon tahansa.',
    },
    brands: ['Danfoss', 'Nordlys'],
    types: [
      opt('H', { da: 'med håndtag', en: 'with lever handle', sv: 'med handtag', nb: 'med håndtak', fi: 'vivulla' }),
      opt('S', {
        da: 'med sommerfuglegreb',
        en: 'with butterfly handle',
        sv: 'med vingratt',
        nb: 'med vingehåndtak',
        fi: 'siipikahvalla',
      }, { priceFactor: 0.95 }),
    ],
    dims: (
      [
        [15, '½"', 1],
        [20, '¾"', 1.4],
        [25, '1"', 2.1],
        [32, '1¼"', 3.2],
        [40, '1½"', 4.6],
        [50, '2"', 6.9],
      ] as const
    ).map(([dn, inch, f]) =>
      opt(`DN${dn}`, same(`DN${dn} (${inch})`), { priceFactor: f, specs: { diameterMm: dn, weightKg: r2(dn * dn * 0.00075) } }),
    ),
    materials: [['brass', 1]],
    features: [
      ['drinkingWater', 0.8],
      ['ce', 0.5],
    ],
    price: 95,
    units: UNITS.stk(),
    picto: 'valve',
    colour: '#c9a227',
  },
  {
    key: 'boremaskine',
    category: '401010',
    weight: 5,
    noun: { da: 'Bore-/skruemaskine', en: 'Drill driver', sv: 'Borrskruvdragare', nb: 'Drill', fi: 'Akkuporakone' },
    title: {
      da: '{brand} {dim} bore-/skruemaskine, {type}',
      en: '{brand} {dim} drill driver, {type}',
      sv: '{brand} {dim} borrskruvdragare, {type}',
      nb: '{brand} {dim} drill, {type}',
      fi: '{brand} {dim} akkuporakone, {type}',
    },
    short: {
      da: 'Kompakt og kraftig bore-/skruemaskine til det daglige arbejde på byggepladsen.',
      en: 'Compact and powerful drill driver for everyday work on site.',
      sv: 'Kompakt och kraftfull borrskruvdragare för det dagliga arbetet på bygget.',
      nb: 'Kompakt og kraftig drill for det daglige arbeidet på byggeplassen.',
      fi: 'Kompakti ja tehokas akkuporakone työmaan päivittäiseen käyttöön.',
    },
    desc: {
      da: 'Maskinen har 2-trins gear, 21 momentindstillinger og en 13 mm selvspændende borepatron. Den ergonomiske, gummibelagte grebszone og det indbyggede LED-lys gør den behagelig at arbejde med – også i trange og mørke rum.',
      en: 'The tool has a 2-speed gearbox, 21 torque settings and a 13 mm keyless chuck. The ergonomic, rubberised grip and built-in LED light make it comfortable to use – even in tight, dark spaces.',
      sv: 'Maskinen har 2-växlad växellåda, 21 momentlägen och en 13 mm snabbchuck. Det ergonomiska, gummerade greppet och den inbyggda LED-lampan gör den bekväm att arbeta med – även i trånga och mörka utrymmen.',
      nb: 'Maskinen har 2-trinns gir, 21 momentinnstillinger og en 13 mm selvspennende chuck. Det ergonomiske, gummierte grepet og det innebygde LED-lyset gjør den behagelig å jobbe med – også på trange og mørke steder.',
      fi: 'Koneessa on 2-vaihteinen vaihteisto, 21 momenttiasetusta ja 13 mm:n pikaistukka. Ergonominen kumipintainen kahva ja sisäänrakennettu LED-valo tekevät siitä mukavan käyttää myös ahtaissa ja pimeissä paikoissa.',
    },
    brands: ['Bosch', 'Makita', 'DeWalt', 'Milwaukee'],
    types: toolTypes,
    dims: [volts(18), volts(12)],
    materials: [['plasticAlu', 1]],
    features: [
      ['brushless', 0.6],
      ['ledLight', 0.85],
      ['ergonomicGrip', 0.5],
    ],
    price: 1090,
    weightKg: [1.1, 1.9],
    units: UNITS.stk(),
    picto: 'drill',
    colour: '#c8412b',
  },
  {
    key: 'slagskruemaskine',
    category: '401020',
    weight: 3,
    noun: { da: 'Slagskruemaskine', en: 'Impact driver', sv: 'Slagskruvdragare', nb: 'Slagtrekker', fi: 'Iskuruuvinväännin' },
    title: {
      da: '{brand} {dim} slagskruemaskine, {type}',
      en: '{brand} {dim} impact driver, {type}',
      sv: '{brand} {dim} slagskruvdragare, {type}',
      nb: '{brand} {dim} slagtrekker, {type}',
      fi: '{brand} {dim} iskuruuvinväännin, {type}',
    },
    short: {
      da: 'Slagskruemaskine med højt moment til lange skruer og bolte.',
      en: 'High-torque impact driver for long screws and bolts.',
      sv: 'Slagskruvdragare med högt vridmoment för långa skruvar och bultar.',
      nb: 'Slagtrekker med høyt dreiemoment for lange skruer og bolter.',
      fi: 'Suuren vääntömomentin iskuruuvinväännin pitkille ruuveille ja pulteille.',
    },
    desc: {
      da: 'Slagværket leverer op til 180 Nm og driver selv lange konstruktionsskruer i uden forboring. Med ¼" bitholder og tre hastighedstrin er den lige velegnet til finmontage og tunge opgaver.',
      en: 'The impact mechanism delivers up to 180 Nm and drives even long structural screws without pre-drilling. With a ¼" hex bit holder and three speed settings, it is equally suited to fine assembly and heavy tasks.',
      sv: 'Slagverket ger upp till 180 Nm och driver även långa konstruktionsskruvar utan förborrning. Med ¼" bitsfäste och tre hastighetslägen passar den lika bra för finmontage som för tunga jobb.',
      nb: 'Slagverket gir opptil 180 Nm og driver selv lange konstruksjonsskruer inn uten forboring. Med ¼" bitsholder og tre hastighetstrinn passer den like godt til finmontering som til tunge oppgaver.',
      fi: 'Iskumekanismi tuottaa jopa 180 Nm:n vääntömomentin ja ruuvaa pitkätkin rakenneruuvit ilman esiporausta. ¼"-kärjenpitimen ja kolmen nopeusasetuksen ansiosta se sopii yhtä hyvin hienoasennukseen kuin raskaisiin töihin.',
    },
    brands: ['Bosch', 'Makita', 'DeWalt', 'Milwaukee'],
    types: toolTypes,
    dims: [volts(18), volts(12)],
    materials: [['plasticAlu', 1]],
    features: [
      ['brushless', 0.7],
      ['ledLight', 0.9],
      ['ergonomicGrip', 0.4],
    ],
    price: 1190,
    weightKg: [0.9, 1.6],
    units: UNITS.stk(),
    picto: 'impact',
    colour: '#b8362a',
  },
  {
    key: 'vinkelsliber',
    category: '401030',
    weight: 3,
    noun: { da: 'Vinkelsliber', en: 'Angle grinder', sv: 'Vinkelslip', nb: 'Vinkelsliper', fi: 'Kulmahiomakone' },
    title: {
      da: '{brand} vinkelsliber {dim}, {type}',
      en: '{brand} angle grinder {dim}, {type}',
      sv: '{brand} vinkelslip {dim}, {type}',
      nb: '{brand} vinkelsliper {dim}, {type}',
      fi: '{brand} kulmahiomakone {dim}, {type}',
    },
    short: {
      da: 'Robust vinkelsliber til skæring og slibning i metal, sten og beton.',
      en: 'Robust angle grinder for cutting and grinding metal, stone and concrete.',
      sv: 'Robust vinkelslip för kapning och slipning i metall, sten och betong.',
      nb: 'Robust vinkelsliper for kapping og sliping i metall, stein og betong.',
      fi: 'Järeä kulmahiomakone metallin, kiven ja betonin katkaisuun ja hiontaan.',
    },
    desc: {
      da: 'Slibemaskinen har genstartsbeskyttelse, blød opstart og en beskyttelsesskærm, der kan justeres uden værktøj. Sidehåndtaget med antivibration kan monteres i begge sider, så maskinen passer til både højre- og venstrehåndede.',
      en: 'The grinder has restart protection, soft start and a guard that can be adjusted without tools. The anti-vibration side handle fits on either side, so the tool suits both right- and left-handed users.',
      sv: 'Vinkelslipen har återstartsskydd, mjukstart och ett rondellskydd som kan justeras utan verktyg. Sidohandtaget med antivibration kan monteras på båda sidor, så maskinen passar både höger- och vänsterhänta.',
      nb: 'Vinkelsliperen har gjenstartsbeskyttelse, myk start og et vern som kan justeres uten verktøy. Sidehåndtaket med antivibrasjon kan monteres på begge sider, slik at maskinen passer både høyre- og venstrehendte.',
      fi: 'Kulmahiomakoneessa on uudelleenkäynnistyssuoja, pehmeä käynnistys ja ilman työkaluja säädettävä laikkasuojus. Tärinää vaimentavan sivukahvan voi kiinnittää kummalle puolelle tahansa, joten kone sopii sekä oikea- että vasenkätisille.',
    },
    brands: ['Bosch', 'Makita', 'DeWalt', 'Milwaukee'],
    types: [
      opt('230V', { da: '230 V', en: '230 V corded', sv: '230 V', nb: '230 V', fi: '230 V' }, { specs: { voltage: 230 } }),
      opt('18V', { da: '18V uden batteri', en: '18V bare tool', sv: '18V utan batteri', nb: '18V uten batteri', fi: '18V ilman akkua' }, {
        priceFactor: 1.4,
        specs: { voltage: 18 },
        features: ['noBattery', 'brushless'],
      }),
    ],
    dims: (
      [
        [115, 0.9],
        [125, 1],
        [230, 1.6],
      ] as const
    ).map(([d, f]) => opt(`D${d}`, same(`${d} mm`), { priceFactor: f, specs: { diameterMm: d, weightKg: r2(d <= 125 ? 2.1 + d * 0.002 : 5.4) } })),
    materials: [['plasticAlu', 1]],
    features: [
      ['antiVibration', 0.7],
      ['ergonomicGrip', 0.5],
    ],
    price: 890,
    units: UNITS.stk(),
    picto: 'grinder',
    colour: '#2a6f97',
  },
  {
    key: 'hammer',
    category: '402010',
    weight: 3,
    noun: { da: 'Hammer', en: 'Hammer', sv: 'Hammare', nb: 'Hammer', fi: 'Vasara' },
    title: {
      da: '{brand} {type} {dim}',
      en: '{brand} {type} {dim}',
      sv: '{brand} {type} {dim}',
      nb: '{brand} {type} {dim}',
      fi: '{brand} {type} {dim}',
    },
    short: {
      da: 'Velafbalanceret hammer med god slagkraft og sikkert greb.',
      en: 'Well-balanced hammer with good striking power and a secure grip.',
      sv: 'Välbalanserad hammare med bra slagkraft och säkert grepp.',
      nb: 'Godt balansert hammer med god slagkraft og sikkert grep.',
      fi: 'Hyvin tasapainotettu vasara, jossa on hyvä iskuvoima ja varma ote.',
    },
    desc: {
      da: 'Hovedet er smedet i specialstål og hærdet i slagfladen, så det holder formen, selv efter mange års brug. Skaftet dæmper vibrationer effektivt og skåner dermed arm og albue.',
      en: 'The head is forged from special steel and hardened on the striking face, so it keeps its shape even after years of use. The handle dampens vibration effectively, protecting your arm and elbow.',
      sv: 'Huvudet är smitt i specialstål och härdat i slagytan, så att det behåller formen även efter många års användning. Skaftet dämpar vibrationer effektivt och skonar därmed arm och armbåge.',
      nb: 'Hodet er smidd i spesialstål og herdet i slagflaten, slik at det holder formen selv etter mange års bruk. Skaftet demper vibrasjoner effektivt og skåner dermed arm og albue.',
      fi: 'Vasaran pää on taottu erikoisteräksestä ja karkaistu iskupinnasta, joten se säilyttää muotonsa vuosienkin käytössä. Varsi vaimentaa tärinää tehokkaasti ja säästää käsivartta ja kyynärpäätä.',
    },
    brands: ['Hultafors', 'Würth', 'Milwaukee'],
    types: [
      opt('TOM', { da: 'tømrerhammer', en: 'claw hammer', sv: 'snickarhammare', nb: 'snekkerhammer', fi: 'kynsivasara' }, {
        features: ['magnetic'],
        dims: [
          opt('450G', same('450 g'), { specs: { weightKg: 0.45, lengthMm: 330 } }),
          opt('600G', same('600 g'), { priceFactor: 1.1, specs: { weightKg: 0.6, lengthMm: 340 } }),
          opt('700G', same('700 g'), { priceFactor: 1.2, specs: { weightKg: 0.7, lengthMm: 360 } }),
        ],
      }),
      opt('MUR', { da: 'murerhammer', en: "bricklayer's hammer", sv: 'murarhammare', nb: 'murerhammer', fi: 'muurarinvasara' }, {
        dims: [opt('600G', same('600 g'), { specs: { weightKg: 0.6, lengthMm: 290 } })],
      }),
      opt('MUK', { da: 'mukkert', en: 'club hammer', sv: 'slägga', nb: 'slegge', fi: 'moukari' }, {
        priceFactor: 1.15,
        dims: [
          opt('1250G', each((l) => `${num(1.25, 2, l)} kg`), { specs: { weightKg: 1.25, lengthMm: 280 } }),
          opt('1500G', each((l) => `${num(1.5, 1, l)} kg`), { priceFactor: 1.1, specs: { weightKg: 1.5, lengthMm: 300 } }),
        ],
      }),
    ],
    dims: [],
    materials: [
      ['steelFibreglass', 2],
      ['steelHickory', 1],
    ],
    features: [
      ['ergonomicGrip', 0.7],
      ['antiVibration', 0.5],
    ],
    price: 240,
    units: UNITS.stk(),
    picto: 'hammer',
    colour: '#a23b2a',
  },
  {
    key: 'skruetraekker',
    category: '402020',
    weight: 3,
    noun: { da: 'Skruetrækker', en: 'Screwdriver', sv: 'Skruvmejsel', nb: 'Skrutrekker', fi: 'Ruuvitaltta' },
    title: {
      da: '{brand} skruetrækker {dim} {type}',
      en: '{brand} screwdriver {dim} {type}',
      sv: '{brand} skruvmejsel {dim} {type}',
      nb: '{brand} skrutrekker {dim} {type}',
      fi: '{brand} ruuvitaltta {dim} {type}',
    },
    short: {
      da: 'Skruetrækker med hærdet klinge og ergonomisk tokomponentgreb.',
      en: 'Screwdriver with hardened blade and ergonomic two-component handle.',
      sv: 'Skruvmejsel med härdad klinga och ergonomiskt tvåkomponentshandtag.',
      nb: 'Skrutrekker med herdet blad og ergonomisk tokomponenthåndtak.',
      fi: 'Ruuvitaltta, jossa on karkaistu terä ja ergonominen kaksikomponenttikahva.',
    },
    desc: {
      da: 'Klingen er fremstillet i krom-vanadium-stål med en præcisionsslebet spids, der sidder godt i skruen og mindsker risikoen for at skride ud. Grebet giver et højt moment og ligger behageligt i hånden, også ved længere tids brug.',
      en: 'The blade is made of chrome vanadium steel with a precision-ground tip that fits snugly in the screw head and reduces cam-out. The handle transmits high torque and feels comfortable in the hand, even during prolonged use.',
      sv: 'Klingan är tillverkad i krom-vanadinstål med en precisionsslipad spets som sitter stadigt i skruven och minskar risken att slinta. Handtaget ger högt vridmoment och ligger bekvämt i handen, även vid längre tids användning.',
      nb: 'Bladet er laget av krom-vanadium-stål med en presisjonsslipt spiss som sitter godt i skruen og reduserer faren for å skli ut. Håndtaket gir høyt dreiemoment og ligger behagelig i hånden, også ved lengre tids bruk.',
      fi: 'Terä on valmistettu kromivanadiiniteräksestä, ja sen tarkkuushiottu kärki istuu tiukasti ruuvin kantaan ja vähentää lipsumista. Kahvalla saa välitettyä suuren vääntömomentin, ja se on mukava kädessä pitkäaikaisessakin käytössä.',
    },
    brands: ['Hultafors', 'Würth', 'Milwaukee'],
    types: [opt('STD', same('')), opt('VDE', same('VDE 1000 V'), { priceFactor: 1.8, features: ['insulated'] })],
    dims: (
      [
        ['PH1', 80, 0.9],
        ['PH2', 100, 1],
        ['PZ2', 100, 1],
        ['TX20', 100, 1.05],
        ['TX25', 100, 1.05],
        ['5,5', 125, 0.95],
      ] as const
    ).map(([tip, len, f]) =>
      opt(`${tip.replace(',', '')}-${len}`, each((l) => `${l === 'en' ? tip.replace(',', '.') : tip} x ${len} mm`), {
        priceFactor: f,
        specs: { lengthMm: len + 100, weightKg: r2(0.05 + len * 0.0005) },
      }),
    ),
    materials: [['crv', 1]],
    features: [
      ['ergonomicGrip', 0.9],
      ['magnetic', 0.6],
    ],
    price: 62,
    units: UNITS.stk(),
    picto: 'screwdriver',
    colour: '#e0672c',
  },
  {
    key: 'tang',
    category: '402030',
    weight: 3,
    noun: { da: 'Tang', en: 'Pliers', sv: 'Tång', nb: 'Tang', fi: 'Pihdit' },
    title: {
      da: '{brand} {type} {dim}',
      en: '{brand} {type} {dim}',
      sv: '{brand} {type} {dim}',
      nb: '{brand} {type} {dim}',
      fi: '{brand} {type} {dim}',
    },
    short: {
      da: 'Professionel tang i krom-vanadium-stål med komfortgreb.',
      en: 'Professional pliers in chrome vanadium steel with comfort grips.',
      sv: 'Professionell tång i krom-vanadinstål med komfortgrepp.',
      nb: 'Profesjonell tang i krom-vanadium-stål med komfortgrep.',
      fi: 'Ammattilaisen pihdit kromivanadiiniteräksestä mukavilla kahvoilla.',
    },
    desc: {
      da: 'Tangen er smedet og induktionshærdet i skærene, så den klarer både blød og hård tråd. Komfortgrebet med flere komponenter giver et sikkert greb og reducerer trætheden i hånden.',
      en: 'The pliers are forged and induction-hardened at the cutting edges, so they handle both soft and hard wire. The multi-component comfort grips give a secure hold and reduce hand fatigue.',
      sv: 'Tången är smidd och induktionshärdad i eggarna, så att den klarar både mjuk och hård tråd. Komfortgreppet i flera komponenter ger ett säkert grepp och minskar tröttheten i handen.',
      nb: 'Tangen er smidd og induksjonsherdet i eggene, slik at den klarer både myk og hard tråd. Komfortgrepet i flere komponenter gir et sikkert grep og reduserer trettheten i hånden.',
      fi: 'Pihdit on taottu ja leikkuusärmät induktiokarkaistu, joten ne katkaisevat sekä pehmeän että kovan langan. Monikomponenttiset kahvat antavat varman otteen ja vähentävät käden väsymistä.',
    },
    brands: ['Milwaukee', 'Würth', 'Hultafors'],
    types: [
      opt('KOMBI', {
        da: 'kombinationstang',
        en: 'combination pliers',
        sv: 'kombinationstång',
        nb: 'kombinasjonstang',
        fi: 'yhdistelmäpihdit',
      }),
      opt('SIDE', { da: 'sidebider', en: 'diagonal cutters', sv: 'sidavbitare', nb: 'sideavbiter', fi: 'sivuleikkurit' }, {
        priceFactor: 1.05,
      }),
      opt('VP', {
        da: 'vandpumpetang',
        en: 'water pump pliers',
        sv: 'polygriptång',
        nb: 'vannpumpetang',
        fi: 'vesipumppupihdit',
      }, { priceFactor: 1.2 }),
      opt('AFISO', {
        da: 'afisoleringstang',
        en: 'wire stripping pliers',
        sv: 'avisoleringstång',
        nb: 'avisoleringstang',
        fi: 'kuorintapihdit',
      }, { priceFactor: 1.3 }),
    ],
    dims: ([160, 180, 200, 250] as const).map((len) =>
      opt(`L${len}`, same(`${len} mm`), { priceFactor: 0.7 + len / 600, specs: { lengthMm: len, weightKg: r2(len * 0.0014) } }),
    ),
    materials: [['crv', 1]],
    features: [
      ['ergonomicGrip', 0.8],
      ['insulated', 0.3],
    ],
    price: 165,
    units: UNITS.stk(),
    picto: 'pliers',
    colour: '#d63a2f',
  },
  {
    key: 'betonbor',
    category: '403010',
    weight: 5,
    noun: { da: 'Betonbor', en: 'Masonry drill bit', sv: 'Betongborr', nb: 'Betongbor', fi: 'Betoniporanterä' },
    title: {
      da: '{brand} betonbor SDS-plus {dim}',
      en: '{brand} SDS-plus masonry drill bit {dim}',
      sv: '{brand} betongborr SDS-plus {dim}',
      nb: '{brand} betongbor SDS-plus {dim}',
      fi: '{brand} betoniporanterä SDS-plus {dim}',
    },
    short: {
      da: 'SDS-plus-betonbor med hårdmetalspids til beton, mursten og natursten.',
      en: 'SDS-plus masonry drill bit with carbide tip for concrete, brick and natural stone.',
      sv: 'SDS-plus-betongborr med hårdmetallspets för betong, tegel och natursten.',
      nb: 'SDS-plus-betongbor med hardmetallspiss for betong, murstein og naturstein.',
      fi: 'SDS-plus-betoniporanterä kovametallikärjellä betoniin, tiileen ja luonnonkiveen.',
    },
    desc: {
      da: 'Den firskårne spids centrerer præcist og kommer let gennem armering, mens den brede spiral fjerner borestøvet effektivt. Boret giver runde, præcise huller, så dyvler og ankre sidder fast fra første gang.',
      en: 'The four-cutter tip centres precisely and gets through rebar with ease, while the wide spiral clears dust efficiently. The bit drills round, accurate holes, so plugs and anchors hold first time.',
      sv: 'Den fyrskäriga spetsen centrerar exakt och tar sig lätt igenom armering, medan den breda spiralen för bort borrdammet effektivt. Borret ger runda, exakta hål, så att pluggar och ankare sitter redan första gången.',
      nb: 'Den firskjærte spissen sentrerer presist og kommer lett gjennom armering, mens den brede spiralen fjerner borestøvet effektivt. Boret gir runde, nøyaktige hull, slik at plugger og ankere sitter allerede første gang.',
      fi: 'Nelileikkuinen kärki keskittyy tarkasti ja läpäisee raudoituksen vaivatta, ja leveä kierre poistaa porauspölyn tehokkaasti. Terä poraa pyöreät ja tarkat reiät, joten tulpat ja ankkurit pitävät heti ensimmäisellä kerralla.',
    },
    brands: ['Bosch', 'DeWalt', 'Milwaukee', 'Makita'],
    dims: (
      [
        [5, 110],
        [6, 110],
        [6, 160],
        [8, 160],
        [10, 160],
        [12, 210],
        [14, 260],
      ] as const
    ).map(([d, l]) =>
      opt(`${d}X${l}`, same(`${d} x ${l} mm`), {
        pack: 10,
        priceFactor: 0.45 + d * l * 0.0011,
        specs: { diameterMm: d, lengthMm: l, weightKg: r2(d * d * l * 0.0000055 + 0.01) },
      }),
    ),
    materials: [['carbide', 1]],
    features: [
      ['fourCutter', 0.8],
      ['longLife', 0.4],
    ],
    price: 36,
    units: UNITS.stkPkOpt(),
    picto: 'drillbit',
    colour: '#1f5f8b',
  },
  {
    key: 'bits',
    category: '403020',
    weight: 4,
    noun: { da: 'Bits', en: 'Screwdriver bit', sv: 'Bits', nb: 'Bits', fi: 'Ruuvauskärki' },
    title: {
      da: '{brand} bits {dim} {type}',
      en: '{brand} screwdriver bit {dim} {type}',
      sv: '{brand} bits {dim} {type}',
      nb: '{brand} bits {dim} {type}',
      fi: '{brand} ruuvauskärki {dim} {type}',
    },
    short: {
      da: 'Slidstærke bits med præcis pasform i skruens kærv.',
      en: 'Hard-wearing bits with a precise fit in the screw drive.',
      sv: 'Slitstarka bits med exakt passform i skruvens spår.',
      nb: 'Slitesterke bits med presis passform i skruesporet.',
      fi: 'Kestävät kärjet, jotka istuvat tarkasti ruuvin kantaan.',
    },
    desc: {
      da: 'Bitsene er fremstillet i hærdet værktøjsstål og har en torsionszone, der optager spidsbelastninger fra slagskruemaskiner. Det forlænger levetiden markant og giver færre udskiftninger i løbet af arbejdsdagen.',
      en: 'The bits are made of hardened tool steel and have a torsion zone that absorbs peak loads from impact drivers. This significantly extends their service life and means fewer changes during the working day.',
      sv: 'Bitsen är tillverkade i härdat verktygsstål och har en torsionszon som tar upp toppbelastningar från slagskruvdragare. Det förlänger livslängden avsevärt och ger färre byten under arbetsdagen.',
      nb: 'Bitsene er laget av herdet verktøystål og har en torsjonssone som tar opp toppbelastninger fra slagtrekkere. Det forlenger levetiden betydelig og gir færre bytter i løpet av arbeidsdagen.',
      fi: 'Kärjet on valmistettu karkaistusta työkaluteräksestä, ja niissä on vääntövyöhyke, joka vaimentaa iskuruuvinvääntimen kuormitushuippuja. Se pidentää käyttöikää huomattavasti ja vähentää kärkien vaihtoa työpäivän aikana.',
    },
    brands: ['Bosch', 'Makita', 'Milwaukee', 'Würth', 'Essve'],
    types: [opt('STD', same('')), opt('IMP', same('Impact'), { priceFactor: 1.35, features: ['impactResistant'] })],
    dims: (
      [
        ['PH2', 25],
        ['PZ2', 25],
        ['TX20', 25],
        ['TX25', 25],
        ['TX30', 50],
        ['TX40', 50],
      ] as const
    ).map(([tip, len]) =>
      opt(`${tip}-${len}`, same(`${tip} ${len} mm`), {
        pack: 10,
        priceFactor: len === 50 ? 1.5 : 1,
        specs: { lengthMm: len, weightKg: r2(len * 0.0012) },
      }),
    ),
    materials: [
      ['s2', 2],
      ['crv', 1],
    ],
    features: [['magnetic', 0.3]],
    price: 58,
    units: UNITS.pkKrt(10),
    picto: 'bit',
    colour: '#5b6770',
  },
  {
    key: 'arbejdshandske',
    category: '501010',
    weight: 4,
    noun: { da: 'Arbejdshandske', en: 'Work glove', sv: 'Arbetshandske', nb: 'Arbeidshanske', fi: 'Työkäsine' },
    title: {
      da: '{brand} {type}, {mat}',
      en: '{brand} {type}, {mat}',
      sv: '{brand} {type}, {mat}',
      nb: '{brand} {type}, {mat}',
      fi: '{brand} {type}, {mat}',
    },
    short: {
      da: 'Komfortabel arbejdshandske med godt greb og høj fingerfølsomhed.',
      en: 'Comfortable work glove with good grip and high dexterity.',
      sv: 'Bekväm arbetshandske med bra grepp och hög fingerkänsla.',
      nb: 'Komfortabel arbeidshanske med godt grep og høy fingerfølsomhet.',
      fi: 'Mukava työkäsine, jossa on hyvä pito ja erinomainen sormituntuma.',
    },
    desc: {
      da: 'Handsken sidder tæt på hånden og er forstærket, hvor slitagen er størst, så den holder længere. Den er certificeret efter EN 388 og velegnet til montage, lagerarbejde og håndtering af materialer.',
      en: 'The glove fits snugly and is reinforced where wear is greatest, so it lasts longer. It is certified to EN 388 and suitable for assembly, warehouse work and materials handling.',
      sv: 'Handsken sitter tätt mot handen och är förstärkt där slitaget är störst, så att den håller längre. Den är certifierad enligt EN 388 och passar för montering, lagerarbete och materialhantering.',
      nb: 'Hansken sitter tett på hånden og er forsterket der slitasjen er størst, slik at den varer lenger. Den er sertifisert etter EN 388 og egner seg for montering, lagerarbeid og materialhåndtering.',
      fi: 'Käsine istuu tiiviisti ja on vahvistettu eniten kuluvista kohdista, joten se kestää pidempään. Se on sertifioitu EN 388 -standardin mukaan ja sopii asennus- ja varastotöihin sekä materiaalien käsittelyyn.',
    },
    brands: ['Ejendals', 'Snickers Workwear', '3M'],
    types: [
      opt('VIB', {
        da: 'vibrationsdæmpende handske',
        en: 'anti-vibration glove',
        sv: 'vibrationsdämpande handske',
        nb: 'vibrasjonsdempende hanske',
        fi: 'tärinää vaimentava käsine',
      }, { material: 'syntheticLeather', priceFactor: 3.2 }),
      opt('KEMI', {
        da: 'kemikaliehandske',
        en: 'chemical-resistant glove',
        sv: 'kemikalieskyddshandske',
        nb: 'kjemikaliehanske',
        fi: 'kemikaalinsuojakäsine',
      }, { material: 'nitrile', priceFactor: 1.3, features: ['oilRepellent'] }),
      opt('MEK', {
        da: 'mekanikerhandske',
        en: "mechanic's glove",
        sv: 'mekanikerhandske',
        nb: 'mekanikerhanske',
        fi: 'mekaanikon käsine',
      }, { material: 'syntheticLeather', priceFactor: 2.4, features: ['touchscreen'] }),
      opt('MONT', {
        da: 'monteringshandske',
        en: 'assembly glove',
        sv: 'monteringshandske',
        nb: 'monteringshanske',
        fi: 'asennuskäsine',
      }, { material: 'nitrile', features: ['oilRepellent'] }),
      opt('VINTER', { da: 'vinterhandske', en: 'winter glove', sv: 'vinterhandske', nb: 'vinterhanske', fi: 'talvikäsine' }, {
        material: 'nitrile',
        priceFactor: 1.6,
        features: ['windproof', 'waterproof'],
      }),
      opt('LAEDER', { da: 'læderhandske', en: 'leather glove', sv: 'läderhandske', nb: 'skinnhanske', fi: 'nahkakäsine' }, {
        material: 'goatskin',
        priceFactor: 2.1,
      }),
    ],
    dims: [opt('', same(''))],
    materials: [['nitrile', 1]],
    features: [
      ['en388', 1],
      ['touchscreen', 0.4],
    ],
    price: 42,
    units: UNITS.stkKrt(),
    variants: { kind: 'sizes', prob: 1 },
    picto: 'glove',
    colour: '#f28c28',
  },
  {
    key: 'skaerehandske',
    category: '501020',
    weight: 3,
    noun: { da: 'Skærehandske', en: 'Cut-resistant glove', sv: 'Skärskyddshandske', nb: 'Kutthanske', fi: 'Viiltosuojakäsine' },
    title: {
      da: '{brand} skærehandske, {type}',
      en: '{brand} cut-resistant glove, {type}',
      sv: '{brand} skärskyddshandske, {type}',
      nb: '{brand} kutthanske, {type}',
      fi: '{brand} viiltosuojakäsine, {type}',
    },
    short: {
      da: 'Skærehandske til håndtering af plader, glas og skarpe emner.',
      en: 'Cut-resistant glove for handling sheet metal, glass and sharp parts.',
      sv: 'Skärskyddshandske för hantering av plåt, glas och vassa detaljer.',
      nb: 'Kutthanske for håndtering av plater, glass og skarpe emner.',
      fi: 'Viiltosuojakäsine peltien, lasin ja terävien kappaleiden käsittelyyn.',
    },
    desc: {
      da: 'Handsken er strikket i HPPE-fibre, der giver høj skærebeskyttelse uden at gå på kompromis med fingerfølsomheden. Håndfladen er dyppet i nitril for et sikkert greb, også på olierede overflader.',
      en: 'The glove is knitted from HPPE fibres that provide high cut protection without compromising dexterity. The palm is dipped in nitrile for a secure grip, even on oily surfaces.',
      sv: 'Handsken är stickad av HPPE-fibrer som ger högt skärskydd utan att kompromissa med fingerkänslan. Handflatan är doppad i nitril för ett säkert grepp, även på oljiga ytor.',
      nb: 'Hansken er strikket av HPPE-fibre som gir høy kuttbeskyttelse uten å gå på bekostning av fingerfølsomheten. Håndflaten er dyppet i nitril for et sikkert grep, også på oljete overflater.',
      fi: 'Käsine on neulottu HPPE-kuiduista, jotka antavat korkean viiltosuojan sormituntumasta tinkimättä. Kämmen on kastettu nitriiliin, joten ote pysyy varmana myös öljyisillä pinnoilla.',
    },
    brands: ['Ejendals', 'Snickers Workwear', '3M'],
    types: (['B', 'C', 'D', 'E', 'F'] as const).map((lvl, i) =>
      opt(`CUT${lvl}`, {
        da: `skærebeskyttelse ${lvl}`,
        en: `cut level ${lvl}`,
        sv: `skärskydd ${lvl}`,
        nb: `kuttbeskyttelse ${lvl}`,
        fi: `viiltosuojaus ${lvl}`,
      }, { priceFactor: 0.85 + i * 0.25 }),
    ),
    dims: [opt('', same(''))],
    materials: [['hppe', 1]],
    features: [
      ['en388', 1],
      ['oilRepellent', 0.6],
      ['touchscreen', 0.3],
    ],
    price: 78,
    units: UNITS.stkKrt(),
    variants: { kind: 'sizes', prob: 1 },
    picto: 'glove',
    colour: '#4f7d3a',
  },
  {
    key: 'haandvaerkerbukser',
    category: '502010',
    weight: 4,
    noun: { da: 'Håndværkerbukser', en: 'Work trousers', sv: 'Hantverksbyxor', nb: 'Håndverkerbukse', fi: 'Työhousut' },
    title: {
      da: '{brand} håndværkerbukser {type}, {dim}',
      en: '{brand} work trousers {type}, {dim}',
      sv: '{brand} hantverksbyxor {type}, {dim}',
      nb: '{brand} håndverkerbukse {type}, {dim}',
      fi: '{brand} työhousut {type}, {dim}',
    },
    short: {
      da: 'Slidstærke håndværkerbukser med knæpudelommer og masser af opbevaring.',
      en: 'Hard-wearing work trousers with knee pad pockets and plenty of storage.',
      sv: 'Slitstarka hantverksbyxor med knäskyddsfickor och gott om förvaring.',
      nb: 'Slitesterk håndverkerbukse med knebeskytterlommer og god plass til oppbevaring.',
      fi: 'Kestävät työhousut polvisuojataskuilla ja runsailla säilytystiloilla.',
    },
    desc: {
      da: 'Bukserne er forstærket med Cordura® på knæ og lommer og har et ergonomisk snit, der følger kroppens bevægelser. Knæpudelommerne kan justeres i højden, så knæbeskytterne altid sidder rigtigt.',
      en: 'The trousers are reinforced with Cordura® at the knees and pockets and have an ergonomic cut that follows your movements. The knee pad pockets are height-adjustable, so the knee pads are always in the right place.',
      sv: 'Byxorna är förstärkta med Cordura® på knän och fickor och har en ergonomisk passform som följer kroppens rörelser. Knäskyddsfickorna är justerbara i höjdled, så att knäskydden alltid sitter rätt.',
      nb: 'Buksen er forsterket med Cordura® på knær og lommer og har et ergonomisk snitt som følger kroppens bevegelser. Knebeskytterlommene kan justeres i høyden, slik at knebeskytterne alltid sitter riktig.',
      fi: 'Housut on vahvistettu polvista ja taskuista Cordura®-kankaalla, ja niiden ergonominen leikkaus myötäilee kehon liikkeitä. Polvisuojataskujen korkeutta voi säätää, joten polvisuojat ovat aina oikealla kohdalla.',
    },
    brands: ['Snickers Workwear', 'Mascot'],
    types: [
      opt('HL', { da: 'med hængelommer', en: 'with holster pockets', sv: 'med hängfickor', nb: 'med hengelommer', fi: 'riipputaskuilla' }, {
        material: 'polyCotton',
        features: ['holsterPockets'],
      }),
      opt('STRETCH', { da: 'stretch', en: 'stretch', sv: 'stretch', nb: 'stretch', fi: 'joustavat' }, {
        material: 'polyamideElastane',
        priceFactor: 1.3,
      }),
      opt('VINTER', { da: 'vinterforede', en: 'winter-lined', sv: 'vinterfodrade', nb: 'vinterforet', fi: 'talvivuoratut' }, {
        material: 'polyCotton',
        priceFactor: 1.45,
        features: ['windproof'],
      }),
    ],
    dims: colours('black', 'greyBlack', 'navy'),
    materials: [['polyCotton', 1]],
    features: [
      ['kneePads', 1],
      ['reflective', 0.3],
    ],
    price: 699,
    weightKg: [0.7, 1.1],
    units: UNITS.stk(),
    variants: { kind: 'trouserSizes', prob: 1 },
    picto: 'trousers',
    colour: '#2e3b44',
  },
  {
    key: 'jakke',
    category: '502020',
    weight: 3,
    noun: { da: 'Arbejdsjakke', en: 'Work jacket', sv: 'Arbetsjacka', nb: 'Arbeidsjakke', fi: 'Työtakki' },
    title: {
      da: '{brand} {type}, {dim}',
      en: '{brand} {type}, {dim}',
      sv: '{brand} {type}, {dim}',
      nb: '{brand} {type}, {dim}',
      fi: '{brand} {type}, {dim}',
    },
    short: {
      da: 'Funktionel arbejdsjakke til skiftende vejr på byggepladsen.',
      en: 'Functional work jacket for changing weather on site.',
      sv: 'Funktionell arbetsjacka för växlande väder på bygget.',
      nb: 'Funksjonell arbeidsjakke for skiftende vær på byggeplassen.',
      fi: 'Toimiva työtakki työmaan vaihteleviin sääoloihin.',
    },
    desc: {
      da: 'Jakken har en justerbar hætte, lynlåslommer og forlænget ryg, så den holder varmen, når du bøjer dig. Refleksdetaljer på skuldre og ærmer gør dig synlig i mørke.',
      en: 'The jacket has an adjustable hood, zipped pockets and an extended back that keeps you warm when you bend down. Reflective details on the shoulders and sleeves make you visible in the dark.',
      sv: 'Jackan har justerbar huva, blixtlåsfickor och förlängd rygg som håller värmen när du böjer dig. Reflexdetaljer på axlar och ärmar gör dig synlig i mörker.',
      nb: 'Jakken har justerbar hette, glidelåslommer og forlenget rygg, slik at den holder på varmen når du bøyer deg. Refleksdetaljer på skuldre og ermer gjør deg synlig i mørket.',
      fi: 'Takissa on säädettävä huppu, vetoketjutaskut ja pidennetty selkä, joka pitää lämpimänä kumartuessa. Olkapäiden ja hihojen heijastavat yksityiskohdat lisäävät näkyvyyttä pimeällä.',
    },
    brands: ['Snickers Workwear', 'Mascot'],
    types: [
      opt('SOFT', {
        da: 'softshelljakke',
        en: 'softshell jacket',
        sv: 'softshelljacka',
        nb: 'softshelljakke',
        fi: 'softshell-takki',
      }, { material: 'polyamideElastane', features: ['windproof'] }),
      opt('VINTER', { da: 'vinterjakke', en: 'winter jacket', sv: 'vinterjacka', nb: 'vinterjakke', fi: 'talvitakki' }, {
        material: 'polyester',
        priceFactor: 1.6,
        features: ['windproof', 'waterproof'],
      }),
      opt('REGN', { da: 'regnjakke', en: 'rain jacket', sv: 'regnjacka', nb: 'regnjakke', fi: 'sadetakki' }, {
        material: 'puPolyester',
        priceFactor: 0.9,
        features: ['waterproof'],
      }),
    ],
    dims: colours('black', 'greyBlack', 'navy'),
    materials: [['polyester', 1]],
    features: [['reflective', 0.8]],
    price: 899,
    weightKg: [0.6, 1.4],
    units: UNITS.stk(),
    variants: { kind: 'sizes', prob: 1 },
    picto: 'jacket',
    colour: '#34495e',
  },
  {
    key: 'hoerevaern',
    category: '503010',
    weight: 3,
    noun: { da: 'Høreværn', en: 'Hearing protection', sv: 'Hörselskydd', nb: 'Hørselvern', fi: 'Kuulonsuojain' },
    title: {
      da: '{brand} {type}, {dim}',
      en: '{brand} {type}, {dim}',
      sv: '{brand} {type}, {dim}',
      nb: '{brand} {type}, {dim}',
      fi: '{brand} {type}, {dim}',
    },
    short: {
      da: 'Komfortabelt høreværn til støjende arbejdsmiljøer.',
      en: 'Comfortable hearing protection for noisy work environments.',
      sv: 'Bekvämt hörselskydd för bullriga arbetsmiljöer.',
      nb: 'Komfortabelt hørselvern for støyende arbeidsmiljøer.',
      fi: 'Mukavat kuulonsuojaimet meluisiin työympäristöihin.',
    },
    desc: {
      da: 'Høreværnet har bløde tætningsringe og et lavt tryk mod hovedet, så det kan bæres en hel arbejdsdag. Det er testet efter EN 352 og dæmper effektivt støj fra maskiner og værktøj.',
      en: 'The ear defenders have soft cushions and low head pressure, so they can be worn all day. They are tested to EN 352 and effectively reduce noise from machinery and tools.',
      sv: 'Hörselskyddet har mjuka tätningsringar och lågt tryck mot huvudet, så att det kan bäras en hel arbetsdag. Det är testat enligt EN 352 och dämpar effektivt buller från maskiner och verktyg.',
      nb: 'Hørselvernet har myke tetningsringer og lavt trykk mot hodet, slik at det kan brukes en hel arbeidsdag. Det er testet etter EN 352 og demper effektivt støy fra maskiner og verktøy.',
      fi: 'Kuulonsuojaimissa on pehmeät tiivisterenkaat ja kevyt puristus, joten niitä voi käyttää koko työpäivän. Ne on testattu EN 352 -standardin mukaan ja vaimentavat tehokkaasti koneiden ja työkalujen melua.',
    },
    brands: ['3M', 'Würth'],
    types: [
      opt('HB', {
        da: 'høreværn med hovedbøjle',
        en: 'earmuffs with headband',
        sv: 'hörselkåpor med hjässbygel',
        nb: 'hørselvern med hodebøyle',
        fi: 'kuulonsuojaimet päälakisangalla',
      }),
      opt('HJ', {
        da: 'hjelmmonteret høreværn',
        en: 'helmet-mounted earmuffs',
        sv: 'hörselkåpor för hjälmmontage',
        nb: 'hjelmmontert hørselvern',
        fi: 'kypäräkiinnitteiset kuulonsuojaimet',
      }, { priceFactor: 1.1 }),
      opt('BT', {
        da: 'høreværn med Bluetooth®',
        en: 'earmuffs with Bluetooth®',
        sv: 'hörselkåpor med Bluetooth®',
        nb: 'hørselvern med Bluetooth®',
        fi: 'Bluetooth®-kuulonsuojaimet',
      }, { priceFactor: 5.5, features: ['bluetooth'] }),
    ],
    dims: ([27, 31, 35] as const).map((snr, i) => opt(`SNR${snr}`, same(`SNR ${snr} dB`), { priceFactor: 1 + i * 0.2 })),
    materials: [['abs', 1]],
    features: [['ergonomicGrip', 0.3]],
    price: 229,
    weightKg: [0.2, 0.38],
    units: UNITS.stk(),
    picto: 'earmuffs',
    colour: '#f2c500',
  },
  {
    key: 'sikkerhedsbriller',
    category: '503020',
    weight: 3,
    noun: { da: 'Sikkerhedsbriller', en: 'Safety glasses', sv: 'Skyddsglasögon', nb: 'Vernebriller', fi: 'Suojalasit' },
    title: {
      da: '{brand} {dim}, {type} linse',
      en: '{brand} {dim}, {type} lens',
      sv: '{brand} {dim}, {type} lins',
      nb: '{brand} {dim}, {type} linse',
      fi: '{brand} {dim}, {type} linssi',
    },
    short: {
      da: 'Lette sikkerhedsbriller med slagfaste linser og god pasform.',
      en: 'Lightweight safety glasses with impact-resistant lenses and a good fit.',
      sv: 'Lätta skyddsglasögon med slagtåliga linser och bra passform.',
      nb: 'Lette vernebriller med slagfaste linser og god passform.',
      fi: 'Kevyet suojalasit iskunkestävillä linsseillä ja hyvällä istuvuudella.',
    },
    desc: {
      da: 'Brillerne beskytter mod partikler med høj hastighed og UV-stråling og er godkendt efter EN 166. Den buede linse giver et bredt synsfelt, og de bløde stænger sidder godt sammen med høreværn.',
      en: 'The glasses protect against high-speed particles and UV radiation and are approved to EN 166. The wraparound lens gives a wide field of view, and the soft temples work well with ear defenders.',
      sv: 'Glasögonen skyddar mot partiklar med hög hastighet och UV-strålning och är godkända enligt EN 166. Den böjda linsen ger ett brett synfält, och de mjuka skalmarna fungerar bra tillsammans med hörselskydd.',
      nb: 'Brillene beskytter mot partikler med høy hastighet og UV-stråling og er godkjent etter EN 166. Den buede linsen gir et bredt synsfelt, og de myke stengene fungerer godt sammen med hørselvern.',
      fi: 'Lasit suojaavat suurella nopeudella lentäviltä hiukkasilta ja UV-säteilyltä, ja ne on hyväksytty EN 166 -standardin mukaan. Kaareva linssi antaa laajan näkökentän, ja pehmeät sangat sopivat hyvin kuulonsuojainten kanssa.',
    },
    brands: ['3M', 'Würth'],
    types: [
      opt('KLAR', { da: 'klar', en: 'clear', sv: 'klar', nb: 'klar', fi: 'kirkas' }),
      opt('TONET', { da: 'tonet', en: 'tinted', sv: 'tonad', nb: 'tonet', fi: 'sävytetty' }, { priceFactor: 1.1, features: ['uv'] }),
      opt('GUL', { da: 'gul', en: 'yellow', sv: 'gul', nb: 'gul', fi: 'keltainen' }, { priceFactor: 1.05 }),
      opt('SPEJL', { da: 'spejlbelagt', en: 'mirrored', sv: 'spegelbelagd', nb: 'speilbelagt', fi: 'peilipinnoitettu' }, {
        priceFactor: 1.3,
        features: ['uv'],
      }),
    ],
    dims: [
      opt('STD', { da: 'sikkerhedsbriller', en: 'safety glasses', sv: 'skyddsglasögon', nb: 'vernebriller', fi: 'suojalasit' }),
      opt('OVER', { da: 'overbriller', en: 'over-spectacles', sv: 'överglasögon', nb: 'overbriller', fi: 'ylisuojalasit' }, {
        priceFactor: 1.2,
      }),
      opt('GOGGLE', {
        da: 'tætsluttende beskyttelsesbriller',
        en: 'safety goggles',
        sv: 'korgglasögon',
        nb: 'tettsittende vernebriller',
        fi: 'umpisuojalasit',
      }, { priceFactor: 1.6 }),
    ],
    materials: [['polycarbonate', 1]],
    features: [
      ['antiFog', 0.7],
      ['scratchResistant', 0.8],
      ['impactResistant', 0.6],
    ],
    price: 69,
    weightKg: [0.02, 0.05],
    units: UNITS.stkKrt(),
    picto: 'glasses',
    colour: '#3b8ea5',
  },
  {
    key: 'fugemasse',
    category: '601010',
    weight: 4,
    noun: { da: 'Fugemasse', en: 'Sealant', sv: 'Fogmassa', nb: 'Fugemasse', fi: 'Saumamassa' },
    title: {
      da: '{brand} {type} 290 ml, {dim}',
      en: '{brand} {type} 290 ml, {dim}',
      sv: '{brand} {type} 290 ml, {dim}',
      nb: '{brand} {type} 290 ml, {dim}',
      fi: '{brand} {type} 290 ml, {dim}',
    },
    short: {
      da: 'Elastisk fugemasse til tætning af samlinger inde og ude.',
      en: 'Elastic sealant for sealing joints indoors and out.',
      sv: 'Elastisk fogmassa för tätning av fogar inomhus och utomhus.',
      nb: 'Elastisk fugemasse for tetting av fuger innendørs og utendørs.',
      fi: 'Joustava saumamassa liitosten tiivistämiseen sisällä ja ulkona.',
    },
    desc: {
      da: 'Fugemassen hæfter på de fleste byggematerialer uden primer og forbliver elastisk, så den optager bevægelser i fugen. Den er let at glatte ud og giver en pæn, holdbar finish.',
      en: 'The sealant adheres to most building materials without primer and stays elastic, absorbing movement in the joint. It is easy to tool and leaves a neat, durable finish.',
      sv: 'Fogmassan fäster på de flesta byggmaterial utan primer och förblir elastisk, så att den tar upp rörelser i fogen. Den är lätt att glätta och ger en snygg och hållbar finish.',
      nb: 'Fugemassen fester til de fleste byggematerialer uten primer og forblir elastisk, slik at den tar opp bevegelser i fugen. Den er lett å glatte ut og gir en pen og holdbar finish.',
      fi: 'Saumamassa tarttuu useimpiin rakennusmateriaaleihin ilman pohjustetta ja pysyy joustavana, joten se myötäilee sauman liikkeitä. Se on helppo viimeistellä, ja se jättää siistin ja kestävän pinnan.',
    },
    brands: ['Danalim', 'Würth', 'Essve'],
    types: [
      opt('SIL', {
        da: 'sanitetssilikone',
        en: 'sanitary silicone',
        sv: 'sanitetssilikon',
        nb: 'sanitærsilikon',
        fi: 'saniteettisilikoni',
      }, { material: 'silicone' }),
      opt('MS', {
        da: 'MS-polymer fugemasse',
        en: 'MS polymer sealant',
        sv: 'MS-polymerfogmassa',
        nb: 'MS-polymer fugemasse',
        fi: 'MS-polymeerisaumamassa',
      }, { material: 'msPolymer', priceFactor: 1.4 }),
      opt('AKRYL', {
        da: 'akrylfugemasse',
        en: 'acrylic sealant',
        sv: 'akrylfogmassa',
        nb: 'akrylfugemasse',
        fi: 'akryylisaumamassa',
      }, { material: 'acrylic', priceFactor: 0.6 }),
    ],
    dims: colours('white', 'clear', 'grey', 'black'),
    materials: [['silicone', 1]],
    features: [
      ['uv', 0.4],
      ['quick', 0.2],
    ],
    price: 72,
    weightKg: [0.35, 0.45],
    units: UNITS.stkKrt(),
    picto: 'cartridge',
    colour: '#7a5aa6',
  },
  {
    key: 'montagelim',
    category: '601020',
    weight: 3,
    noun: { da: 'Montagelim', en: 'Construction adhesive', sv: 'Monteringslim', nb: 'Monteringslim', fi: 'Asennusliima' },
    title: {
      da: '{brand} {type}, {dim}',
      en: '{brand} {type}, {dim}',
      sv: '{brand} {type}, {dim}',
      nb: '{brand} {type}, {dim}',
      fi: '{brand} {type}, {dim}',
    },
    short: {
      da: 'Kraftig montagelim, der erstatter skruer og søm i mange opgaver.',
      en: 'Powerful construction adhesive that replaces screws and nails in many jobs.',
      sv: 'Kraftigt monteringslim som ersätter skruv och spik i många sammanhang.',
      nb: 'Kraftig monteringslim som erstatter skruer og spiker i mange oppgaver.',
      fi: 'Tehokas asennusliima, joka korvaa ruuvit ja naulat monissa kohteissa.',
    },
    desc: {
      da: 'Limen har et højt begyndelsesgreb, så lister, paneler og plader bliver siddende uden understøtning. Den hærder op til en stærk og vandfast samling og kan bruges på træ, sten, metal og de fleste plasttyper.',
      en: 'The adhesive has high initial tack, so skirting, panels and boards stay in place without support. It cures to a strong, waterproof bond and can be used on wood, stone, metal and most plastics.',
      sv: 'Limmet har hög initial vidhäftning, så att lister, paneler och skivor sitter kvar utan stöd. Det härdar till en stark och vattenfast fog och kan användas på trä, sten, metall och de flesta plaster.',
      nb: 'Limet har høy begynnelsesheft, slik at lister, paneler og plater blir sittende uten støtte. Det herder til en sterk og vannfast skjøt og kan brukes på tre, stein, metall og de fleste plasttyper.',
      fi: 'Liimalla on suuri alkutartunta, joten listat, paneelit ja levyt pysyvät paikallaan ilman tukea. Se kovettuu lujaksi ja vedenkestäväksi liitokseksi ja sopii puulle, kivelle, metallille ja useimmille muoveille.',
    },
    brands: ['Danalim', 'Würth', 'Essve'],
    types: [
      opt('STD', { da: 'montagelim', en: 'construction adhesive', sv: 'monteringslim', nb: 'monteringslim', fi: 'asennusliima' }, {
        material: 'syntheticRubber',
      }),
      opt('XTRA', {
        da: 'montagelim ekstra stærk',
        en: 'extra strong construction adhesive',
        sv: 'monteringslim extra stark',
        nb: 'monteringslim ekstra sterk',
        fi: 'erikoisvahva asennusliima',
      }, { material: 'msPolymer', priceFactor: 1.5 }),
      opt('KLAR', {
        da: 'transparent montagelim',
        en: 'clear construction adhesive',
        sv: 'transparent monteringslim',
        nb: 'transparent monteringslim',
        fi: 'läpinäkyvä asennusliima',
      }, { material: 'msPolymer', priceFactor: 1.35 }),
    ],
    dims: [
      opt('290', { da: '290 ml patron', en: '290 ml cartridge', sv: '290 ml patron', nb: '290 ml patron', fi: '290 ml:n patruuna' }),
      opt('80', { da: '80 ml tube', en: '80 ml tube', sv: '80 ml tub', nb: '80 ml tube', fi: '80 ml:n tuubi' }, { priceFactor: 0.55 }),
    ],
    materials: [['syntheticRubber', 1]],
    features: [
      ['quick', 0.5],
      ['outdoor', 0.4],
    ],
    price: 79,
    weightKg: [0.1, 0.45],
    units: UNITS.stkKrt(),
    picto: 'cartridge',
    colour: '#5e4a8c',
  },
  {
    key: 'gaffatape',
    category: '602010',
    weight: 3,
    noun: { da: 'Gaffatape', en: 'Duct tape', sv: 'Gaffatejp', nb: 'Gaffateip', fi: 'Ilmastointiteippi' },
    title: {
      da: '{brand} gaffatape {dim}, {type}',
      en: '{brand} duct tape {dim}, {type}',
      sv: '{brand} gaffatejp {dim}, {type}',
      nb: '{brand} gaffateip {dim}, {type}',
      fi: '{brand} ilmastointiteippi {dim}, {type}',
    },
    short: {
      da: 'Stærk, vævforstærket tape, der kan rives over i hånden.',
      en: 'Strong, cloth-reinforced tape that tears by hand.',
      sv: 'Stark, vävförstärkt tejp som kan rivas för hand.',
      nb: 'Sterk, vevforsterket teip som kan rives for hånd.',
      fi: 'Vahva, kangasvahvisteinen teippi, joka repeää käsin.',
    },
    desc: {
      da: 'Tapen hæfter godt på både glatte og ru overflader og er velegnet til afdækning, midlertidige reparationer og bundtning. Den vandafvisende overflade gør den anvendelig både inde og ude.',
      en: 'The tape sticks well to both smooth and rough surfaces and is ideal for masking, temporary repairs and bundling. Its water-repellent surface makes it useful both indoors and outdoors.',
      sv: 'Tejpen fäster bra på både släta och grova ytor och passar för maskering, tillfälliga reparationer och buntning. Den vattenavvisande ytan gör den användbar både inomhus och utomhus.',
      nb: 'Teipen fester godt på både glatte og ru overflater og egner seg for maskering, midlertidige reparasjoner og bunting. Den vannavstøtende overflaten gjør den nyttig både innendørs og utendørs.',
      fi: 'Teippi tarttuu hyvin sekä sileisiin että karheisiin pintoihin ja sopii suojaukseen, väliaikaisiin korjauksiin ja niputtamiseen. Vettä hylkivän pinnan ansiosta se toimii sekä sisällä että ulkona.',
    },
    brands: ['3M', 'Nordlys'],
    types: colours('silver', 'black', 'white'),
    dims: (
      [
        [48, 25, 1],
        [48, 50, 1.7],
        [75, 50, 2.4],
      ] as const
    ).map(([w, len, f]) => opt(`${w}X${len}`, same(`${w} mm x ${len} m`), { priceFactor: f, specs: { lengthMm: len * 1000 } })),
    materials: [['clothPe', 1]],
    features: [
      ['handTear', 1],
      ['waterproof', 0.5],
    ],
    price: 42,
    weightKg: [0.25, 0.7],
    units: UNITS.rlKrt(),
    picto: 'tape',
    colour: '#8e9aa6',
  },
  {
    key: 'isoleringstape',
    category: '602020',
    weight: 3,
    noun: { da: 'Isoleringstape', en: 'Insulating tape', sv: 'Isoleringstejp', nb: 'Isolasjonsteip', fi: 'Sähköteippi' },
    title: {
      da: '{brand} isoleringstape {dim}, {type}',
      en: '{brand} insulating tape {dim}, {type}',
      sv: '{brand} isoleringstejp {dim}, {type}',
      nb: '{brand} isolasjonsteip {dim}, {type}',
      fi: '{brand} sähköteippi {dim}, {type}',
    },
    short: {
      da: 'Elastisk PVC-isoleringstape til el-installationer og farvemarkering.',
      en: 'Elastic PVC insulating tape for electrical work and colour coding.',
      sv: 'Elastisk isoleringstejp i PVC för elinstallationer och färgmärkning.',
      nb: 'Elastisk isolasjonsteip i PVC for elinstallasjoner og fargemerking.',
      fi: 'Joustava PVC-sähköteippi sähköasennuksiin ja värimerkintään.',
    },
    desc: {
      da: 'Tapen er flammehæmmende og bevarer sin elasticitet ved lave temperaturer, så den slutter tæt om samlinger og kabler. Den fås i flere farver, der gør det let at markere faser og ledere.',
      en: 'The tape is flame-retardant and stays flexible at low temperatures, so it wraps tightly around joints and cables. It comes in several colours, making it easy to mark phases and conductors.',
      sv: 'Tejpen är flamskyddad och behåller sin elasticitet vid låga temperaturer, så att den sluter tätt runt skarvar och kablar. Den finns i flera färger som gör det enkelt att märka faser och ledare.',
      nb: 'Teipen er flammehemmende og beholder elastisiteten ved lave temperaturer, slik at den slutter tett rundt skjøter og kabler. Den fås i flere farger som gjør det enkelt å merke faser og ledere.',
      fi: 'Teippi on paloa hidastava ja pysyy joustavana myös pakkasella, joten se asettuu tiiviisti liitosten ja kaapelien ympärille. Sitä on saatavana useissa väreissä, joten vaiheiden ja johtimien merkitseminen on helppoa.',
    },
    brands: ['3M', 'Nordlys'],
    types: colours('black', 'blue', 'brown', 'grey', 'greenYellow', 'white'),
    dims: (
      [
        [15, 10, 1],
        [19, 20, 1.6],
        [19, 25, 1.9],
      ] as const
    ).map(([w, len, f]) => opt(`${w}X${len}`, same(`${w} mm x ${len} m`), { priceFactor: f, specs: { lengthMm: len * 1000 } })),
    materials: [['pvc', 1]],
    features: [
      ['flameRetardant', 1],
      ['ce', 0.5],
    ],
    price: 11,
    weightKg: [0.03, 0.08],
    units: UNITS.rlKrt(),
    picto: 'tape',
    colour: '#2f4f6f',
  },
];

export const SIZE_VARIANTS: Record<Exclude<VariantKind, 'lengths'>, readonly string[]> = {
  sizes: ['S', 'M', 'L', 'XL', 'XXL'],
  trouserSizes: ['C44', 'C46', 'C48', 'C50', 'C52', 'C54', 'C56', 'C58'],
  colours: ['BK', 'WH', 'RD', 'BU', 'GN', 'YE'],
};

/** Generic closing sentences for product descriptions ({brand} is filled in). */
export const CLOSERS: readonly L[] = [
  {
    da: 'Produktet er fra {brand} og sendes fra vores centrallager i Fredericia.',
    en: 'Made by {brand} and shipped from our central warehouse in Fredericia.',
    sv: 'Produkten kommer från {brand} och skickas från vårt centrallager i Fredericia.',
    nb: 'Produktet er fra {brand} og sendes fra sentrallageret vårt i Fredericia.',
    fi: 'Tuotteen valmistaja on {brand}, ja se lähetetään keskusvarastostamme Fredericiasta.',
  },
  {
    da: 'Bestil inden kl. 16, så leverer vi næste hverdag.',
    en: 'Order before 4 pm (CET) and we ship the same day.',
    sv: 'Beställ före kl. 16 så skickar vi samma dag.',
    nb: 'Bestill før kl. 16, så sender vi samme dag.',
    fi: 'Tilaa ennen klo 17, niin lähetämme tuotteen samana päivänä.',
  },
  {
    da: 'Ved større mængder giver vi gerne et projekttilbud.',
    en: 'For larger quantities, we are happy to quote a project price.',
    sv: 'Vid större volymer lämnar vi gärna ett projektpris.',
    nb: 'Ved større mengder gir vi gjerne et prosjekttilbud.',
    fi: 'Suuremmista määristä teemme mielellämme projektitarjouksen.',
  },
];
