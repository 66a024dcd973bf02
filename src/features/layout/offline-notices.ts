// The notices of offline writes nobody awaited (src/local/outbox/notices.ts), for the page's host.
export { dismissOfflineNotice, useOfflineNotices, type OfflineNotice } from '../../local/outbox/notices.ts';
