// Builds the Hono app: the REST API under /wp-json, uploaded photos, and the built PWA.
// It never listens; main.ts does, and tests send it requests directly.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { jsonAnswers } from './lib/known-length.ts';
import { requestId } from 'hono/request-id';
import { isAppPath } from '../src/core/app-paths.ts';
import { SHARE_TARGET } from '../src/core/share-target.ts';
import { UPLOADS_PATH } from './adapters/storage.ts';
import { ApiError, errorBody, handleError } from './lib/api-error.ts';
import { requestOrigin } from './lib/auth.ts';
import { capBodies } from './lib/body.ts';
import { fileValidators } from './lib/etag.ts';
import { authenticate, type AuthEnv } from './lib/auth.ts';
import { idempotency } from './lib/idempotency.ts';
import { DATA_POLICY, isPayPath, securityHeaders, shellPolicy } from './lib/security-headers.ts';
import { AVATAR_MAX_BYTES } from './services/avatar.ts';
import { contactRoutes } from './routes/contact.ts';
import { contentRoutes } from './routes/content.ts';
import { customerRoutes } from './routes/customers.ts';
import { PHONE_VERIFICATION_PATHS, phoneVerificationRoutes } from './routes/phone-verification.ts';
import { devOutboxRoutes } from './routes/dev-outbox.ts';
import { jwtAuthRoutes } from './routes/jwt-auth.ts';
import { accountSecurityRoutes } from './routes/account-security.ts';
import { geocodeRoutes } from './routes/geocode.ts';
import { mediaRoutes } from './routes/media.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { mailSettingsRoutes } from './routes/mail-settings.ts';
import { savedSearchRoutes } from './routes/saved-searches.ts';
import { pushRoutes } from './routes/push.ts';
import { productNoticeRoutes } from './routes/product-notices.ts';
import { PHONE_BODY_MAX_BYTES } from '../src/core/phone-verification.ts';
import { MEDIA_MAX_BYTES } from './services/media.ts';
import { PUSH_BODY_MAX_BYTES } from '../src/core/push.ts';
import { CONTACT_BODY_MAX_BYTES } from '../src/core/contact.ts';
import { blockRoutes, reportRoutes } from './routes/chat-safety.ts';
import { chatCallsWithOwnAnswers, chatRoutes } from './routes/chats.ts';
import { orderRoutes } from './routes/orders.ts';
import { orderPaymentRoutes, paypalAuthorizeRoutes, paypalWebhookRoutes } from './routes/payments.ts';
import { sandboxPayRoutes } from './routes/sandbox-pay.ts';
import { orderFulfilmentRoutes } from './routes/order-fulfilment.ts';
import { devParcelRoutes } from './routes/dev-parcels.ts';
import {
  FULFILMENT_PATHS,
  receiptRoutes,
  shipmentTrackingRoutes,
  TRACKING_BODY_MAX_BYTES,
  trackingProviderRoutes,
} from './routes/shipment-trackings.ts';
import { productClusterRoutes } from './routes/product-clusters.ts';
import { productRoutes } from './routes/products.ts';
import { realtimeRoutes } from './routes/realtime.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { externalListingRoutes } from './routes/external-listings.ts';
import { facebookRoutes, socialLinkRoutes, socialRoutes } from './routes/social.ts';
import { pageHints, withHints, type PageHints } from './services/page-hints.ts';
import { PROBLEM_BODY_MAX_BYTES, PROBLEM_PATHS, problemRoutes } from './routes/problems.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { adminOnly } from './lib/admin-gate.ts';
import { ID_UPLOAD_MAX_BYTES, idDocumentRoutes } from './routes/id-documents.ts';
import { sellerRoutes } from './routes/sellers.ts';
import { moderationRoutes } from './routes/moderation.ts';
import { API_KEY_BODY_MAX_BYTES, apiKeyRoutes } from './routes/api-keys.ts';
import { keyCredentials, refusesWrongKeys } from './lib/api-key-credentials.ts';
import { buildServices, type AppOptions } from './build-services.ts';

export type { AppOptions };

export function createApp(options: AppOptions) {
  const deps = buildServices(options);
  const app = new Hono();
  app.onError(handleError);
  app.use(requestId());
  const { config } = deps;
  const policy = shellPolicy(
    join(resolve(config.staticDir), 'index.html'),
    config.mapTileUrl,
    config.s3?.publicUrl,
  );
  // The pay screen with PayPal: its buttons need PayPal's origins, and only there.
  const payPolicy =
    deps.payments.provider === 'paypal'
      ? shellPolicy(join(resolve(config.staticDir), 'index.html'), config.mapTileUrl, config.s3?.publicUrl, {
          paypal: true,
        })
      : policy;
  const isData = (path: string) => path.startsWith('/wp-json/') || path.startsWith(`${UPLOADS_PATH}/`);
  app.use(
    securityHeaders(config, (path) =>
      isData(path) ? DATA_POLICY : isPayPath(path) ? payPolicy() : policy(),
    ),
  );
  app.use(compress());
  // Inside compress(): a JSON answer says its length; a small one is sent as it is, a larger one
  // compressed from its text without compress()'s web streams.
  app.use(jsonAnswers());

  const api = new Hono<AuthEnv>();
  // Before anything reads a body (the idempotency fingerprint reads it first).
  api.use(
    capBodies([
      { path: /\/customers\/me\/avatar\/?$/, maxBytes: AVATAR_MAX_BYTES },
      // Streamed to a temp file, never held in memory (lib/body.ts readUpload).
      { path: /\/wp\/v2\/media\/?$/, maxBytes: MEDIA_MAX_BYTES, streamed: true },
      // A PushSubscription's JSON is well under 1 kB: nothing larger is held for it.
      { path: /\/hm\/v1\/push\/subscriptions\/?$/, maxBytes: PUSH_BODY_MAX_BYTES },
      // A contact message is text of a few kB: nothing larger is held for a visitor's call.
      { path: /\/wp\/v2\/emails\/contact-form\/?$/, maxBytes: CONTACT_BODY_MAX_BYTES },
      // A number or a code: nothing larger is held for them.
      { path: PHONE_VERIFICATION_PATHS, maxBytes: PHONE_BODY_MAX_BYTES },
      // Front and back of an ID (issue 17), each at most 10 MB.
      { path: /\/hm\/v1\/id-documents\/?$/, maxBytes: ID_UPLOAD_MAX_BYTES },
      // A description and a choice (issue 18).
      { path: /\/hm\/v1\/api-keys\/?$/, maxBytes: API_KEY_BODY_MAX_BYTES },
      // A carrier and a number (issue 32); the receipt has no body.
      { path: FULFILMENT_PATHS, maxBytes: TRACKING_BODY_MAX_BYTES },
      // A problem's reason and text, a seller's answer, a case's decision (issue 32).
      { path: PROBLEM_PATHS, maxBytes: PROBLEM_BODY_MAX_BYTES },
    ]),
  );
  api.use(async (c, next) => {
    await next();
    // On the answer's own headers: c.header() on a finished answer would remake it around its
    // body's stream, and the answer would be read back chunk by chunk (lib/known-length.ts).
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });
  // Who is asking, before anything reads a body: the idempotency layer refuses a keyed call that
  // needs a user right here, instead of reading and hashing its body first.
  // A WooCommerce API key is checked here too, and refused where the route's key policy says so
  // (lib/api-key-credentials.ts, lib/key-policy.ts).
  api.use(
    authenticate(deps.db, deps.tokens, {
      credentials: (c) => keyCredentials(c, config),
      refusesWrongKeys,
      identify: (credentials) => deps.apiKeys.identify(credentials),
      permit: (holder, method) => deps.apiKeys.permit(holder, method),
    }),
  );
  // The console is for admins only, refused before the idempotency layer reads a body.
  api.use('/hm/v1/admin', adminOnly);
  api.use('/hm/v1/admin/*', adminOnly);
  api.use(idempotency(options.db, chatCallsWithOwnAnswers));
  // Before the products routes, whose /:id would take `clusters` for an id.
  api.route('/wc/v3/products/clusters', productClusterRoutes(deps));
  api.route('/wc/v3/products/advertise_to_extern', externalListingRoutes(deps));
  api.route('/wc/v3/products', productRoutes(deps));
  api.route('/wc/v3/orders', orderRoutes(deps));
  api.route('/wc/v3/orders', orderPaymentRoutes(deps));
  // The Shipment Tracking extension's API, at its own base and beside the orders (issue 32).
  api.route('/wc/v3/orders', shipmentTrackingRoutes(deps, '/wc/v3/orders'));
  api.route(
    '/wc-shipment-tracking/v3/orders',
    shipmentTrackingRoutes(deps, '/wc-shipment-tracking/v3/orders'),
  );
  api.route('/wc-shipment-tracking/v3/shipment-trackings', trackingProviderRoutes(deps));
  api.route('/hm/v1/orders', receiptRoutes(deps));
  api.route('/hm/v1/orders', problemRoutes(deps));
  api.route('/hm/v1/orders', orderFulfilmentRoutes(deps));
  api.route('/wc/v3/customers/me/paypal_authorize', paypalAuthorizeRoutes(deps));
  api.route('/wc/v3/customers/me', phoneVerificationRoutes(deps));
  api.route('/wc/v3/customers', customerRoutes(deps));
  api.route('/hm/v1/paypal', paypalWebhookRoutes(deps));
  api.route('/jwt-auth/v1', jwtAuthRoutes(deps));
  api.route('/wp/v2/media', mediaRoutes(deps));
  api.route('/hm/v1/geocode', geocodeRoutes(deps));
  api.route('/hm/v1/notifications', notificationRoutes(deps));
  api.route('/hm/v1/mail-settings', mailSettingsRoutes(deps));
  api.route('/hm/v1/saved-searches', savedSearchRoutes(deps));
  api.route('/hm/v1/social', socialLinkRoutes(deps));
  api.route('/hm/v1/push', pushRoutes(deps));
  api.route('/hm/v1', accountSecurityRoutes(deps));
  api.route('/hm/v1/products', productNoticeRoutes(deps));
  api.route('/hm/v1/chats', chatRoutes(deps));
  api.route('/hm/v1/reports', reportRoutes(deps));
  api.route('/hm/v1/moderation', moderationRoutes(deps));
  api.route('/hm/v1/blocks', blockRoutes(deps));
  api.route('/hm/v1/realtime', realtimeRoutes());
  api.route('/hm/v1/id-documents', idDocumentRoutes(deps));
  api.route('/hm/v1/sellers', sellerRoutes(deps));
  api.route('/hm/v1/admin', adminRoutes(deps));
  api.route('/hm/v1/api-keys', apiKeyRoutes(deps));
  // Before the content routes mounted at /wp/v2.
  api.route('/wp/v2/review', reviewRoutes(deps));
  api.route('/wp/v2/emails', contactRoutes(deps));
  api.route('/wp/v2', contentRoutes(deps));
  api.route('/social', socialRoutes(deps));
  api.route('/wp/v2/facebook', facebookRoutes(deps));
  // A catch-all route, not api.notFound: a mounted app's notFound is never called, so unknown
  // API paths fell through to the PWA shell.
  api.all('*', (c) => c.json(errorBody(new ApiError(404, 'rest_no_route', 'No route was found.')), 404));
  app.route('/wp-json', api);

  // Served while mails go to the outbox. SMS without a gateway go there too; with SMTP_URL set
  // they are kept in the table but not served (set the TWILIO_* gateway in production).
  if (deps.mailer.kind === 'outbox' && deps.config.devOutbox) app.route('/dev', devOutboxRoutes(deps));
  // The sandbox provider's approval page (a local stand-in, not a payment).
  if (deps.payments.provider === 'sandbox') app.route('/sandbox/pay', sandboxPayRoutes(deps));
  // The DHL stand-in's "deliver now", for the end-to-end tests; never with real DHL settings.
  if (deps.parcels.standIn) app.route('/dev/parcels', devParcelRoutes(deps.db, deps.parcels.standIn));

  if (options.uploadsDir) {
    const root = options.uploadsDir;
    app.use(
      `${UPLOADS_PATH}/*`,
      fileValidators(),
      serveStatic({
        root,
        rewriteRequestPath: (path) => path.slice(UPLOADS_PATH.length),
        onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
      }),
    );
  }
  // The share target without a service worker (a first visit): the photos cannot be kept, so the
  // browser goes to the ad form (303, a GET) and the seller picks them there. The body is not read.
  app.post(SHARE_TARGET.action, (c) => c.redirect(SHARE_TARGET.fallback, 303));
  serveClient(app, resolve(config.staticDir), (path, c) =>
    pageHints(deps.db, deps.storage, path, requestOrigin(c, config)),
  );
  return app;
}

/** Files that are either there or not: a missing one is a 404, never the app shell. */
const FILE_PATHS = ['/assets/', '/icons/', '/video/', '/wp-content/', '/wp-json'];
/** The home page's product clips and posters (public/video): kept a day, asked again after. */
const VIDEO_CACHE = 'public, max-age=86400';

/**
 * The built PWA: hashed assets cached forever, everything else fresh. The app's pages get the
 * shell; an unknown address gets it too (the app shows its "not found" page) but with 404, as
 * does an ad that does not exist; a missing file gets a plain 404.
 */
function serveClient(
  app: Hono,
  root: string,
  hints: (path: string, c: Context) => Promise<PageHints | undefined>,
) {
  const shellPath = join(root, 'index.html');
  // Set after the file is served: serveStatic's onFound runs once the body is made, too late
  // for a header. Hashed assets never change under their name; everything else is revalidated.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.headers.has('cache-control') || c.res.status >= 400) return;
    const path = c.req.path;
    // A clip loops every 20 s: kept a day rather than asked again on each turn.
    const policy = path.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : path.startsWith('/video/')
        ? VIDEO_CACHE
        : 'no-cache';
    c.res.headers.set('cache-control', policy);
  });
  // Every file gets an ETag and answers a conditional request with 304 (the shell, the worker).
  app.use('*', fileValidators());
  app.use(
    '*',
    serveStatic({
      root,
      // The build writes a brotli and a gzip copy beside each hashed JS/CSS file
      // (scripts/precompress.ts): the smallest one the browser accepts is sent as it is, with
      // Content-Encoding and Vary, and compress() leaves an encoded answer alone.
      precompressed: true,
    }),
  );
  app.get('*', async (c) => {
    const path = c.req.path;
    if (FILE_PATHS.some((prefix) => path.startsWith(prefix))) {
      return c.text('Not found', 404);
    }
    if (!existsSync(shellPath)) {
      return c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    c.header('cache-control', 'no-cache');
    const shell = readFileSync(shellPath, 'utf8');
    const hinted = await hints(path, c).catch(() => undefined);
    const missing = !isAppPath(path) || hinted?.missing === true;
    return c.html(withHints(shell, hinted), missing ? 404 : 200);
  });
}
