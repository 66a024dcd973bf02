// Saved search fixtures (issue 16): the calls of /hm/v1/saved-searches, and waiting for the
// matcher that runs after an ad's publication (it works off the publishing request).
import type { ApiErrorBody } from '../../../src/core/errors.ts';
import type { SavedSearch, SavedSearchQueryInput } from '../../../src/core/saved-searches.ts';
import { drainSavedSearchAlerts } from '../../../server/services/saved-search-alerts.ts';
import type { TestServer } from './test-server.ts';

export const SAVED_SEARCHES = '/wp-json/hm/v1/saved-searches';

interface Caller {
  token: string;
}

export function savedSearchKit(server: TestServer) {
  return {
    list: (who: Caller) =>
      server.request<SavedSearch[] & ApiErrorBody>('GET', SAVED_SEARCHES, { token: who.token }),
    create: (who: Caller, body: { name: unknown; query: SavedSearchQueryInput | Record<string, unknown> }) =>
      server.request<SavedSearch & ApiErrorBody>('POST', SAVED_SEARCHES, { token: who.token, body }),
    update: (who: Caller, id: number | string, body: Record<string, unknown>) =>
      server.request<SavedSearch & ApiErrorBody>('PUT', `${SAVED_SEARCHES}/${id}`, {
        token: who.token,
        body,
      }),
    remove: (who: Caller, id: number | string) =>
      server.request<{ deleted: true; previous: SavedSearch } & ApiErrorBody>(
        'DELETE',
        `${SAVED_SEARCHES}/${id}`,
        { token: who.token },
      ),
    /** Wait until every ad published so far has been matched against the saved searches. */
    settle: () => drainSavedSearchAlerts(server.db),
  };
}
