// The services an app instance builds once from its settings (createApp in app.ts), and the
// options that replace a configured adapter (tests: a stand-in provider, a mailer).
import { join, resolve } from 'node:path';
import { nominatimGeocoder } from './adapters/geocoder.ts';
import { configuredMailer, type Mailer } from './adapters/mail.ts';
import { configuredSms, type SmsGateway } from './adapters/sms.ts';
import { paymentProvider, type PaymentProvider } from './adapters/payments.ts';
import { parcelProvider, type DhlStandIn, type ParcelProvider } from './adapters/dhl.ts';
import type { Deps, ServiceDeps } from './deps.ts';
import { scopedDatabase } from './db/transaction.ts';
import { passkeyService } from './services/passkeys.ts';
import { secretBox } from './services/two-factor/secret-box.ts';
import { twoFactorService } from './services/two-factor/service.ts';
import { accountService } from './services/accounts.ts';
import { contactService } from './services/contact.ts';
import { contentService } from './services/content.ts';
import { devOutboxService } from './services/dev-outbox.ts';
import { phoneVerificationService } from './services/phone-verification.ts';
import { geocodeService } from './services/geocode.ts';
import { mediaService } from './services/media.ts';
import { notificationService } from './services/notifications.ts';
import { awayMailService } from './services/away-mail.ts';
import { savedSearchService } from './services/saved-searches.ts';
import { pushService } from './services/push/subscriptions.ts';
import { chatService } from './services/chats.ts';
import { orderService } from './services/orders.ts';
import { paymentService } from './services/payments.ts';
import { productClusterService } from './services/product-clusters.ts';
import { productService } from './services/products.ts';
import { reviewService } from './services/reviews.ts';
import { fulfilmentService } from './services/fulfilment/index.ts';
import { problemService } from './services/fulfilment/problems.ts';
import { adminCaseService } from './services/admin/cases.ts';
import { externalListingService } from './services/external-listings.ts';
import { socialLoginService } from './services/social-login.ts';
import { RateLimiter } from './services/rate-limit.ts';
import { tokenService } from './services/tokens.ts';
import { localPrivateFiles } from './adapters/private-files.ts';
import { idDocumentService } from './services/id-documents.ts';
import { auditService } from './services/admin/audit.ts';
import { moderationService } from './services/moderation/index.ts';
import { adminCatalogueService } from './services/admin/catalogue.ts';
import { adminContentService } from './services/admin/content.ts';
import { adminFiguresService } from './services/admin/figures.ts';
import { adminSettingsService } from './services/admin/settings.ts';
import { adminUserService } from './services/admin/users.ts';
import { sellerService } from './services/sellers.ts';
import { apiKeyService } from './services/api-keys/service.ts';

export interface AppOptions extends Deps {
  /** Folder of uploaded files served under /wp-content/uploads; none in API-only tests. */
  uploadsDir?: string;
  /** Replaces the configured mail delivery (SMTP or the dev outbox). */
  mailer?: Mailer;
  /** Replaces the payment provider the settings choose (tests: PayPal against a stand-in). */
  paymentProvider?: PaymentProvider;
  /** Replaces the SMS gateway the settings choose (Twilio Verify or the dev outbox). */
  sms?: SmsGateway;
  /**
   * Replace the parcel provider the settings choose (DHL with DHL_*, else the local stand-in);
   * `standIn` is the stand-in whose parcels the /dev/parcels route delivers (none with real DHL).
   */
  parcels?: { provider: ParcelProvider; standIn: DhlStandIn | undefined };
  /** The private files' folder (ID documents, never served); DATA_DIR/private by default. */
  privateDir?: string;
}

/** The services every app instance builds once from its settings. */
export function buildServices(options: AppOptions): ServiceDeps {
  // Every service queries through the scoped view: inside a keyed call, its queries go to the
  // call's one transaction (db/transaction.ts); the idempotency layer gets the database itself.
  const deps = { ...options, db: scopedDatabase(options.db) };
  const { db, config } = deps;
  const mailer = deps.mailer ?? configuredMailer(config, db);
  const tokens = tokenService(db, { secret: config.jwtSecret, ttlHours: config.tokenTtlHours });
  const limiter = new RateLimiter(db, config.authRateLimitScale);
  const privateFiles = localPrivateFiles(deps.privateDir ?? join(resolve(config.dataDir), 'private'));
  const accounts = accountService({ db, tokens, mailer, limiter, storage: deps.storage, privateFiles });
  const orders = orderService({ db, storage: deps.storage, limiter });
  const sms = deps.sms ?? configuredSms(config, db);
  const payments = deps.paymentProvider ?? paymentProvider(config);
  const parcels = deps.parcels ?? parcelProvider(config);
  return {
    ...deps,
    mailer,
    sms,
    tokens,
    accounts,
    products: productService(db, deps.storage, { autoModeration: config.autoModeration }),
    productClusters: productClusterService(db),
    content: contentService(db, config),
    contact: contactService({ db, mailer, limiter, config }),
    devOutbox: devOutboxService(db),
    phone: phoneVerificationService({ db, limiter, sms, accounts, smsCountries: config.smsCountries }),
    reviews: reviewService(db),
    parcels,
    fulfilment: fulfilmentService({
      db,
      orders,
      limiter,
      payments,
      parcels: parcels.provider,
    }),
    problems: problemService({ db, limiter, storage: deps.storage, parcels: parcels.provider, payments }),
    cases: adminCaseService({ db, payments }),
    notifications: notificationService(db),
    awayMail: awayMailService({ db, mailer, tokens }),
    savedSearches: savedSearchService(db),
    push: pushService(db, config),
    passkeys: passkeyService({ db, tokens, limiter }),
    twoFactor: twoFactorService({ db, tokens, limiter, box: secretBox(db, config.jwtSecret) }),
    media: mediaService({ db, storage: deps.storage, limiter }),
    idDocuments: idDocumentService({ db, files: privateFiles, limiter }),
    sellers: sellerService(db),
    audit: auditService({ db }),
    moderation: moderationService({ db, limiter }),
    adminContent: adminContentService({ db, storage: deps.storage }),
    adminCatalogue: adminCatalogueService({ db }),
    adminSettings: adminSettingsService({ db, config }),
    adminFigures: adminFiguresService({ db }),
    adminUsers: adminUserService({ db, mailer, accounts }),
    orders,
    chats: chatService({ db, storage: deps.storage, limiter }),
    payments: paymentService({
      db,
      provider: payments,
      orders,
      limiter,
    }),
    externalListings: externalListingService({ db, limiter, orders }),
    social: socialLoginService({ db, config, accounts, limiter }),
    apiKeys: apiKeyService({ db, limiter, box: secretBox(db, config.jwtSecret, 'api-key-secret-box') }),
    geocode: geocodeService({
      limiter,
      upstreamLimiter: new RateLimiter(db, 1),
      geocoder: config.geocoderUrl
        ? nominatimGeocoder({
            baseUrl: config.geocoderUrl,
            // Nominatim's usage policy: name the application (and where it runs).
            userAgent: config.publicUrl ? `Handymarkt/1.0 (+${config.publicUrl})` : 'Handymarkt/1.0',
          })
        : undefined,
    }),
  };
}
