// The edit route is reached from My ads (spec 2.1): its links to /product/{slug}/edit carry
// `state: { fromMyAds: true }`; opened directly (a typed or shared address), the route shows a
// short explanation and a link to My ads instead of the form. Only a hint for the seller: other
// people's ads are refused by the server whatever the route.
import type { HistoryState } from '@tanstack/react-router';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set by My ads' edit links. */
    fromMyAds?: boolean;
  }
}

export const cameFromMyAds = (state: HistoryState | undefined): boolean => state?.fromMyAds === true;
