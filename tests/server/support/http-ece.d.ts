// http_ece ships no types: the one call the local push service uses (RFC 8188 decryption).
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's key pair; the sender's public key comes from the aes128gcm header. */
    privateKey: ECDH;
    /** RFC 8291's auth secret, base64url or bytes. */
    authSecret: string | Buffer;
  }

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;

  const ece: { decrypt: typeof decrypt };
  export default ece;
}
