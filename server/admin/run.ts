/**
 * The operator CLI's dispatcher: finds the command named by the first words of argv, opens the database, runs it.
 * Commands live in ./commands (one module per noun: key, …) and are listed in COMMANDS. Bad arguments: the usage
 * on stderr and exit code 2; a command that fails: its message on stderr and exit code 1 (never a stack trace for an
 * operator's mistake).
 */
import { loadConfig, type Config } from '../config';
import { migrateToLatest, openDb } from '../db';
import { CommandError, UsageError, type AdminCommand, type Writer } from './command';
import { keyCommands } from './commands/keys';
import { documentCommands } from './commands/documents';
import { orderCommands } from './commands/orders';
import { userCommands } from './commands/users';
import { cacheCommands } from './commands/cache';
import { impersonationCommands } from './commands/impersonation';
import { createCache, type Cache } from '../services/cache';
import { syncedCache } from '../services/cacheSync';

export const COMMANDS: readonly AdminCommand[] = [
  ...keyCommands,
  ...documentCommands,
  ...userCommands,
  ...orderCommands,
  ...cacheCommands,
  ...impersonationCommands,
];

export function usageText(commands: readonly AdminCommand[] = COMMANDS): string {
  const width = Math.max(...commands.map((c) => `${c.name} ${c.usage}`.trim().length));
  return [
    'Usage: npm run admin -- <command> [arguments]',
    '',
    ...commands.map((c) => `  ${`${c.name} ${c.usage}`.trim().padEnd(width)}  ${c.summary}`),
    '',
  ].join('\n');
}

function findCommand(argv: string[]): { command: AdminCommand; args: string[] } | null {
  // The longest name that matches the first words wins ('key create' before a hypothetical 'key').
  const sorted = [...COMMANDS].sort((a, b) => b.name.split(' ').length - a.name.split(' ').length);
  for (const command of sorted) {
    const words = command.name.split(' ');
    if (words.every((w, i) => argv[i] === w)) return { command, args: argv.slice(words.length) };
  }
  return null;
}

export async function runAdmin(
  argv: string[],
  io: { env: NodeJS.ProcessEnv; out: Writer; err: Writer },
): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help' || argv[0] === '-h') {
    (argv.length === 0 ? io.err : io.out).write(usageText());
    return argv.length === 0 ? 2 : 0;
  }
  const found = findCommand(argv);
  if (!found) {
    io.err.write(`Unknown command: ${argv.slice(0, 2).join(' ')}\n\n${usageText()}`);
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    io.err.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  const handle = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let inner: Cache | null = null;
  const cache = () => syncedCache((inner ??= createCache(config.redisUrl)), handle.db, config.cacheSyncIntervalMs);
  try {
    await migrateToLatest(handle.db);
    return await found.command.run({ config, db: handle.db, dialect: handle.dialect, out: io.out, err: io.err, cache }, found.args);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err.write(`${error.message}\nUsage: npm run admin -- ${found.command.name} ${found.command.usage}\n`);
      return 2;
    }
    if (error instanceof CommandError) {
      io.err.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await (inner as Cache | null)?.close();
    await handle.close();
  }
}
