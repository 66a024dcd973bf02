// The business constants of spec section 9, in one place for client and server.
export const IMAGES_PER_AD = { min: 1, max: 10 } as const;
export const MIN_IMAGE_SIDE_PX = 540;
export const IMAGE_RESIZE = { maxWidth: 1920, maxHeight: 1080, jpegQuality: 0.7 } as const;
/**
 * The spec gives 50 MB and 5 MB. We take 50 MB (a file of 50 MB or more is refused): phones take
 * 12-50 MP photos of 5-25 MB, so 5 MB would refuse ordinary camera photos (docs/selling.md, Photos on the server).
 */
export const MAX_IMAGE_BYTES = 50 * 1024 * 1024;
/** Battery health a seller may state, in percent (a device fact of ours; below 50 the battery is worn out). */
export const BATTERY_HEALTH_RANGE = { min: 50, max: 100 } as const;
/** More pixels than any phone camera makes (200 MP): beyond it a file is a decompression bomb. */
export const MAX_IMAGE_PIXELS = 200_000_000;
export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_FIELD = { maxLength: 12, minLengthToSend: 11 } as const;
export const SMS_CODE_LENGTH = 5;
export const SMS_EXPECTED_WITHIN_MS = 5 * 60 * 1000;
export const PROPOSAL_VALIDITY_MS = 48 * 60 * 60 * 1000;
export const MAX_PROPOSALS_PER_PARTY = 3;
export const MIN_PROPOSAL_RATIO = 0.8;
export const AD_LIFETIME_DAYS = 60;
export const STOCK_QUANTITY = 1;
export const SHIPPING_PRICE = 0;
export const AD_TAG_ID = 146;
export const HOME_PAGE_SIZE = { desktop: 20, mobile: 12 } as const;
export const DEFAULT_PAGE_SIZE = 6;
export const MAX_PAGE_SIZE = 100;
export const MAP_FETCH_SIZE = 100;
export const REVIEWS_DEFAULT_PAGE_SIZE = 999;
export const NOTES_PAGE_SIZE = 100;
export const ORDER_LOOKUP_SIZE = 100;
export const CHAT_LOAD = { messages: 20, chats: 30 } as const;
export const ALERT_LIFETIME_MS = 5000;
export const REGISTER_ERROR_DISPLAY_MS = 3000;
export const COOKIE_BANNER_DELAY_MS = 3000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Below this viewport width the grid layout is forced to list. */
export const GRID_MIN_WIDTH_PX = 601;
/** Berlin. */
export const MAP_CENTRE = { lat: 52.52, lng: 13.405 } as const;
/**
 * The spec gives zoom 10 and 10.5. We use 10: a whole zoom level keeps raster tiles crisp
 * (a fractional zoom scales every tile and blurs the street names), see docs/selling.md (The home map).
 */
export const MAP_ZOOM = 10;
export const MARKER_POPUP_WIDTH_PX = 204;
/** Ad slot: one advertisement per 12 list items, placed at index 3 of each block of 12. */
export const AD_SLOT = { every: 12, index: 3 } as const;
/** Models released within about 3 years: 30000 on the yyyymmdd scale. */
export const MODEL_RELEASE_WINDOW = 30000;
export const CURRENCY = 'EUR';
export const COUNTRY = 'DE';
export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';
export const SORTINGS = ['most_recent', 'most_viewed', 'low_to_high_price', 'high_to_low_price'] as const;
export type Sorting = (typeof SORTINGS)[number];
/** The five local storage entries of spec section 3 (Other). */
export const STORAGE_KEYS = {
  token: 'hm.token',
  realtimeToken: 'hm.realtimeToken',
  locale: 'hm.locale',
  layout: 'hm.layout',
  cookiesHidden: 'hm.cookiesHidden',
} as const;
