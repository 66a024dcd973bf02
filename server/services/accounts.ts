// Account operations (spec 4 and 7, Account), one module per job under ./accounts/: registration,
// login, the own profile and password, recovery, deletion and social accounts. This object joins
// them so a route handler calls one service; the SQL is in the repositories.
import { deletion } from './accounts/deletion.ts';
import { login } from './accounts/login.ts';
import { profile } from './accounts/profile.ts';
import { recovery } from './accounts/recovery.ts';
import { registration } from './accounts/registration.ts';
import { socialAccounts } from './accounts/social.ts';
import type { AccountDeps } from './accounts/common.ts';

export type { AccountDeps, RequestContext } from './accounts/common.ts';
export { RESET_LINK_TTL_MS } from './accounts/recovery.ts';

export function accountService(deps: AccountDeps) {
  return {
    ...registration(deps),
    ...login(deps),
    ...profile(deps),
    ...recovery(deps),
    ...deletion(deps),
    ...socialAccounts(deps),
  };
}

export type AccountService = ReturnType<typeof accountService>;
