/**
 * Webhook signatures: `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`
 * (the scheme Stripe uses). The timestamp is signed with the body, so an old delivery cannot be replayed
 * with a fresh time; deliveries outside the tolerance are refused. Several v1 entries are allowed (one per
 * secret while a secret is rotated); one match is enough. Comparison is constant-time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookVerificationError } from './provider';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

function hmac(secret: string, timestamp: number, rawBody: string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest();
}

/** The header value for a body signed at `timestamp`. */
export function signPayload(secret: string, rawBody: string, timestamp: number = nowSeconds()): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody).toString('hex')}`;
}

/** One header value (a repeated header is refused: there must be exactly one signature line). */
function headerValue(value: string | string[] | undefined): string {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (Array.isArray(value)) throw new WebhookVerificationError('More than one signature header');
  throw new WebhookVerificationError('Missing signature header');
}

/**
 * Throws WebhookVerificationError unless `header` carries a valid signature of `rawBody` made within
 * `toleranceSeconds` of `now`.
 */
export function verifySignature(
  secret: string,
  rawBody: string,
  header: string | string[] | undefined,
  now: number = nowSeconds(),
  toleranceSeconds: number = SIGNATURE_TOLERANCE_SECONDS,
): void {
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of headerValue(header).split(',')) {
    const eq = part.indexOf('=');
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === null) throw new WebhookVerificationError('Signature without a timestamp');
  if (signatures.length === 0) throw new WebhookVerificationError('Signature without a v1 value');
  if (Math.abs(now - timestamp) > toleranceSeconds) {
    throw new WebhookVerificationError('Signature timestamp outside the tolerance');
  }
  const expected = hmac(secret, timestamp, rawBody);
  // Every candidate is compared (no early exit), each in constant time; lengths are fixed at 32 bytes above.
  let match = false;
  for (const signature of signatures) match = timingSafeEqual(expected, signature) || match;
  if (!match) throw new WebhookVerificationError('Signature does not match');
}
