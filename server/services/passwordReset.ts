/**
 * Password recovery and change (docs/account-api.md 'Passwords'):
 *
 * - RecoverPassword: the link's origin comes from PUBLIC_URL or the area's domains, never from a header or an
 *   unchecked tokenUrl; the reply does the same work and is the same 204 whether or not the user exists — it
 *   only checks the request (area, tokenUrl) and the limits. Everything that depends on the user (the lookup, the
 *   token, the mail) happens after the reply (per username in request order): the token is stored and its mail
 *   queued in the mail outbox in one transaction, which also cancels the user's older recovery mails still queued
 *   (their tokens die with it), so only the newest link is sent. Rate-limited per username and per IP
 *   (LoginThrottle counters with their own prefix; Redis when configured).
 * - The queued mail holds a live link: it expires with its token (not sent by then → never sent), and its body is
 *   cleared from the database once sent or expired (mailOutbox.ts).
 * - Tokens: 32 random bytes, only the SHA-256 stored, valid RESET_TOKEN_TTL_MINUTES, single use; a new token
 *   deletes the user's older ones.
 * - ResetPasswordByToken uses the token up and sets the password in one transaction; the new password hash
 *   changes the user's security stamp, so every token of the user is refused from then on.
 * - ChangePassword: the logged-in user (not an impersonating rep), current password checked (failures counted
 *   like login failures), then the password changes (every token dies) and the caller gets a fresh token.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_POLICY_MESSAGES,
  TOKEN_PLACEHOLDER,
  USERNAME_PLACEHOLDER,
} from '../../contract/accountRules';
import type { TokenResponse } from '../../contract/user';
import type { Database } from '../db/schema';
import { badRequest, forbidden, HttpError, unauthorized } from '../errors';
import { invalidateAuth, type UserIdentity } from '../plugins/auth';
import { findArea } from './area';
import { clientKey, createCounterStore, LoginThrottle, type CounterStore } from './loginThrottle';
import { cancelMails, enqueueMail, mailOutboxFor, type MailOutbox } from './mailOutbox';
import { hashPassword, verifyPassword } from './password';
import { recoveryMail } from './recoveryMail';
import { issueLoginToken, normalizeUsername } from './users';

export const RESET_TOKEN_TTL_MINUTES = 30;
export const RECOVERY_WINDOW_SECONDS = 15 * 60;
export const TOKEN_URL_MAX_LENGTH = 2000;
export const RECOVERY_THROTTLED_MESSAGE = 'Too many password recovery requests. Please wait and try again.';
export const CHANGE_THROTTLED_MESSAGE = 'Too many failed password changes. Please wait and try again.';
export const TOKEN_THROTTLED_MESSAGE = 'Too many invalid password links. Please wait and try again.';

/** The outbox kind of a recovery mail; its ref is the user id. */
export const RECOVERY_MAIL_KIND = 'password-recovery';

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** 400 with fields.newPassword when the password breaks the policy (docs/account-api.md). */
export function checkPasswordPolicy(password: string, username: string): void {
  const problem =
    [...password].length < PASSWORD_MIN_LENGTH
      ? PASSWORD_POLICY_MESSAGES.tooShort
      : password.length > PASSWORD_MAX_LENGTH
        ? PASSWORD_POLICY_MESSAGES.tooLong
        : normalizeUsername(password) === normalizeUsername(username)
          ? PASSWORD_POLICY_MESSAGES.equalsUsername
          : null;
  if (problem) throw badRequest(`newPassword ${problem}`, { newPassword: problem });
}

const PLACEHOLDER_FORMS = (placeholder: string) => [placeholder, encodeURI(placeholder)];

function containsPlaceholder(url: string, placeholder: string): boolean {
  const lower = url.toLowerCase();
  return PLACEHOLDER_FORMS(placeholder).some((form) => lower.includes(form.toLowerCase()));
}

function replacePlaceholder(url: string, placeholder: string, value: string): string {
  let out = url;
  for (const form of PLACEHOLDER_FORMS(placeholder)) {
    out = out.replace(new RegExp(form.replace(/[{}]/g, '\\$&'), 'gi'), () => encodeURIComponent(value));
  }
  return out;
}

/**
 * The link template of a tokenUrl: PUBLIC_URL's origin, or the tokenUrl's own origin when it is one of the
 * area's domains (https or PUBLIC_URL's scheme, no other port than PUBLIC_URL's); always the tokenUrl's path,
 * query and fragment. 400 for a tokenUrl that is not http(s) or lacks a placeholder.
 */
export function linkTemplate(tokenUrl: string, publicUrl: string, areaDomains: readonly string[]): string {
  const invalid = (message: string) => badRequest(`tokenUrl ${message}`, { tokenUrl: message });
  const raw = tokenUrl.trim();
  if (raw.length > TOKEN_URL_MAX_LENGTH) throw invalid(`must be at most ${TOKEN_URL_MAX_LENGTH} characters`);
  const base = new URL(publicUrl);
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw invalid('is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid('must be an http(s) URL or a path');
  const rest = `${url.pathname}${url.search}${url.hash}`;
  if (!containsPlaceholder(rest, TOKEN_PLACEHOLDER) || !containsPlaceholder(rest, USERNAME_PLACEHOLDER)) {
    throw invalid(`must contain ${TOKEN_PLACEHOLDER} and ${USERNAME_PLACEHOLDER}`);
  }
  const domains = new Set(areaDomains.map((d) => d.trim().toLowerCase()));
  const ownDomain =
    url.origin === base.origin ||
    (domains.has(url.hostname.toLowerCase()) &&
      (url.protocol === 'https:' || url.protocol === base.protocol) &&
      (url.port === '' || url.port === base.port));
  return `${ownDomain ? url.origin : base.origin}${rest}`;
}

export function fillLink(template: string, token: string, username: string): string {
  return replacePlaceholder(replacePlaceholder(template, TOKEN_PLACEHOLDER, token), USERNAME_PLACEHOLDER, username);
}

interface AreaInput {
  areaId: string;
}

export class PasswordResetService {
  /** The clock of token issue and expiry (tests move it). */
  now: () => Date = () => new Date();
  /** Where the mails go (tests replace its mailer). */
  readonly outbox: MailOutbox;
  /**
   * The work after a RecoverPassword reply waits for this (tests hold it, to see what the reply itself did).
   */
  afterReply: Promise<void> = Promise.resolve();
  private readonly recoveryThrottle: LoginThrottle;
  private readonly changeThrottle: LoginThrottle;
  /** Failed VerifyToken/ResetPasswordByToken calls per client IP (tokens are 256-bit: a limit anyway). */
  private readonly tokenAttempts: CounterStore;
  /** Per area and username: the chain of work after replies, so one user's tokens are issued one after another. */
  private readonly jobs = new Map<string, Promise<void>>();

  constructor(private readonly app: FastifyInstance) {
    const { config } = app;
    this.outbox = mailOutboxFor(app);
    this.recoveryThrottle = new LoginThrottle(
      {
        accountMaxFailures: config.passwordRecoveryMaxPerAccount,
        accountWindowSeconds: RECOVERY_WINDOW_SECONDS,
        ipMaxFailures: config.passwordRecoveryMaxPerIp,
        ipWindowSeconds: RECOVERY_WINDOW_SECONDS,
      },
      config.redisUrl,
      'pw-recover',
    );
    this.changeThrottle = new LoginThrottle(
      {
        accountMaxFailures: config.loginMaxFailures,
        accountWindowSeconds: config.loginFailureWindowSeconds,
        ipMaxFailures: config.loginMaxFailuresPerIp,
        ipWindowSeconds: 60,
      },
      config.redisUrl,
      'pw-change-fail',
    );
    this.tokenAttempts = createCounterStore(config.redisUrl);
  }

  private async areaDomains(area: AreaInput): Promise<string[]> {
    const areaId = area.areaId.trim();
    if (!(await findArea(this.app.db, areaId))) throw badRequest('Area not found', { 'area.areaId': 'is unknown' });
    const rows = await this.app.db.selectFrom('area_domains').select('domain').where('area_id', '=', areaId).execute();
    return rows.map((r) => r.domain);
  }

  private findUser(area: AreaInput, username: string) {
    return this.app.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', normalizeUsername(username))
      .where('area_id', '=', area.areaId.trim())
      .executeTakeFirst();
  }

  /**
   * RecoverPassword: validates and throttles — the same for every username — and replies; after the reply, for an
   * active user, stores a token and queues the mail with its link.
   */
  async recover(input: { area: AreaInput; username: string; tokenUrl: string; ip: string }): Promise<void> {
    const username = normalizeUsername(input.username);
    if (!username) throw badRequest('username must be defined', { username: 'must be defined' });
    const template = linkTemplate(input.tokenUrl, this.app.config.publicUrl, await this.areaDomains(input.area));
    // Every accepted request counts (checked and counted in one step), for existing and unknown usernames alike.
    const wait = await this.recoveryThrottle.begin(username, input.ip);
    if (wait > 0) throw new HttpError(429, RECOVERY_THROTTLED_MESSAGE, undefined, { 'Retry-After': String(wait) });
    this.later(`${input.area.areaId.trim()}\n${username}`, () => this.issueToken(input.area, username, template));
  }

  /** Looks the user up; an active one gets a new token and its mail (queued in the token's transaction). */
  private async issueToken(area: AreaInput, username: string, template: string): Promise<void> {
    const user = await this.findUser(area, username);
    if (!user || user.active !== 1) return;
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashResetToken(token);
    const issuedAt = this.now();
    const expiresAt = new Date(issuedAt.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000);
    const mail = recoveryMail(user.language, { name: user.name, link: fillLink(template, token, user.username), minutes: RESET_TOKEN_TTL_MINUTES });
    const queuedAt = this.outbox.now();
    await this.app.db.transaction().execute(async (trx) => {
      await this.storeToken(trx, user.id, tokenHash, issuedAt, expiresAt);
      // The older links die with their tokens: a mail of one not sent yet is not sent at all.
      await cancelMails(trx, RECOVERY_MAIL_KIND, user.id, queuedAt);
      await enqueueMail(
        trx,
        {
          kind: RECOVERY_MAIL_KIND,
          dedupeKey: `${RECOVERY_MAIL_KIND}:${tokenHash}`,
          ref: user.id,
          to: user.username,
          ...mail,
          // Not sent within the token's lifetime (by the outbox's clock) → never sent.
          expiresAt: new Date(queuedAt.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
        },
        queuedAt,
      );
    });
    this.outbox.kick();
  }

  /**
   * Runs `job` after the reply has been sent (setImmediate: after the reply's write, which ends the handler's turn),
   * after the earlier jobs of the same key.
   */
  private later(key: string, job: () => Promise<void>): void {
    const previous = this.jobs.get(key) ?? Promise.resolve();
    const next: Promise<void> = previous
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => this.afterReply)
      .then(job)
      .catch((err: unknown) => this.app.log.error({ err }, 'password recovery failed after the reply'))
      .finally(() => {
        if (this.jobs.get(key) === next) this.jobs.delete(key);
      });
    this.jobs.set(key, next);
  }

  /** Resolves when the work after replies is done and its mails have been tried (tests; app close). */
  async idle(): Promise<void> {
    while (this.jobs.size > 0) await Promise.all([...this.jobs.values()]);
    await this.outbox.idle();
  }

  /** The new token replaces every older token of the user; long-expired rows of anybody are cleared on the way. */
  private async storeToken(trx: Transaction<Database>, userId: string, tokenHash: string, issuedAt: Date, expiresAt: Date): Promise<void> {
    const staleBefore = new Date(issuedAt.getTime() - 24 * 3600_000).toISOString();
    await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
    await trx.deleteFrom('password_reset_tokens').where('expires_at', '<', staleBefore).execute();
    await trx
      .insertInto('password_reset_tokens')
      .values({
        token_hash: tokenHash,
        user_id: userId,
        created_at: issuedAt.toISOString(),
        expires_at: expiresAt.toISOString(),
        used_at: null,
      })
      .execute();
  }

  /** The active user a valid (unused, unexpired, newest) token belongs to, or null. */
  private async tokenUser(area: AreaInput, username: string, token: string) {
    if (!token || token.length > 200) return null;
    const user = await this.findUser(area, username);
    if (!user || user.active !== 1) return null;
    const row = await this.app.db
      .selectFrom('password_reset_tokens')
      .select(['expires_at', 'used_at'])
      .where('token_hash', '=', hashResetToken(token))
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!row || row.used_at !== null || row.expires_at <= this.now().toISOString()) return null;
    return user;
  }

  /**
   * A token call from this IP, counted before the token is checked (one atomic step, like the login throttle);
   * `valid` gives the count back, so only invalid tokens use up PASSWORD_TOKEN_MAX_FAILURES_PER_IP.
   */
  private async tokenAttempt<T>(ip: string, check: () => Promise<T>): Promise<T> {
    const key = `pw-token-fail:ip:${clientKey(ip)}`;
    const wait = await this.tokenAttempts.take([{ key, max: this.app.config.passwordTokenMaxFailuresPerIp, windowSeconds: RECOVERY_WINDOW_SECONDS }]);
    if (wait > 0) throw new HttpError(429, TOKEN_THROTTLED_MESSAGE, undefined, { 'Retry-After': String(wait) });
    let valid = false;
    try {
      const result = await check();
      valid = true;
      return result;
    } catch (err) {
      // A policy error (400) comes after the token was found valid: that is no guess either.
      valid = err instanceof HttpError && err.statusCode === 400;
      throw err;
    } finally {
      if (valid) await this.tokenAttempts.giveBack(key);
    }
  }

  async verify(input: { area: AreaInput; username: string; token: string; ip: string }): Promise<void> {
    await this.tokenAttempt(input.ip, async () => {
      if (!(await this.tokenUser(input.area, input.username, input.token))) throw unauthorized();
    });
  }

  /** ResetPasswordByToken: 401 for a token that is not valid now, 400 for the policy, else the password is set. */
  async reset(input: { area: AreaInput; username: string; token: string; newPassword: string; ip: string }): Promise<void> {
    await this.tokenAttempt(input.ip, () => this.resetWithToken(input));
  }

  private async resetWithToken(input: { area: AreaInput; username: string; token: string; newPassword: string }): Promise<void> {
    const user = await this.tokenUser(input.area, input.username, input.token);
    if (!user) throw unauthorized();
    checkPasswordPolicy(input.newPassword, user.username);
    const hash = await hashPassword(input.newPassword);
    const now = this.now().toISOString();
    const tokenHash = hashResetToken(input.token);
    const done = await this.app.db.transaction().execute(async (trx) => {
      // Used up at most once, also when two resets race: only one update finds the token unused.
      const used = await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('user_id', '=', user.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable('users')
        .set({ password_hash: hash, password_changed_at: now })
        .where('id', '=', user.id)
        .execute();
      await trx
        .deleteFrom('password_reset_tokens')
        .where('user_id', '=', user.id)
        .where('token_hash', '!=', tokenHash)
        .execute();
      return true;
    });
    if (!done) throw unauthorized();
    await invalidateAuth(this.app);
  }

  /** ChangePassword: the caller's own password; returns a fresh token (the change ends every older one). */
  async change(identity: UserIdentity, input: { currentPassword: string; newPassword: string; ip: string }): Promise<TokenResponse> {
    if (identity.impersonator) throw forbidden('A sales rep cannot change the password of the customer user');
    checkPasswordPolicy(input.newPassword, identity.username);
    // Counted before the current password is verified (parallel guesses cannot all pass one check); a success gives it back.
    const wait = await this.changeThrottle.begin(identity.username, input.ip);
    if (wait > 0) throw new HttpError(429, CHANGE_THROTTLED_MESSAGE, undefined, { 'Retry-After': String(wait) });
    const user = await this.app.db.selectFrom('users').selectAll().where('id', '=', identity.userId).executeTakeFirst();
    if (!user || !(await verifyPassword(input.currentPassword, user.password_hash))) throw unauthorized();
    const hash = await hashPassword(input.newPassword);
    const now = this.now().toISOString();
    const updated = await this.app.db.transaction().execute(async (trx) => {
      // Compare-and-swap on the old hash: of two concurrent changes only one wins.
      const result = await trx
        .updateTable('users')
        .set({ password_hash: hash, password_changed_at: now })
        .where('id', '=', user.id)
        .where('password_hash', '=', user.password_hash)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      // Recovery links mailed before the change must not set the password afterwards.
      await trx.deleteFrom('password_reset_tokens').where('user_id', '=', user.id).execute();
      return true;
    });
    if (!updated) throw unauthorized();
    await this.changeThrottle.succeeded(identity.username, input.ip);
    await invalidateAuth(this.app);
    return issueLoginToken(this.app, { ...user, password_hash: hash, password_changed_at: now });
  }

  async close(): Promise<void> {
    while (this.jobs.size > 0) await Promise.all([...this.jobs.values()]);
    await Promise.all([this.recoveryThrottle.close(), this.changeThrottle.close(), this.tokenAttempts.close()]);
    if (services.get(this.app.config) === this) services.delete(this.app.config);
  }
}

const services = new WeakMap<object, PasswordResetService>();

/** One service per app (keyed by its config, which the app's encapsulated plugins share). */
export function passwordResetFor(app: FastifyInstance): PasswordResetService {
  let service = services.get(app.config);
  if (!service) {
    service = new PasswordResetService(app);
    services.set(app.config, service);
  }
  return service;
}
