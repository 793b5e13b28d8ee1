/**
 * Order transfer to the ERP (docs/commerce-api.md 'Orders'; README 'Orders and the ERP').
 *
 * Due orders are PendingTransfer or ErrorInTransfer orders whose next_transfer_at has come. Each is claimed with a
 * compare-and-swap UPDATE on (status, next_transfer_at): the winner moves next_transfer_at to a lease (now + 5 min)
 * and counts the attempt, so two worker instances never hand one order over twice (a worker that dies mid-transfer
 * leaves the lease to run out; the order is then retried). The ErpAdapter gets one ErpOrderDocument; success →
 * Transferred; failure → ErrorInTransfer with the error text, retried after 30 s × 2^(attempts − 1), at most 1 h.
 */
import path from 'node:path';
import type { Selectable } from 'kysely';
import type { AddressReply as Address } from '../../../contract/customer';
import type { Db } from '../../db';
import type { OrderLineTable, OrderTable } from '../../db/schema';
import { removeStaleTemporaryFiles, writeFileDurably } from '../durableFile';
import { startPeriodic, type PeriodicJob } from '../periodic';
import { isDatabaseUnavailable } from '../../db/availability';
import { placedByOf, type OrderData } from './read';

export const TRANSFER_BASE_DELAY_MS = 30_000;
export const TRANSFER_MAX_DELAY_MS = 3_600_000;
export const TRANSFER_LEASE_MS = 5 * 60_000;
export const TRANSFER_BATCH = 20;
const MAX_ERROR_LENGTH = 1000;

/** The order as the ERP gets it: integer minor units, excl. VAT unless named otherwise. */
export interface ErpOrderDocument {
  format: 'nordlys-erp-order/1';
  orderId: string;
  orderNumber: string;
  areaId: string;
  customerNumber: string;
  userId: string;
  /** English text ('<rep> on behalf of <user>'); placedBy has the same as data. */
  createdBy: string;
  /** The user who placed the order and the sales rep who placed it for them (null: the user did). */
  placedBy: { userId: string; name: string; rep: { userId: string | null; name: string } | null };
  /** The payment terms of the order ('net14' and 14 days, 'card' and 0); null for orders from before they were kept. */
  paymentTerms: { code: string; days: number } | null;
  createdAt: string;
  languageCode: string;
  currencyCode: string;
  vatRatePercent: number;
  paymentMethod: { id: string | null; name: string; kind: string | null; paymentStatus: string | null };
  shippingMethod: {
    id: string | null;
    name: string;
    collectOrder: boolean;
    freightOffer: boolean;
    privateAddress: boolean;
  };
  billingAddress: Address;
  shippingAddress: Address;
  comment: string;
  reference: string;
  expectedDeliveryDate: string;
  lines: {
    lineNo: number;
    id: string;
    type: 'product' | 'generated';
    parentId: string | null;
    productId: string;
    variantId: string | null;
    unitOfMeasure: string;
    text: string;
    quantity: number;
    unitPrice: number;
    netUnitPrice: number;
    linePrice: number;
    netLinePrice: number;
  }[];
  totals: {
    goodsAndFees: number;
    discount: number;
    freight: number;
    paymentFee: number;
    totalExclVat: number;
    vat: number;
    totalInclVat: number;
  };
}

/**
 * The seam where a real ERP plugs in: hand the order over, resolve when the ERP has it, throw (any error) when
 * not — the message is stored on the order and the transfer is retried with backoff. Must be idempotent per
 * orderId (a retry after a lost answer sends the same order again).
 */
export interface ErpAdapter {
  readonly name: string;
  transferOrder(order: ErpOrderDocument): Promise<void>;
}

/**
 * The demo ERP: one JSON document per order in a folder (DATA_DIR/erp-outbox/<orderNumber>.json), written atomically
 * and durably (file and folder fsynced before the order counts as Transferred: it survives a power loss).
 */
export class OutboxErpAdapter implements ErpAdapter {
  readonly name = 'outbox';

  constructor(readonly dir: string) {}

  fileOf(orderNumber: string): string {
    return path.join(this.dir, `${orderNumber.replace(/[^A-Za-z0-9_-]/g, '_')}.json`);
  }

  async transferOrder(order: ErpOrderDocument): Promise<void> {
    await writeFileDurably(this.fileOf(order.orderNumber), `${JSON.stringify(order, null, 2)}\n`, { mode: 0o640, dirMode: 0o750 });
  }

  /** At start: the temporary files of writes a crash interrupted (their orders were not marked Transferred and are sent again). */
  removeStaleTemporaryFiles(): Promise<string[]> {
    return removeStaleTemporaryFiles(this.dir);
  }
}

export const outboxDir = (dataDir: string): string => path.join(dataDir, 'erp-outbox');

/** Delay before the next attempt after `failures` failed attempts (1 → 30 s, 2 → 60 s, … at most 1 h). */
export function backoffMs(failures: number): number {
  const exponent = Math.max(0, Math.min(failures - 1, 20));
  return Math.min(TRANSFER_MAX_DELAY_MS, TRANSFER_BASE_DELAY_MS * 2 ** exponent);
}

export function erpDocument(order: Selectable<OrderTable>, lines: readonly Selectable<OrderLineTable>[]): ErpOrderDocument {
  const data = JSON.parse(order.data) as OrderData;
  const totalNet = Number(order.total_net);
  const vat = Number(order.total_net_vat);
  const freight = Number(order.freight);
  const paymentFee = Number(order.payment_fee);
  const extra = data.shippingMethod?.extraInfo ?? {};
  const kind = data.paymentMethod?.extraInfo.kind;
  const placed = placedByOf(order);
  return {
    format: 'nordlys-erp-order/1',
    orderId: order.id,
    orderNumber: order.order_number,
    areaId: order.area_id,
    customerNumber: order.customer_number,
    userId: order.user_id,
    createdBy: order.created_by,
    placedBy: {
      userId: order.user_id,
      name: placed.name,
      rep: placed.repName === null ? null : { userId: order.rep_user_id ?? null, name: placed.repName },
    },
    paymentTerms: order.payment_terms && order.payment_days !== null ? { code: order.payment_terms, days: Number(order.payment_days) } : null,
    createdAt: order.created_at,
    languageCode: order.language_code,
    currencyCode: order.currency_code,
    vatRatePercent: Number(order.vat_rate_bp) / 100,
    paymentMethod: {
      id: order.payment_method_id,
      name: data.paymentMethod?.name ?? '',
      kind: typeof kind === 'string' ? kind : null,
      paymentStatus: order.payment_status,
    },
    shippingMethod: {
      id: order.shipping_method_id,
      name: data.shippingMethod?.name ?? '',
      collectOrder: extra.collectOrder === true,
      freightOffer: extra.freightOffer === true,
      privateAddress: extra.privateAddress === true,
    },
    billingAddress: data.billingAddress,
    shippingAddress: data.shippingAddress,
    comment: order.comment,
    reference: order.reference,
    expectedDeliveryDate: order.expected_delivery_date,
    lines: [...lines]
      .sort((a, b) => Number(a.line_no) - Number(b.line_no))
      .map((l) => ({
        lineNo: Number(l.line_no),
        id: l.line_id,
        type: l.type,
        parentId: l.parent_id,
        productId: l.product_id,
        variantId: l.variant_id,
        unitOfMeasure: l.unit_id,
        text: l.text,
        quantity: Number(l.quantity),
        unitPrice: Number(l.unit_price),
        netUnitPrice: Number(l.net_unit_price),
        linePrice: Number(l.line_price),
        netLinePrice: Number(l.net_line_price),
      })),
    totals: {
      goodsAndFees: totalNet - freight - paymentFee,
      discount: Number(order.discount),
      freight,
      paymentFee,
      totalExclVat: totalNet,
      vat,
      totalInclVat: totalNet + vat,
    },
  };
}

export interface TransferRun {
  transferred: string[];
  failed: string[];
}

interface TransferDeps {
  db: Db;
  log?: { warn(obj: object, msg: string): void };
}

/** One pass: claims and transfers the due orders (at most `batch`). */
export async function transferDueOrders(
  deps: TransferDeps,
  adapter: ErpAdapter,
  now: Date = new Date(),
  batch = TRANSFER_BATCH,
): Promise<TransferRun> {
  const nowIso = now.toISOString();
  const due = await deps.db
    .selectFrom('orders')
    .select(['id', 'status', 'next_transfer_at', 'transfer_attempts'])
    .where('status', 'in', ['PendingTransfer', 'ErrorInTransfer'])
    .where('next_transfer_at', 'is not', null)
    .where('next_transfer_at', '<=', nowIso)
    .orderBy('next_transfer_at')
    .limit(batch)
    .execute();
  const run: TransferRun = { transferred: [], failed: [] };
  for (const candidate of due) {
    const lease = new Date(now.getTime() + TRANSFER_LEASE_MS).toISOString();
    const claim = await deps.db
      .updateTable('orders')
      .set({ next_transfer_at: lease, transfer_attempts: Number(candidate.transfer_attempts) + 1, updated_at: nowIso })
      .where('id', '=', candidate.id)
      .where('status', '=', candidate.status)
      .where('next_transfer_at', '=', candidate.next_transfer_at)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue; // another worker has it
    const attempts = Number(candidate.transfer_attempts) + 1;
    const mine = deps.db.updateTable('orders').where('id', '=', candidate.id).where('next_transfer_at', '=', lease);
    try {
      const [order, lines] = await Promise.all([
        deps.db.selectFrom('orders').selectAll().where('id', '=', candidate.id).executeTakeFirstOrThrow(),
        deps.db.selectFrom('order_lines').selectAll().where('order_id', '=', candidate.id).execute(),
      ]);
      await adapter.transferOrder(erpDocument(order, lines));
      await mine
        .set({ status: 'Transferred', transferred_at: nowIso, next_transfer_at: null, transfer_error: null, updated_at: nowIso })
        .execute();
      run.transferred.push(candidate.id);
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH) || 'transfer failed';
      await mine
        .set({
          status: 'ErrorInTransfer',
          transfer_error: `${adapter.name}: ${message}`,
          next_transfer_at: new Date(now.getTime() + backoffMs(attempts)).toISOString(),
          updated_at: nowIso,
        })
        .execute();
      deps.log?.warn({ orderId: candidate.id, attempts, err: message }, 'order transfer failed');
      run.failed.push(candidate.id);
    }
  }
  return run;
}

export type TransferWorker = PeriodicJob<TransferRun>;

/** Runs transferDueOrders every `intervalMs` (never two passes at once) until stopped. */
export function startTransferWorker(
  deps: TransferDeps & { log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void } },
  adapter: ErpAdapter,
  intervalMs: number,
): TransferWorker {
  return startPeriodic(
    () => transferDueOrders(deps, adapter),
    intervalMs,
    (err): TransferRun => {
      // The database gone (stopped, restarting): server/index.ts logs that once; the next pass tries again.
      if (!isDatabaseUnavailable(err)) deps.log.error({ err }, 'order transfer pass failed');
      return { transferred: [], failed: [] };
    },
  );
}
