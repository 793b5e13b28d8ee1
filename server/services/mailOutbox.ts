/**
 * The mail outbox (README 'Mail'; table mail_outbox, migration 011): every mail the shop sends — form submissions,
 * password recovery, and any mail to come — is a row inserted with enqueueMail() in the transaction of what causes
 * it, so an accepted cause always has its mail queued, and a cause is queued once (dedupe_key is unique).
 *
 * The worker of every instance sends due rows: each is claimed with a compare-and-swap UPDATE on (status,
 * next_attempt_at, attempts) that moves next_attempt_at to a lease (now + MAIL_LEASE_MS) and counts the attempt, so
 * two instances never send one row at the same time. Success → sent (bodies cleared); failure → retried after 30 s,
 * 1 min, 2 min, … at most 1 h, and after MAIL_MAX_ATTEMPTS attempts → failed (logged). A worker that dies between
 * handing a mail over and recording it leaves its lease to run out, and the mail is sent again: at least once,
 * never twice at the same time; a repeat keeps its Message-ID (`<id@sender's domain>`) and replaces its own outbox
 * file (mail.ts).
 *
 * Each instance runs a pass when kicked (right after a mail is queued, so it goes out at once) and every
 * MAIL_OUTBOX_INTERVAL_MS (server/index.ts: retries, and mails left by an instance that stopped).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Config } from '../config';
import { isDatabaseUnavailable } from '../db/availability';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { createMailer, type MailAttachment, type Mailer } from './mail';

export const MAIL_BASE_DELAY_MS = 30_000;
export const MAIL_MAX_DELAY_MS = 3_600_000;
/** Attempts before a mail is given up (failed): 30 s, 1, 2, 4, 8, 16, 32 min, then hourly — about 3 h in all. */
export const MAIL_MAX_ATTEMPTS = 10;
/**
 * How long a claimed mail is a worker's alone. Longer than a send can take (nodemailer's SMTP timeouts: connect
 * 2 min, greeting 30 s, 10 min without traffic), so a slow send is not repeated by another instance meanwhile.
 */
export const MAIL_LEASE_MS = 15 * 60_000;
export const MAIL_BATCH = 20;
const MAX_ERROR_LENGTH = 500;

export type MailStatus = 'pending' | 'sent' | 'failed' | 'expired' | 'cancelled';

/** A mail to queue. */
export interface OutboxMail {
  /** A short tag: the outbox file name's end, and the hooks of the kind (registerMailKind). */
  kind: string;
  /** Unique per cause ('form:<submissionId>'): queuing the same key again does nothing. */
  dedupeKey: string;
  /** What the kind's hooks need (e.g. the submission whose files are attached). */
  ref?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Attachments kept in the row until the mail is sent (small ones; large ones are better read by the kind's hook). */
  attachments?: MailAttachment[];
  /** Not sent by then → expired, and its bodies cleared (e.g. a recovery link that dies with its token). */
  expiresAt?: Date;
}

/** What happened to a mail, for the kind's hook. */
export interface MailOutcome {
  /** sent; retry (failed, tried again later); failed (given up). */
  status: 'sent' | 'retry' | 'failed';
  at: string;
  error?: string;
  attempts: number;
}

export interface MailKindHooks {
  /** Attachments read when the mail is sent (e.g. a form submission's files, not copied into the outbox). */
  attachments?(db: Db, ref: string): Promise<MailAttachment[]>;
  /** Called in the transaction that records an attempt (e.g. the submission's mail_status follows the mail). */
  recorded?(trx: Transaction<Database>, ref: string, outcome: MailOutcome): Promise<void>;
}

const kinds = new Map<string, MailKindHooks>();

/** Hooks of a kind of mail (registered once, when the module that queues that kind is loaded). */
export function registerMailKind(kind: string, hooks: MailKindHooks): void {
  kinds.set(kind, hooks);
}

/** Delay before the next attempt after `failures` failed attempts (1 → 30 s, 2 → 60 s, … at most 1 h). */
export function mailBackoffMs(failures: number): number {
  const exponent = Math.max(0, Math.min(failures - 1, 20));
  return Math.min(MAIL_MAX_DELAY_MS, MAIL_BASE_DELAY_MS * 2 ** exponent);
}

let lastQueuedMs = 0;

/**
 * Strictly increasing within the process (outbox file names, by queue time, sort in the order mails were queued),
 * unless the clock went back by more than a second: then simply now.
 */
function queueTime(now: Date): Date {
  const ms = now.getTime();
  lastQueuedMs = ms > lastQueuedMs || lastQueuedMs - ms > 1000 ? ms : lastQueuedMs + 1;
  return new Date(lastQueuedMs);
}

interface StoredAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

/**
 * Queues a mail in the caller's transaction (or directly on the database). Returns its id, or null when a mail with
 * the same dedupe key was queued before (nothing changes then). Call MailOutbox.kick() after the commit.
 */
export async function enqueueMail(db: Db | Transaction<Database>, mail: OutboxMail, now: Date = new Date()): Promise<string | null> {
  const id = randomUUID();
  const queued = queueTime(now).toISOString();
  // Due now (not at the queue time, which may be a millisecond ahead).
  const due = now.toISOString();
  const attachments: StoredAttachment[] | null = mail.attachments?.length
    ? mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content.toString('base64') }))
    : null;
  const result = await db
    .insertInto('mail_outbox')
    .values({
      id,
      kind: mail.kind,
      dedupe_key: mail.dedupeKey,
      ref: mail.ref ?? null,
      recipient: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      body_text: mail.text,
      body_html: mail.html,
      attachments: attachments ? JSON.stringify(attachments) : null,
      next_attempt_at: due,
      expires_at: mail.expiresAt?.toISOString() ?? null,
      last_error: null,
      created_at: queued,
      updated_at: queued,
      sent_at: null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? id : null;
}

/** The bodies of a mail that will not be sent (again): nothing of it stays readable but its envelope. */
const CLEARED = { body_text: null, body_html: null, attachments: null } as const;

/**
 * Cancels the pending mails of a kind and ref (e.g. a user's older recovery mails when a new token replaces theirs)
 * and clears their bodies; in the caller's transaction. A mail a worker is sending at that moment still goes out.
 */
export async function cancelMails(db: Db | Transaction<Database>, kind: string, ref: string, now: Date = new Date()): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'cancelled', ...CLEARED, updated_at: now.toISOString() })
    .where('kind', '=', kind)
    .where('ref', '=', ref)
    .where('status', '=', 'pending')
    .execute();
}

export interface MailRun {
  sent: string[];
  failed: string[];
  /** The batch was full: more may be due. */
  more: boolean;
}

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export class MailOutbox {
  /** The clock (tests move it). */
  now: () => Date = () => new Date();
  /** Replaceable in tests (a mailer that fails or blocks). */
  mailer: Mailer;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    config: Pick<Config, 'dataDir' | 'smtpUrl' | 'mailFrom'>,
    private readonly log: Log,
  ) {
    this.mailer = createMailer(config);
  }

  /** A pass now, or right after the running one (which may have looked before the new mail was there). */
  kick(): void {
    if (this.closed) return;
    this.again = true;
    this.running ??= this.loop();
  }

  private async loop(): Promise<void> {
    try {
      while (this.again && !this.closed) {
        this.again = false;
        const run = await this.sendDue().catch((err: unknown): MailRun => {
          // The database gone (stopped, restarting): server/index.ts logs that once; the next kick tries again.
          if (!isDatabaseUnavailable(err)) this.log.error({ err }, 'mail outbox pass failed');
          return { sent: [], failed: [], more: false };
        });
        if (run.more) this.again = true;
      }
    } finally {
      this.running = null;
    }
  }

  /** Kicks every `intervalMs` (retries; mails left by a stopped instance) — and once now. */
  start(intervalMs: number): void {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.kick();
  }

  /** Resolves when no pass is running (tests; close). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops the timer, lets the mail in hand finish (claimed mails left are sent once their lease has run out). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
    this.mailer.close();
  }

  /** One pass: expires what is past its time, then claims and sends the due mails (at most `batch`). */
  async sendDue(batch = MAIL_BATCH): Promise<MailRun> {
    const now = this.now();
    const nowIso = now.toISOString();
    await this.db
      .updateTable('mail_outbox')
      .set({ status: 'expired', ...CLEARED, updated_at: nowIso })
      .where('status', '=', 'pending')
      .where('expires_at', '<=', nowIso)
      .execute();
    // A given-up mail with a time limit keeps its bodies (for a look, or a retry by hand) only until then.
    await this.db
      .updateTable('mail_outbox')
      .set({ ...CLEARED, updated_at: nowIso })
      .where('status', '=', 'failed')
      .where('expires_at', '<=', nowIso)
      .where('body_text', 'is not', null)
      .execute();

    const due = await this.db
      .selectFrom('mail_outbox')
      .select(['id', 'attempts', 'next_attempt_at'])
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', nowIso)
      .orderBy('next_attempt_at')
      .limit(batch)
      .execute();
    const run: MailRun = { sent: [], failed: [], more: due.length === batch };
    for (const candidate of due) {
      if (this.closed) break;
      const outcome = await this.sendOne(candidate, this.now());
      if (outcome === 'sent') run.sent.push(candidate.id);
      if (outcome === 'failed' || outcome === 'retry') run.failed.push(candidate.id);
    }
    return run;
  }

  /** Claims one mail (or finds another worker has it: null) and sends it. */
  private async sendOne(
    candidate: { id: string; attempts: number; next_attempt_at: string },
    now: Date,
  ): Promise<MailOutcome['status'] | null> {
    const nowIso = now.toISOString();
    const attempts = Number(candidate.attempts) + 1;
    const lease = new Date(now.getTime() + MAIL_LEASE_MS).toISOString();
    const claim = await this.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: lease, attempts, updated_at: nowIso })
      .where('id', '=', candidate.id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '=', candidate.next_attempt_at)
      .where('attempts', '=', Number(candidate.attempts))
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return null; // another worker has it

    const row = await this.db.selectFrom('mail_outbox').selectAll().where('id', '=', candidate.id).executeTakeFirstOrThrow();
    const hooks = kinds.get(row.kind);
    try {
      if (row.body_text === null || row.body_html === null) throw new Error('the mail has no body');
      const stored = row.attachments ? (JSON.parse(row.attachments) as StoredAttachment[]) : [];
      const attachments: MailAttachment[] = [
        ...stored.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, 'base64') })),
        ...(hooks?.attachments && row.ref !== null ? await hooks.attachments(this.db, row.ref) : []),
      ];
      await this.mailer.send({
        id: row.id,
        date: new Date(row.created_at),
        kind: row.kind,
        to: row.recipient,
        subject: row.subject,
        text: row.body_text,
        html: row.body_html,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
      });
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH) || 'send failed';
      const givenUp = attempts >= MAIL_MAX_ATTEMPTS;
      const failedAt = this.now();
      const at = failedAt.toISOString();
      const update = givenUp
        ? { status: 'failed' as const, next_attempt_at: at }
        : { next_attempt_at: new Date(failedAt.getTime() + mailBackoffMs(attempts)).toISOString() };
      const outcome: MailOutcome = { status: givenUp ? 'failed' : 'retry', at, error: message, attempts };
      const recorded = await this.record(row, lease, update, outcome, message);
      const fields = { mailId: row.id, kind: row.kind, attempts, err: message };
      if (!recorded) this.log.warn(fields, 'mail could not be sent; another worker has it by now');
      else if (givenUp) this.log.error(fields, 'mail given up after its last attempt');
      else this.log.warn(fields, 'mail could not be sent; retried later');
      return recorded ? outcome.status : null;
    }
    const at = this.now().toISOString();
    const recorded = await this.record(row, lease, { status: 'sent', sent_at: at, ...CLEARED }, { status: 'sent', at, attempts }, null);
    // The mail went out after the lease ran out and another worker took it over: that worker may send it again.
    if (!recorded) this.log.warn({ mailId: row.id, kind: row.kind }, 'mail sent after its lease ran out');
    return 'sent';
  }

  /**
   * Records an attempt, if this worker still holds the lease (a cancelled or expired mail that was sent all the same
   * is recorded as sent: it was), with the kind's hook in the same transaction. False when the lease was lost.
   */
  private async record(
    row: { id: string; kind: string; ref: string | null },
    lease: string,
    update: { status?: MailStatus; next_attempt_at?: string; sent_at?: string; body_text?: null; body_html?: null; attachments?: null },
    outcome: MailOutcome,
    error: string | null,
  ): Promise<boolean> {
    const hooks = kinds.get(row.kind);
    return this.db.transaction().execute(async (trx) => {
      let query = trx
        .updateTable('mail_outbox')
        .set({ ...update, last_error: error, updated_at: outcome.at })
        .where('id', '=', row.id)
        .where('next_attempt_at', '=', lease);
      // A failure never turns a cancelled or expired mail back into one that is tried again.
      if (outcome.status !== 'sent') query = query.where('status', '=', 'pending');
      const result = await query.executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      if (hooks?.recorded && row.ref !== null) await hooks.recorded(trx, row.ref, outcome);
      return true;
    });
  }
}

const outboxes = new WeakMap<object, MailOutbox>();

/**
 * The outbox of an app (keyed by its config, which the app's encapsulated plugins share); created by the first
 * service that queues mail, while the app is being built (its onClose hook is added then).
 */
export function mailOutboxFor(app: FastifyInstance): MailOutbox {
  let outbox = outboxes.get(app.config);
  if (!outbox) {
    const created = new MailOutbox(app.db, app.config, app.log);
    outboxes.set(app.config, created);
    app.addHook('onClose', async () => created.close());
    outbox = created;
  }
  return outbox;
}

/** Starts the periodic pass of the app's outbox (server/index.ts); stopped when the app closes. */
export function startMailWorker(app: FastifyInstance, intervalMs: number): MailOutbox {
  const outbox = mailOutboxFor(app);
  outbox.start(intervalMs);
  return outbox;
}
