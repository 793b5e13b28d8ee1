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

/** The link of the invitation mail to `username` in the server's outbox (DATA_DIR/outbox/*-company-invitation.eml). */
export async function invitationLink(username: string): Promise<string> {
  const outbox = path.join(e2eDataDir(), 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith('-company-invitation.eml'));
        for (const name of names) {
          const raw = await readFile(path.join(outbox, name), 'utf8');
          if (!new RegExp(`^To:.*${username.replace(/[.@]/g, '\\$&')}`, 'im').test(raw)) continue;
          const text = raw.split(/\r?\n--[^\r\n]+/).map(decodePart).join('\n');
          link = /https?:\/\/[^\s"<>]+\?token=[^\s"<>]+/.exec(text)?.[0]?.replace(/&amp;/g, '&');
          if (link) return link;
        }
        return undefined;
      },
      { timeout: 10_000, message: `an invitation mail to ${username} in the outbox` },
    )
    .toBeDefined();
  return link!;
}
