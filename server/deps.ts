// What the app is built with: the database, the settings and the adapters, plus the services
// built from them once per app; route modules get them without the database (RouteDeps).
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './adapters/mail.ts';
import type { SmsGateway } from './adapters/sms.ts';
import type { Storage } from './adapters/storage.ts';
import type { AccountService } from './services/accounts.ts';
import type { ChatService } from './services/chats.ts';
import type { ContactService } from './services/contact.ts';
import type { ContentService } from './services/content.ts';
import type { DevOutboxService } from './services/dev-outbox.ts';
import type { PhoneVerificationService } from './services/phone-verification.ts';
import type { GeocodeService } from './services/geocode.ts';
import type { MediaService } from './services/media.ts';
import type { NotificationService } from './services/notifications.ts';
import type { AwayMailService } from './services/away-mail.ts';
import type { SavedSearchService } from './services/saved-searches.ts';
import type { OrderService } from './services/orders.ts';
import type { PushService } from './services/push/subscriptions.ts';
import type { PaymentService } from './services/payments.ts';
import type { ProductClusterService } from './services/product-clusters.ts';
import type { ProductService } from './services/products.ts';
import type { ReviewService } from './services/reviews.ts';
import type { DhlStandIn, ParcelProvider } from './adapters/dhl.ts';
import type { FulfilmentService } from './services/fulfilment/index.ts';
import type { ProblemService } from './services/fulfilment/problems.ts';
import type { AdminCaseService } from './services/admin/cases.ts';
import type { ExternalListingService } from './services/external-listings.ts';
import type { SocialLoginService } from './services/social-login.ts';
import type { TokenService } from './services/tokens.ts';
import type { PasskeyService } from './services/passkeys.ts';
import type { TwoFactorService } from './services/two-factor/service.ts';
import type { AuditService } from './services/admin/audit.ts';
import type { ModerationService } from './services/moderation/index.ts';
import type { AdminCatalogueService } from './services/admin/catalogue.ts';
import type { AdminContentService } from './services/admin/content.ts';
import type { AdminFiguresService } from './services/admin/figures.ts';
import type { AdminSettingsService } from './services/admin/settings.ts';
import type { AdminUserService } from './services/admin/users.ts';
import type { IdDocumentService } from './services/id-documents.ts';
import type { SellerService } from './services/sellers.ts';
import type { ApiKeyService } from './services/api-keys/service.ts';

export interface Deps {
  db: Database;
  config: Config;
  storage: Storage;
}

/**
 * What a route module is built with: the services, settings and adapters, not the database
 * (routes call services; who is asking comes from lib/auth.ts, on the request context).
 */
export type RouteDeps = Omit<ServiceDeps, 'db'>;

export interface ServiceDeps extends Deps {
  mailer: Mailer;
  sms: SmsGateway;
  tokens: TokenService;
  accounts: AccountService;
  products: ProductService;
  productClusters: ProductClusterService;
  content: ContentService;
  contact: ContactService;
  devOutbox: DevOutboxService;
  phone: PhoneVerificationService;
  media: MediaService;
  orders: OrderService;
  chats: ChatService;
  payments: PaymentService;
  social: SocialLoginService;
  apiKeys: ApiKeyService;
  geocode: GeocodeService;
  reviews: ReviewService;
  fulfilment: FulfilmentService;
  problems: ProblemService;
  cases: AdminCaseService;
  /** The parcel provider and, without DHL_* settings, its local stand-in (build-services.ts). */
  parcels: { provider: ParcelProvider; standIn: DhlStandIn | undefined };
  externalListings: ExternalListingService;
  notifications: NotificationService;
  awayMail: AwayMailService;
  savedSearches: SavedSearchService;
  push: PushService;
  passkeys: PasskeyService;
  twoFactor: TwoFactorService;
  idDocuments: IdDocumentService;
  sellers: SellerService;
  audit: AuditService;
  moderation: ModerationService;
  adminContent: AdminContentService;
  adminCatalogue: AdminCatalogueService;
  adminSettings: AdminSettingsService;
  adminFigures: AdminFiguresService;
  adminUsers: AdminUserService;
}
