/**
 * `orders list [--status S] [--customer N] [--limit N]` and `orders retry ID`: the orders and their transfer to the
 * ERP (server/services/orders/transfer.ts). A retry puts an ErrorInTransfer order back to PendingTransfer, due at once,
 * with its attempt count and backoff reset; the transfer worker of a running server picks it up on its next pass.
 */
import { ORDER_TRANSFER_STATUSES } from '../../../contract/order';
import { CommandError, UsageError, type AdminCommand } from '../command';
import { parse } from './documents';

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

export const orderCommands: AdminCommand[] = [
  {
    name: 'orders list',
    usage: '[--status STATUS] [--customer NO] [--limit N]',
    summary: `list orders, newest first (50), with transfer status and error (STATUS: ${ORDER_TRANSFER_STATUSES.join(', ')})`,
    async run(ctx, args) {
      const { values, positionals } = parse(args, { status: { type: 'string' }, customer: { type: 'string' }, limit: { type: 'string' } });
      if (positionals.length > 0) throw new UsageError(`Unexpected argument ${positionals[0]}.`);
      const status = values.status as string | undefined;
      if (status !== undefined && !(ORDER_TRANSFER_STATUSES as readonly string[]).includes(status)) {
        throw new UsageError(`Unknown status ${status}; the statuses are ${ORDER_TRANSFER_STATUSES.join(', ')}.`);
      }
      const limit = values.limit === undefined ? 50 : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100000) throw new UsageError('--limit is a whole number from 1 to 100000.');
      let query = ctx.db
        .selectFrom('orders')
        .select(['id', 'order_number', 'status', 'customer_number', 'created_at', 'total', 'currency_code', 'transfer_attempts', 'transfer_error'])
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit);
      if (status) query = query.where('status', '=', status);
      if (values.customer) query = query.where('customer_number', '=', values.customer as string);
      const orders = await query.execute();
      if (orders.length === 0) {
        ctx.out.write(`No orders${status ? ` with status ${status}` : ''}.\n`);
        return 0;
      }
      ctx.out.write(`${['NUMBER'.padEnd(10), 'ID'.padEnd(36), 'STATUS'.padEnd(16), 'CUSTOMER'.padEnd(10), 'CREATED'.padEnd(24), 'TOTAL'.padStart(16), 'TRIES', 'ERROR'].join('  ')}\n`);
      for (const o of orders) {
        ctx.out.write(
          `${[
            o.order_number.padEnd(10),
            o.id.padEnd(36),
            o.status.padEnd(16),
            o.customer_number.padEnd(10),
            o.created_at.padEnd(24),
            money(Number(o.total), o.currency_code).padStart(16),
            String(o.transfer_attempts).padStart(5),
            (o.transfer_error ?? '').replace(/\s+/g, ' ').slice(0, 80),
          ].join('  ')}\n`,
        );
      }
      return 0;
    },
  },
  {
    name: 'orders retry',
    usage: 'ORDER',
    summary: 'send an order (id or number) that failed to transfer (ErrorInTransfer) again',
    async run(ctx, args) {
      const { positionals } = parse(args);
      const ref = positionals[0];
      if (!ref || positionals.length > 1) throw new UsageError('Name one order by its id or number (see orders list).');
      const order = await ctx.db
        .selectFrom('orders')
        .select(['id', 'order_number', 'status'])
        .where((eb) => eb.or([eb('id', '=', ref), eb('order_number', '=', ref)]))
        .executeTakeFirst();
      if (!order) throw new CommandError(`No order ${ref}.`);
      if (order.status !== 'ErrorInTransfer') {
        throw new CommandError(`Order ${order.order_number} is ${order.status}; only an order in ErrorInTransfer is retried.`);
      }
      const now = new Date().toISOString();
      const moved = await ctx.db
        .updateTable('orders')
        .set({ status: 'PendingTransfer', next_transfer_at: now, transfer_attempts: 0, updated_at: now })
        .where('id', '=', order.id)
        .where('status', '=', 'ErrorInTransfer')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new CommandError(`Order ${order.order_number} changed meanwhile; look again (orders list).`);
      ctx.out.write(`Order ${order.order_number} (${order.id}) is PendingTransfer again and is sent on the transfer worker's next pass.\n`);
      return 0;
    },
  },
];
