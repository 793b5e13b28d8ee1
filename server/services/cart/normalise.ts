/**
 * Request cart → stored cart (docs/commerce-api.md 'Line rules'): generated lines dropped, quantities ≤ 0
 * dropped with their sub-lines, ids given to lines without one, bounds checked (quantities strictly numbers). Errors
 * are 400 with `fields`.
 */
import type { CartInput, CartLineInput } from '../../../contract/cart';
import { FLAT_MAP_LIMITS, type Address as AddressInput, type FlatValue } from '../../../contract/common';
import type { AddressReply as Address } from '../../../contract/customer';
import type { PaymentMethod } from '../../../contract/payment';
import type { ShippingMethod } from '../../../contract/shipping';
import { emptyAddress, GENERATED_LINE_IDS, MAX_CART_LINES, MAX_QUANTITY } from '../../../contract/values';
import { hasAllowedDecimals, MAX_QUANTITY_DECIMALS } from '../../../common/quantity';
import { badRequest } from '../../errors';
import type { CartData, IndexedLine, NormalisedCart } from './types';

const GENERATED = new Set<string>(GENERATED_LINE_IDS);

/**
 * The flat part of a free-form map, within FLAT_MAP_LIMITS: request bodies are checked by FlatMap (contract/common.ts) already;
 * this also cleans what was stored before that check (a cart saved earlier, an address row), so nothing nested
 * reaches an order or the ERP document.
 */
export function flatMap(value: unknown): Record<string, FlatValue> {
  const out: Record<string, FlatValue> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return out;
  let count = 0;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (count >= FLAT_MAP_LIMITS.maxKeys) break;
    if (key === '' || key.length > FLAT_MAP_LIMITS.maxKeyLength) continue;
    const flat =
      typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.length <= FLAT_MAP_LIMITS.maxValueLength);
    if (!flat) continue;
    out[key] = v;
    count++;
  }
  return out;
}

/**
 * A stored address (an order's, an invoice's) as the wire's AddressReply: a missing field '', extraInfo flat. Rows
 * stored before those rules would otherwise fail the reply's serialiser (a 500) instead of showing an empty field.
 */
export function storedAddress(value: Partial<Address> | null | undefined): Address {
  return { ...emptyAddress(), ...value, extraInfo: flatMap(value?.extraInfo) };
}

export function normaliseAddress(input: AddressInput | Address | undefined): Address {
  if (!input) return emptyAddress();
  return {
    address1: (input.address1 ?? '').trim(),
    address2: (input.address2 ?? '').trim(),
    city: (input.city ?? '').trim(),
    company: (input.company ?? '').trim(),
    country: (input.country ?? '').trim().toUpperCase(),
    customerNumber: (input.customerNumber ?? '').trim(),
    email: (input.email ?? '').trim(),
    name: (input.name ?? '').trim(),
    phone: (input.phone ?? '').trim(),
    zip: (input.zip ?? '').trim(),
    extraInfo: flatMap(input.extraInfo),
  };
}

/** 'YYYY-MM-DD' of a date or timestamp, '' for empty; null when it is not a real date. */
export function dateOnly(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return text.slice(0, 10);
}

const isGenerated = (line: CartLineInput): boolean =>
  line.type === 'generated' || (!line.productKey.productId.trim() && GENERATED.has(line.id ?? ''));

/** At most 3 decimals (metres of cable may be fractional); binary noise removed. */
export const roundQuantity = (q: number): number => Math.round(q * 1000) / 1000;

/**
 * Why a request line's quantity is not one (null when it is a number): a number, strictly — the schema leaves it
 * untyped so that ajv's coercion cannot turn "0x10" into 16 or true into 1 —, at most MAX_QUANTITY, at most
 * MAX_QUANTITY_DECIMALS decimals. Whether the unit takes decimals at all is the catalogue's (catalogue.ts lineProblem).
 */
function quantityInputProblem(quantity: unknown): string | null {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return 'quantity must be a number';
  if (quantity > MAX_QUANTITY) return `quantity must be at most ${MAX_QUANTITY}`;
  if (quantity > 0 && !hasAllowedDecimals(quantity)) return `quantity may have at most ${MAX_QUANTITY_DECIMALS} decimals`;
  return null;
}

export function normaliseLines(input: readonly CartLineInput[]): IndexedLine[] {
  const fields: Record<string, string> = {};
  const kept: IndexedLine[] = [];
  const dropped = new Set<string>();
  const ids = new Set<string>();
  input.forEach((line, at) => {
    if (isGenerated(line)) return;
    const key = `lines[${at}]`;
    const id = (line.id ?? '').trim();
    const problem = quantityInputProblem(line.quantity);
    if (problem !== null || typeof line.quantity !== 'number') {
      fields[key] = problem ?? 'quantity must be a number';
      return;
    }
    const quantity = roundQuantity(line.quantity);
    if (quantity <= 0) {
      if (id) dropped.add(id);
      return;
    }
    const productId = line.productKey.productId.trim();
    const unit = line.productKey.unitOfMeasure.trim();
    if (!productId || !unit) {
      fields[key] = 'unknown product';
      return;
    }
    if (id && ids.has(id)) {
      fields[key] = 'duplicate line id';
      return;
    }
    if (id) ids.add(id);
    kept.push({
      at,
      id,
      parentId: (line.parentId ?? '').trim() || null,
      text: (line.text ?? '').trim(),
      quantity,
      productKey: { productId, unitOfMeasure: unit, variantId: (line.productKey.variantId ?? '').trim() || null },
    });
  });

  // Lines under a deleted line are deleted too (also further down the tree).
  let changed = true;
  let lines = kept;
  while (changed) {
    changed = false;
    lines = lines.filter((l) => {
      if (l.parentId === null || !dropped.has(l.parentId)) return true;
      if (l.id) dropped.add(l.id);
      changed = true;
      return false;
    });
  }
  // Lines without an id get 'LINE' + the line count (SPEC §4), skipping ids already taken.
  let count = 0;
  for (const line of lines) {
    count++;
    if (line.id) continue;
    let n = count;
    while (ids.has(`LINE${n}`)) n++;
    line.id = `LINE${n}`;
    ids.add(line.id);
  }
  for (const line of lines) {
    if (line.parentId !== null && (line.parentId === line.id || !ids.has(line.parentId) || dropped.has(line.parentId))) {
      fields[`lines[${line.at}]`] = 'unknown parent line';
    }
  }
  if (Object.keys(fields).length > 0) throw badRequest('The cart has invalid lines', fields);
  if (lines.length > MAX_CART_LINES) {
    throw badRequest(`A cart holds at most ${MAX_CART_LINES} lines`, { lines: `at most ${MAX_CART_LINES} lines` });
  }
  return lines;
}

function normaliseShipping(input: CartInput['shippingMethod']): ShippingMethod | null {
  if (!input || !input.internalId.trim()) return null;
  const extra = input.extraInfo ?? {};
  return {
    name: (input.name ?? '').trim(),
    internalId: input.internalId.trim(),
    countryCode: (input.countryCode ?? '').trim().toUpperCase(),
    fee: 0,
    trackAndTrace: (input.trackAndTrace ?? '').trim(),
    extraInfo: {
      privateAddress: extra.privateAddress === true,
      freightOffer: extra.freightOffer === true,
      collectOrder: extra.collectOrder === true,
    },
  };
}

function normalisePayment(input: CartInput['paymentMethod']): PaymentMethod | null {
  if (!input || !input.internalId.trim()) return null;
  return {
    name: (input.name ?? '').trim(),
    internalId: input.internalId.trim(),
    gatewayUniqueId: (input.gatewayUniqueId ?? '').trim(),
    fee: 0,
    extraInfo: {},
  };
}

/** The checkout data of a request cart (the server fills names, fees and kinds when it calculates). */
export function normaliseData(input: CartInput, createdAt: string): CartData {
  const expected = dateOnly(input.expectedDeliveryDate);
  if (expected === null) {
    throw badRequest('The expected delivery date is not a date', { expectedDeliveryDate: 'must be a date (YYYY-MM-DD)' });
  }
  return {
    billingAddress: normaliseAddress(input.billingAddress),
    shippingAddress: normaliseAddress(input.shippingAddress),
    comment: (input.comment ?? '').trim(),
    reference: (input.reference ?? '').trim(),
    expectedDeliveryDate: expected,
    shippingMethod: normaliseShipping(input.shippingMethod),
    paymentMethod: normalisePayment(input.paymentMethod),
    createdAt,
  };
}

export function normaliseCart(input: CartInput, createdAt: string): NormalisedCart {
  return { cartId: input.cartId, lines: normaliseLines(input.lines), data: normaliseData(input, createdAt) };
}
