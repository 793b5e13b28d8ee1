/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise every message is written to
 * DATA_DIR/outbox/ as an RFC 822 `.eml` file (nodemailer's stream transport builds the message). The shop's mails
 * reach a Mailer only through the mail outbox (mailOutbox.ts), which gives each mail a stable id: the file is named
 * `<UTC time queued>-<id>-<kind>.eml` (names sort by time: the newest is the last; a repeated send of one mail
 * replaces its file) and the Message-ID is `<id@sender's domain>` (a receiver can tell a repeat). The files can hold
 * secrets (password-reset links): the folder is 0700, the files 0600, written to a temporary name and renamed into
 * place so a reader never sees half a message.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import { removeStaleTemporaryFiles, writeFileDurably } from './durableFile';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A short tag for the outbox file name, e.g. 'password-recovery'. */
  kind: string;
  /** Where replies go (e.g. the sender of a contact form). */
  replyTo?: string;
  attachments?: MailAttachment[];
  /**
   * A stable id of the mail (its outbox row): the Message-ID is `<id@sender's domain>` and the outbox file is named
   * after it, so a repeated send replaces the file and a receiver can drop the repeat.
   */
  id?: string;
  /** When the mail was queued: its Date header and the time in the outbox file name (default: now). */
  date?: Date;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  /** 'smtp' or 'outbox'. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export const OUTBOX_FOLDER = 'outbox';

export function outboxDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, OUTBOX_FOLDER);
}

/** At start: the temporary files of writes a crash interrupted (their mails were not marked sent and go again). */
export function removeStaleOutboxFiles(config: Pick<Config, 'dataDir'>): Promise<string[]> {
  return removeStaleTemporaryFiles(outboxDir(config));
}

/** The `.eml` files of the outbox, oldest first (file names sort by time). */
export async function outboxFiles(config: Pick<Config, 'dataDir'>): Promise<string[]> {
  try {
    const names = await readdir(outboxDir(config));
    return names
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .map((n) => path.join(outboxDir(config), n));
  } catch {
    return [];
  }
}

let sequence = 0;

/**
 * `2026-11-22T20-57-14-123Z-<id>-form.eml`: sortable by the time the mail was queued; one name per mail id (a repeat
 * overwrites), a per-process sequence number for a mail without an id.
 */
function outboxFileName(message: Pick<MailMessage, 'kind' | 'id' | 'date'>): string {
  const safeKind = message.kind.replace(/[^a-z0-9-]/gi, '') || 'mail';
  const id = message.id?.replace(/[^A-Za-z0-9-]/g, '');
  const time = (message.date ?? new Date()).toISOString().replace(/[:.]/g, '-');
  if (id) return `${time}-${id}-${safeKind}.eml`;
  sequence = (sequence + 1) % 10_000;
  return `${time}-${String(sequence).padStart(4, '0')}-${safeKind}.eml`;
}

/**
 * Writes a built message into the outbox: a temporary file (0600), fsynced, renamed into place, the folder fsynced
 * (durableFile.ts) — a mail counted as sent is on disk, and a reader never sees half a message.
 */
async function writeToOutbox(dir: string, name: string, raw: Buffer): Promise<void> {
  await writeFileDurably(path.join(dir, name), raw, { mode: 0o600, dirMode: 0o700 });
}

/** 'Nordlys Teknik <noreply@shop.example.dk>' → 'shop.example.dk' (the right side of the Message-ID). */
export function senderDomain(from: string): string {
  const address = /<([^<>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.slice(address.lastIndexOf('@') + 1).trim().toLowerCase();
  return /^[a-z0-9.-]+$/.test(domain) ? domain : 'localhost';
}

class NodemailerMailer implements Mailer {
  constructor(
    readonly kind: 'smtp' | 'outbox',
    private readonly transport: Transporter,
    private readonly from: string,
    /** The outbox folder (stream transport), or null (SMTP delivers). */
    private readonly outbox: string | null,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const info = (await this.transport.sendMail({
      from: this.from,
      ...(message.id ? { messageId: `<${message.id}@${senderDomain(this.from)}>` } : {}),
      ...(message.date ? { date: message.date } : {}),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...(message.attachments ? { attachments: message.attachments } : {}),
    })) as { message?: unknown };
    if (this.outbox !== null) {
      if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport gave no message buffer');
      await writeToOutbox(this.outbox, outboxFileName(message), info.message);
    }
  }

  close(): void {
    this.transport.close();
  }
}

export function createMailer(config: Pick<Config, 'dataDir' | 'smtpUrl' | 'mailFrom'>): Mailer {
  if (config.smtpUrl) return new NodemailerMailer('smtp', nodemailer.createTransport(config.smtpUrl), config.mailFrom, null);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return new NodemailerMailer('outbox', transport, config.mailFrom, outboxDir(config));
}
