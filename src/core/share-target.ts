// The installed app is a share target for photos (Web Share Target level 2): the gallery's share
// sheet POSTs them as multipart/form-data to SHARE_TARGET.action; the service worker keeps them in
// Cache Storage and redirects (303) to the ad form, which makes a new draft of them and clears
// the kept files. Without a service worker (a first visit) the server redirects to the form.
export const SHARE_TARGET = {
  action: '/publish/share',
  /** The form field the photos arrive in. */
  field: 'photos',
  accept: ['image/jpeg', 'image/png'],
  /** Where the service worker sends the browser once the photos are kept. */
  redirect: '/publish/new?shared=1',
  /** Where the server sends a share it cannot keep (no service worker yet). */
  fallback: '/publish/new',
  /** The Cache Storage cache holding the shared photos until the form takes them. */
  cache: 'shared-photos',
  /** At most this many photos are kept (an ad has at most 10). */
  maxFiles: 10,
} as const;

/** The manifest entry (manifest/manifest.ts). */
export const SHARE_TARGET_MANIFEST = {
  action: SHARE_TARGET.action,
  method: 'POST' as const,
  enctype: 'multipart/form-data',
  params: { files: [{ name: SHARE_TARGET.field, accept: [...SHARE_TARGET.accept] }] },
};

/** The kept file's name and date travel in these headers of its cached response. */
export const SHARED_FILE_HEADERS = { name: 'x-shared-name', modified: 'x-shared-modified' } as const;
