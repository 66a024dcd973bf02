// The server's VAPID keys (RFC 8292): from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else
// generated on first use and kept in app_secrets (like the token signing key), so every instance
// and every restart signs with the same key: a browser's subscription is bound to the public key
// it was made with, and a new key would silently end every device's push.
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { storedSecret } from '../../db/repositories/app-secrets.ts';

export interface VapidKeys {
  /** The uncompressed P-256 point, base64url (what the browser's applicationServerKey takes). */
  publicKey: string;
  privateKey: string;
}

const KEYS_SECRET = 'vapid_keys';
const known = new WeakMap<object, Promise<VapidKeys>>();

function parseKeys(text: string): VapidKeys {
  const parsed = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') {
    throw new Error('the stored VAPID keys are not readable');
  }
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

/** The keys for this database and settings (read or made once per database handle). */
export function vapidKeys(db: Database, config: Pick<Config, 'vapid'>): Promise<VapidKeys> {
  if (config.vapid) return Promise.resolve(config.vapid);
  let keys = known.get(db);
  if (!keys) {
    // web-push is loaded here and by the sender, when pushes are first used, not at every start.
    keys = import('web-push')
      .then(({ default: webpush }) =>
        storedSecret(db, KEYS_SECRET, JSON.stringify(webpush.generateVAPIDKeys())),
      )
      .then(parseKeys);
    // A failed read is tried again next time, not remembered.
    keys.catch(() => known.delete(db));
    known.set(db, keys);
  }
  return keys;
}
