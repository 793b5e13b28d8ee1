/**
 * Document data of the account types (issue 18; docs/going-live.md): customer, user, priceList, priceGroup.
 * Optional fields take the default named in their description when left out, and are answered with it. Money is in
 * integer minor units (øre, cents). Imports nothing but TypeBox.
 */
import { Type, type Static } from '@sinclair/typebox';
import { COMPANY_ROLES } from '../companyRules';

const Text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
const Currency = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217, upper case: DKK, EUR, SEK' });
const Country = Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2, upper case: DK, SE' });
const Language = Type.Union([Type.Literal('da'), Type.Literal('en'), Type.Literal('sv'), Type.Literal('nb'), Type.Literal('fi')]);
const AreaId = Type.String({ minLength: 1, maxLength: 50, description: "the shop area (default 'b2b')" });

/** An address of a customer (billing, or one of its delivery addresses). */
export const AccountAddress = Type.Object(
  {
    company: Text(200, 1),
    name: Type.Optional(Text(200)),
    address1: Text(200, 1),
    address2: Type.Optional(Text(200)),
    zip: Text(20, 1),
    city: Text(100, 1),
    country: Country,
    email: Type.Optional(Text(200)),
    phone: Type.Optional(Text(50)),
  },
  { additionalProperties: false },
);
export type AccountAddress = Static<typeof AccountAddress>;

/** `customer`: key = the customer number (as the ERP has it: "10001"). */
export const CustomerDocument = Type.Object(
  {
    name: Text(200, 1),
    areaId: Type.Optional(AreaId),
    currency: Currency,
    /** The language of mails and documents for the customer (default 'da'). */
    language: Type.Optional(Language),
    vatNumber: Type.Optional(Text(50)),
    email: Type.Optional(Text(200)),
    phone: Type.Optional(Text(50)),
    /** A price group's key (a `priceGroup` document); '' or left out: no group discounts. */
    priceGroup: Type.Optional(Text(50)),
    /** 'invoice' (invoice and card, the default) or 'card_only'. */
    paymentTerms: Type.Optional(Type.Union([Type.Literal('invoice'), Type.Literal('card_only')])),
    /** Net days of payment on invoice (default 30). */
    paymentDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 365 })),
    /** false: the customer's users cannot log in and their sessions end (default true). */
    active: Type.Optional(Type.Boolean()),
    billingAddress: AccountAddress,
    /** Delivery addresses, the first is the default one (default: none, the billing address is used). */
    deliveryAddresses: Type.Optional(Type.Array(AccountAddress, { maxItems: 100 })),
  },
  { additionalProperties: false },
);
export type CustomerDocument = Static<typeof CustomerDocument>;

const Minor = Type.Integer({ minimum: 0, maximum: 1_000_000_000_000, description: 'integer minor units (øre, cents)' });

/** The roles a user document may have: a buyer ('customer'), a sales rep ('impersonation'), an operator ('admin'). */
export const USER_DOCUMENT_ROLES = ['customer', 'impersonation', 'admin'] as const;

/**
 * `user`: key = the username, the user's e-mail address in lower case. A new user gets a welcome mail with a link
 * to choose a password. The `admin` role is given by the operator (CLI) only, never through the API.
 */
export const UserDocument = Type.Object(
  {
    name: Text(200, 1),
    areaId: Type.Optional(AreaId),
    /** The language of the user's mails (default 'da'). */
    language: Type.Optional(Language),
    roles: Type.Array(Type.Union(USER_DOCUMENT_ROLES.map((r) => Type.Literal(r))), { minItems: 1, maxItems: 3, uniqueItems: true }),
    /** A buyer ('customer'): exactly its one customer. A rep ('impersonation'): the customers the rep serves. */
    customers: Type.Optional(Type.Array(Text(50, 1), { maxItems: 10000, uniqueItems: true })),
    /** false: the user cannot log in and every session ends at once (default true). */
    active: Type.Optional(Type.Boolean()),
    /**
     * A buyer's role in its company (docs/company.md): admin, buyer, requester or viewer. Only for a buyer
     * ('customer'). Left out: the user keeps the role it has — a new buyer becomes its customer's admin when the
     * customer has no active admin yet, else a buyer — so an ERP that does not know company roles never changes one.
     */
    companyRole: Type.Optional(Type.Union(COMPANY_ROLES.map((r) => Type.Literal(r)))),
    /**
     * A buyer's spending limits in its customer's currency, integer minor units excl. VAT (docs/company.md 'Spending
     * limits'): per order and per calendar month; null: none. Only for a buyer. Left out: kept (a new buyer: none).
     */
    orderLimit: Type.Optional(Type.Union([Minor, Type.Null()])),
    monthlyLimit: Type.Optional(Type.Union([Minor, Type.Null()])),
  },
  { additionalProperties: false },
);
export type UserDocument = Static<typeof UserDocument>;

/** One price of a product: a currency, a unit (and variant), its base price and its quantity breaks. */
export const ListPrice = Type.Object(
  {
    currency: Currency,
    /** A unit of the product (STK, PK, KRT …). */
    unit: Text(20, 1),
    /** A variant number of the product; '' or left out: the price of every variant. */
    variant: Type.Optional(Text(100)),
    price: Minor,
    /** A struck-through previous price (default none). */
    beforePrice: Type.Optional(Type.Union([Minor, Type.Null()])),
    /** Quantity breaks: from `minQuantity` (2 or more) on, each costs `price` (default none). */
    tiers: Type.Optional(
      Type.Array(
        Type.Object({ minQuantity: Type.Integer({ minimum: 2, maximum: 1_000_000 }), price: Minor }, { additionalProperties: false }),
        { maxItems: 20 },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ListPrice = Static<typeof ListPrice>;

/** `priceList`: key = the product number; its list prices per currency and unit (all of them: others are removed). */
export const PriceListDocument = Type.Object(
  { prices: Type.Array(ListPrice, { minItems: 1, maxItems: 500 }) },
  { additionalProperties: false },
);
export type PriceListDocument = Static<typeof PriceListDocument>;

/** One discount of a price group: on everything, a brand, a category (at any level), or a brand within a category. */
export const GroupDiscount = Type.Object(
  {
    /** A brand's key (its number); left out or null: every brand. */
    brand: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    /** A category's key; left out or null: every category. */
    category: Type.Optional(Type.Union([Text(50, 1), Type.Null()])),
    /** Per cent off the list price, e.g. 12.5. */
    percent: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
  },
  { additionalProperties: false },
);
export type GroupDiscount = Static<typeof GroupDiscount>;

/** `priceGroup`: key = the group's id ("A"), as customers name it in `priceGroup`. */
export const PriceGroupDocument = Type.Object(
  { name: Text(100, 1), discounts: Type.Optional(Type.Array(GroupDiscount, { maxItems: 1000 })) },
  { additionalProperties: false },
);
export type PriceGroupDocument = Static<typeof PriceGroupDocument>;
