/**
 * Password recovery and change (docs/account-api.md 'Passwords'): token lifecycle, the mailed link's origin,
 * the same reply for unknown users, rate limits, session revocation, ChangePassword.
 */
import { createHash } from 'node:crypto';
import { DefaultQueryExecutor } from 'kysely';
import { readFileSync } from 'node:fs';
import type { ChangePasswordResponse, GetRecoveryMailTemplatesResponse } from '../../src/api/accountTypes';
import type { TokenResponse } from '../../src/api/types';
import { outboxFiles, type Mailer, type MailMessage } from '../../server/services/mail';
import { passwordResetFor, RESET_TOKEN_TTL_MINUTES } from '../../server/services/passwordReset';
import { verifyPassword } from '../../server/services/password';
import { addUser, bearer, tokenFor } from './auth';
import { FIXTURE_PASSWORD } from './fixtures';
import { body, createTestApp, type TestApp } from './helpers';

const PUBLIC_URL = 'https://shop.example.dk';
const AREA = { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'da' };
const TOKEN_URL = '/kundecenter/gendan-kodeord?token={token}&username={username}';

let t: TestApp;
let ipCounter = 0;
/** A fresh client IP per request unless a test names one (the per-IP limit stays out of the way). */
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL, LOGIN_MAX_FAILURES: '3' } });
  await t.db.insertInto('sales_rep_customers').values({ user_id: 'u-sales', customer_number: '10001' }).execute();
});
afterAll(async () => {
  await t.close();
});

const service = () => passwordResetFor(t.app);

function post(url: string, payload: Record<string, unknown>, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: options.ip ?? nextIp(), headers: options.headers ?? {} });
}

async function recover(username: string, tokenUrl = TOKEN_URL, options: { ip?: string; headers?: Record<string, string> } = {}) {
  const res = await post('/api/User/RecoverPassword', { area: AREA, username, tokenUrl }, options);
  await service().idle();
  return res;
}

const verify = (username: string, token: string) => post('/api/User/VerifyToken', { area: AREA, username, token });
const reset = (username: string, token: string, newPassword: string) =>
  post('/api/User/ResetPasswordByToken', { area: AREA, username, token, newPassword });
const getUser = (token: string) => t.app.inject({ url: '/api/User/GetUser', headers: bearer(token) });
const changePassword = (token: string, currentPassword: string, newPassword: string, ip?: string) =>
  post('/api/User/ChangePassword', { area: AREA, currentPassword, newPassword }, { headers: bearer(token), ...(ip ? { ip } : {}) });

/** Decodes the MIME parts of an .eml file (quoted-printable or base64) into one string. */
function decodeMail(raw: string): string {
  const parts = raw.replace(/\r\n/g, '\n').split(/\n--[^\n]+\n/);
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split('\n\n');
      const content = rest.join('\n\n');
      if (/content-transfer-encoding: *quoted-printable/i.test(head)) {
        return content
          .replace(/=\r?\n/g, '')
          .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
      }
      if (/content-transfer-encoding: *base64/i.test(head)) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
      return `${head}\n\n${content}`;
    })
    .join('\n');
}

interface SentMail {
  file: string;
  raw: string;
  text: string;
  link: string;
  token: string;
}

async function mailCount(): Promise<number> {
  return (await outboxFiles(t.config)).length;
}

/** The newest mail of the outbox, with the first link of its text part and the token in it. */
async function newestMail(): Promise<SentMail> {
  const files = await outboxFiles(t.config);
  const file = files[files.length - 1];
  if (!file) throw new Error('the outbox is empty');
  const raw = readFileSync(file, 'utf8');
  const text = decodeMail(raw);
  const link = /https?:\/\/[^\s"<>]+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in ${file}`);
  const token = new URL(link).searchParams.get('token') ?? '';
  return { file, raw, text, link, token };
}

let userSeq = 0;
/** A fresh active customer user (password FIXTURE_PASSWORD); returns its id and username. */
async function freshUser(language = 'da'): Promise<{ id: string; username: string }> {
  const id = `u-pw-${++userSeq}`;
  await addUser(t.app, id, ['customer'], '10001');
  await t.db.updateTable('users').set({ language }).where('id', '=', id).execute();
  return { id, username: `${id}@example.com` };
}

/** A user with a mailed token. */
async function userWithToken(language = 'da') {
  const user = await freshUser(language);
  expect((await recover(user.username)).statusCode).toBe(204);
  return { ...user, mail: await newestMail() };
}

describe('RecoverPassword', () => {
  it('answers 204 with no body for a known user and mails a link with a token stored only as its hash', async () => {
    const user = await freshUser();
    const before = await mailCount();
    const res = await recover(` ${user.username.toUpperCase()} `);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await mailCount()).toBe(before + 1);
    const mail = await newestMail();
    expect(mail.file).toMatch(/\/outbox\/\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f-]{36}-password-recovery\.eml$/);
    expect(mail.raw).toMatch(new RegExp(`^To: ${user.username}\r$`, 'm'));
    expect(mail.text).toContain('Nulstil dit kodeord');
    expect(mail.text).toContain('User u-pw-');
    expect(mail.text).toContain(`${RESET_TOKEN_TTL_MINUTES} minutter`);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.link).toBe(
      `${PUBLIC_URL}/kundecenter/gendan-kodeord?token=${mail.token}&username=${encodeURIComponent(user.username)}`,
    );
    // At least 128 bits: 32 bytes base64url.
    expect(mail.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.selectFrom('password_reset_tokens').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(mail.token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(mail.token);
    const ttl = Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at);
    expect(ttl).toBe(RESET_TOKEN_TTL_MINUTES * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
  });

  it('answers an unknown or inactive user exactly like a known one, and sends nothing', async () => {
    const known = await freshUser();
    const replies = [];
    for (const username of ['nobody@example.com', 'gone@example.com', known.username]) {
      const before = await mailCount();
      const res = await recover(username);
      replies.push({ status: res.statusCode, body: res.body, type: res.headers['content-type'] ?? null });
      expect(await mailCount()).toBe(before + (username === known.username ? 1 : 0));
    }
    expect(replies[0]).toEqual(replies[2]);
    expect(replies[1]).toEqual(replies[2]);
    const inactive = await t.db.selectFrom('password_reset_tokens').select('user_id').where('user_id', '=', 'u-inactive').execute();
    expect(inactive).toEqual([]);
  });

  it('replies before the mail is sent', async () => {
    const user = await freshUser();
    const outbox = service().outbox;
    const original = outbox.mailer;
    let release: () => void = () => undefined;
    const sent: MailMessage[] = [];
    const blocking: Mailer = {
      kind: 'outbox',
      send: (message) =>
        new Promise<void>((resolve) => {
          sent.push(message);
          release = resolve;
        }),
      close: () => undefined,
    };
    outbox.mailer = blocking;
    try {
      const res = await post('/api/User/RecoverPassword', { area: AREA, username: user.username, tokenUrl: TOKEN_URL });
      expect(res.statusCode).toBe(204);
      // The reply is there while the mail is still being sent.
      for (let i = 0; i < 50 && sent.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(sent).toHaveLength(1);
      release();
      await service().idle();
    } finally {
      outbox.mailer = original;
    }
  });

  const tokensOf = (userId: string) => t.db.selectFrom('password_reset_tokens').select('token_hash').where('user_id', '=', userId).execute();

  it('does the same before its reply for known and unknown users: the lookup, the token and the mail come after it', async () => {
    const known = await freshUser();
    // Every statement the app makes (queries and transactions alike go through a DefaultQueryExecutor).
    const executed = jest.spyOn(DefaultQueryExecutor.prototype, 'executeQuery');
    let open: () => void = () => undefined;
    const atReply: Record<string, string[]> = {};
    try {
      for (const username of [known.username, 'nobody@example.com']) {
        service().afterReply = new Promise((resolve) => (open = resolve));
        const tokensBefore = await tokensOf(known.id);
        executed.mockClear();
        const res = await post('/api/User/RecoverPassword', { area: AREA, username, tokenUrl: TOKEN_URL });
        expect(res.statusCode).toBe(204);
        // Held: what ran so far is what the reply needed.
        await new Promise((r) => setTimeout(r, 20));
        // The instance's own poll of cache_generations (cacheSync, every few seconds) may fall into the window: not the request's.
        atReply[username] = executed.mock.calls.map(([query]) => query.sql).filter((text) => !/^select "kind", "generation" from "cache_generations"$/.test(text));
        expect(await tokensOf(known.id)).toEqual(tokensBefore);
        open();
        await service().idle();
      }
    } finally {
      open();
      executed.mockRestore();
      service().afterReply = Promise.resolve();
    }
    expect(atReply[known.username]).toEqual(atReply['nobody@example.com']);
    expect(atReply[known.username]!.join('\n')).not.toMatch(/"users"|password_reset_tokens|mail_outbox/);
    // After the reply, the known user got a token and a mail.
    expect(await tokensOf(known.id)).toHaveLength(1);
    expect((await newestMail()).raw).toMatch(new RegExp(`^To: ${known.username}\r$`, 'm'));
  });

  it('queues the mail with the token: it holds its link only until sent, is never sent after its token expired, and a newer request cancels it', async () => {
    const user = await freshUser();
    const outbox = service().outbox;
    const original = outbox.mailer;
    outbox.mailer = { kind: 'smtp', send: async () => Promise.reject(new Error('SMTP down')), close: () => undefined };
    const start = Date.now();
    const rows = () => t.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'password-recovery').where('ref', '=', user.id).orderBy('created_at').execute();
    try {
      await recover(user.username);
      const [first] = await rows();
      const [token] = await t.db.selectFrom('password_reset_tokens').select('token_hash').where('user_id', '=', user.id).execute();
      expect(first).toMatchObject({ status: 'pending', attempts: 1, recipient: user.username, dedupe_key: `password-recovery:${token!.token_hash}` });
      expect(first!.body_text).toContain('/kundecenter/gendan-kodeord?token=');
      // (created_at may be a millisecond or two later: queue times are strictly increasing.)
      expect(Date.parse(first!.expires_at!) - Date.parse(first!.created_at)).toBeGreaterThan(RESET_TOKEN_TTL_MINUTES * 60_000 - 1000);
      expect(Date.parse(first!.expires_at!) - Date.parse(first!.created_at)).toBeLessThanOrEqual(RESET_TOKEN_TTL_MINUTES * 60_000);

      // A second request: its token replaces the first, and the first mail (with a dead link) is cancelled, unread.
      await recover(user.username);
      const [cancelled, second] = await rows();
      expect(cancelled).toMatchObject({ id: first!.id, status: 'cancelled', body_text: null, body_html: null });
      expect(second).toMatchObject({ status: 'pending', attempts: 1 });

      // Still failing when the token has expired: never sent, and the link is gone from the database.
      outbox.mailer = original;
      const mailsBefore = await mailCount();
      outbox.now = () => new Date(start + RESET_TOKEN_TTL_MINUTES * 60_000 + 1000);
      await outbox.sendDue();
      expect(await mailCount()).toBe(mailsBefore);
      expect((await rows())[1]).toMatchObject({ id: second!.id, status: 'expired', body_text: null, body_html: null });
    } finally {
      outbox.mailer = original;
      outbox.now = () => new Date();
    }

    // Sent: the row keeps no link.
    await recover(user.username);
    const sent = (await rows()).at(-1)!;
    expect(sent).toMatchObject({ status: 'sent', body_text: null, body_html: null });
    expect((await newestMail()).file).toContain(sent.id);
  });

  it('takes the link origin from PUBLIC_URL, never from the Host header or a foreign tokenUrl', async () => {
    const user = await freshUser();
    const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
    await recover(user.username, TOKEN_URL, { headers: hostile });
    expect((await newestMail()).link.startsWith(`${PUBLIC_URL}/kundecenter/gendan-kodeord?token=`)).toBe(true);

    for (const tokenUrl of [
      'https://evil.example/steal?token={token}&username={username}',
      'https://user:pw@evil.example:8443/steal?token={token}&username={username}',
      '//evil.example/steal?token={token}&username={username}',
      'http://shop.example.se/steal?token={token}&username={username}',
      'https://shop.example.se:9999/steal?token={token}&username={username}',
    ]) {
      await recover(user.username, tokenUrl, { headers: hostile });
      const { link } = await newestMail();
      expect(new URL(link).origin).toBe(PUBLIC_URL);
      expect(link.startsWith(`${PUBLIC_URL}/steal?token=`)).toBe(true);
    }
  });

  it("keeps the tokenUrl's origin when it is one of the area's domains, and fills placeholders in the path", async () => {
    const user = await freshUser('sv');
    await recover(user.username, 'https://shop.example.se/sv/{token}/aterstall?u={username}#top');
    const mail = await newestMail();
    expect(mail.link).toMatch(new RegExp(`^https://shop\\.example\\.se/sv/[A-Za-z0-9_-]{43}/aterstall\\?u=${encodeURIComponent(user.username)}#top$`));
    expect(mail.text).toContain('Återställ ditt lösenord');
  });

  it.each([
    ['da', 'Nulstil dit kodeord'],
    ['en', 'Reset your password'],
    ['sv', 'Återställ ditt lösenord'],
    ['nb', 'Tilbakestill passordet ditt'],
    ['fi', 'Vaihda salasanasi'],
  ])('writes the mail in the user language %s', async (language, subject) => {
    const user = await freshUser(language);
    await recover(user.username);
    const mail = await newestMail();
    expect(mail.text).toContain(subject);
    expect(mail.text).toContain('Nordlys Teknik');
  });

  it.each([
    ['no placeholders', '/kundecenter/gendan-kodeord'],
    ['no username placeholder', '/kundecenter/gendan-kodeord?token={token}'],
    ['a javascript URL', 'javascript:alert(1)//{token}{username}'],
    ['a data URL', 'data:text/html,{token}{username}'],
    ['a too long URL', `/x?token={token}&username={username}&pad=${'a'.repeat(2100)}`],
  ])('400 naming tokenUrl for %s', async (_label, tokenUrl) => {
    const res = await recover('kunde@example.com', tokenUrl);
    expect(res.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(res).fields).toHaveProperty('tokenUrl');
  });

  it('400 for missing fields and an unknown area', async () => {
    const missing = await post('/api/User/RecoverPassword', { area: AREA, tokenUrl: TOKEN_URL });
    expect(missing.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(missing).fields).toEqual({ username: 'must be defined' });
    const area = await post('/api/User/RecoverPassword', {
      area: { ...AREA, areaId: 'nope' },
      username: 'kunde@example.com',
      tokenUrl: TOKEN_URL,
    });
    expect(area.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(area).fields).toEqual({ 'area.areaId': 'is unknown' });
  });

  it('ignores a stale bearer token (an ended session never blocks recovery)', async () => {
    const user = await freshUser();
    const res = await recover(user.username, TOKEN_URL, { headers: bearer('not-a-valid-token') });
    expect(res.statusCode).toBe(204);
  });
});

describe('VerifyToken and ResetPasswordByToken', () => {
  it('verifies without using the token up; the reset uses it up, sets the password and ends old sessions', async () => {
    const user = await userWithToken();
    const session = await tokenFor(t.app, user.id);
    expect((await getUser(session)).statusCode).toBe(200);

    expect((await verify(user.username, user.mail.token)).statusCode).toBe(204);
    expect((await verify(user.username.toUpperCase(), user.mail.token)).statusCode).toBe(204);
    expect((await verify(user.username, user.mail.token)).statusCode).toBe(204);

    const res = await reset(user.username, user.mail.token, 'a new secret 42');
    expect(res.statusCode).toBe(204);
    const row = await t.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(await verifyPassword('a new secret 42', row.password_hash)).toBe(true);
    // The session from before the reset is over.
    const old = await getUser(session);
    expect(old.statusCode).toBe(401);
    expect(old.headers['www-authenticate']).toBe('Bearer error="invalid_token"');

    // Single use.
    expect((await verify(user.username, user.mail.token)).statusCode).toBe(401);
    const again = await reset(user.username, user.mail.token, 'another secret 43');
    expect(again.statusCode).toBe(401);
    expect(body<{ message: string }>(again).message).toBe('Unauthorized');

    const login = await post('/api/User/Login', { username: user.username, password: 'a new secret 42' });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a token for another user, a wrong token and an unknown user with 401', async () => {
    const a = await userWithToken();
    const b = await freshUser();
    expect((await verify(b.username, a.mail.token)).statusCode).toBe(401);
    expect((await reset(b.username, a.mail.token, 'long enough 123')).statusCode).toBe(401);
    expect((await verify(a.username, a.mail.token.slice(0, -1) + (a.mail.token.endsWith('A') ? 'B' : 'A'))).statusCode).toBe(401);
    expect((await verify('nobody@example.com', a.mail.token)).statusCode).toBe(401);
    expect((await verify(a.username, '')).statusCode).toBe(401);
    expect((await verify(a.username, a.mail.token)).statusCode).toBe(204);
  });

  it('voids older tokens when a new one is issued', async () => {
    const user = await userWithToken();
    const first = user.mail.token;
    await recover(user.username);
    const second = (await newestMail()).token;
    expect(second).not.toBe(first);
    expect((await verify(user.username, first)).statusCode).toBe(401);
    expect((await reset(user.username, first, 'long enough 123')).statusCode).toBe(401);
    expect((await verify(user.username, second)).statusCode).toBe(204);
  });

  it('lets a token expire after the time limit (clock moved)', async () => {
    const user = await userWithToken();
    const start = Date.now();
    try {
      service().now = () => new Date(start + (RESET_TOKEN_TTL_MINUTES - 1) * 60_000);
      expect((await verify(user.username, user.mail.token)).statusCode).toBe(204);
      service().now = () => new Date(start + (RESET_TOKEN_TTL_MINUTES + 1) * 60_000);
      expect((await verify(user.username, user.mail.token)).statusCode).toBe(401);
      expect((await reset(user.username, user.mail.token, 'long enough 123')).statusCode).toBe(401);
    } finally {
      service().now = () => new Date();
    }
  });

  it('checks the password policy (400 with fields) and keeps the token valid then', async () => {
    const user = await userWithToken();
    const short = await reset(user.username, user.mail.token, 'short7!');
    expect(short.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(short).fields).toEqual({ newPassword: 'must be at least 8 characters' });
    const same = await reset(user.username, user.mail.token, user.username.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(same).fields).toEqual({ newPassword: 'must not be the username' });
    expect((await verify(user.username, user.mail.token)).statusCode).toBe(204);
    expect((await reset(user.username, user.mail.token, 'long enough 123')).statusCode).toBe(204);
  });

  it('uses a token up once when two resets race', async () => {
    const user = await userWithToken();
    const replies = await Promise.all([
      reset(user.username, user.mail.token, 'first racer 123'),
      reset(user.username, user.mail.token, 'second racer 456'),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([204, 401]);
  });
});

describe('rate limits of RecoverPassword', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      env: { PUBLIC_URL, PASSWORD_RECOVERY_MAX_PER_ACCOUNT: '2', PASSWORD_RECOVERY_MAX_PER_IP: '4' },
    });
  });
  afterAll(async () => {
    await limited.close();
  });
  const send = (username: string, ip: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/User/RecoverPassword',
      payload: { area: AREA, username, tokenUrl: TOKEN_URL },
      remoteAddress: ip,
    });

  it('limits requests per username, for known and unknown usernames alike', async () => {
    for (const username of ['kunde@example.com', 'nobody@example.com']) {
      expect((await send(username, '10.9.0.1')).statusCode).toBe(204);
      expect((await send(username.toUpperCase(), '10.9.0.2')).statusCode).toBe(204);
      const third = await send(username, '10.9.0.3');
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    }
    await passwordResetFor(limited.app).idle();
  });

  it('limits requests per client IP across usernames', async () => {
    const ip = '10.9.1.1';
    for (let i = 0; i < 4; i++) expect((await send(`someone${i}@example.com`, ip)).statusCode).toBe(204);
    expect((await send('someone-else@example.com', ip)).statusCode).toBe(429);
    expect((await send('someone-else@example.com', '10.9.1.2')).statusCode).toBe(204);
  });
});

describe('attempt limit of VerifyToken and ResetPasswordByToken', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { PUBLIC_URL, PASSWORD_TOKEN_MAX_FAILURES_PER_IP: '3' } });
  });
  afterAll(async () => {
    await limited.close();
  });
  const call = (url: string, token: string, ip: string, extra: Record<string, unknown> = {}) =>
    limited.app.inject({ method: 'POST', url, payload: { area: AREA, username: 'kunde@example.com', token, ...extra }, remoteAddress: ip });
  /** A valid token of kunde@example.com, stored as RecoverPassword stores it. */
  async function validToken(): Promise<string> {
    const token = `t${'x'.repeat(41)}${++userSeq % 10}`;
    const now = new Date();
    await limited.db
      .insertInto('password_reset_tokens')
      .values({
        token_hash: createHash('sha256').update(token).digest('hex'),
        user_id: 'u-customer',
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 10 * 60_000).toISOString(),
        used_at: null,
      })
      .execute();
    return token;
  }

  it('answers 429 after PASSWORD_TOKEN_MAX_FAILURES_PER_IP invalid tokens from one address, counted before checking', async () => {
    const ip = '10.12.0.1';
    // Parallel guesses cannot all pass one check.
    const guesses = await Promise.all(Array.from({ length: 10 }, (_, i) => call('/api/User/VerifyToken', `guess-${i}`.padEnd(43, 'g'), ip)));
    expect(guesses.filter((r) => r.statusCode === 401)).toHaveLength(3);
    expect(guesses.filter((r) => r.statusCode === 429)).toHaveLength(7);
    const blocked = await call('/api/User/ResetPasswordByToken', 'g'.repeat(43), ip, { newPassword: 'long enough 123' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await call('/api/User/VerifyToken', 'g'.repeat(43), '10.12.0.2')).statusCode).toBe(401);
  });

  it('valid tokens and password-policy errors do not count', async () => {
    const ip = '10.12.1.1';
    const token = await validToken();
    for (let i = 0; i < 5; i++) expect((await call('/api/User/VerifyToken', token, ip)).statusCode).toBe(204);
    for (let i = 0; i < 5; i++) {
      expect((await call('/api/User/ResetPasswordByToken', token, ip, { newPassword: 'short' })).statusCode).toBe(400);
    }
    for (let i = 0; i < 2; i++) expect((await call('/api/User/VerifyToken', 'h'.repeat(43), ip)).statusCode).toBe(401);
    expect((await call('/api/User/ResetPasswordByToken', token, ip, { newPassword: 'long enough 123' })).statusCode).toBe(204);
    expect((await call('/api/User/VerifyToken', 'h'.repeat(43), ip)).statusCode).toBe(401);
    expect((await call('/api/User/VerifyToken', 'h'.repeat(43), ip)).statusCode).toBe(429);
  });
});

describe('ChangePassword', () => {
  it('401 for a wrong current password, without ending the session', async () => {
    const user = await freshUser();
    const token = await tokenFor(t.app, user.id);
    const res = await changePassword(token, 'wrong password', 'long enough 123');
    expect(res.statusCode).toBe(401);
    expect(body<{ message: string }>(res).message).toBe('Unauthorized');
    expect(res.headers['www-authenticate']).toBeUndefined();
    expect((await getUser(token)).statusCode).toBe(200);
  });

  it('changes the password, ends every other token of the user and returns a fresh token', async () => {
    const user = await freshUser();
    const token = await tokenFor(t.app, user.id);
    const otherDevice = await tokenFor(t.app, user.id);
    const res = await changePassword(token, FIXTURE_PASSWORD, 'brand new pass 1');
    expect(res.statusCode).toBe(200);
    const fresh = body<ChangePasswordResponse>(res);
    expect(fresh.tokenType).toBe('Bearer');
    expect(Object.keys(fresh).sort()).toEqual(['expiresAt', 'token', 'tokenType']);
    expect((await getUser(otherDevice)).statusCode).toBe(401);
    expect((await getUser(token)).statusCode).toBe(401);
    expect((await getUser(fresh.token)).statusCode).toBe(200);
    const login = await post('/api/User/Login', { username: user.username, password: 'brand new pass 1' });
    expect(login.statusCode).toBe(200);
    expect(body<TokenResponse>(login).tokenType).toBe('Bearer');
  });

  it('voids recovery links mailed before the change', async () => {
    const user = await userWithToken();
    const token = await tokenFor(t.app, user.id);
    expect((await changePassword(token, FIXTURE_PASSWORD, 'brand new pass 2')).statusCode).toBe(200);
    expect((await verify(user.username, user.mail.token)).statusCode).toBe(401);
  });

  it('403 while impersonating, 401 without login, 400 for the policy', async () => {
    const impersonating = await tokenFor(t.app, 'u-customer', { impersonatorId: 'u-sales' });
    expect((await getUser(impersonating)).statusCode).toBe(200);
    expect((await changePassword(impersonating, FIXTURE_PASSWORD, 'brand new pass 3')).statusCode).toBe(403);
    const anonymous = await post('/api/User/ChangePassword', { area: AREA, currentPassword: FIXTURE_PASSWORD, newPassword: 'x'.repeat(9) });
    expect(anonymous.statusCode).toBe(401);
    const user = await freshUser();
    const token = await tokenFor(t.app, user.id);
    const weak = await changePassword(token, FIXTURE_PASSWORD, 'short');
    expect(weak.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(weak).fields).toEqual({ newPassword: 'must be at least 8 characters' });
    expect((await getUser(token)).statusCode).toBe(200);
  });

  it('429 after LOGIN_MAX_FAILURES wrong current passwords', async () => {
    const user = await freshUser();
    const token = await tokenFor(t.app, user.id);
    for (let i = 0; i < 3; i++) expect((await changePassword(token, `wrong ${i}`, 'long enough 123')).statusCode).toBe(401);
    const blocked = await changePassword(token, FIXTURE_PASSWORD, 'long enough 123');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('20 parallel wrong current passwords: at most LOGIN_MAX_FAILURES are verified, the rest are 429', async () => {
    const user = await freshUser();
    const token = await tokenFor(t.app, user.id);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => changePassword(token, `wrong ${i}`, 'long enough 123')));
    expect(replies.filter((r) => r.statusCode === 401)).toHaveLength(3);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(17);
    expect((await changePassword(token, FIXTURE_PASSWORD, 'long enough 123')).statusCode).toBe(429);
  });
});

describe('POST /backoffice/api/User/GetRecoveryMailTemplates', () => {
  it('gives an admin the template of every language', async () => {
    await addUser(t.app, 'u-admin', ['admin'], null);
    const admin = await tokenFor(t.app, 'u-admin');
    const res = await t.app.inject({ method: 'POST', url: '/backoffice/api/User/GetRecoveryMailTemplates', headers: bearer(admin), payload: {} });
    expect(res.statusCode).toBe(200);
    const { templates } = body<GetRecoveryMailTemplatesResponse>(res);
    expect(templates.map((x) => x.languageCode)).toEqual(['da', 'en', 'sv', 'nb', 'fi']);
    for (const template of templates) {
      expect(template.text).toContain('{link}');
      expect(template.html).toContain('href="{link}"');
      expect(template.placeholders).toEqual(['{name}', '{link}', '{minutes}']);
    }
    const one = await t.app.inject({
      method: 'POST',
      url: '/backoffice/api/User/GetRecoveryMailTemplates',
      headers: bearer(admin),
      payload: { languageCode: 'fi' },
    });
    expect(body<GetRecoveryMailTemplatesResponse>(one).templates.map((x) => x.subject)).toEqual(['Vaihda salasanasi']);
    const noBody = await t.app.inject({ method: 'POST', url: '/backoffice/api/User/GetRecoveryMailTemplates', headers: bearer(admin) });
    expect(noBody.statusCode).toBe(200);
  });

  it('403 for a customer, 401 without login', async () => {
    const customer = await tokenFor(t.app, 'u-customer');
    const url = '/backoffice/api/User/GetRecoveryMailTemplates';
    expect((await t.app.inject({ method: 'POST', url, headers: bearer(customer), payload: {} })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
  });
});
