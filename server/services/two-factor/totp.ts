// TOTP (RFC 6238 over RFC 4226's HOTP) with node:crypto: HMAC-SHA-1, 30-second steps, 6 digits,
// the parameters every authenticator app uses by default. Secrets are 20 random bytes, shown
// base32 (RFC 4648, no padding) as the apps expect.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_S,
  TOTP_WINDOW_STEPS,
} from '../../../src/core/account-security.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const index = ALPHABET.indexOf(ch);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export const newTotpSecret = (): string => base32Encode(randomBytes(20));

export const stepAt = (ms: number): number => Math.floor(ms / 1000 / TOTP_PERIOD_S);

/** The code of one time step (RFC 4226 section 5.3, dynamic truncation). */
export function hotp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/** The step whose code `code` is, within ±TOTP_WINDOW_STEPS of now; undefined if none. */
export function matchingStep(secret: string, code: string, nowMs = Date.now()): number | undefined {
  const now = stepAt(nowMs);
  const given = Buffer.from(code);
  let found: number | undefined;
  // Every step of the window is compared (no early exit), in constant time each.
  for (let step = now - TOTP_WINDOW_STEPS; step <= now + TOTP_WINDOW_STEPS; step += 1) {
    const expected = Buffer.from(hotp(secret, step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) found ??= step;
  }
  return found;
}

/** The otpauth:// URI an authenticator app reads (Key Uri Format). */
export function otpauthUri(secret: string, accountName: string): string {
  const label = encodeURIComponent(`${TOTP_ISSUER}:${accountName}`);
  const params = new URLSearchParams({
    secret,
    issuer: TOTP_ISSUER,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_S),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
