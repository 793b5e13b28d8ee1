/**
 * The sales rep's side of quotes (docs/quotes.md 'Sales reps'): the queue of the quotes of the customers the rep
 * serves (sales_rep_customers), newest first, and the answer (a price for every line, a validity date from today to
 * QUOTE_LIMITS.maxValidityDays ahead, a message) or the decline (a message). A quote of a customer the rep does not
 * serve is a 404, as an unknown id. Both are guarded on status 'requested' and mail the requester.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { QUOTE_ERRORS, QUOTE_LIMITS, quoteNumberText } from '../../../contract/quoteRules';
import type { AnswerQuoteRequest, DeclineQuoteRequest, Quote } from '../../../contract/quotes';
import type { QuoteState } from '../../../contract/quoteRules';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../../errors';
import { IMPERSONATION_ROLE, requireUser } from '../../plugins/auth';
import { shopToday } from '../cart/delivery';
import { mailOutboxFor } from '../mailOutbox';
import { userRoles } from '../users';
import { queueReplyMail } from './mails';
import { quoteMessage, quotePage, quoteRows, toWire, whereState } from './read';

export interface QuoteRep {
  id: string;
  name: string;
}

/** The sales rep behind the request (the impersonator while acting for a user, else the user): role impersonation. */
export async function requireQuoteRep(app: FastifyInstance, request: FastifyRequest): Promise<QuoteRep> {
  const identity = requireUser(request);
  const repId = identity.impersonator?.userId ?? identity.userId;
  const rep = await app.db.selectFrom('users').select(['id', 'name', 'roles', 'active']).where('id', '=', repId).executeTakeFirst();
  if (!rep || Number(rep.active) !== 1) throw unauthorized();
  if (!userRoles(rep).includes(IMPERSONATION_ROLE)) throw forbidden();
  return { id: rep.id, name: rep.name };
}

/** The quotes of the rep's customers. */
function repQuotes(app: FastifyInstance, rep: QuoteRep) {
  return quoteRows(app.db).where((eb) =>
    eb.exists(
      eb
        .selectFrom('sales_rep_customers as s')
        .select('s.user_id')
        .whereRef('s.customer_number', '=', 'quotes.customer_number')
        .where('s.user_id', '=', rep.id),
    ),
  );
}

/** GetQuoteRequests: the quotes of the rep's customers, newest first, optionally of one state. */
export async function listQuoteRequests(
  app: FastifyInstance,
  rep: QuoteRep,
  state: QuoteState | undefined,
  page: { offset: number; pageSize: number },
  now: Date,
): Promise<{ quotes: Quote[]; total: number }> {
  return quotePage(app.db, whereState(repQuotes(app, rep), state, now), page, now);
}

async function repQuote(app: FastifyInstance, rep: QuoteRep, id: string, now: Date): Promise<Quote> {
  const row = await repQuotes(app, rep).where('quotes.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(QUOTE_ERRORS.notFound);
  const [quote] = await toWire(app.db, [row], now);
  return quote!;
}

/** 'YYYY-MM-DD' that exists, from today to maxValidityDays ahead (400 naming validUntil). */
export function checkValidUntil(value: string, now: Date): string {
  const today = shopToday(now);
  const last = new Date(`${today}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + QUOTE_LIMITS.maxValidityDays);
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw badRequest('validUntil must be a date YYYY-MM-DD', { validUntil: 'must be a date YYYY-MM-DD' });
  }
  const max = last.toISOString().slice(0, 10);
  if (value < today || value > max) {
    const message = `must be from ${today} to ${max}`;
    throw badRequest(`validUntil ${message}`, { validUntil: message });
  }
  return value;
}

/** The highest unit price a rep may quote (minor units; far above any real price, within a safe integer × quantity). */
export const MAX_QUOTED_UNIT_PRICE = 100_000_000_00;

/** Every line of the quote priced exactly once, each a whole number of minor units above 0 (400 with fields). */
function checkPrices(lineNos: readonly number[], prices: AnswerQuoteRequest['lines']): Map<number, number> {
  const fields: Record<string, string> = {};
  const byLine = new Map<number, number>();
  prices.forEach((p, i) => {
    const price = p.unitPrice;
    if (!lineNos.includes(p.lineNo)) fields[`lines[${i}].lineNo`] = 'is not a line of the quote';
    else if (byLine.has(p.lineNo)) fields[`lines[${i}].lineNo`] = 'is given twice';
    else if (typeof price !== 'number' || !Number.isInteger(price) || price <= 0 || price > MAX_QUOTED_UNIT_PRICE) {
      fields[`lines[${i}].unitPrice`] = 'must be a whole number of minor units above 0';
    } else byLine.set(p.lineNo, price);
  });
  const missing = lineNos.filter((no) => !byLine.has(no) && !prices.some((p) => p.lineNo === no));
  if (missing.length > 0) fields.lines = `line ${missing.join(', ')} needs a price`;
  if (Object.keys(fields).length > 0) throw badRequest('Every line of the quote needs a price', fields);
  return byLine;
}

const notOpen = () => new HttpError(409, QUOTE_ERRORS.notOpen, { quote: 'not requested' });

/** AnswerQuote: prices, validity and message; requested → answered; the requester is mailed. */
export async function answerQuote(app: FastifyInstance, rep: QuoteRep, body: AnswerQuoteRequest, now: Date): Promise<Quote> {
  const message = quoteMessage(body.message);
  const quote = await repQuote(app, rep, body.id, now);
  if (quote.state !== 'requested') throw notOpen();
  const validUntil = checkValidUntil(body.validUntil, now);
  const prices = checkPrices(quote.lines.map((l) => l.lineNo), body.lines);
  const row = await app.db.selectFrom('quotes').select(['area_id', 'requested_by']).where('id', '=', quote.id).executeTakeFirstOrThrow();
  const mailed = await app.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('quotes')
      .set({ status: 'answered', answered_at: now.toISOString(), answered_by: rep.id, answered_by_name: rep.name, rep_message: message, valid_until: validUntil })
      .where('id', '=', quote.id)
      .where('customer_number', '=', quote.customerNumber)
      .where('status', '=', 'requested')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notOpen();
    for (const [lineNo, price] of prices) {
      await trx.updateTable('quote_lines').set({ quoted_unit_price: price }).where('quote_id', '=', quote.id).where('line_no', '=', lineNo).execute();
    }
    return queueReplyMail(
      trx,
      app.config.publicUrl,
      'answered',
      { id: quote.id, quoteNumber: quote.quoteNumber, areaId: row.area_id, requestedBy: row.requested_by, repName: rep.name, message, validUntil },
      now,
    );
  });
  if (mailed) mailOutboxFor(app).kick();
  return repQuote(app, rep, quote.id, now);
}

/** DeclineQuote: requested → declined with the rep's message; the requester is mailed. */
export async function declineQuote(app: FastifyInstance, rep: QuoteRep, body: DeclineQuoteRequest, now: Date): Promise<Quote> {
  const message = quoteMessage(body.message, 'message', true);
  const quote = await repQuote(app, rep, body.id, now);
  if (quote.state !== 'requested') throw notOpen();
  const row = await app.db.selectFrom('quotes').select(['area_id', 'requested_by', 'quote_number']).where('id', '=', quote.id).executeTakeFirstOrThrow();
  const mailed = await app.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('quotes')
      .set({ status: 'declined', answered_at: now.toISOString(), answered_by: rep.id, answered_by_name: rep.name, rep_message: message })
      .where('id', '=', quote.id)
      .where('customer_number', '=', quote.customerNumber)
      .where('status', '=', 'requested')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notOpen();
    return queueReplyMail(
      trx,
      app.config.publicUrl,
      'declined',
      {
        id: quote.id,
        quoteNumber: quoteNumberText(Number(row.quote_number)),
        areaId: row.area_id,
        requestedBy: row.requested_by,
        repName: rep.name,
        message,
        validUntil: null,
      },
      now,
    );
  });
  if (mailed) mailOutboxFor(app).kick();
  return repQuote(app, rep, quote.id, now);
}
