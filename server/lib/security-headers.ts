// The security headers of every answer (DESIGN: Security). The web app's Content-Security-Policy
// allows no inline script but the few the build writes into index.html, by their sha256 hashes,
// computed from the built file itself so they always match. API answers and uploaded files get
// a policy that allows nothing at all: they are data, never a page.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

export interface PolicyOptions {
  /** sha256 hashes ('sha256-...') of the inline scripts of index.html. */
  scriptHashes: readonly string[];
  /** MAP_TILE_URL: the map tiles' origin may serve images (and the service worker fetches them). */
  mapTileUrl?: string;
  /** S3_PUBLIC_URL: uploaded photos are loaded from its origin when they live in a bucket. */
  photoUrl?: string;
  /** PUBLIC_URL: HSTS is sent only when the site is served over https. */
  publicUrl?: string;
  /** The pay screen with the PayPal provider: PayPal's buttons load its scripts, frames and calls. */
  paypal?: boolean;
}

/**
 * PayPal's origins for its JavaScript SDK (PayPal's CSP guide, "Best practices" of the JS SDK):
 * scripts, frames, calls and images from www.paypal.com, *.paypal.com and *.paypalobjects.com.
 * Its guide suggests 'unsafe-inline' for scripts too; we leave that out: the buttons' own inline
 * code runs inside PayPal's frames, under PayPal's policy, not ours.
 */
export const PAYPAL_ORIGINS = [
  'https://www.paypal.com',
  'https://*.paypal.com',
  'https://*.paypalobjects.com',
] as const;

/** The pay screen's path (/order/{id}/pay), the one page whose policy may add PayPal's origins. */
export const isPayPath = (path: string): boolean => /^\/order\/[^/]+\/pay\/?$/.test(path);

/** The hashes, in CSP form, of every inline <script> (one without src) in a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/** The origin of a tile URL template like https://tile.example/{z}/{x}/{y}.png, if it has one. */
function originOf(template: string | undefined): string | undefined {
  if (!template) return undefined;
  try {
    const { origin } = new URL(template.replace(/\{[^}]*\}/g, '0'));
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The web app's policy: what the built app really loads, nothing more. Only the pay screen with
 * the PayPal provider (`paypal`) adds PayPal's origins to scripts, frames, calls and images.
 */
export function appPolicy(options: PolicyOptions): string {
  const tiles = originOf(options.mapTileUrl);
  const photos = originOf(options.photoUrl);
  const paypal = options.paypal ? PAYPAL_ORIGINS : [];
  const extra = (...origins: (string | undefined)[]) =>
    [...new Set(origins)].map((origin) => (origin ? ` ${origin}` : '')).join('');
  return [
    "default-src 'self'",
    `script-src 'self' ${[...options.scriptHashes, ...paypal].join(' ')}`.trimEnd(),
    // The first paint's stylesheet is written into the page (and the dev outbox has its own);
    // styles cannot run code, scripts are what is locked down.
    "style-src 'self' 'unsafe-inline'",
    // Photos picked for upload are previewed from blob: URLs; OpenLayers draws icons from data:.
    `img-src 'self' data: blob:${extra(tiles, photos, ...paypal)}`,
    `connect-src 'self'${extra(tiles, photos, ...paypal)}`,
    ...(options.paypal ? [`frame-src${extra(...paypal)}`] : []),
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The web app's policy for the built index.html at `shellPath`, hashed when the server starts and
 * again whenever the file changes (a build while the server runs), so the hashes always match.
 */
export function shellPolicy(
  shellPath: string,
  mapTileUrl: string | undefined,
  photoUrl?: string,
  more: Pick<PolicyOptions, 'paypal'> = {},
): () => string {
  let built = { mtimeMs: Number.NaN, policy: '' };
  return () => {
    const mtimeMs = statSync(shellPath, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtimeMs !== built.mtimeMs) {
      const html = mtimeMs ? readFileSync(shellPath, 'utf8') : '';
      const scriptHashes = inlineScriptHashes(html);
      built = { mtimeMs, policy: appPolicy({ scriptHashes, mapTileUrl, photoUrl, ...more }) };
    }
    return built.policy;
  };
}

/** Data, never a page: JSON answers and uploaded files may load and run nothing. */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * The headers every answer carries, with `policy(path)` choosing its Content-Security-Policy.
 * A handler that set its own policy (the app shell, from the page it serves) keeps it.
 */
export function securityHeaders(
  options: Pick<PolicyOptions, 'publicUrl'>,
  policy: (path: string) => string,
): MiddlewareHandler {
  const https = options.publicUrl?.startsWith('https:') ?? false;
  const common = secureHeaders({
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // A payment provider's login opens in a popup that must be able to report back.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    crossOriginResourcePolicy: 'same-site',
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: ['self'],
      usb: [],
    },
  });
  return async (c, next) => {
    await common(c, async () => {
      await next();
      if (!c.res.headers.has('content-security-policy')) {
        c.res.headers.set('content-security-policy', policy(c.req.path));
      }
    });
  };
}
