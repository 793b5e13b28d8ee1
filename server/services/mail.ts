/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise every message is written to
 * DATA_DIR/outbox/ as an RFC 822 `.eml` file (nodemailer's stream transport builds the message), named
 * `<UTC time>-<seq>-<kind>.eml` so that names sort by time and the newest is the last. The files can hold
 * secrets (password-reset links): the folder is 0700, the files 0600, written to a temporary name and renamed
 * into place so a reader never sees half a message.
 */
import { mkdirSync } from 'node:fs';
import { readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';

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

/** `2026-11-22T20-57-14-123Z-0001-password-recovery.eml`: sortable, unique within the process. */
function outboxFileName(kind: string, now: Date): string {
  sequence = (sequence + 1) % 10_000;
  const safeKind = kind.replace(/[^a-z0-9-]/gi, '') || 'mail';
  return `${now.toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(4, '0')}-${safeKind}.eml`;
}

/** Writes a built message into the outbox: a temporary file (0600) renamed into place. */
async function writeToOutbox(dir: string, kind: string, raw: Buffer): Promise<void> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const name = outboxFileName(kind, new Date());
  const temp = path.join(dir, `.${name}.tmp`);
  await writeFile(temp, raw, { mode: 0o600 });
  await rename(temp, path.join(dir, name));
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
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...(message.attachments ? { attachments: message.attachments } : {}),
    })) as { message?: unknown };
    if (this.outbox !== null) {
      if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport gave no message buffer');
      await writeToOutbox(this.outbox, message.kind, info.message);
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
