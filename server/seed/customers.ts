/** Demo customers, addresses, users, sales-rep assignments and price-group discounts. */
import type { Insertable } from 'kysely';
import type { AddressTable, CustomerTable, PriceGroupDiscountTable, PriceGroupTable, SalesRepCustomerTable, UserTable } from '../db/schema';
import type { CompanyRole } from '../../contract/companyRules';
import { brandByName } from './catalogue';
import { AREA_ID } from './content';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoUser {
  id: string;
  username: string;
  name: string;
  roles: string[];
  customerNumber: string | null;
  language: string;
  /** The company role (issue 20); unset: the customer's first user is its admin, the others buyers. */
  companyRole?: CompanyRole;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { id: 'u-kunde', username: 'kunde@demo.dk', name: 'Mette Hansen', roles: ['customer'], customerNumber: '10001', language: 'da' },
  { id: 'u-kunde2', username: 'kunde2@demo.dk', name: 'Lars Nielsen', roles: ['customer'], customerNumber: '10002', language: 'da' },
  { id: 'u-salg', username: 'salg@demo.dk', name: 'Sofie Sælger', roles: ['impersonation'], customerNumber: null, language: 'da' },
  { id: 'u-admin', username: 'admin@demo.dk', name: 'Anders Admin', roles: ['admin'], customerNumber: null, language: 'da' },
  { id: 'u-kunde-se', username: 'kunde.se@demo.se', name: 'Erik Svensson', roles: ['customer'], customerNumber: '10003', language: 'sv' },
  { id: 'u-kunde-no', username: 'kunde.no@demo.no', name: 'Ingrid Berg', roles: ['customer'], customerNumber: '10004', language: 'nb' },
  { id: 'u-kunde-fi', username: 'kunde.fi@demo.fi', name: 'Mikko Virtanen', roles: ['customer'], customerNumber: '10005', language: 'fi' },
  { id: 'u-kunde3', username: 'kunde3@demo.dk', name: 'Peter Jensen', roles: ['customer'], customerNumber: '10006', language: 'da' },
  // Colleagues: a company has several buyers, each with a cart of their own.
  { id: 'u-indkob', username: 'indkob@demo.dk', name: 'Jonas Holm', roles: ['customer'], customerNumber: '10001', language: 'da' },
  { id: 'u-lager', username: 'lager@demo.dk', name: 'Karin Lund', roles: ['customer'], customerNumber: '10002', language: 'da' },
  // The account e2e journeys' own user: the password reset there changes its password.
  { id: 'u-konto', username: 'konto@demo.dk', name: 'Kim Berg', roles: ['customer'], customerNumber: '10006', language: 'da' },
  // The customer-centre e2e's own buyer: a colleague at 10001 (its order history) whose cart the reorder step fills.
  { id: 'u-genbestil', username: 'genbestil@demo.dk', name: 'Ulla Bach', roles: ['customer'], customerNumber: '10001', language: 'da' },
  // The catalogue e2e's own buyer: a colleague at 10002 (price group B: 10 % on category 30), sorting by net price.
  { id: 'u-katalog', username: 'katalog@demo.dk', name: 'Sara Krogh', roles: ['customer'], customerNumber: '10002', language: 'da' },
  // The phone e2e's own buyer: a colleague at 10001 whose cart the phone journey (390 × 844) fills.
  { id: 'u-mobil', username: 'mobil@demo.dk', name: 'Nina Dahl', roles: ['customer'], customerNumber: '10001', language: 'da' },
  // The quick order e2e's own buyer: a colleague at 10001 whose cart the file uploads fill.
  { id: 'u-hurtig', username: 'hurtig@demo.dk', name: 'Rasmus Friis', roles: ['customer'], customerNumber: '10001', language: 'da' },
  // The cart-fill e2e's own buyers (e2e/cartFill.spec.ts): a visitor's cart merged at login, adding from a list.
  { id: 'u-kurv', username: 'kurv@demo.dk', name: 'Emil Skov', roles: ['customer'], customerNumber: '10006', language: 'da' },
  { id: 'u-liste', username: 'liste@demo.dk', name: 'Freja Holm', roles: ['customer'], customerNumber: '10002', language: 'da' },
  // The layout and accessibility e2e's own buyer: a Finnish colleague at 10005 (the longest texts) whose cart and
  // favourite list those journeys fill.
  { id: 'u-layout', username: 'layout@demo.fi', name: 'Eeva Korhonen', roles: ['customer'], customerNumber: '10005', language: 'fi' },
  // The orders e2e's own buyers at 10002 (net 14 days): the invoice terms, the usual delivery method, the receipt and
  // the order status (vilkaar@); a card payment left with the browser's Back button (kort@).
  { id: 'u-vilkaar', username: 'vilkaar@demo.dk', name: 'Anne Kjær', roles: ['customer'], customerNumber: '10002', language: 'da' },
  { id: 'u-kort', username: 'kort@demo.dk', name: 'Mads Lund', roles: ['customer'], customerNumber: '10002', language: 'da' },
  // The offline e2e's own buyers (e2e/offline.spec.ts): cart edits while the API is unreachable, desktop and phone.
  { id: 'u-offline', username: 'offline@demo.dk', name: 'Ida Vang', roles: ['customer'], customerNumber: '10001', language: 'da' },
  { id: 'u-offline-mobil', username: 'offline.mobil@demo.dk', name: 'Otto Vang', roles: ['customer'], customerNumber: '10001', language: 'da' },
  // Company roles at 10001 (issue 20; Mette is its admin, Jonas and the others buyers): an apprentice who builds carts
  // but places no order, and the bookkeeper who reads invoices and the order history.
  { id: 'u-laerling', username: 'laerling@demo.dk', name: 'Tobias Kragh', roles: ['customer'], customerNumber: '10001', language: 'da', companyRole: 'requester' },
  { id: 'u-bogholder', username: 'bogholder@demo.dk', name: 'Birgitte Munk', roles: ['customer'], customerNumber: '10001', language: 'da', companyRole: 'viewer' },
  // The approval e2e's own buyer at 10001 (e2e/approval.spec.ts): DKK 2,000 per order (server/seed/approvals.ts).
  { id: 'u-godkend', username: 'godkend@demo.dk', name: 'Kasper Bro', roles: ['customer'], customerNumber: '10001', language: 'da' },
  // The saved carts e2e's own buyers at 10006 (e2e/savedCarts.spec.ts): one saves and restores a cart, the colleague
  // uses the list Peter Jensen shares with the company.
  { id: 'u-gemt', username: 'gemt@demo.dk', name: 'Birgitte Gram', roles: ['customer'], customerNumber: '10006', language: 'da' },
  { id: 'u-kollega', username: 'kollega@demo.dk', name: 'Tobias Kjeldsen', roles: ['customer'], customerNumber: '10006', language: 'da' },
  // Quotes (issue 20; docs/quotes.md) at 10001: the quotes e2e's own buyer (requests, accepts and orders a quote), and
  // a buyer whose cart holds the seeded accepted quote at its quoted prices.
  { id: 'u-tilbud', username: 'tilbud@demo.dk', name: 'Lene Thorsen', roles: ['customer'], customerNumber: '10001', language: 'da' },
  { id: 'u-projekt', username: 'projekt@demo.dk', name: 'Henrik Bro', roles: ['customer'], customerNumber: '10001', language: 'da' },
];

/** Customers the sales rep (salg@demo.dk) may impersonate. */
export const SALES_REP_CUSTOMERS: readonly string[] = ['10001', '10002', '10003', '10004'];

interface AddressDef {
  company: string;
  name: string;
  address1: string;
  address2?: string;
  zip: string;
  city: string;
  country: string;
  email?: string;
  phone?: string;
}

interface CustomerDef {
  number: string;
  name: string;
  currency: string;
  group: string;
  vat: string;
  email: string;
  phone: string;
  language: string;
  createdAt: string;
  /** net days on invoice (customers.payment_days): the invoice method names them, orders and invoices carry them */
  paymentDays: number;
  billing: AddressDef;
  shipping: AddressDef[];
}

const CUSTOMERS: CustomerDef[] = [
  {
    number: '10001',
    name: 'Hansen El-service ApS',
    currency: 'DKK',
    group: 'A',
    vat: 'DK29384756',
    email: 'ordre@hansen-el.dk',
    phone: '+45 86 82 14 50',
    language: 'da',
    createdAt: '2016-03-14T08:00:00.000Z',
    paymentDays: 30,
    billing: {
      company: 'Hansen El-service ApS',
      name: 'Mette Hansen',
      address1: 'Industrivej 14',
      zip: '8600',
      city: 'Silkeborg',
      country: 'DK',
      email: 'bogholderi@hansen-el.dk',
    },
    shipping: [
      { company: 'Hansen El-service ApS', name: 'Varemodtagelsen', address1: 'Fabriksvej 3', address2: 'Port 2', zip: '8600', city: 'Silkeborg', country: 'DK' },
      {
        company: 'Hansen El-service ApS',
        name: 'Byggeplads Lyngby – att. Jesper Hansen',
        address1: 'Lyngby Hovedgade 85',
        zip: '2800',
        city: 'Kongens Lyngby',
        country: 'DK',
        phone: '+45 22 41 87 30',
      },
      { company: 'Hansen El-service ApS', name: 'Servicebil 3 – att. Kim Madsen', address1: 'Vestergade 21', zip: '8660', city: 'Skanderborg', country: 'DK', phone: '+45 30 62 11 48' },
    ],
  },
  {
    number: '10002',
    name: 'Nordisk VVS A/S',
    currency: 'DKK',
    group: 'B',
    vat: 'DK31457820',
    email: 'indkoeb@nordiskvvs.dk',
    phone: '+45 43 52 60 00',
    language: 'da',
    createdAt: '2012-09-03T08:00:00.000Z',
    paymentDays: 14,
    billing: { company: 'Nordisk VVS A/S', name: 'Lars Nielsen', address1: 'Roskildevej 342', zip: '2630', city: 'Taastrup', country: 'DK', email: 'faktura@nordiskvvs.dk' },
    shipping: [
      { company: 'Nordisk VVS A/S – afd. Odense', name: 'Lager', address1: 'Middelfartvej 105', zip: '5200', city: 'Odense V', country: 'DK', phone: '+45 66 14 22 80' },
      { company: 'Nordisk VVS A/S', name: 'Centrallager', address1: 'Håndværkerbyen 18', zip: '2670', city: 'Greve', country: 'DK', phone: '+45 43 52 60 10' },
      { company: 'Nordisk VVS A/S', name: 'Byggeplads Ørestad – att. Henrik Bach', address1: 'Arne Jacobsens Allé 7', zip: '2300', city: 'København S', country: 'DK', phone: '+45 28 73 40 12' },
    ],
  },
  {
    number: '10003',
    name: 'Svensson Bygg AB',
    currency: 'SEK',
    group: 'A',
    vat: 'SE556712345601',
    email: 'inkop@svenssonbygg.se',
    phone: '+46 40 612 34 50',
    language: 'sv',
    createdAt: '2019-01-21T08:00:00.000Z',
    paymentDays: 30,
    billing: { company: 'Svensson Bygg AB', name: 'Erik Svensson', address1: 'Industrigatan 7', zip: '212 14', city: 'Malmö', country: 'SE', email: 'faktura@svenssonbygg.se' },
    shipping: [
      { company: 'Svensson Bygg AB', name: 'Lager', address1: 'Stenyxegatan 24', zip: '213 76', city: 'Malmö', country: 'SE' },
      { company: 'Svensson Bygg AB', name: 'Projekt Hyllie – att. Johan Lind', address1: 'Hyllie Boulevard 10', zip: '215 32', city: 'Malmö', country: 'SE', phone: '+46 70 318 22 91' },
    ],
  },
  {
    number: '10004',
    name: 'Berg Elektro AS',
    currency: 'NOK',
    group: 'B',
    vat: 'NO912345678MVA',
    email: 'post@bergelektro.no',
    phone: '+47 22 64 10 20',
    language: 'nb',
    createdAt: '2020-05-11T08:00:00.000Z',
    paymentDays: 20,
    billing: { company: 'Berg Elektro AS', name: 'Ingrid Berg', address1: 'Brynsveien 13', zip: '0667', city: 'Oslo', country: 'NO', email: 'faktura@bergelektro.no' },
    shipping: [
      { company: 'Berg Elektro AS', name: 'Lager', address1: 'Ole Deviks vei 44', zip: '0668', city: 'Oslo', country: 'NO' },
      { company: 'Berg Elektro AS', name: 'Prosjekt Bjørvika – att. Ola Hauge', address1: 'Dronning Eufemias gate 30', zip: '0191', city: 'Oslo', country: 'NO', phone: '+47 913 44 210' },
    ],
  },
  {
    number: '10005',
    name: 'Virtanen Talotekniikka Oy',
    currency: 'EUR',
    group: 'C',
    vat: 'FI23456789',
    email: 'myynti@virtanentalotekniikka.fi',
    phone: '+358 9 4245 1200',
    language: 'fi',
    createdAt: '2021-08-30T08:00:00.000Z',
    paymentDays: 21,
    billing: {
      company: 'Virtanen Talotekniikka Oy',
      name: 'Mikko Virtanen',
      address1: 'Teollisuuskatu 21',
      zip: '00510',
      city: 'Helsinki',
      country: 'FI',
      email: 'laskut@virtanentalotekniikka.fi',
    },
    shipping: [
      { company: 'Virtanen Talotekniikka Oy', name: 'Varasto', address1: 'Valimotie 13', zip: '00380', city: 'Helsinki', country: 'FI' },
      { company: 'Virtanen Talotekniikka Oy', name: 'Työmaa Espoo – att. Jari Laine', address1: 'Keilaranta 15', zip: '02150', city: 'Espoo', country: 'FI', phone: '+358 40 718 2290' },
    ],
  },
  {
    number: '10006',
    name: 'Jensen & Søn Tømrer ApS',
    currency: 'DKK',
    group: 'C',
    vat: 'DK38291045',
    email: 'kontor@jensenogsoen.dk',
    phone: '+45 75 82 33 10',
    language: 'da',
    createdAt: '2018-11-05T08:00:00.000Z',
    paymentDays: 30,
    billing: { company: 'Jensen & Søn Tømrer ApS', name: 'Peter Jensen', address1: 'Savværksvej 9', zip: '7100', city: 'Vejle', country: 'DK' },
    shipping: [
      {
        company: 'Jensen & Søn Tømrer ApS',
        name: 'Byggeplads Horsens – att. Mads Jensen',
        address1: 'Strandpromenaden 12',
        zip: '8700',
        city: 'Horsens',
        country: 'DK',
        phone: '+45 40 17 62 95',
      },
      { company: 'Jensen & Søn Tømrer ApS', name: 'Værksted', address1: 'Savværksvej 11', zip: '7100', city: 'Vejle', country: 'DK' },
    ],
  },
];

export function customerRows(): { customers: Insertable<CustomerTable>[]; addresses: Insertable<AddressTable>[] } {
  const customers: Insertable<CustomerTable>[] = [];
  const addresses: Insertable<AddressTable>[] = [];
  for (const c of CUSTOMERS) {
    customers.push({
      customer_number: c.number,
      area_id: AREA_ID,
      name: c.name,
      currency_code: c.currency,
      price_group: c.group,
      vat_number: c.vat,
      email: c.email,
      phone: c.phone,
      language: c.language,
      created_at: c.createdAt,
      payment_days: c.paymentDays,
    });
    const addr = (id: string, type: 'billing' | 'shipping', a: AddressDef, isDefault: boolean): Insertable<AddressTable> => ({
      id,
      customer_number: c.number,
      type,
      company: a.company,
      name: a.name,
      address1: a.address1,
      address2: a.address2 ?? '',
      zip: a.zip,
      city: a.city,
      country: a.country,
      email: a.email ?? c.email,
      phone: a.phone ?? c.phone,
      is_default: isDefault ? 1 : 0,
      extra_info: '{}',
    });
    addresses.push(addr(`addr-${c.number}-b`, 'billing', c.billing, true));
    c.shipping.forEach((s, i) => addresses.push(addr(`addr-${c.number}-s${i + 1}`, 'shipping', s, i === 0)));
  }
  return { customers, addresses };
}

export function userRows(passwordHash: string, nowIso: string): { users: Insertable<UserTable>[]; salesReps: Insertable<SalesRepCustomerTable>[] } {
  const seen = new Set<string>();
  const companyRole = (u: DemoUser): CompanyRole | null => {
    if (u.customerNumber === null) return null;
    const first = !seen.has(u.customerNumber);
    seen.add(u.customerNumber);
    return u.companyRole ?? (first ? 'admin' : 'buyer');
  };
  const users = DEMO_USERS.map((u) => ({
    company_role: companyRole(u),
    id: u.id,
    username: u.username,
    password_hash: passwordHash,
    name: u.name,
    roles: JSON.stringify(u.roles),
    customer_number: u.customerNumber,
    area_id: AREA_ID,
    language: u.language,
    active: 1,
    created_at: nowIso,
    password_changed_at: nowIso,
  }));
  const salesReps = SALES_REP_CUSTOMERS.map((customer_number) => ({ user_id: 'u-salg', customer_number }));
  return { users, salesReps };
}

export function discountRows(): Insertable<PriceGroupDiscountTable>[] {
  return [
    { price_group: 'A', brand_id: null, category_id: null, discount_percent: 5 },
    { price_group: 'A', brand_id: brandByName('Bosch').id, category_id: null, discount_percent: 20 },
    { price_group: 'A', brand_id: brandByName('Makita').id, category_id: null, discount_percent: 15 },
    { price_group: 'A', brand_id: brandByName('Essve').id, category_id: null, discount_percent: 25 },
    { price_group: 'A', brand_id: brandByName('Nexans').id, category_id: null, discount_percent: 18 },
    { price_group: 'B', brand_id: null, category_id: '30', discount_percent: 10 },
  ];
}

/** The price groups the demo customers and discounts name (price_groups, migration 021: the `priceGroup` documents). */
export function priceGroupRows(): Insertable<PriceGroupTable>[] {
  const ids = new Set([...CUSTOMERS.map((c) => c.group), ...discountRows().map((d) => d.price_group)].filter(Boolean));
  return [...ids].sort().map((id) => ({ id, name: `Prisgruppe ${id}` }));
}
