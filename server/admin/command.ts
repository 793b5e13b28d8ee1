/** What an operator CLI command is and how it reports (server/admin/run.ts dispatches). */
import type { Config } from '../config';
import type { DbHandle } from '../db';
import type { Cache } from '../services/cache';

export interface Writer {
  write(text: string): unknown;
}

export interface AdminContext {
  config: Config;
  db: DbHandle['db'];
  dialect: DbHandle['dialect'];
  out: Writer;
  err: Writer;
  /**
   * The app cache as the server has it (Redis with REDIS_URL, else in-process), with invalidations recorded for the
   * running instances (server/services/cacheSync.ts). Made on first use and closed when the command ends, so
   * commands that never call it (key …) never connect to Redis.
   */
  cache(): Cache;
}

export interface AdminCommand {
  /** The words that name it: 'key create'. */
  name: string;
  /** Arguments and options after the name, for the usage text. */
  usage: string;
  summary: string;
  run(ctx: AdminContext, args: string[]): Promise<number>;
}

/** An operator's mistake (a bad argument, an unknown id): shown as a message, exit code 2 with the usage. */
export class UsageError extends Error {}
/** A command that could not do its work (a key that does not exist): shown as a message, exit code 1. */
export class CommandError extends Error {}

