// Accounts as a user meets them: a fresh user per test (unique e-mail, so runs never collide and
// can be repeated), the login and register modals, the header's profile menu, and the dev outbox
// where the server puts the mails it would send (for the recovery link).
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** An address no one has used yet: the time and a random part, at a domain that takes no mail. */
export function uniqueEmail(tag = 'user'): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.test`;
}

export function newUser(tag = 'user', overrides: Partial<TestUser> = {}): TestUser {
  return {
    firstName: 'Mia',
    lastName: 'Testerin',
    email: uniqueEmail(tag),
    password: `pw-${Math.random().toString(36).slice(2, 10)}`,
    ...overrides,
  };
}

// ---- The page ------------------------------------------------------------------------------

export const header = (page: Page) => page.getByRole('banner');
/** The header's "Anmelden" button, there only while logged out. */
export const headerLogin = (page: Page) => header(page).getByRole('button', { name: /^(Anmelden|Log in)$/ });
/** The header's profile menu button, named by the user's first name. */
export const profileMenuButton = (page: Page, firstName: string) =>
  header(page).getByRole('button', { name: firstName, exact: true });

export const loginDialog = (page: Page) => page.getByRole('dialog', { name: /^(Anmelden|Log in)$/ });
export const registerDialog = (page: Page) => page.getByRole('dialog', { name: /^(Registrieren|Register)$/ });

/** Opens the login modal from the header. */
export async function openLogin(page: Page): Promise<void> {
  await headerLogin(page).click();
  await expect(loginDialog(page)).toBeVisible();
}

/** Fills and sends the open login modal (German or English). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const dialog = loginDialog(page);
  await dialog.getByLabel(/^(E-Mail-Adresse|Email address)$/).fill(email);
  await dialog.getByLabel(/^(Passwort|Password)$/).fill(password);
  await dialog.getByRole('button', { name: /^(Anmelden|Log in)$/ }).click();
}

/** Logged in as the header shows it: the profile menu with the first name, no login button. */
export async function expectLoggedIn(page: Page, firstName: string): Promise<void> {
  await expect(profileMenuButton(page, firstName)).toBeVisible();
  await expect(headerLogin(page)).toHaveCount(0);
}

export async function expectLoggedOut(page: Page): Promise<void> {
  await expect(headerLogin(page)).toBeVisible();
  await expect(
    header(page).getByRole('button', { name: /^(Benachrichtigungen|Notifications)$/ }),
  ).toHaveCount(0);
}

/** Logs in through the header's modal on the page already open. */
export async function loginViaUi(page: Page, user: Pick<TestUser, 'email' | 'password' | 'firstName'>) {
  await openLogin(page);
  await submitLogin(page, user.email, user.password);
  await expect(loginDialog(page)).toBeHidden();
  await expectLoggedIn(page, user.firstName);
}

/** Fills the register modal (opened from the login modal's "Neu hier?" link) and sends it. */
export async function fillRegister(page: Page, user: Partial<TestUser> & { password2?: string }) {
  const dialog = registerDialog(page);
  const fields: [RegExp, string | undefined][] = [
    [/^(Vorname|First name)$/, user.firstName],
    [/^(Nachname|Last name)$/, user.lastName],
    [/^(E-Mail-Adresse|Email address)$/, user.email],
    [/^(Passwort|Password)$/, user.password],
    [/^(Passwort wiederholen|Repeat password)$/, user.password2 ?? user.password],
  ];
  for (const [label, value] of fields) await dialog.getByLabel(label).fill(value ?? '');
  await dialog.getByRole('button', { name: /^(Kostenlos registrieren|Register for free)$/ }).click();
}

export async function openRegister(page: Page): Promise<void> {
  await openLogin(page);
  await loginDialog(page)
    .getByRole('button', { name: /^(Neu hier\? Konto erstellen|New here\? Create an account)$/ })
    .click();
  await expect(registerDialog(page)).toBeVisible();
}

/** Registers through the modal; the new user is logged in afterwards. */
export async function registerViaUi(page: Page, user: TestUser): Promise<void> {
  await openRegister(page);
  await fillRegister(page, user);
  await expect(registerDialog(page)).toBeHidden();
  await expectLoggedIn(page, user.firstName);
}

/** Logs out through the header's profile menu (the page reloads). */
export async function logoutViaMenu(page: Page, firstName: string): Promise<void> {
  await profileMenuButton(page, firstName).click();
  // Logging out reloads the page (spec 4); a test going on before the reload has ended would see
  // its own next navigation cut off by it.
  const reloaded = page.waitForEvent('load');
  await header(page)
    .getByRole('button', { name: /^(Abmelden|Log out)$/ })
    .click();
  await reloaded;
  await expectLoggedOut(page);
}

/** A success alert at the bottom of the page (it ends with its close button's "×"). */
export const successAlert = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The stored token, as the app keeps it. */
export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('hm.token'));

// ---- The API (set-up and checks the user cannot see) ---------------------------------------

/** Creates the account the way the register modal does (for tests about something else). */
export async function registerViaApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const res = await request.post('/wp-json/wc/v3/customers', {
    params: { lang: 'de' },
    data: {
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      password: user.password,
      password2: user.password,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A user created through the API, ready to log in through the UI. */
export async function createUser(
  request: APIRequestContext,
  tag = 'user',
  overrides: Partial<TestUser> = {},
) {
  const user = newUser(tag, overrides);
  await registerViaApi(request, user);
  return user;
}

export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<number> {
  const res = await request.post('/wp-json/jwt-auth/v1/token', { data: { username: email, password } });
  return res.status();
}

export interface ApiCustomer {
  id: number;
  first_name: string;
  favorite_products: number[];
}

export async function me(request: APIRequestContext, token: string): Promise<ApiCustomer> {
  const res = await request.get('/wp-json/wc/v3/customers/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), `GET /customers/me answered ${res.status()}`).toBe(true);
  return (await res.json()) as ApiCustomer;
}

// ---- Mails ---------------------------------------------------------------------------------

interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to an address, waiting for it to arrive. */
export async function latestMail(request: APIRequestContext, to: string, newerThan = 0): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/dev/outbox.json');
      const mails = (await res.json()) as OutboxMail[];
      found = mails.find((m) => m.to === to && m.id > newerThan);
      return found !== undefined;
    }, `a mail to ${to}`)
    .toBe(true);
  return found as OutboxMail;
}

/** The id of the newest mail so far (to wait for one sent after it). */
export async function lastMailId(request: APIRequestContext): Promise<number> {
  const mails = (await (await request.get('/dev/outbox.json')).json()) as OutboxMail[];
  return mails[0]?.id ?? 0;
}

/** The recovery link in a mail, as a path of this site (`/lost-password?key=…`). */
export function recoveryLink(mail: OutboxMail): string {
  const match = /https?:\/\/[^\s/]+(\/lost-password\?key=[A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no recovery link in the mail "${mail.subject}":\n${mail.text}`);
  return match[1];
}
