// Message areas: the messages of screens that are never part of the home list are left out of
// the catalogue the app starts with, and loaded with those screens (loadMessageArea in
// messages.ts), so selling's messages do not grow the home list's JavaScript. An area is a list
// of key prefixes. The build serves `de.json`/`en.json` without the areas' messages and
// `de.json?area=<name>` with one area's only (scripts/precompile-messages.ts); the tests and the
// node scripts read the whole files. Keep this module free of imports: the build config loads it.
export const MESSAGE_AREAS = {
  // The ad form, the photo picker, My ads, the publish queue's notices and the owner panel (all
  // in src/features/selling; messages.test.ts checks that nothing else uses these keys).
  selling: [
    'selling.',
    'myAds.',
    'photos.',
    'product.submit.',
    'forms.filesLeft',
    'title.adsDrafts',
    'title.adsWaiting',
    // The /publish chooser that leads to the ad form (src/features/content/publish-screen.tsx).
    'publish.',
    // Issue 33: the titles of My ads' tabs and of the ad form, and the published ad's "copied".
    'title.adsActive',
    'title.adsExpired',
    'title.adsHidden',
    'title.adsSold',
    'title.myAds',
    'title.edit',
    'title.publish',
    'product.linkCopied',
    // The owner's panel on their ad (src/features/selling/owner-panel.tsx, in this area's MessageArea).
    'owner.manage',
    'owner.pause',
    'owner.title',
    'owner.verify',
  ],
  // Buying (issue 10): proposals and orders, payment, reviews and the external listing flow
  // (src/features/orders, reviews and external). The ad page's own buttons stay in the catalogue.
  buying: [
    'orders.',
    'pay.',
    'reviews.',
    'external.',
    'paypal.',
    // Issue 33: the titles of the orders' and reviews' screens.
    'title.bought',
    'title.negotiation',
    'title.offer',
    'title.ordersCancelled',
    'title.ordersPurchased',
    'title.ordersRefunded',
    'title.payment',
    'title.purchase',
    'title.purchases',
    'title.sale',
    'title.sales',
    'title.reviews',
  ],
  // The account's forms: login, registration and recovery (the auth modal), the profile and
  // settings screens, the address forms (also the purchase's), never part of the home list.
  account: [
    'login.',
    'register.',
    'forgot.',
    'reset.',
    'password.',
    'profile.',
    'delete.',
    'address.',
    'account.',
    'mail.',
    // Saved searches (issue 16): the settings' list, and the home list's "Suche speichern" with its
    // dialog (loaded after the first screen): one area less to name in the first screen's code.
    'savedSearches.',
    // Passkeys and two-factor (issue 17): the settings' security panel.
    'security.',
    // Issue 33: the settings' own headings and the account screens' titles.
    'settings.',
    'title.profile',
    'title.settings',
    'title.lostPassword',
  ],
  // What only the ad page says about buying: the buyer's buttons and the seller's reviews
  // (src/features/product), loaded by the ad page's route; and its photos' buttons.
  adPage: [
    'adPage.',
    'seller.',
    'gallery.',
    // Issue 33: what only the ad page's screen says (src/features/product): its title, sections,
    // facts and notices (the cards' words, e.g. "Verkauft", stay in the catalogue).
    'title.product',
    'nav.home',
    'owner.shareTitle',
    'product.accessories',
    'product.breadcrumbs',
    'product.description',
    'product.expiredNotice',
    'product.facts',
    'product.location',
    'product.noAccessories',
    'product.noDescription',
    'product.propose',
    'product.related',
    'product.repairs',
    'product.shippingIncluded',
    'product.since',
    'product.soldNotice',
    // Its map's name (src/features/map/product-map.tsx, drawn only on the ad page).
    'map.productLabel',
  ],
  // Chat per ad (issue 16): the messages list, a chat, its dialogs and the header's unread count
  // (src/features/chat), loaded by the chat routes and by the badge of a signed-in user.
  chat: ['chat.', 'title.messages'],
  // The notification centre's panel (src/features/notifications), loaded when the bell is opened:
  // the header itself needs only the bell's name and count, which stay in the catalogue.
  notifications: ['notifications.'],
  // Issue 17: the support page's contact form (src/features/account/contact-form.tsx), the
  // cookie banner (src/features/layout/cookie-banner.tsx) and the home page's product video
  // (src/features/product-video, below the list), none part of the home list's start.
  // Issue 33: likewise the home list's parts drawn after its first screen, the "near me" filter
  // and the map of nearby ads, and the prompt of a new version, which load this area beside their
  // code (the cookie banner fetches it on every page anyway).
  content: [
    'contact.',
    'cookies.',
    'productVideo.',
    'filters.near',
    'map.cluster',
    'map.nearby',
    'update.',
    // The magazine's screens (src/features/content/magazine-screens.tsx), whose routes load it.
    'magazine.',
    'title.magazine',
  ],
  // The operator's console (issue 18, src/features/admin), loaded by its routes only.
  admin: ['admin.'],
  // A statement of reasons with its appeal (issue 18, src/features/moderation): the decision page
  // and the console (which shows the same reasons) load it.
  moderation: ['moderation.'],
  // The error catalogue's words (src/core/errors.ts): shown only through src/ui/failure-message.ts
  // (FailureText, the error state's title), whose code loads after the first screen, as these do
  // (src/router.ts). Named one by one: the few error texts that screens name themselves (the
  // generic and the offline one, a tracking number's, a phone code's) stay in the catalogue.
  errors: [
    'error.apiKeyLimit',
    'error.badRequest',
    'error.chatClosed',
    'error.chatBlocked',
    'error.chatForbidden',
    'error.idDocumentDecided',
    'error.idDocumentPending',
    'error.idImageInvalid',
    'error.notFound',
    'error.phoneNotSaved',
    'error.phoneNotSent',
    'error.phoneNotVerified',
    'error.reviewNotYet',
    'error.savedSearchLimit',
    'error.server',
    'error.stillRunning',
    'error.reportOwnAd',
    'error.itemClaimed',
    'error.itemDecided',
    'error.appealExists',
    'error.appealWindowClosed',
    'error.appealSameReviewer',
    'error.conflictOfInterest',
    'error.contentExists',
    'error.catalogueExists',
    'error.accountSuspended',
    'error.adminSelf',
    'error.suspensionUnchanged',
    'error.phoneCountry',
    'error.senderAddressRequired',
    'error.returnAddressMissing',
    'error.labelRefused',
  ],
} as const satisfies Record<string, readonly string[]>;

export type MessageArea = keyof typeof MESSAGE_AREAS;

export const MESSAGE_AREA_NAMES = Object.keys(MESSAGE_AREAS) as MessageArea[];

/** The lazy area a message belongs to, or undefined for the catalogue the app starts with. */
export function messageAreaOf(id: string): MessageArea | undefined {
  return MESSAGE_AREA_NAMES.find((area) => MESSAGE_AREAS[area].some((prefix) => id.startsWith(prefix)));
}

/** A catalogue's messages of one area, or (area undefined) those of no area. */
export function areaMessages<T extends Record<string, unknown>>(
  catalogue: T,
  area: MessageArea | undefined,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(catalogue).filter(([id]) => messageAreaOf(id) === area),
  ) as Partial<T>;
}
