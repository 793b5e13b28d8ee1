/** Brands, materials, features and the category tree of the demo wholesaler (all texts in five languages). */
import { lcFirst, type L } from './i18n';

export const COMPANY = {
  name: 'Nordlys Teknik',
  legalName: 'Nordlys Teknik A/S',
  street: 'Industrivej 40',
  zip: '7000',
  city: 'Fredericia',
  cvr: '38 41 27 90',
  phone: '70 20 30 40',
  phoneIntl: '+45 70 20 30 40',
  phoneHref: 'tel:+4570203040',
  email: 'kundeservice@nordlys-teknik.dk',
  web: 'https://www.nordlys-teknik.dk',
} as const;

export interface Brand {
  id: number;
  name: string;
  /** 6-digit GS1 company prefix used to build EAN-13 numbers. */
  eanPrefix: string;
  colour: string;
}

export const BRANDS: readonly Brand[] = [
  { id: 1, name: 'Bosch', eanPrefix: '316514', colour: '#005691' },
  { id: 2, name: 'Makita', eanPrefix: '008817', colour: '#008b9c' },
  { id: 3, name: 'DeWalt', eanPrefix: '502813', colour: '#febd17' },
  { id: 4, name: 'Milwaukee', eanPrefix: '400280', colour: '#db011c' },
  { id: 5, name: 'Essve', eanPrefix: '731880', colour: '#e30613' },
  { id: 6, name: 'Fischer', eanPrefix: '400604', colour: '#d52b1e' },
  { id: 7, name: 'Würth', eanPrefix: '404846', colour: '#cc0000' },
  { id: 8, name: 'Grundfos', eanPrefix: '571024', colour: '#11497b' },
  { id: 9, name: 'Danfoss', eanPrefix: '570210', colour: '#e2000f' },
  { id: 10, name: 'Schneider Electric', eanPrefix: '305963', colour: '#3dcd58' },
  { id: 11, name: 'LK Fuga', eanPrefix: '570290', colour: '#4a4f55' },
  { id: 12, name: 'Nexans', eanPrefix: '570220', colour: '#e4032e' },
  { id: 13, name: 'Hultafors', eanPrefix: '731886', colour: '#e30613' },
  { id: 14, name: 'Snickers Workwear', eanPrefix: '731877', colour: '#1d1d1b' },
  { id: 15, name: 'Ejendals', eanPrefix: '731842', colour: '#ef7d00' },
  { id: 16, name: '3M', eanPrefix: '405104', colour: '#ff0000' },
  { id: 17, name: 'Philips', eanPrefix: '871869', colour: '#0b5ed7' },
  { id: 18, name: 'Uponor', eanPrefix: '641213', colour: '#0067b1' },
  { id: 19, name: 'Mascot', eanPrefix: '571131', colour: '#1f3a5f' },
  { id: 20, name: 'Danalim', eanPrefix: '570500', colour: '#f39200' },
  { id: 21, name: 'Nordlys', eanPrefix: '579900', colour: '#254f64' },
];

export function brandByName(name: string): Brand {
  const b = BRANDS.find((x) => x.name === name);
  if (!b) throw new Error(`unknown brand ${name}`);
  return b;
}

interface FeatureDef {
  name: L;
}

/** Product features (multi-valued spec 'features', facet CheckboxAnd). Order here is the display order. */
export const FEATURES = {
  rustproof: { name: { da: 'Rustfri', en: 'Rust-resistant', sv: 'Rostfri', nb: 'Rustfri', fi: 'Ruostumaton' } },
  outdoor: {
    name: {
      da: 'Godkendt til udendørs brug',
      en: 'Approved for outdoor use',
      sv: 'Godkänd för utomhusbruk',
      nb: 'Godkjent for utendørs bruk',
      fi: 'Hyväksytty ulkokäyttöön',
    },
  },
  torx: { name: { da: 'Torx-kærv', en: 'Torx drive', sv: 'Torxspår', nb: 'Torx-spor', fi: 'Torx-kanta' } },
  ph2: { name: { da: 'PH2-kærv', en: 'PH2 drive', sv: 'PH2-spår', nb: 'PH2-spor', fi: 'PH2-kanta' } },
  drillTip: { name: { da: 'Borespids', en: 'Drill tip', sv: 'Borrspets', nb: 'Borspiss', fi: 'Porakärki' } },
  partialThread: { name: { da: 'Delgevind', en: 'Partial thread', sv: 'Delgänga', nb: 'Delgjenge', fi: 'Osakierre' } },
  bugleHead: { name: { da: 'Trompethoved', en: 'Bugle head', sv: 'Trumpethuvud', nb: 'Trompethode', fi: 'Trumpettikanta' } },
  fineThread: { name: { da: 'Fint gevind', en: 'Fine thread', sv: 'Fin gänga', nb: 'Fine gjenger', fi: 'Hienokierre' } },
  allMaterials: {
    name: {
      da: 'Til alle byggematerialer',
      en: 'For all building materials',
      sv: 'För alla byggmaterial',
      nb: 'For alle byggematerialer',
      fi: 'Kaikille rakennusmateriaaleille',
    },
  },
  eta: { name: { da: 'ETA-godkendt', en: 'ETA approved', sv: 'ETA-godkänd', nb: 'ETA-godkjent', fi: 'ETA-hyväksytty' } },
  ce: { name: { da: 'CE-mærket', en: 'CE marked', sv: 'CE-märkt', nb: 'CE-merket', fi: 'CE-merkitty' } },
  halogenFree: { name: { da: 'Halogenfri', en: 'Halogen-free', sv: 'Halogenfri', nb: 'Halogenfri', fi: 'Halogeeniton' } },
  flameRetardant: {
    name: { da: 'Flammehæmmende', en: 'Flame-retardant', sv: 'Flamskyddad', nb: 'Flammehemmende', fi: 'Paloa hidastava' },
  },
  uv: { name: { da: 'UV-bestandig', en: 'UV-resistant', sv: 'UV-beständig', nb: 'UV-bestandig', fi: 'UV-kestävä' } },
  directBurial: {
    name: {
      da: 'Til direkte nedgravning',
      en: 'For direct burial',
      sv: 'För direkt förläggning i mark',
      nb: 'For direkte nedgraving',
      fi: 'Suoraan maahan asennettava',
    },
  },
  earthed: { name: { da: 'Med jord', en: 'Earthed', sv: 'Jordad', nb: 'Jordet', fi: 'Maadoitettu' } },
  childSafe: {
    name: { da: 'Børnesikret', en: 'Child-safe shutters', sv: 'Barnsäker', nb: 'Barnesikret', fi: 'Lapsiturvallinen' },
  },
  dimmable: { name: { da: 'Dæmpbar', en: 'Dimmable', sv: 'Dimbar', nb: 'Dimbar', fi: 'Himmennettävä' } },
  longLife: {
    name: { da: 'Lang levetid', en: 'Long service life', sv: 'Lång livslängd', nb: 'Lang levetid', fi: 'Pitkä käyttöikä' },
  },
  energySaving: {
    name: {
      da: 'Energibesparende',
      en: 'Energy-saving',
      sv: 'Energibesparande',
      nb: 'Energibesparende',
      fi: 'Energiaa säästävä',
    },
  },
  bluetooth: {
    name: {
      da: 'Bluetooth-styring',
      en: 'Bluetooth control',
      sv: 'Bluetooth-styrning',
      nb: 'Bluetooth-styring',
      fi: 'Bluetooth-ohjaus',
    },
  },
  drinkingWater: {
    name: {
      da: 'Godkendt til drikkevand',
      en: 'Approved for drinking water',
      sv: 'Godkänd för dricksvatten',
      nb: 'Godkjent for drikkevann',
      fi: 'Hyväksytty juomavedelle',
    },
  },
  oxygenBarrier: {
    name: { da: 'Diffusionstæt', en: 'Oxygen barrier', sv: 'Diffusionstät', nb: 'Diffusjonstett', fi: 'Happidiffuusiosuojattu' },
  },
  frost: { name: { da: 'Frostsikring', en: 'Frost protection', sv: 'Frostskydd', nb: 'Frostsikring', fi: 'Jäätymissuoja' } },
  waterproof: { name: { da: 'Vandtæt', en: 'Waterproof', sv: 'Vattentät', nb: 'Vanntett', fi: 'Vedenpitävä' } },
  quick: {
    name: { da: 'Hurtigmontage', en: 'Quick installation', sv: 'Snabbmontage', nb: 'Hurtigmontering', fi: 'Nopea asennus' },
  },
  brushless: {
    name: {
      da: 'Kulløs motor',
      en: 'Brushless motor',
      sv: 'Borstlös motor',
      nb: 'Børsteløs motor',
      fi: 'Hiiliharjaton moottori',
    },
  },
  batteryIncluded: {
    name: {
      da: 'Batteri og lader medfølger',
      en: 'Battery and charger included',
      sv: 'Batteri och laddare ingår',
      nb: 'Batteri og lader inkludert',
      fi: 'Akku ja laturi sisältyvät',
    },
  },
  noBattery: {
    name: {
      da: 'Leveres uden batteri',
      en: 'Supplied without battery',
      sv: 'Levereras utan batteri',
      nb: 'Leveres uten batteri',
      fi: 'Toimitetaan ilman akkua',
    },
  },
  ledLight: { name: { da: 'LED-arbejdslys', en: 'LED work light', sv: 'LED-arbetsbelysning', nb: 'LED-arbeidslys', fi: 'LED-työvalo' } },
  antiVibration: {
    name: { da: 'Antivibration', en: 'Anti-vibration', sv: 'Antivibration', nb: 'Antivibrasjon', fi: 'Tärinänvaimennus' },
  },
  ergonomicGrip: {
    name: { da: 'Ergonomisk greb', en: 'Ergonomic grip', sv: 'Ergonomiskt grepp', nb: 'Ergonomisk grep', fi: 'Ergonominen kahva' },
  },
  magnetic: { name: { da: 'Magnetisk', en: 'Magnetic', sv: 'Magnetisk', nb: 'Magnetisk', fi: 'Magneettinen' } },
  insulated: {
    name: {
      da: 'Isoleret til 1000 V',
      en: 'Insulated to 1000 V',
      sv: 'Isolerad för 1000 V',
      nb: 'Isolert for 1000 V',
      fi: 'Eristetty 1000 V:iin',
    },
  },
  impactResistant: { name: { da: 'Slagfast', en: 'Impact-resistant', sv: 'Slagtålig', nb: 'Slagfast', fi: 'Iskunkestävä' } },
  fourCutter: {
    name: {
      da: 'Firskåret hårdmetalspids',
      en: 'Four-cutter carbide tip',
      sv: 'Fyrskärig hårdmetallspets',
      nb: 'Firskjær hardmetallspiss',
      fi: 'Nelileikkuinen kovametallikärki',
    },
  },
  touchscreen: {
    name: {
      da: 'Touchscreen-venlig',
      en: 'Touchscreen compatible',
      sv: 'Pekskärmsvänlig',
      nb: 'Berøringsskjermvennlig',
      fi: 'Kosketusnäyttöä tukeva',
    },
  },
  oilRepellent: {
    name: { da: 'Olieafvisende', en: 'Oil-repellent', sv: 'Oljeavvisande', nb: 'Oljeavvisende', fi: 'Öljyä hylkivä' },
  },
  en388: {
    name: { da: 'EN 388-certificeret', en: 'EN 388 certified', sv: 'EN 388-certifierad', nb: 'EN 388-sertifisert', fi: 'EN 388 -sertifioitu' },
  },
  holsterPockets: {
    name: { da: 'Hængelommer', en: 'Holster pockets', sv: 'Hängfickor', nb: 'Hengelommer', fi: 'Riipputaskut' },
  },
  kneePads: {
    name: {
      da: 'Knæpudelommer',
      en: 'Knee pad pockets',
      sv: 'Knäskyddsfickor',
      nb: 'Knebeskytterlommer',
      fi: 'Polvisuojataskut',
    },
  },
  stretch: { name: { da: 'Stretch', en: 'Stretch', sv: 'Stretch', nb: 'Stretch', fi: 'Joustava' } },
  reflective: {
    name: { da: 'Refleksdetaljer', en: 'Reflective details', sv: 'Reflexdetaljer', nb: 'Refleksdetaljer', fi: 'Heijastimet' },
  },
  windproof: { name: { da: 'Vindtæt', en: 'Windproof', sv: 'Vindtät', nb: 'Vindtett', fi: 'Tuulenpitävä' } },
  antiFog: { name: { da: 'Anti-dug', en: 'Anti-fog', sv: 'Imfri', nb: 'Antidugg', fi: 'Huurtumaton' } },
  scratchResistant: {
    name: { da: 'Ridsefast', en: 'Scratch-resistant', sv: 'Reptålig', nb: 'Ripefast', fi: 'Naarmuuntumaton' },
  },
  paintable: { name: { da: 'Overmalbar', en: 'Paintable', sv: 'Övermålningsbar', nb: 'Overmalbar', fi: 'Maalattava' } },
  mouldResistant: {
    name: { da: 'Skimmelresistent', en: 'Mould-resistant', sv: 'Mögelresistent', nb: 'Muggresistent', fi: 'Homeenkestävä' },
  },
  handTear: {
    name: { da: 'Kan rives i hånden', en: 'Hand-tearable', sv: 'Kan rivas för hand', nb: 'Kan rives for hånd', fi: 'Käsin revittävä' },
  },
} as const satisfies Record<string, FeatureDef>;

export type FeatureKey = keyof typeof FEATURES;
export const FEATURE_ORDER = Object.keys(FEATURES) as FeatureKey[];

export interface MaterialDef {
  /** Spec value (facet 'material'). */
  name: L;
  /** Word used in product names, e.g. 'forzinket'; omitted when the material is not part of the name. */
  adj?: L;
  features?: readonly FeatureKey[];
  priceFactor?: number;
}

export const MATERIALS = {
  zinc: {
    name: { da: 'Forzinket stål', en: 'Zinc-plated steel', sv: 'Förzinkat stål', nb: 'Forsinket stål', fi: 'Sinkitty teräs' },
    adj: { da: 'forzinket', en: 'zinc-plated', sv: 'förzinkad', nb: 'forsinket', fi: 'sinkitty' },
  },
  yellowZinc: {
    name: {
      da: 'Gulforzinket stål',
      en: 'Yellow zinc-plated steel',
      sv: 'Gulförzinkat stål',
      nb: 'Gulforsinket stål',
      fi: 'Keltasinkitty teräs',
    },
    adj: { da: 'gulforzinket', en: 'yellow zinc-plated', sv: 'gulförzinkad', nb: 'gulforsinket', fi: 'keltasinkitty' },
    priceFactor: 1.05,
  },
  a2: {
    name: { da: 'Rustfrit stål A2', en: 'Stainless steel A2', sv: 'Rostfritt stål A2', nb: 'Rustfritt stål A2', fi: 'Ruostumaton teräs A2' },
    adj: { da: 'rustfri A2', en: 'stainless A2', sv: 'rostfri A2', nb: 'rustfri A2', fi: 'ruostumaton A2' },
    features: ['rustproof', 'outdoor'],
    priceFactor: 1.9,
  },
  a4: {
    name: { da: 'Rustfrit stål A4', en: 'Stainless steel A4', sv: 'Rostfritt stål A4', nb: 'Rustfritt stål A4', fi: 'Ruostumaton teräs A4' },
    adj: { da: 'rustfri A4', en: 'stainless A4', sv: 'rostfri A4', nb: 'rustfri A4', fi: 'ruostumaton A4' },
    features: ['rustproof', 'outdoor'],
    priceFactor: 2.6,
  },
  c4: {
    name: { da: 'C4-behandlet stål', en: 'C4-coated steel', sv: 'C4-behandlat stål', nb: 'C4-behandlet stål', fi: 'C4-pinnoitettu teräs' },
    adj: { da: 'C4-behandlet', en: 'C4-coated', sv: 'C4-behandlad', nb: 'C4-behandlet', fi: 'C4-pinnoitettu' },
    features: ['outdoor'],
    priceFactor: 1.3,
  },
  phosphated: {
    name: { da: 'Fosfateret stål', en: 'Phosphated steel', sv: 'Fosfaterat stål', nb: 'Fosfatert stål', fi: 'Fosfatoitu teräs' },
    adj: { da: 'fosfateret', en: 'phosphated', sv: 'fosfaterad', nb: 'fosfatert', fi: 'fosfatoitu' },
  },
  nylon: {
    name: { da: 'Nylon', en: 'Nylon', sv: 'Nylon', nb: 'Nylon', fi: 'Nailon' },
  },
  nylon66: {
    name: { da: 'Nylon (PA 6.6)', en: 'Nylon (PA 6.6)', sv: 'Nylon (PA 6.6)', nb: 'Nylon (PA 6.6)', fi: 'Nailon (PA 6.6)' },
  },
  copperPvc: {
    name: { da: 'Kobber/PVC', en: 'Copper/PVC', sv: 'Koppar/PVC', nb: 'Kobber/PVC', fi: 'Kupari/PVC' },
  },
  copperPe: {
    name: { da: 'Kobber/PE', en: 'Copper/PE', sv: 'Koppar/PE', nb: 'Kobber/PE', fi: 'Kupari/PE' },
    features: ['halogenFree'],
  },
  pvc: {
    name: { da: 'PVC', en: 'PVC', sv: 'PVC', nb: 'PVC', fi: 'PVC' },
    adj: { da: 'PVC', en: 'PVC', sv: 'PVC', nb: 'PVC', fi: 'PVC' },
  },
  pp: {
    name: {
      da: 'Polypropylen (halogenfri)',
      en: 'Polypropylene (halogen-free)',
      sv: 'Polypropen (halogenfri)',
      nb: 'Polypropylen (halogenfri)',
      fi: 'Polypropeeni (halogeeniton)',
    },
    adj: { da: 'halogenfri', en: 'halogen-free', sv: 'halogenfri', nb: 'halogenfri', fi: 'halogeeniton' },
    features: ['halogenFree'],
    priceFactor: 1.3,
  },
  plastic: {
    name: { da: 'Plast', en: 'Plastic', sv: 'Plast', nb: 'Plast', fi: 'Muovi' },
  },
  polycarbonate: {
    name: { da: 'Polycarbonat', en: 'Polycarbonate', sv: 'Polykarbonat', nb: 'Polykarbonat', fi: 'Polykarbonaatti' },
  },
  glass: {
    name: { da: 'Glas', en: 'Glass', sv: 'Glas', nb: 'Glass', fi: 'Lasi' },
  },
  copper: {
    name: { da: 'Kobber', en: 'Copper', sv: 'Koppar', nb: 'Kobber', fi: 'Kupari' },
    adj: { da: 'kobber', en: 'copper', sv: 'koppar', nb: 'kobber', fi: 'kupari' },
  },
  stainless: {
    name: { da: 'Rustfrit stål', en: 'Stainless steel', sv: 'Rostfritt stål', nb: 'Rustfritt stål', fi: 'Ruostumaton teräs' },
    adj: { da: 'rustfri', en: 'stainless steel', sv: 'rostfri', nb: 'rustfri', fi: 'ruostumaton' },
    features: ['rustproof'],
    priceFactor: 1.8,
  },
  stainlessSteel: {
    name: { da: 'Rustfrit stål', en: 'Stainless steel', sv: 'Rostfritt stål', nb: 'Rustfritt stål', fi: 'Ruostumaton teräs' },
  },
  pex: {
    name: { da: 'PEX', en: 'PEX', sv: 'PEX', nb: 'PEX', fi: 'PEX' },
  },
  castIron: {
    name: { da: 'Støbejern', en: 'Cast iron', sv: 'Gjutjärn', nb: 'Støpejern', fi: 'Valurauta' },
  },
  brass: {
    name: { da: 'Forniklet messing', en: 'Nickel-plated brass', sv: 'Förnicklad mässing', nb: 'Forniklet messing', fi: 'Niklattu messinki' },
  },
  plasticAlu: {
    name: { da: 'Plast/aluminium', en: 'Plastic/aluminium', sv: 'Plast/aluminium', nb: 'Plast/aluminium', fi: 'Muovi/alumiini' },
  },
  steelFibreglass: {
    name: { da: 'Stål/glasfiber', en: 'Steel/fibreglass', sv: 'Stål/glasfiber', nb: 'Stål/glassfiber', fi: 'Teräs/lasikuitu' },
  },
  steelHickory: {
    name: { da: 'Stål/hickory', en: 'Steel/hickory', sv: 'Stål/hickory', nb: 'Stål/hickory', fi: 'Teräs/hikkori' },
  },
  crv: {
    name: {
      da: 'Krom-vanadium-stål',
      en: 'Chrome vanadium steel',
      sv: 'Krom-vanadinstål',
      nb: 'Krom-vanadium-stål',
      fi: 'Kromivanadiiniteräs',
    },
  },
  s2: {
    name: { da: 'S2-værktøjsstål', en: 'S2 tool steel', sv: 'S2-verktygsstål', nb: 'S2-verktøystål', fi: 'S2-työkaluteräs' },
  },
  carbide: {
    name: { da: 'Hårdmetal', en: 'Carbide', sv: 'Hårdmetall', nb: 'Hardmetall', fi: 'Kovametalli' },
  },
  nitrile: {
    name: { da: 'Nitril', en: 'Nitrile', sv: 'Nitril', nb: 'Nitril', fi: 'Nitriili' },
    adj: { da: 'nitril', en: 'nitrile', sv: 'nitril', nb: 'nitril', fi: 'nitriili' },
  },
  syntheticLeather: {
    name: { da: 'Syntetisk læder', en: 'Synthetic leather', sv: 'Syntetiskt läder', nb: 'Syntetisk lær', fi: 'Synteettinen nahka' },
    adj: { da: 'syntetisk læder', en: 'synthetic leather', sv: 'syntetiskt läder', nb: 'syntetisk lær', fi: 'synteettinen nahka' },
  },
  goatskin: {
    name: { da: 'Gedeskind', en: 'Goatskin', sv: 'Getskinn', nb: 'Geiteskinn', fi: 'Vuohennahka' },
    adj: { da: 'gedeskind', en: 'goatskin', sv: 'getskinn', nb: 'geiteskinn', fi: 'vuohennahka' },
  },
  hppe: {
    name: { da: 'HPPE/nitril', en: 'HPPE/nitrile', sv: 'HPPE/nitril', nb: 'HPPE/nitril', fi: 'HPPE/nitriili' },
  },
  polyCotton: {
    name: { da: 'Polyester/bomuld', en: 'Polyester/cotton', sv: 'Polyester/bomull', nb: 'Polyester/bomull', fi: 'Polyesteri/puuvilla' },
  },
  polyamideElastane: {
    name: { da: 'Polyamid/elastan', en: 'Polyamide/elastane', sv: 'Polyamid/elastan', nb: 'Polyamid/elastan', fi: 'Polyamidi/elastaani' },
    features: ['stretch'],
  },
  polyester: {
    name: { da: 'Polyester', en: 'Polyester', sv: 'Polyester', nb: 'Polyester', fi: 'Polyesteri' },
  },
  puPolyester: {
    name: {
      da: 'PU-belagt polyester',
      en: 'PU-coated polyester',
      sv: 'PU-belagd polyester',
      nb: 'PU-belagt polyester',
      fi: 'PU-pinnoitettu polyesteri',
    },
    features: ['waterproof'],
  },
  abs: {
    name: { da: 'Plast (ABS)', en: 'Plastic (ABS)', sv: 'Plast (ABS)', nb: 'Plast (ABS)', fi: 'Muovi (ABS)' },
  },
  silicone: {
    name: { da: 'Silikone', en: 'Silicone', sv: 'Silikon', nb: 'Silikon', fi: 'Silikoni' },
    features: ['mouldResistant', 'outdoor'],
  },
  msPolymer: {
    name: { da: 'MS-polymer', en: 'MS polymer', sv: 'MS-polymer', nb: 'MS-polymer', fi: 'MS-polymeeri' },
    features: ['paintable', 'outdoor'],
  },
  acrylic: {
    name: { da: 'Akryl', en: 'Acrylic', sv: 'Akryl', nb: 'Akryl', fi: 'Akryyli' },
    features: ['paintable'],
  },
  syntheticRubber: {
    name: { da: 'Syntetisk gummi', en: 'Synthetic rubber', sv: 'Syntetiskt gummi', nb: 'Syntetisk gummi', fi: 'Synteettinen kumi' },
  },
  clothPe: {
    name: {
      da: 'Vævforstærket PE',
      en: 'Cloth-reinforced PE',
      sv: 'Vävförstärkt PE',
      nb: 'Vevforsterket PE',
      fi: 'Kangasvahvisteinen PE',
    },
  },
} as const satisfies Record<string, MaterialDef>;

export type MaterialKey = keyof typeof MATERIALS;

export interface CategoryDef {
  id: string;
  name: L;
  /** Hand-written description; category levels 2 and 3 get a generated one when omitted. */
  description?: L;
  /** Picture key of the category (used for content cards). */
  picto?: string;
  colour?: string;
  children?: CategoryDef[];
}

export const CATEGORY_TREE: CategoryDef[] = [
  {
    id: '10',
    name: { da: 'Befæstelse', en: 'Fastening', sv: 'Infästning', nb: 'Festemidler', fi: 'Kiinnitystarvikkeet' },
    description: {
      da: 'Skruer, dyvler og ankre til træ, gips, beton og stål – fra de førende producenter og i storpakninger til professionelle.',
      en: 'Screws, plugs and anchors for timber, plasterboard, concrete and steel – from leading manufacturers and in bulk packs for professionals.',
      sv: 'Skruvar, pluggar och ankare för trä, gips, betong och stål – från ledande tillverkare och i storpack för proffs.',
      nb: 'Skruer, plugger og ankere for tre, gips, betong og stål – fra ledende produsenter og i storpakninger for proffen.',
      fi: 'Ruuvit, tulpat ja ankkurit puuhun, kipsilevyyn, betoniin ja teräkseen – johtavilta valmistajilta ja ammattilaisten suurpakkauksina.',
    },
    picto: 'screw',
    colour: '#6b7b8c',
    children: [
      {
        id: '1010',
        name: { da: 'Skruer', en: 'Screws', sv: 'Skruvar', nb: 'Skruer', fi: 'Ruuvit' },
        children: [
          { id: '101010', name: { da: 'Træskruer', en: 'Wood screws', sv: 'Träskruvar', nb: 'Treskruer', fi: 'Puuruuvit' } },
          {
            id: '101020',
            name: { da: 'Terrasseskruer', en: 'Decking screws', sv: 'Trallskruvar', nb: 'Terrasseskruer', fi: 'Terassiruuvit' },
          },
          {
            id: '101030',
            name: { da: 'Gipsskruer', en: 'Drywall screws', sv: 'Gipsskruvar', nb: 'Gipsskruer', fi: 'Kipsilevyruuvit' },
          },
        ],
      },
      {
        id: '1020',
        name: { da: 'Dyvler og ankre', en: 'Plugs and anchors', sv: 'Pluggar och ankare', nb: 'Plugger og ankere', fi: 'Tulpat ja ankkurit' },
        children: [
          {
            id: '102010',
            name: { da: 'Universaldyvler', en: 'Universal plugs', sv: 'Universalpluggar', nb: 'Universalplugger', fi: 'Yleistulpat' },
          },
          {
            id: '102020',
            name: { da: 'Betonankre', en: 'Concrete anchors', sv: 'Betongankare', nb: 'Betongankere', fi: 'Betoniankkurit' },
          },
        ],
      },
    ],
  },
  {
    id: '20',
    name: { da: 'El-artikler', en: 'Electrical', sv: 'Elmaterial', nb: 'Elektro', fi: 'Sähkötarvikkeet' },
    description: {
      da: 'Alt til el-installationen: kabler, stikkontakter, afbrydere, kabelføring og energieffektiv LED-belysning.',
      en: 'Everything for the electrical installation: cables, sockets, switches, cable management and energy-efficient LED lighting.',
      sv: 'Allt för elinstallationen: kablar, uttag, strömbrytare, kabelförläggning och energieffektiv LED-belysning.',
      nb: 'Alt til elinstallasjonen: kabler, stikkontakter, brytere, kabelføring og energieffektiv LED-belysning.',
      fi: 'Kaikki sähköasennuksiin: kaapelit, pistorasiat, kytkimet, kaapelointitarvikkeet ja energiatehokas LED-valaistus.',
    },
    picto: 'socket',
    colour: '#d99a1e',
    children: [
      {
        id: '2010',
        name: { da: 'Kabler og ledninger', en: 'Cables and wires', sv: 'Kablar och ledningar', nb: 'Kabler og ledninger', fi: 'Kaapelit ja johdot' },
        children: [
          {
            id: '201010',
            name: {
              da: 'Installationskabel',
              en: 'Installation cable',
              sv: 'Installationskabel',
              nb: 'Installasjonskabel',
              fi: 'Asennuskaapelit',
            },
          },
          { id: '201020', name: { da: 'Jordkabel', en: 'Underground cable', sv: 'Jordkabel', nb: 'Jordkabel', fi: 'Maakaapelit' } },
        ],
      },
      {
        id: '2020',
        name: {
          da: 'Installationsmateriel',
          en: 'Wiring accessories',
          sv: 'Installationsmateriel',
          nb: 'Installasjonsmateriell',
          fi: 'Asennustarvikkeet',
        },
        children: [
          { id: '202010', name: { da: 'Stikkontakter', en: 'Sockets', sv: 'Eluttag', nb: 'Stikkontakter', fi: 'Pistorasiat' } },
          { id: '202020', name: { da: 'Afbrydere', en: 'Switches', sv: 'Strömbrytare', nb: 'Brytere', fi: 'Kytkimet' } },
        ],
      },
      {
        id: '2030',
        name: { da: 'Kabelføring', en: 'Cable management', sv: 'Kabelförläggning', nb: 'Kabelføring', fi: 'Kaapelointitarvikkeet' },
        children: [
          { id: '203010', name: { da: 'Kabelbindere', en: 'Cable ties', sv: 'Buntband', nb: 'Strips', fi: 'Nippusiteet' } },
          {
            id: '203020',
            name: { da: 'Installationsrør', en: 'Conduit', sv: 'Installationsrör', nb: 'Installasjonsrør', fi: 'Asennusputket' },
          },
        ],
      },
      {
        id: '2040',
        name: { da: 'Belysning', en: 'Lighting', sv: 'Belysning', nb: 'Belysning', fi: 'Valaistus' },
        children: [
          {
            id: '204010',
            name: { da: 'LED-armaturer', en: 'LED luminaires', sv: 'LED-armaturer', nb: 'LED-armaturer', fi: 'LED-valaisimet' },
          },
          { id: '204020', name: { da: 'LED-pærer', en: 'LED bulbs', sv: 'LED-lampor', nb: 'LED-pærer', fi: 'LED-lamput' } },
        ],
      },
    ],
  },
  {
    id: '30',
    name: { da: 'VVS', en: 'Plumbing and heating', sv: 'VVS', nb: 'VVS', fi: 'LVI' },
    description: {
      da: 'Rør, fittings, pumper og ventiler til vand- og varmeinstallationer i boliger og erhvervsbyggeri.',
      en: 'Pipes, fittings, pumps and valves for water and heating installations in homes and commercial buildings.',
      sv: 'Rör, kopplingar, pumpar och ventiler för vatten- och värmeinstallationer i bostäder och lokaler.',
      nb: 'Rør, deler, pumper og ventiler for vann- og varmeinstallasjoner i boliger og næringsbygg.',
      fi: 'Putket, liittimet, pumput ja venttiilit vesi- ja lämmitysasennuksiin asuin- ja liikerakennuksissa.',
    },
    picto: 'pump',
    colour: '#1f6fa8',
    children: [
      {
        id: '3010',
        name: { da: 'Rør og fittings', en: 'Pipes and fittings', sv: 'Rör och kopplingar', nb: 'Rør og rørdeler', fi: 'Putket ja liittimet' },
        children: [
          { id: '301010', name: { da: 'Kobberrør', en: 'Copper pipes', sv: 'Kopparrör', nb: 'Kobberrør', fi: 'Kupariputket' } },
          {
            id: '301020',
            name: { da: 'Pressfittings', en: 'Press fittings', sv: 'Presskopplingar', nb: 'Pressdeler', fi: 'Puristusliittimet' },
          },
          { id: '301030', name: { da: 'PEX-rør', en: 'PEX pipes', sv: 'PEX-rör', nb: 'PEX-rør', fi: 'PEX-putket' } },
        ],
      },
      {
        id: '3020',
        name: { da: 'Pumper', en: 'Pumps', sv: 'Pumpar', nb: 'Pumper', fi: 'Pumput' },
        children: [
          {
            id: '302010',
            name: {
              da: 'Cirkulationspumper',
              en: 'Circulator pumps',
              sv: 'Cirkulationspumpar',
              nb: 'Sirkulasjonspumper',
              fi: 'Kiertovesipumput',
            },
          },
          { id: '302020', name: { da: 'Dykpumper', en: 'Submersible pumps', sv: 'Dränkbara pumpar', nb: 'Senkepumper', fi: 'Uppopumput' } },
        ],
      },
      {
        id: '3030',
        name: {
          da: 'Ventiler og termostater',
          en: 'Valves and thermostats',
          sv: 'Ventiler och termostater',
          nb: 'Ventiler og termostater',
          fi: 'Venttiilit ja termostaatit',
        },
        children: [
          {
            id: '303010',
            name: {
              da: 'Radiatortermostater',
              en: 'Radiator thermostats',
              sv: 'Radiatortermostater',
              nb: 'Radiatortermostater',
              fi: 'Patteritermostaatit',
            },
          },
          { id: '303020', name: { da: 'Kugleventiler', en: 'Ball valves', sv: 'Kulventiler', nb: 'Kuleventiler', fi: 'Palloventtiilit' } },
        ],
      },
    ],
  },
  {
    id: '40',
    name: { da: 'Værktøj', en: 'Tools', sv: 'Verktyg', nb: 'Verktøy', fi: 'Työkalut' },
    description: {
      da: 'Elværktøj, håndværktøj, bor og bits til professionelle håndværkere – fra Bosch, Makita, DeWalt, Milwaukee og mange flere.',
      en: 'Power tools, hand tools, drill bits and bits for professional tradespeople – from Bosch, Makita, DeWalt, Milwaukee and many more.',
      sv: 'Elverktyg, handverktyg, borr och bits för professionella hantverkare – från Bosch, Makita, DeWalt, Milwaukee och många fler.',
      nb: 'Elektroverktøy, håndverktøy, bor og bits for profesjonelle håndverkere – fra Bosch, Makita, DeWalt, Milwaukee og mange flere.',
      fi: 'Sähkötyökalut, käsityökalut, terät ja kärjet ammattilaisille – Bosch, Makita, DeWalt, Milwaukee ja monet muut.',
    },
    picto: 'drill',
    colour: '#c8412b',
    children: [
      {
        id: '4010',
        name: { da: 'Elværktøj', en: 'Power tools', sv: 'Elverktyg', nb: 'Elektroverktøy', fi: 'Sähkötyökalut' },
        children: [
          { id: '401010', name: { da: 'Boremaskiner', en: 'Drills', sv: 'Borrmaskiner', nb: 'Boremaskiner', fi: 'Porakoneet' } },
          {
            id: '401020',
            name: {
              da: 'Slagskruemaskiner',
              en: 'Impact drivers',
              sv: 'Slagskruvdragare',
              nb: 'Slagtrekkere',
              fi: 'Iskuruuvinvääntimet',
            },
          },
          {
            id: '401030',
            name: { da: 'Vinkelslibere', en: 'Angle grinders', sv: 'Vinkelslipar', nb: 'Vinkelslipere', fi: 'Kulmahiomakoneet' },
          },
        ],
      },
      {
        id: '4020',
        name: { da: 'Håndværktøj', en: 'Hand tools', sv: 'Handverktyg', nb: 'Håndverktøy', fi: 'Käsityökalut' },
        children: [
          { id: '402010', name: { da: 'Hammere', en: 'Hammers', sv: 'Hammare', nb: 'Hammere', fi: 'Vasarat' } },
          {
            id: '402020',
            name: { da: 'Skruetrækkere', en: 'Screwdrivers', sv: 'Skruvmejslar', nb: 'Skrutrekkere', fi: 'Ruuvitaltat' },
          },
          { id: '402030', name: { da: 'Tænger', en: 'Pliers', sv: 'Tänger', nb: 'Tenger', fi: 'Pihdit' } },
        ],
      },
      {
        id: '4030',
        name: { da: 'Bor og bits', en: 'Drill bits and bits', sv: 'Borr och bits', nb: 'Bor og bits', fi: 'Terät ja kärjet' },
        children: [
          {
            id: '403010',
            name: { da: 'Betonbor', en: 'Masonry drill bits', sv: 'Betongborr', nb: 'Betongbor', fi: 'Betoniporanterät' },
          },
          { id: '403020', name: { da: 'Bits', en: 'Screwdriver bits', sv: 'Bits', nb: 'Bits', fi: 'Ruuvauskärjet' } },
        ],
      },
    ],
  },
  {
    id: '50',
    name: {
      da: 'Arbejdstøj og sikkerhed',
      en: 'Workwear and safety',
      sv: 'Arbetskläder och skydd',
      nb: 'Arbeidsklær og verneutstyr',
      fi: 'Työvaatteet ja suojaimet',
    },
    description: {
      da: 'Arbejdstøj, handsker og personlige værnemidler, der holder dig sikker og komfortabel gennem hele arbejdsdagen.',
      en: 'Workwear, gloves and personal protective equipment that keep you safe and comfortable throughout the working day.',
      sv: 'Arbetskläder, handskar och personlig skyddsutrustning som håller dig säker och bekväm hela arbetsdagen.',
      nb: 'Arbeidsklær, hansker og personlig verneutstyr som holder deg trygg og komfortabel gjennom hele arbeidsdagen.',
      fi: 'Työvaatteet, käsineet ja henkilönsuojaimet, jotka pitävät sinut turvassa ja mukavasti varustettuna koko työpäivän.',
    },
    picto: 'jacket',
    colour: '#3d7a46',
    children: [
      {
        id: '5010',
        name: { da: 'Handsker', en: 'Gloves', sv: 'Handskar', nb: 'Hansker', fi: 'Käsineet' },
        children: [
          {
            id: '501010',
            name: { da: 'Arbejdshandsker', en: 'Work gloves', sv: 'Arbetshandskar', nb: 'Arbeidshansker', fi: 'Työkäsineet' },
          },
          {
            id: '501020',
            name: {
              da: 'Skærehandsker',
              en: 'Cut-resistant gloves',
              sv: 'Skärskyddshandskar',
              nb: 'Kutthansker',
              fi: 'Viiltosuojakäsineet',
            },
          },
        ],
      },
      {
        id: '5020',
        name: { da: 'Arbejdstøj', en: 'Workwear', sv: 'Arbetskläder', nb: 'Arbeidsklær', fi: 'Työvaatteet' },
        children: [
          {
            id: '502010',
            name: { da: 'Håndværkerbukser', en: 'Work trousers', sv: 'Hantverksbyxor', nb: 'Håndverkerbukser', fi: 'Työhousut' },
          },
          { id: '502020', name: { da: 'Jakker', en: 'Jackets', sv: 'Jackor', nb: 'Jakker', fi: 'Takit' } },
        ],
      },
      {
        id: '5030',
        name: {
          da: 'Personlige værnemidler',
          en: 'Personal protective equipment',
          sv: 'Personlig skyddsutrustning',
          nb: 'Personlig verneutstyr',
          fi: 'Henkilönsuojaimet',
        },
        children: [
          { id: '503010', name: { da: 'Høreværn', en: 'Hearing protection', sv: 'Hörselskydd', nb: 'Hørselvern', fi: 'Kuulonsuojaimet' } },
          {
            id: '503020',
            name: { da: 'Sikkerhedsbriller', en: 'Safety glasses', sv: 'Skyddsglasögon', nb: 'Vernebriller', fi: 'Suojalasit' },
          },
        ],
      },
    ],
  },
  {
    id: '60',
    name: {
      da: 'Byggekemi og tape',
      en: 'Building chemicals and tape',
      sv: 'Byggkemi och tejp',
      nb: 'Byggkjemi og teip',
      fi: 'Rakennuskemikaalit ja teipit',
    },
    description: {
      da: 'Fugemasse, montagelim og tape til tætning, limning og afdækning på byggepladsen.',
      en: 'Sealants, construction adhesives and tape for sealing, bonding and masking on site.',
      sv: 'Fogmassa, monteringslim och tejp för tätning, limning och maskering på bygget.',
      nb: 'Fugemasse, monteringslim og teip for tetting, liming og maskering på byggeplassen.',
      fi: 'Saumamassat, asennusliimat ja teipit tiivistykseen, liimaukseen ja suojaukseen työmaalla.',
    },
    picto: 'cartridge',
    colour: '#6a4c9c',
    children: [
      {
        id: '6010',
        name: { da: 'Fugemasse og lim', en: 'Sealants and adhesives', sv: 'Fogmassa och lim', nb: 'Fugemasse og lim', fi: 'Saumamassat ja liimat' },
        children: [
          { id: '601010', name: { da: 'Fugemasse', en: 'Sealants', sv: 'Fogmassor', nb: 'Fugemasser', fi: 'Saumamassat' } },
          {
            id: '601020',
            name: {
              da: 'Montagelim',
              en: 'Construction adhesives',
              sv: 'Monteringslim',
              nb: 'Monteringslim',
              fi: 'Asennusliimat',
            },
          },
        ],
      },
      {
        id: '6020',
        name: { da: 'Tape', en: 'Tape', sv: 'Tejp', nb: 'Teip', fi: 'Teipit' },
        children: [
          { id: '602010', name: { da: 'Gaffatape', en: 'Duct tape', sv: 'Gaffatejp', nb: 'Gaffateip', fi: 'Ilmastointiteipit' } },
          {
            id: '602020',
            name: { da: 'Isoleringstape', en: 'Insulating tape', sv: 'Isoleringstejp', nb: 'Isolasjonsteip', fi: 'Sähköteipit' },
          },
        ],
      },
    ],
  },
];

export interface FlatCategory {
  id: string;
  parentId: string | null;
  level: number;
  sort: number;
  name: L;
  description: L;
  /** Ids from the top level down to this category. */
  path: string[];
  top: CategoryDef;
  def: CategoryDef;
}

const DESCRIPTION_TEMPLATES: ((name: L) => L)[] = [
  (n) => ({
    da: `${n.da} til professionelle – et bredt udvalg fra førende producenter, klar til levering næste hverdag.`,
    en: `${n.en} for professionals – a wide range from leading manufacturers, ready for next-day dispatch.`,
    sv: `${n.sv} för proffs – ett brett sortiment från ledande tillverkare, redo att skickas direkt.`,
    nb: `${n.nb} for proffen – et bredt utvalg fra ledende produsenter, klart til rask levering.`,
    fi: `${n.fi} ammattilaisille – laaja valikoima johtavilta valmistajilta nopealla toimituksella.`,
  }),
  (n) => ({
    // No 'log in to see …': the text is the same for visitors and logged-in customers.
    da: `Find ${lcFirst(n.da)} i alle gængse dimensioner og kvaliteter – på lager på vores centrallager.`,
    en: `Find ${lcFirst(n.en)} in all common sizes and grades – in stock at our central warehouse.`,
    sv: `Hitta ${lcFirst(n.sv)} i alla vanliga dimensioner och kvaliteter – i lager på vårt centrallager.`,
    nb: `Finn ${lcFirst(n.nb)} i alle vanlige dimensjoner og kvaliteter – på lager på vårt sentrallager.`,
    fi: `${n.fi}: kaikki yleisimmät koot ja laadut suoraan keskusvarastostamme.`,
  }),
];

/** The category tree flattened in display order (parents before children). */
export function flattenCategories(): FlatCategory[] {
  const out: FlatCategory[] = [];
  let counter = 0;
  const walk = (defs: CategoryDef[], parent: FlatCategory | null, top: CategoryDef | null): void => {
    defs.forEach((def, i) => {
      const t = top ?? def;
      const template = DESCRIPTION_TEMPLATES[counter++ % DESCRIPTION_TEMPLATES.length];
      const description = def.description ?? (template ? template(def.name) : def.name);
      const flat: FlatCategory = {
        id: def.id,
        parentId: parent ? parent.id : null,
        level: parent ? parent.level + 1 : 1,
        sort: i + 1,
        name: def.name,
        description,
        path: parent ? [...parent.path, def.id] : [def.id],
        top: t,
        def,
      };
      out.push(flat);
      if (def.children) walk(def.children, flat, t);
    });
  };
  walk(CATEGORY_TREE, null, null);
  return out;
}
