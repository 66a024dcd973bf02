// A local Web Push service: the push service's side of RFC 8030 (push message delivery), RFC 8291
// (message encryption) and RFC 8292 (VAPID), on 127.0.0.1, so the server's pushes are tested end
// to end without the internet. Each fake subscription gets a real P-256 key pair and auth secret
// (node:crypto ECDH), as a browser makes them; a push is accepted only when
//   - `Authorization: vapid t=<JWT>, k=<key>` holds an ES256 JWT whose signature is valid for k,
//     whose `aud` is this service's origin, `exp` in the future and within 24 hours, and `sub` a
//     mailto: or https: URL;
//   - TTL is a whole number, Urgency (if any) one of RFC 8030's, Topic (if any) at most 32
//     base64url characters;
//   - the body is aes128gcm (Content-Encoding) and decrypts (http_ece) with the subscription's
//     private key and auth secret.
// Accepted pushes are recorded with their headers and decrypted payload (201, as push services
// answer); refused ones are recorded with the reason (400/401/403). An endpoint can be told to
// answer something else (404/410: the device is gone; 500, 429).
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

export interface FakeSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  /** The subscription's id (the endpoint's last path segment). */
  id: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID public key the sender signed with (k=). */
  vapidKey: string;
  /** The JWT's claims. */
  claims: { aud: string; exp: number; sub: string };
  /** The decrypted body as text, and parsed when it is JSON. */
  text: string;
  payload: unknown;
}

export interface RefusedPush {
  id: string;
  status: number;
  reason: string;
}

interface Receiver {
  ecdh: ECDH;
  auth: Buffer;
  /** The applicationServerKey the browser subscribed with: pushes signed with another are refused. */
  serverKey?: string;
  /** Answer this status instead of accepting (404/410: gone). */
  answer?: number;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason);
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Check RFC 8292's header for this origin; answers the key and the claims. */
function checkVapid(
  authorization: string | undefined,
  origin: string,
): { key: string; claims: ReceivedPush['claims'] } {
  const match = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(
    authorization ?? '',
  );
  if (!match?.[1] || !match[2]) throw new Refusal(401, 'no vapid authorization');
  const [token, key] = [match[1], match[2]];
  const [head = '', body = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Refusal(401, 'k is no uncompressed P-256 point');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
  const jose = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string; typ?: string };
  if (jose.alg !== 'ES256') throw new Refusal(401, `alg ${String(jose.alg)}`);
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Refusal(403, 'signature does not verify with k');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Partial<ReceivedPush['claims']>;
  const now = Math.floor(Date.now() / 1000);
  if (claims.aud !== origin) throw new Refusal(403, `aud ${String(claims.aud)} is not ${origin}`);
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600) {
    throw new Refusal(403, 'exp is not within the next 24 hours');
  }
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
    throw new Refusal(403, 'sub is no mailto: or https: URL');
  }
  return { key, claims: { aud: claims.aud, exp: claims.exp, sub: claims.sub } };
}

export interface WebPushService {
  readonly origin: string;
  /**
   * A new browser subscription on this service (as PushSubscription.toJSON() gives it); with
   * `serverKey` (pushManager.subscribe's applicationServerKey) only pushes signed by it are taken.
   */
  subscription(serverKey?: string): FakeSubscription;
  /** Make the subscription's endpoint answer `status` from now on (undefined: accept again). */
  answer(endpoint: string, status: number | undefined): void;
  received: ReceivedPush[];
  refused: RefusedPush[];
  /** Resolves once `n` pushes in all were received (or rejects after `ms`). */
  waitFor(n: number, ms?: number): Promise<ReceivedPush[]>;
  clear(): void;
  close(): Promise<void>;
}

export async function startWebPushService(): Promise<WebPushService> {
  const receivers = new Map<string, Receiver>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];
  let origin = '';
  let next = 0;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const id = /^\/push\/([a-z0-9]+)$/.exec(req.url ?? '')?.[1];
    const body = await readBody(req);
    const receiver = id ? receivers.get(id) : undefined;
    if (req.method !== 'POST' || !id || !receiver) {
      res.writeHead(404).end();
      return;
    }
    if (receiver.answer !== undefined) {
      res.writeHead(receiver.answer).end();
      return;
    }
    try {
      const { key, claims } = checkVapid(req.headers.authorization, origin);
      if (receiver.serverKey !== undefined && key !== receiver.serverKey) {
        throw new Refusal(403, 'k is not the key the subscription was made with');
      }
      const ttl = req.headers.ttl;
      if (typeof ttl !== 'string' || !/^\d+$/.test(ttl))
        throw new Refusal(400, 'TTL missing or not a number');
      const urgency = req.headers.urgency as string | undefined;
      if (urgency !== undefined && !['very-low', 'low', 'normal', 'high'].includes(urgency)) {
        throw new Refusal(400, `urgency ${urgency}`);
      }
      const topic = req.headers.topic as string | undefined;
      if (topic !== undefined && !/^[A-Za-z0-9_-]{1,32}$/.test(topic))
        throw new Refusal(400, `topic ${topic}`);
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Refusal(415, 'not aes128gcm');
      let text: string;
      try {
        text = ece
          .decrypt(body, { version: 'aes128gcm', privateKey: receiver.ecdh, authSecret: receiver.auth })
          .toString('utf8');
      } catch {
        throw new Refusal(400, 'does not decrypt');
      }
      let payload: unknown;
      try {
        payload = JSON.parse(text);
      } catch {
        payload = undefined;
      }
      received.push({ id, ttl: Number(ttl), urgency, topic, vapidKey: key, claims, text, payload });
      res.writeHead(201, { location: `${origin}/message/${received.length}` }).end();
    } catch (error) {
      const status = error instanceof Refusal ? error.status : 500;
      refused.push({ id, status, reason: error instanceof Error ? error.message : String(error) });
      res.writeHead(status).end();
    }
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    get origin() {
      return origin;
    },
    subscription(serverKey) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = `s${++next}${randomBytes(4).toString('hex')}`;
      receivers.set(id, { ecdh, auth, serverKey });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    answer(endpoint, status) {
      const receiver = receivers.get(endpoint.slice(endpoint.lastIndexOf('/') + 1));
      if (!receiver) throw new Error(`no such subscription: ${endpoint}`);
      receiver.answer = status;
    },
    received,
    refused,
    async waitFor(n, ms = 5000) {
      const until = Date.now() + ms;
      while (received.length < n) {
        if (Date.now() > until)
          throw new Error(`${received.length} of ${n} pushes arrived (refused: ${JSON.stringify(refused)})`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    clear() {
      received.length = 0;
      refused.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
