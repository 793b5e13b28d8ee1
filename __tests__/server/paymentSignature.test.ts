/**
 * Webhook signatures (`t=…,v1=…`: HMAC-SHA256 over "<t>.<raw body>", 300 s tolerance, constant-time) and the
 * webhook secret's configuration.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { WebhookVerificationError } from '../../server/services/payments/provider';
import { signPayload, SIGNATURE_TOLERANCE_SECONDS, verifySignature } from '../../server/services/payments/signature';

describe('webhook signature', () => {
  const secret = 'whsec_test';
  const raw = '{"id":"evt_1","type":"payment.succeeded"}';
  const now = 1_800_000_000;

  it('accepts the signature of the body at a time within the tolerance', () => {
    expect(() => verifySignature(secret, raw, signPayload(secret, raw, now), now)).not.toThrow();
    expect(() => verifySignature(secret, raw, signPayload(secret, raw, now - SIGNATURE_TOLERANCE_SECONDS), now)).not.toThrow();
    expect(() => verifySignature(secret, raw, signPayload(secret, raw, now + SIGNATURE_TOLERANCE_SECONDS), now)).not.toThrow();
  });

  it.each([
    ['a wrong secret', signPayload('other-secret', raw, now), raw],
    ['a tampered body', signPayload(secret, raw, now), raw.replace('succeeded', 'declined')],
    ['a timestamp 301 s old', signPayload(secret, raw, now - SIGNATURE_TOLERANCE_SECONDS - 1), raw],
    ['a timestamp 301 s ahead', signPayload(secret, raw, now + SIGNATURE_TOLERANCE_SECONDS + 1), raw],
    ['no header', undefined, raw],
    ['an empty header', '', raw],
    ['no timestamp', signPayload(secret, raw, now).replace(/^t=\d+,/, ''), raw],
    ['no v1', `t=${now}`, raw],
    ['a short v1', `t=${now},v1=abcd`, raw],
    ['a re-dated signature', signPayload(secret, raw, now - 1000).replace(/^t=\d+/, `t=${now}`), raw],
    ['two headers', [signPayload(secret, raw, now), signPayload(secret, raw, now)], raw],
  ])('refuses %s', (_name, header, payload) => {
    expect(() => verifySignature(secret, payload, header, now)).toThrow(WebhookVerificationError);
  });

  it('accepts one matching v1 among several (secret rotation)', () => {
    const good = signPayload(secret, raw, now);
    const other = signPayload('old-secret', raw, now).split(',')[1];
    expect(() => verifySignature(secret, raw, `${good.split(',')[0]},${other},${good.split(',')[1]}`, now)).not.toThrow();
  });
});

describe('PAYMENT_WEBHOOK_SECRET', () => {
  it('takes the webhook secret from PAYMENT_WEBHOOK_SECRET, else generates one into DATA_DIR (mode 0600, kept)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-secret-'));
    try {
      expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'j', PAYMENT_WEBHOOK_SECRET: 'given' }).paymentWebhookSecret).toBe('given');
      expect(existsSync(path.join(dir, 'payment-webhook-secret'))).toBe(false);
      const generated = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'j' }).paymentWebhookSecret;
      expect(generated).toMatch(/^[A-Za-z0-9_-]{64}$/);
      expect(statSync(path.join(dir, 'payment-webhook-secret')).mode & 0o777).toBe(0o600);
      expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'j' }).paymentWebhookSecret).toBe(generated);
      expect(generated).not.toBe(new TextDecoder().decode(loadConfig({ DATA_DIR: dir }).jwtSecret));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

});
