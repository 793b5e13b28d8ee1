/**
 * `impersonation ledger [--customer NO] [--rep USER] [--limit N]`: what sales reps did for customers — each time a
 * rep acted for a customer user, from where, from when to when, why it ended, and the orders placed in it
 * (server/services/impersonationLedger.ts), and each quote a rep answered or declined (HOW answered/declined, ORDERS
 * 'quote Q-…'; server/services/quotes/ledger.ts). The same ledger a customer's company admin sees for their own company.
 */
import { readLedgerWithQuotes } from '../../services/quotes/ledger';
import { UsageError, type AdminCommand } from '../command';
import { parse } from './documents';

export const impersonationCommands: AdminCommand[] = [
  {
    name: 'impersonation ledger',
    usage: '[--customer NO] [--rep USER] [--limit N]',
    summary: 'list sales reps\' impersonation sessions and the quotes they answered or declined, newest first (50): rep, customer user, IP, start, end, orders placed',
    async run(ctx, args) {
      const { values, positionals } = parse(args, { customer: { type: 'string' }, rep: { type: 'string' }, limit: { type: 'string' } });
      if (positionals.length > 0) throw new UsageError(`Unexpected argument ${positionals[0]}.`);
      const limit = values.limit === undefined ? 50 : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 10000) throw new UsageError('--limit is a whole number from 1 to 10000.');
      let repId: string | undefined;
      if (values.rep !== undefined) {
        const ref = values.rep as string;
        const rep = await ctx.db
          .selectFrom('users')
          .select('id')
          .where((eb) => eb.or([eb('id', '=', ref), eb('username', '=', ref)]))
          .executeTakeFirst();
        if (!rep) throw new UsageError(`No user ${ref} (give a user id or e-mail).`);
        repId = rep.id;
      }
      const entries = await readLedgerWithQuotes(
        ctx.db,
        { customerNumber: values.customer as string | undefined, repId, limit },
        ctx.config.impersonationIdleMinutes * 60_000,
      );
      if (entries.length === 0) {
        ctx.out.write('No impersonation sessions.\n');
        return 0;
      }
      ctx.out.write(`${['STARTED'.padEnd(24), 'ENDED'.padEnd(24), 'HOW'.padEnd(8), 'CUSTOMER'.padEnd(10), 'REP'.padEnd(20), 'USER'.padEnd(20), 'IP'.padEnd(15), 'ORDERS'].join('  ')}\n`);
      for (const e of entries) {
        ctx.out.write(
          `${[
            e.startedAt.padEnd(24),
            (e.endedAt ?? '(open)').padEnd(24),
            (e.quote?.action ?? e.endReason ?? '').padEnd(8),
            e.customerNumber.padEnd(10),
            e.repName.slice(0, 20).padEnd(20),
            e.userName.slice(0, 20).padEnd(20),
            (e.ip ?? '').padEnd(15),
            e.quote ? `quote ${e.quote.quoteNumber}` : e.orders.map((o) => o.orderNumber).join(', '),
          ].join('  ')}\n`,
        );
      }
      return 0;
    },
  },
];
