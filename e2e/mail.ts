/** The server's mail outbox as the e2e journeys read it (DATA_DIR/outbox/*.eml; e2e/dataDir.ts). */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from './dataDir';

/** Decodes one MIME part's body by its Content-Transfer-Encoding. */
function decodePart(part: string): string {
  const split = part.search(/\r?\n\r?\n/);
  const head = split < 0 ? '' : part.slice(0, split);
  const body = split < 0 ? part : part.slice(split).trim();
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/**
 * The first link matching `link` in the newest mail to `to` among the outbox files `files` accepts (polled up to
 * 10 s while the outbox writes it). `what` names the mail in the failure message.
 */
export async function linkFromOutbox(to: string, link: RegExp, files: (name: string) => boolean, what: string): Promise<string> {
  const outbox = path.join(e2eDataDir(), 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith('.eml') && files(n)).sort();
        for (const name of names.reverse()) {
          const raw = await readFile(path.join(outbox, name), 'utf8');
          if (!new RegExp(`^To:.*${to.replace(/[.@]/g, '\\$&')}`, 'im').test(raw)) continue;
          const text = raw.split(/\r?\n--[^\r\n]+/).map(decodePart).join('\n');
          found = link.exec(text)?.[0]?.replace(/&amp;/g, '&');
          if (found) return found;
        }
        return undefined;
      },
      { timeout: 10_000, message: `${what} to ${to} in the outbox` },
    )
    .toBeDefined();
  return found!;
}

/** The link of the invitation mail to `username` in the server's outbox (DATA_DIR/outbox/*-company-invitation.eml). */
export const invitationLink = (username: string): Promise<string> =>
  linkFromOutbox(username, /https?:\/\/[^\s"<>]+\?token=[^\s"<>]+/, (n) => n.endsWith('-company-invitation.eml'), 'an invitation mail');
