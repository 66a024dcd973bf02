// The server test harness, re-exported from its parts in ./support: server.ts (the app on
// PGlite or PostgreSQL), tables.ts (what is emptied between tests), http.ts (requests),
// factories.ts (users and ads), flows.ts (register, log in, mails) and test-server.ts
// (setupTestServer, which puts them together). New tests may import the part they need.
export { setupTestServer, type TestServer } from './support/test-server.ts';
export { need, type App, type AppUnderTest, type TermRow } from './support/server.ts';
export type { ApiResponse, HttpClient, Query, RequestOptions } from './support/http.ts';
export {
  BERLIN,
  DAY_MS,
  HAMBURG,
  daysAgo,
  daysAhead,
  type AdOverrides,
  type AdRow,
  type UserOverrides,
  type UserRow,
} from './support/factories.ts';
export {
  ACCOUNT_ENV,
  TEST_JWT_SECRET,
  type OutboxMail,
  type RegisteredUser,
  type RegistrationOverrides,
} from './support/flows.ts';
