/**
 * What a document type is to the back office (issue 18): how a document of the type is read from the shop's tables,
 * written into them, removed, listed, and what it invalidates. One handler per type, listed in ./handlers.ts.
 */
import type { Transaction } from 'kysely';
import type { DocumentProblem, DocumentType } from '../../../contract/documents';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import type { Cache } from '../cache';

/** What document services need of the app (the server's Fastify instance, or the operator CLI's own). */
export interface DocumentContext {
  db: Db;
  cache: Cache;
  /**
   * Optional (issue 18, account documents): the shop's public origin (PUBLIC_URL) for links in mails that documents
   * cause (a new user's welcome mail). The server's Fastify instance has it; without it the area's primary domain is used.
   */
  config?: { publicUrl: string };
}

export type Tx = Transaction<Database> | Db;

/** What a handler's check() may know besides the database: who is applying the documents. */
export interface CheckContext {
  db: Tx;
  /**
   * True when the shop's operator applies the documents on the server itself (the CLI, `npm run admin`); false for
   * the back-office API (keys and admin tokens). Some values only the operator may set (e.g. the admin role).
   */
  operator: boolean;
}

/** How applyDocuments is called. */
export interface ApplyOptions {
  /** See CheckContext.operator; false unless said. */
  operator?: boolean;
  /**
   * When given, afterChange is not called: the changed keys are added here per type and the caller calls
   * afterChange once at the end (an import of many batches; see import.ts).
   */
  collectChanges?: Map<DocumentType, Set<string>>;
}

export interface DocumentSearch {
  keyPrefix?: string | undefined;
  /** Lower-cased words that must all occur in the key or the name. */
  words: string[];
  skip: number;
  take: number;
}

export interface DocumentHandler<T = unknown> {
  type: DocumentType;
  /**
   * Checks what the schema cannot: references to other documents exist, the key has the type's form, values agree
   * (e.g. a variant's unit is one of the product's). Problems are paths into the envelope ('/data/brand').
   */
  check?(ctx: CheckContext, key: string, data: T): Promise<DocumentProblem[]>;
  /** The document as the shop has it now, in the same normal form as a checked incoming one; null when absent. */
  read(db: Tx, key: string): Promise<T | null>;
  /** Writes the document into the shop's tables (inside the caller's transaction); `existing` is read()'s answer. */
  write(trx: Tx, key: string, data: T, existing: T | null): Promise<void>;
  /**
   * Removes what may go and keeps what history needs (an ordered product stays readable on its orders). Answers
   * 'refused' with a reason when the document must stay (e.g. products still use a brand).
   */
  remove(trx: Tx, key: string): Promise<'deleted' | 'notFound' | { refused: string }>;
  /** Keys of the type in key order, filtered by key prefix and words; total before paging. */
  search(db: Db, query: DocumentSearch): Promise<{ total: number; keys: string[] }>;
  /**
   * Called once after a batch changed (or deleted) these keys and committed: invalidate what they feed. An empty
   * list means every document of the type (Test/InvalidateByDocument without an id, a whole-type reload).
   */
  afterChange(ctx: DocumentContext, keys: string[]): Promise<void>;
  /**
   * Puts the incoming data in normal form (defaults, sorted lists) so that read() of the stored one compares equal.
   * `key` is the document's key (some types repeat it in the data).
   */
  normalise?(data: T, key: string): T;
  /**
   * Fills, inside the write's transaction and before the compare with read()'s answer, the fields a document left out
   * that keep what the shop has (a field an ERP does not know, e.g. a buyer's company role): `existing` is read()'s
   * answer. Without it the checked data is compared and written as it came.
   */
  complete?(trx: Tx, key: string, data: T, existing: T | null): Promise<T>;
  /**
   * Optional bulk forms (imports of many documents): the same as check()/read()/write() for each item, in fewer
   * queries. apply.ts uses them when present. checkMany answers one problem list per item, in order; readMany a map
   * key → document for the keys that exist.
   */
  checkMany?(ctx: CheckContext, items: readonly { key: string; data: T }[]): Promise<DocumentProblem[][]>;
  readMany?(db: Tx, keys: readonly string[]): Promise<Map<string, T>>;
  writeMany?(trx: Tx, items: readonly { key: string; data: T; existing: T | null }[]): Promise<void>;
}
