/**
 * Server suites: SQLite errors are Errors of the test file's own realm. better-sqlite3 hands its SqliteError class to
 * its native addon once per process (`addon.isInitialized`), and Node caches the addon for the whole Jest worker,
 * while each test file gets a realm and module registry of its own: from a worker's second file on, SQLite errors
 * were instances of the first file's class, not `instanceof Error` here — `expect(…).rejects.toThrow()` then said
 * "did not throw" (company.test.ts's append-only check failed in full runs only). Clearing the flag makes this
 * file's first `new Database()` register this file's class. The addon is found the way better-sqlite3 finds it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const nodeRequire = createRequire(__filename);
const bindings = nodeRequire('bindings') as (options: { bindings: string; module_root: string }) => { isInitialized?: boolean };
const addon = bindings({ bindings: 'better_sqlite3.node', module_root: path.dirname(nodeRequire.resolve('better-sqlite3/package.json')) });
addon.isInitialized = false;
