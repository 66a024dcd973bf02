// TOTP secrets (and API keys' secrets, issue 18) are kept sealed (AES-256-GCM), with a key derived
// (HKDF) from the token signing key: JWT_SECRET when configured, so a database dump alone does
// not give the secrets away. Without JWT_SECRET the signing key itself lives in the database
// (app_secrets), and then a dump holds both: configure JWT_SECRET in production (docs/accounts.md).
// Changing JWT_SECRET makes sealed secrets unreadable; their owners then sign in with a recovery
// code or a passkey (and API keys must be made anew).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { storedSecret } from '../../db/repositories/app-secrets.ts';

const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string): Promise<string>;
  /** undefined when the text was sealed with another key (or is not ours). */
  open(sealed: string): Promise<string | undefined>;
}

/**
 * `purpose` separates the keys derived for different secrets (TOTP secrets, API key secrets): one
 * box's sealed text does not open in another.
 */
export function secretBox(
  db: Database,
  configured: string | undefined,
  purpose = 'totp-secret-box',
): SecretBox {
  let key: Promise<Buffer> | undefined;
  const getKey = () =>
    (key ??= (async () => {
      const base = configured ?? (await storedSecret(db, 'jwt', randomBytes(48).toString('base64url')));
      return Buffer.from(hkdfSync('sha256', base, 'handymarkt', purpose, 32));
    })().catch((e: unknown) => ((key = undefined), Promise.reject(e))));

  return {
    async seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await getKey(), iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    async open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', await getKey(), Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return undefined;
      }
    },
  };
}
