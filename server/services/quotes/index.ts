/**
 * Quotes (issue 20 'Quotes'; docs/quotes.md; contract/quotes.ts; tables quotes and quote_lines, migration 030).
 *
 * A customer user asks for a quote for the products of their stored cart (RequestQuote: the lines are the server's
 * copy of the cart, never the client's, with the customer's unit price of today as the list price); the sales reps
 * who serve the customer get a mail and answer it with a price per line, a validity date and a message, or decline
 * it (rep.ts). The customer accepts an answered, unexpired quote: the caller's cart becomes the quote's lines and
 * remembers the quote (carts.quote_id), so the calculation prices them at the quoted prices (pricing.ts) until the
 * order uses the quote (order.ts). Every read names the caller's customer number; another customer's id is a 404.
 * Every status change is a guarded UPDATE on the status it leaves, so two accepts cannot both win.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CalculateCartResponse } from '../../../contract/cart';
import { QUOTE_ERRORS, quoteNumberText, quoteStateOf, type QuoteState, type QuoteStatus } from '../../../contract/quoteRules';
import type { AcceptQuoteRequest, Quote, RequestQuoteRequest } from '../../../contract/quotes';
import { badRequest, HttpError, notFound } from '../../errors';
import type { UserIdentity } from '../../plugins/auth';
import { checkAreaInfo } from '../area';
import { calculateCart, calculateRequest, cartDepsFor, cartOrdered, findCart, parseData, parseLines } from '../cart';
import { shopToday } from '../cart/delivery';
import { companyRoleOf } from '../company/roles';
import { mailOutboxFor } from '../mailOutbox';
import { queueRequestMails } from './mails';
import { loadQuotePricing } from './pricing';
import { quoteMessage, quotePage, quoteRows, toWire, whereState } from './read';

export { answerQuote, declineQuote, listQuoteRequests, requireQuoteRep } from './rep';
export { quoteMessage } from './read';

/** The first quote number ('Q-1001'). */
export const FIRST_QUOTE_NUMBER = 1001;

export type QuoteCaller = UserIdentity & { customerNumber: string };

/** A company 'viewer' reads quotes but neither requests nor accepts one (a rep acting for a viewer neither). */
async function assertMayUseQuotes(app: FastifyInstance, caller: QuoteCaller): Promise<void> {
  if ((await companyRoleOf(app.db, caller.userId)) === 'viewer') throw new HttpError(403, QUOTE_ERRORS.viewer, { companyRole: 'viewer' });
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; message?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e.message ?? '');
};

/** One quote of the caller's customer (404 for any other id). */
async function customerQuote(app: FastifyInstance, customerNumber: string, id: string, now: Date): Promise<Quote> {
  const row = await quoteRows(app.db).where('quotes.id', '=', id).where('quotes.customer_number', '=', customerNumber).executeTakeFirst();
  if (!row) throw notFound(QUOTE_ERRORS.notFound);
  const [quote] = await toWire(app.db, [row], now);
  return quote!;
}

/** RequestQuote: the caller's stored cart's product lines, priced today as the list prices, as a new quote. */
export async function requestQuote(app: FastifyInstance, caller: QuoteCaller, body: RequestQuoteRequest, now: Date): Promise<Quote> {
  await assertMayUseQuotes(app, caller);
  const message = quoteMessage(body.message);
  const area = await checkAreaInfo(app.db, body.area, 'area');
  const cart = await findCart(app.db, caller, body.cartId);
  if (!cart) throw notFound();
  if (cart.status !== 'open') throw cartOrdered();
  const lines = parseLines(cart).filter((l) => l.parentId === null);
  if (lines.length === 0) throw badRequest(QUOTE_ERRORS.emptyCart, { lines: 'must not be empty' });
  // The server's prices of today (and the catalogue's check of every line: 400 with fields).
  const { calculation } = await calculateCart(cartDepsFor(app), {
    customerNumber: caller.customerNumber,
    areaId: area.areaId,
    languageCode: area.languageCode,
    currencyCode: cart.currency_code,
    lines: lines.map((l, at) => ({ ...l, at })),
    data: parseData(cart),
    now,
  });
  const priced = new Map(calculation.lines.filter((l) => l.type === 'product').map((l) => [l.id, l]));
  const customer = await app.db.selectFrom('customers').select('name').where('customer_number', '=', caller.customerNumber).executeTakeFirst();
  const id = randomUUID();
  const iso = now.toISOString();
  for (let attempt = 0; ; attempt++) {
    try {
      const mails = await app.db.transaction().execute(async (trx) => {
        const last = await trx.selectFrom('quotes').select((eb) => eb.fn.max('quote_number').as('n')).executeTakeFirst();
        const number = Math.max(FIRST_QUOTE_NUMBER - 1, Number(last?.n ?? 0)) + 1;
        await trx
          .insertInto('quotes')
          .values({
            id,
            quote_number: number,
            customer_number: caller.customerNumber,
            area_id: area.areaId,
            requested_by: caller.userId,
            requested_by_name: caller.name,
            status: 'requested',
            message,
            currency_code: calculation.currencyCode,
            requested_at: iso,
            answered_at: null,
            answered_by: null,
            answered_by_name: null,
            rep_message: null,
            valid_until: null,
            accepted_at: null,
            cart_id: null,
            order_id: null,
          })
          .execute();
        await trx
          .insertInto('quote_lines')
          .values(
            lines.map((l, i) => {
              const p = priced.get(l.id);
              return {
                quote_id: id,
                line_no: i + 1,
                product_id: l.productKey.productId,
                unit_id: l.productKey.unitOfMeasure,
                variant_id: l.productKey.variantId ?? '',
                text: p?.text ?? l.text,
                quantity: l.quantity,
                list_unit_price: p ? p.netUnitPrice : null,
                quoted_unit_price: null,
              };
            }),
          )
          .execute();
        return queueRequestMails(
          trx,
          app.config.publicUrl,
          {
            id,
            quoteNumber: quoteNumberText(number),
            customerNumber: caller.customerNumber,
            customerName: customer?.name ?? caller.customerNumber,
            areaId: area.areaId,
            requesterName: caller.name,
            lineCount: lines.length,
            message,
          },
          now,
        );
      });
      if (mails > 0) mailOutboxFor(app).kick();
      break;
    } catch (error) {
      // Two requests took the same number at once (PostgreSQL): the next attempt takes the next one.
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
  return customerQuote(app, caller.customerNumber, id, now);
}

/** GetQuotes: the customer's quotes, newest first, optionally of one state. */
export async function listQuotes(
  app: FastifyInstance,
  customerNumber: string,
  state: QuoteState | undefined,
  page: { offset: number; pageSize: number },
  now: Date,
): Promise<{ quotes: Quote[]; total: number }> {
  const query = whereState(quoteRows(app.db).where('quotes.customer_number', '=', customerNumber), state, now);
  return quotePage(app.db, query, page, now);
}

/** GetQuote: one quote of the caller's customer. */
export function getQuote(app: FastifyInstance, customerNumber: string, id: string, now: Date): Promise<Quote> {
  return customerQuote(app, customerNumber, id, now);
}

/** Why a quote in this state cannot be accepted (409), or null when it can. */
function notAcceptable(state: QuoteState): HttpError | null {
  if (state === 'answered') return null;
  if (state === 'expired') return new HttpError(409, QUOTE_ERRORS.expired, { quote: 'expired' });
  if (state === 'accepted') return new HttpError(409, QUOTE_ERRORS.alreadyAccepted, { quote: 'accepted' });
  if (state === 'ordered') return new HttpError(409, QUOTE_ERRORS.alreadyOrdered, { quote: 'ordered' });
  return new HttpError(409, QUOTE_ERRORS.notAnswered, { quote: state });
}

/**
 * AcceptQuote: an answered, unexpired quote becomes 'accepted' (guarded: of two parallel accepts one wins, the other
 * is a 409) and the caller's cart `body.cart` becomes its lines, calculated at the quoted prices and stored with the
 * quote's id (CalculateCart's reply). When the cart cannot be stored (another user's cart id, an ordered cart, a line
 * no longer sold) the quote is answered again; so is a quote the cart was made from before (its lines are replaced).
 */
export async function acceptQuote(app: FastifyInstance, caller: QuoteCaller, body: AcceptQuoteRequest, now: Date): Promise<CalculateCartResponse> {
  await assertMayUseQuotes(app, caller);
  await checkAreaInfo(app.db, body.area, 'area');
  const row = await app.db
    .selectFrom('quotes')
    .select(['id', 'status', 'valid_until'])
    .where('id', '=', body.id)
    .where('customer_number', '=', caller.customerNumber)
    .executeTakeFirst();
  if (!row) throw notFound(QUOTE_ERRORS.notFound);
  const today = shopToday(now);
  const refusal = notAcceptable(quoteStateOf(row.status as QuoteStatus, row.valid_until, today));
  if (refusal) throw refusal;
  const cartId = body.cart.cartId;
  const won = await app.db
    .updateTable('quotes')
    .set({ status: 'accepted', accepted_at: now.toISOString(), cart_id: cartId })
    .where('id', '=', row.id)
    .where('customer_number', '=', caller.customerNumber)
    .where('status', '=', 'answered')
    .where('valid_until', '>=', today)
    .executeTakeFirst();
  if (Number(won.numUpdatedRows) === 0) {
    const again = await app.db.selectFrom('quotes').select(['status', 'valid_until']).where('id', '=', row.id).executeTakeFirstOrThrow();
    throw notAcceptable(quoteStateOf(again.status as QuoteStatus, again.valid_until, today)) ?? new HttpError(409, QUOTE_ERRORS.alreadyAccepted);
  }
  const owner = { customerNumber: caller.customerNumber, userId: caller.userId };
  try {
    const quote = await loadQuotePricing(app.db, caller.customerNumber, row.id, now);
    const lines = await app.db.selectFrom('quote_lines').selectAll().where('quote_id', '=', row.id).orderBy('line_no').execute();
    const cartLines = lines.map((l) => ({
      id: `Q${Number(l.line_no)}`,
      parentId: null,
      text: l.text,
      quantity: Number(l.quantity),
      productKey: { productId: l.product_id, unitOfMeasure: l.unit_id, variantId: l.variant_id || null },
      type: 'product' as const,
    }));
    const before = await findCart(app.db, owner, cartId);
    const reply = await calculateRequest(app, caller.customerNumber, owner, { area: body.area, cart: { ...body.cart, lines: cartLines } }, now, quote);
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('carts')
        .set({ quote_id: row.id })
        .where('id', '=', cartId)
        .where('customer_number', '=', caller.customerNumber)
        .where('user_id', '=', caller.userId)
        .execute();
      // The quote this cart was made from before (its lines are gone now) may be accepted again, into any cart.
      if (before?.quote_id && before.quote_id !== row.id) {
        await trx
          .updateTable('quotes')
          .set({ status: 'answered', accepted_at: null, cart_id: null })
          .where('id', '=', before.quote_id)
          .where('customer_number', '=', caller.customerNumber)
          .where('status', '=', 'accepted')
          .where('cart_id', '=', cartId)
          .execute();
      }
    });
    return reply;
  } catch (error) {
    await app.db
      .updateTable('quotes')
      .set({ status: 'answered', accepted_at: null, cart_id: null })
      .where('id', '=', row.id)
      .where('status', '=', 'accepted')
      .where('cart_id', '=', cartId)
      .execute();
    throw error;
  }
}
