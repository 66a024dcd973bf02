// Error codes the API answers with (WordPress style `{code, message, data: {status}}`) and
// their translation keys on the client. Raw server text never reaches a user.
import type * as v from 'valibot';

/** One code the API answers: the HTTP status(es) it comes with and the text a screen shows. */
export interface ErrorEntry {
  readonly status: readonly number[];
  /**
   * The message id (src/i18n) shown for it where an area has no words of its own; the areas'
   * own words for a code (an order's refusal, a form's) are passed to the client's one mapping.
   */
  readonly message: string;
}

const BAD_REQUEST = 'error.badRequest';
const NOT_FOUND = 'error.notFound';
const GENERIC = 'error.generic';
const SERVER = 'error.server';

/**
 * Every code the server answers with (server/lib/error-catalogue.test.ts fails on one thrown that
 * is not here; src/i18n checks each message in German and English). Not all are WordPress's:
 * `hm_*` are ours, `jwt_auth_*` the JWT plugin's, `woocommerce_rest_*` WooCommerce's.
 */
export const ERROR_CATALOGUE = {
  // --- Requests the server cannot take --------------------------------------------------------
  /** A parameter or body field refused; `data.params` names each with its reason. */
  rest_invalid_param: { status: [400], message: BAD_REQUEST },
  rest_invalid_json: { status: [400], message: BAD_REQUEST },
  rest_no_route: { status: [404], message: NOT_FOUND },
  rest_payload_too_large: { status: [413], message: GENERIC },
  /** Too many calls; `Retry-After` says when to try again. */
  too_many_requests: { status: [429], message: GENERIC },
  internal_error: { status: [500], message: SERVER },
  // --- Exactly once (server/lib/idempotency.ts) -------------------------------------------------
  /** The same key with another body. */
  idempotency_key_reused: { status: [422], message: GENERIC },
  /** The first call with this key is still running. */
  idempotency_in_progress: { status: [409], message: 'error.stillRunning' },
  // --- Who asks ---------------------------------------------------------------------------------
  /** No token, or not allowed (401 signed out, 403 signed in). */
  rest_forbidden: { status: [401, 403], message: GENERIC },
  /** WordPress's code for another user's resource; our order routes answer hm_order_forbidden. */
  rest_forbidden_context: { status: [403], message: GENERIC },
  jwt_auth_invalid_token: { status: [401], message: GENERIC },
  jwt_auth_bad_iss: { status: [401], message: GENERIC },
  /** The token's user is gone (deleted account). */
  woocommerce_rest_invalid_id: { status: [401], message: GENERIC },
  woocommerce_rest_cannot_view: { status: [403], message: GENERIC },
  incorrect_password: { status: [403], message: GENERIC },
  /** A refused new password; its message is shown as the server wrote it (spec 8). */
  rest_customer_password: { status: [400], message: BAD_REQUEST },
  // --- Social login -----------------------------------------------------------------------------
  social_unknown_provider: { status: [404], message: NOT_FOUND },
  social_token_invalid: { status: [403], message: GENERIC },
  social_email_unverified: { status: [400], message: BAD_REQUEST },
  social_already_linked: { status: [409], message: GENERIC },
  social_provider_error: { status: [502], message: SERVER },
  // --- Media and avatar -------------------------------------------------------------------------
  rest_upload_no_data: { status: [400], message: BAD_REQUEST },
  rest_upload_incomplete: { status: [400], message: BAD_REQUEST },
  rest_upload_invalid_type: { status: [400], message: BAD_REQUEST },
  rest_upload_image_too_small: { status: [400], message: BAD_REQUEST },
  rest_upload_too_many_pixels: { status: [400], message: BAD_REQUEST },
  rest_media_in_use: { status: [400], message: BAD_REQUEST },
  rest_post_invalid_id: { status: [404], message: NOT_FOUND },
  avatar_invalid: { status: [400], message: BAD_REQUEST },
  // --- Ads --------------------------------------------------------------------------------------
  woocommerce_rest_product_invalid_id: { status: [404], message: NOT_FOUND },
  woocommerce_rest_trash_not_supported: { status: [501], message: SERVER },
  /** A lifecycle action the ad's state does not allow (src/core/product-lifecycle.ts). */
  product_invalid_transition: { status: [400], message: BAD_REQUEST },
  /** Moved to the top less than 24 hours ago; `data.next_at` says when it may be again. */
  product_move_to_top_too_soon: { status: [400], message: BAD_REQUEST },
  page_not_found: { status: [404], message: NOT_FOUND },
  // --- Orders (issue 10, src/core/order-machine.ts). Permanent refusals are 400, never 409: the
  // outbox retries 409, and a refused proposal must come back to the user, not loop.
  /** A proposal on the caller's own ad. */
  hm_own_product: { status: [400], message: BAD_REQUEST },
  /** Not a number ("Bitte gib eine gültige Zahl ein"). */
  hm_proposal_invalid: { status: [400], message: BAD_REQUEST },
  /** Outside the bounds; `data.min` and `data.max` carry them ("must be between {small} and {high}"). */
  hm_proposal_out_of_range: { status: [400], message: BAD_REQUEST },
  /** Three proposals by this party already. */
  hm_too_many_proposals: { status: [400], message: BAD_REQUEST },
  /** The proposal or the payment time lapsed. */
  hm_order_expired: { status: [400], message: BAD_REQUEST },
  /** The action is not one this party may take in this status ("not permitted to finalize sale"). */
  hm_order_not_allowed: { status: [400], message: BAD_REQUEST },
  /** The seller must link a payment account to accept or counter. */
  hm_no_payment_account: { status: [400], message: BAD_REQUEST },
  /** Reserved for another buyer ("This smartphone is temporarily not available"). */
  hm_product_reserved: { status: [400, 409], message: BAD_REQUEST },
  /** Sold, removed or expired ("Product already sold or removed"). */
  hm_product_unavailable: { status: [400], message: BAD_REQUEST },
  /** Paying needs a saved shipping address ("A shipping address is required"). */
  hm_shipping_required: { status: [400], message: BAD_REQUEST },
  /** The provider refused the payment ("payment not received"). */
  hm_payment_declined: { status: [400], message: BAD_REQUEST },
  /**
   * The payment provider did not answer (a timeout, an outage): nothing was charged twice, the
   * same call may be sent again ("payment not received").
   */
  hm_payment_unavailable: { status: [503], message: SERVER },
  /** The payment account could not be linked ("payment authorization error"). */
  hm_paypal_authorization_failed: { status: [400], message: BAD_REQUEST },
  /** Order pages of others: "Du bist nicht berechtigt, diese Seite zu sehen". */
  hm_order_forbidden: { status: [403], message: GENERIC },
  // --- Protected purchase (issue 32, src/core/fulfilment.ts) ------------------------------------
  /** The number does not have its carrier's format; `data.params.tracking_provider` names it. */
  hm_invalid_tracking_number: { status: [400], message: 'error.invalidTrackingNumber' },
  /** No such tracking on this order. */
  hm_tracking_not_found: { status: [404], message: NOT_FOUND },
  /** Reviews of a protected purchase open at receipt (or when the protection ends). */
  hm_review_not_yet: { status: [400], message: 'error.reviewNotYet' },
  /** A DHL label needs the seller's address (the account's billing or shipping address). */
  hm_sender_address_required: { status: [400], message: 'error.senderAddressRequired' },
  /** DHL refused the shipment (an address it cannot deliver to); `data.params.fields` names the fields. */
  hm_label_refused: { status: [400], message: 'error.labelRefused' },
  /** DHL did not answer: nothing was booked that is kept, the same call may be sent again. */
  hm_label_unavailable: { status: [503], message: SERVER },
  /** The order has no label (none booked), or the stand-in knows no such parcel. */
  hm_label_not_found: { status: [404], message: NOT_FOUND },
  /** A return label needs the buyer's and the seller's address (problem answer accept_return). */
  hm_return_address_missing: { status: [400], message: 'error.returnAddressMissing' },
  /** The order has no return label (no return accepted). */
  hm_return_label_not_found: { status: [404], message: NOT_FOUND },
  // --- Notification centre (issue 16) ---------------------------------------------------------
  /** Another user's notification key, or one that is gone: as missing. */
  hm_notification_not_found: { status: [404], message: NOT_FOUND },
  // --- Saved searches (issue 16, src/core/saved-searches.ts) -----------------------------------
  /** Another user's saved search, or one that is gone: as missing. */
  hm_saved_search_not_found: { status: [404], message: NOT_FOUND },
  /** The user has SAVED_SEARCHES_MAX saved searches already; `data.max` says how many. */
  hm_saved_search_limit: { status: [409], message: 'error.savedSearchLimit' },
  // --- API keys (issue 18, src/core/api-keys.ts) --------------------------------------------------
  /** Another user's API key, or one already revoked: as missing. */
  hm_api_key_not_found: { status: [404], message: NOT_FOUND },
  /** The user has API_KEYS_MAX live keys already; `data.max` says how many. */
  hm_api_key_limit: { status: [409], message: 'error.apiKeyLimit' },
  /** A key on a route that is not the shop's (the account, /hm/, /jwt-auth/, the keys): issue 30. */
  hm_api_key_not_allowed: { status: [403], message: GENERIC },
  /** WooCommerce's refusals of an API key: wrong key, secret or signature, old timestamp, replay, read-only. */
  woocommerce_rest_authentication_error: { status: [401], message: GENERIC },
  woocommerce_rest_authentication_missing_parameter: { status: [401], message: GENERIC },
  // --- Reviews and external ads -----------------------------------------------------------------
  /** One review per party and order. */
  hm_already_reviewed: { status: [400], message: BAD_REQUEST },
  /** One open external ad per buyer and link; `data.id` names it. */
  hm_external_exists: { status: [400], message: BAD_REQUEST },
  /** The claim link was used already or withdrawn. */
  hm_external_closed: { status: [400], message: BAD_REQUEST },
  // --- Chat (issue 16, src/core/chat.ts) ---------------------------------------------------------
  /** Not a member of the chat, or no such chat (the same answer, so ids cannot be probed). */
  hm_chat_forbidden: { status: [403], message: 'error.chatForbidden' },
  /** The caller blocked the other member; unblocking lets them write again. */
  hm_chat_blocked: { status: [403], message: 'error.chatBlocked' },
  /** The other member's account is no longer active (suspended or deleted): the chat has ended. */
  hm_chat_closed: { status: [403], message: 'error.chatClosed' },
  // --- Realtime (issue 16, src/core/realtime.ts) ------------------------------------------------
  /** GET /hm/v1/realtime without a WebSocket upgrade. */
  hm_websocket_required: { status: [426], message: BAD_REQUEST },
  // --- Web Push (issue 16, src/core/push.ts) -----------------------------------------------------
  /** Push is on for PUSH_SUBSCRIPTIONS_MAX devices already (`data.params.max`; settings say so). */
  hm_push_limit: { status: [400], message: BAD_REQUEST },
  /** DELETE of an endpoint that is not one of the caller's devices (another user's: the same). */
  hm_push_not_found: { status: [404], message: NOT_FOUND },
  // --- Passkeys and two-factor (issue 17, src/core/account-security.ts); the settings and the
  // login form show their own words (security.error.*) ------------------------------------------
  /** A password login on a new device with two-factor on: `data.pending_token` for the code step. */
  hm_two_factor_required: { status: [401], message: GENERIC },
  /** A wrong, used or expired code (app code or recovery code). */
  hm_two_factor_invalid: { status: [403], message: GENERIC },
  /** Turn off / new recovery codes while two-factor is off. */
  hm_two_factor_off: { status: [400], message: BAD_REQUEST },
  /** Set up / confirm while it is on already. */
  hm_two_factor_on: { status: [400], message: BAD_REQUEST },
  /** Confirm without a set-up secret. */
  hm_two_factor_not_set_up: { status: [400], message: BAD_REQUEST },
  /** The passkey's answer did not verify (unknown passkey, wrong origin, a counter gone back). */
  hm_passkey_invalid: { status: [400], message: BAD_REQUEST },
  /** The challenge is unknown, used, too old or someone else's. */
  hm_passkey_challenge_invalid: { status: [400], message: BAD_REQUEST },
  /** DELETE of a passkey that is not one of the caller's (another user's: the same). */
  hm_passkey_not_found: { status: [404], message: NOT_FOUND },
  // --- Phone verification (issue 17, src/core/phone-verification.ts) ----------------------------
  /** The SMS gateway did not send the code (or could not check it): "SMS not sent". */
  hm_phone_sms_not_sent: { status: [502], message: 'error.phoneNotSent' },
  /** A wrong code; `data.tries_left` says how many checks this code has left: "not verified". */
  hm_phone_code_invalid: { status: [400], message: 'error.phoneNotVerified' },
  /** No code to check: none sent, expired after 10 minutes, or used already. */
  hm_phone_code_expired: { status: [400], message: 'error.phoneCodeExpired' },
  /** The code was checked 5 times: even the right one is refused; a new SMS is needed. */
  hm_phone_code_locked: { status: [400], message: 'error.phoneCodeLocked' },
  /** A mobile number of a country outside SMS_COUNTRIES; `data.countries` lists them (DE,AT,CH). */
  hm_phone_country_not_allowed: { status: [400], message: 'error.phoneCountry' },
  /** savePhone without a verified code for that number (or after 10 minutes): "not saved". */
  hm_phone_not_verified: { status: [400], message: 'error.phoneNotSaved' },
  // --- ID verification and sellers' pages (issue 17, src/core/id-documents.ts) ------------------
  /** Not an ID document of the caller (or, for a reviewer, none at all); also once its images are gone. */
  hm_id_document_not_found: { status: [404], message: NOT_FOUND },
  /** One upload waits for review already (withdraw it first). */
  hm_id_document_pending: { status: [409], message: 'error.idDocumentPending' },
  /** A decision on a document that is not waiting (decided or withdrawn meanwhile). */
  hm_id_document_decided: { status: [409], message: 'error.idDocumentDecided' },
  /** A front or back that is no PNG or JPEG picture (judged by decoding it), or a missing side. */
  hm_id_image_invalid: { status: [400], message: 'error.idImageInvalid' },
  /** Only reviewers decide ID documents. */
  hm_not_reviewer: { status: [403], message: GENERIC },
  // --- The operator's console (issue 18, src/core/admin.ts) -----------------------------------
  /** A signed-in user who is no admin, anywhere under /hm/v1/admin (the app says so itself). */
  hm_admin_only: { status: [403], message: GENERIC },
  /** Nobody decides their own case (issue 30): one's own ID document, ad, report or appeal. */
  hm_conflict_of_interest: { status: [403], message: 'error.conflictOfInterest' },
  /** GET /hm/v1/sellers/{id} of nobody (or a deleted account). */
  hm_seller_not_found: { status: [404], message: NOT_FOUND },
  // --- Reports, decisions and appeals (issue 18, src/core/moderation.ts) --------------------------
  /** An ad report on one's own ad. */
  hm_report_own_ad: { status: [403], message: 'error.reportOwnAd' },
  hm_report_not_found: { status: [404], message: NOT_FOUND },
  /** Another admin's claim on the report is still running. */
  hm_report_claimed: { status: [409], message: 'error.itemClaimed' },
  /** The report was decided already. */
  hm_report_decided: { status: [409], message: 'error.itemDecided' },
  /** No case of that id in the console's queue (issue 32). */
  hm_case_not_found: { status: [404], message: NOT_FOUND },
  /** The case was decided or ended already (another admin, the return delivered). */
  hm_case_closed: { status: [409], message: 'error.itemDecided' },
  /** Another admin's claim on the pending ad is still running. */
  hm_ad_claimed: { status: [409], message: 'error.itemClaimed' },
  /** The ad is not (any more) waiting for review. */
  hm_ad_not_pending: { status: [409], message: 'error.itemDecided' },
  /** No statement of reasons about the caller with this id. */
  hm_decision_not_found: { status: [404], message: NOT_FOUND },
  /** The decision has an appeal already (one per decision). */
  hm_appeal_exists: { status: [409], message: 'error.appealExists' },
  /** The appeal window (APPEAL_WINDOW_DAYS) has closed. */
  hm_appeal_window_closed: { status: [409], message: 'error.appealWindowClosed' },
  hm_appeal_not_found: { status: [404], message: NOT_FOUND },
  hm_appeal_decided: { status: [409], message: 'error.itemDecided' },
  /** The admin who made the decision may not decide its appeal. */
  hm_appeal_same_reviewer: { status: [403], message: 'error.appealSameReviewer' },
  // --- The operator's console (issue 18) ------------------------------------------------------
  /** GET/PUT /hm/v1/admin/content/{kind}/{id} of no page or article. */
  hm_content_not_found: { status: [404], message: NOT_FOUND },
  /** A new article whose slug and language are taken. */
  hm_content_exists: { status: [409], message: 'error.contentExists' },
  /** A model name the brand has, or a colour name taken. */
  hm_catalogue_exists: { status: [409], message: 'error.catalogueExists' },
  // --- The console's users and suspensions (issue 18, src/core/admin-users.ts) ------------------
  /** A login (or a token) of an account the operator has suspended. */
  hm_account_suspended: { status: [401], message: 'error.accountSuspended' },
  /** An admin suspending or erasing their own account. */
  hm_admin_self: { status: [400], message: 'error.adminSelf' },
  /** No such account, or an erased one. */
  hm_user_not_found: { status: [404], message: NOT_FOUND },
  /** Suspending a suspended account, or lifting a suspension that is not there. */
  hm_user_suspension_unchanged: { status: [409], message: 'error.suspensionUnchanged' },
} as const satisfies Record<string, ErrorEntry>;
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/**
 * The message of a code the catalogue does not know (a proxy's answer), by its status; the
 * catalogue's own defaults follow the same rule (but for idempotency_in_progress).
 */
export function statusMessage(status: number): string {
  if (status === 404) return NOT_FOUND;
  if (status === 400) return BAD_REQUEST;
  if (status >= 500) return SERVER;
  return GENERIC;
}

/** The catalogue's entry of a code, undefined for one the API does not answer. */
export const errorEntry = (code: string): ErrorEntry | undefined =>
  Object.hasOwn(ERROR_CATALOGUE, code) ? ERROR_CATALOGUE[code as ErrorCode] : undefined;

// The wire format of a refusal and the exactly-once headers live in api-contract.ts, which the
// API client imports without this catalogue (the first screen's code stays small); named here
// too for the server and the tests, which read both.
export {
  ApiErrorBodySchema,
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  type ApiErrorBody,
} from './api-contract.ts';

/** Turn valibot issues into `{param: message}` for a 400's data.params. */
export function issuesToParams(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  // A Map, not an object: a body may name a key `__proto__`, which assigned to an object would
  // set its prototype and vanish from the answer (fromEntries makes it an own key).
  const params = new Map<string, string>();
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? '_';
    // An object schema reports a missing key and an unknown key alike; only a missing one has no input.
    const missing = (issue.type === 'object' || issue.type === 'strict_object') && issue.input === undefined;
    if (!params.has(key)) params.set(key, missing ? 'is required' : issue.message);
  }
  return Object.fromEntries(params);
}
