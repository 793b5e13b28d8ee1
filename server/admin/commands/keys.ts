/** `key create NAME --scope S [--scope S]…`, `key list`, `key revoke ID`: integration keys for machines. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { BACKOFFICE_SCOPES } from '../../../contract/backoffice';
import {
  createIntegrationKey,
  IntegrationKeyError,
  listIntegrationKeys,
  revokeIntegrationKey,
} from '../../services/backoffice/integrationKeys';
import { CommandError, UsageError, type AdminCommand } from '../command';

function parse(args: string[], options: NonNullable<ParseArgsConfig['options']> = {}) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

export const keyCommands: AdminCommand[] = [
  {
    name: 'key create',
    usage: 'NAME --scope SCOPE [--scope SCOPE …]',
    summary: `create an integration key, printed once (scopes: ${BACKOFFICE_SCOPES.join(', ')})`,
    async run(ctx, args) {
      const { values, positionals } = parse(args, { scope: { type: 'string', multiple: true } });
      const name = positionals.join(' ').trim();
      if (!name) throw new UsageError('Name the key (who uses it: "ERP", "PIM nightly").');
      const scopes = (values.scope as string[] | undefined) ?? [];
      try {
        const { key, record } = await createIntegrationKey(ctx.db, { name, scopes, createdBy: 'cli' });
        ctx.out.write(`Created key ${record.id} "${record.name}" with scopes ${record.scopes.join(', ')}.\n`);
        ctx.out.write('Send it as "Authorization: Bearer <key>". It is shown only now; store it in your ERP\'s secrets:\n');
        ctx.out.write(`${key}\n`);
        return 0;
      } catch (error) {
        if (error instanceof IntegrationKeyError) throw new UsageError(error.message);
        throw error;
      }
    },
  },
  {
    name: 'key list',
    usage: '',
    summary: 'list integration keys (never their secrets)',
    async run(ctx, args) {
      parse(args);
      const keys = await listIntegrationKeys(ctx.db);
      if (keys.length === 0) {
        ctx.out.write('No integration keys. Create one with: npm run admin -- key create NAME --scope documents:write\n');
        return 0;
      }
      ctx.out.write(`${['ID'.padEnd(12), 'NAME'.padEnd(24), 'SCOPES'.padEnd(44), 'CREATED'.padEnd(24), 'LAST USED'.padEnd(24), 'STATE'].join('  ')}\n`);
      for (const k of keys) {
        ctx.out.write(
          `${[
            k.id.padEnd(12),
            k.name.slice(0, 24).padEnd(24),
            k.scopes.join(',').padEnd(44),
            k.createdAt.padEnd(24),
            (k.lastUsedAt ?? 'never').padEnd(24),
            k.revokedAt ? `revoked ${k.revokedAt}` : 'active',
          ].join('  ')}\n`,
        );
      }
      return 0;
    },
  },
  {
    name: 'key revoke',
    usage: 'ID',
    summary: 'revoke an integration key at once (on every instance)',
    async run(ctx, args) {
      const { positionals } = parse(args);
      const id = positionals[0];
      if (!id || positionals.length > 1) throw new UsageError('Name the id of one key (see key list).');
      if (!(await revokeIntegrationKey(ctx.db, id))) throw new CommandError(`No integration key ${id}.`);
      ctx.out.write(`Revoked key ${id}.\n`);
      return 0;
    },
  },
];
