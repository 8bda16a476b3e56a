import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { apiCall, uniqueEmail, type TestServer, type TestUser } from './server';

/**
 * Labels and button names in both interface languages, so the helpers work whichever
 * language a journey has chosen.
 */
export const AUTH_TEXT = {
  name: /^(navn|name)\b/i,
  email: /^(e-mail|email)\b/i,
  password: /^(adgangskode|password)\b/i,
  newPassword: /^(ny adgangskode|new password)\b/i,
  logInTab: /^(log ind|log in)$/i,
  signUpTab: /^(opret konto|sign up)$/i,
  logInButton: /^(log ind|log in)$/i,
  signUpButton: /^(opret konto|sign up)$/i,
  logOutButton: /^(log ud|log out)$/i,
  openMenu: /^(åbn menu|open menu)$/i,
} as const;

const DASHBOARD = /\/dashboard$/;

/** Opens a page of the app by its route: `goTo(page, server, 'forgot-password')`. */
export async function goTo(page: Page, server: Pick<TestServer, 'url'>, route = ''): Promise<void> {
  await page.goto(`${server.url}${route.replace(/^\/+/, '')}`);
}

/** The path of the current page inside the app ('/dashboard'), without the base path. */
export function appPath(page: Page, server: Pick<TestServer, 'basePath'>): string {
  const { pathname } = new URL(page.url());
  const base = server.basePath.replace(/\/$/, '');
  return pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
}

/** Logs in through the /auth form and waits for the dashboard. */
export async function logIn(
  page: Page,
  server: Pick<TestServer, 'url'>,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<void> {
  await goTo(page, server, 'auth');
  await page.getByLabel(AUTH_TEXT.email).fill(user.email);
  await page.getByLabel(AUTH_TEXT.password).fill(user.password);
  await page.getByRole('button', { name: AUTH_TEXT.logInButton }).click();
  await page.waitForURL(DASHBOARD);
}

/**
 * Logs in without the form: the token from the API goes into local storage and the page
 * opens `route` (the dashboard by default). For journeys about something else than login.
 */
export async function logInViaApi(
  page: Page,
  server: Pick<TestServer, 'url'>,
  user: Pick<TestUser, 'email' | 'password'>,
  route = 'dashboard',
): Promise<void> {
  const { status, body } = await apiCall<{ token?: string; user?: unknown }>(server, 'auth/login', {
    body: { email: user.email, password: user.password },
  });
  if (status !== 200 || !body.token || !body.user)
    throw new Error(`Login of ${user.email} failed with ${status}`);
  // The app reads local storage on its own origin, so open it once before writing.
  await goTo(page, server, 'about');
  await page.evaluate(
    ([token, stored]) => {
      localStorage.setItem('user-token', token);
      localStorage.setItem('user', stored);
    },
    [body.token, JSON.stringify(body.user)] as const,
  );
  await goTo(page, server, route);
}

/** Signs up through the /auth form and waits for the dashboard; returns the credentials. */
export async function signUp(
  page: Page,
  server: Pick<TestServer, 'url'>,
  details: { name?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  const user: TestUser = {
    name: details.name ?? 'Ny Eventyrer',
    email: details.email ?? uniqueEmail('signup'),
    password: details.password ?? `secret-${crypto.randomBytes(6).toString('hex')}`,
    role: 'user',
  };
  await goTo(page, server, 'auth');
  await page.getByRole('tab', { name: AUTH_TEXT.signUpTab }).click();
  await page.getByLabel(AUTH_TEXT.name).fill(user.name);
  await page.getByLabel(AUTH_TEXT.email).fill(user.email);
  await page.getByLabel(AUTH_TEXT.password).fill(user.password);
  await page.getByRole('button', { name: AUTH_TEXT.signUpButton }).click();
  await page.waitForURL(DASHBOARD);
  return user;
}

/**
 * Chooses the interface language with the visible switch: `chooseLanguage(page, 'English')`.
 * On a phone inside the app, open the menu first (`openNavigation`).
 */
export async function chooseLanguage(page: Page, language: 'Dansk' | 'English'): Promise<void> {
  // The switch's radio buttons are drawn by their labels; a user clicks the label.
  await page
    .locator('label', { hasText: new RegExp(`^${language}$`) })
    .first()
    .click();
  await page.waitForFunction(
    (lang) => document.documentElement.lang === lang,
    language === 'Dansk' ? 'da' : 'en',
  );
}

/** Opens the phone menu when the navigation is folded away behind it. */
export async function openNavigation(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: AUTH_TEXT.openMenu });
  const logOutButton = page.getByRole('button', { name: AUTH_TEXT.logOutButton });
  // Wait until the navigation is drawn one way or the other before deciding.
  await toggle.or(logOutButton).first().waitFor();
  if (await toggle.isVisible()) await toggle.click();
}

/** Logs out with the navigation's button (opening the phone menu first) and waits for /auth. */
export async function logOut(page: Page): Promise<void> {
  await openNavigation(page);
  await page.getByRole('button', { name: AUTH_TEXT.logOutButton }).click();
  await page.waitForURL(/\/auth$/);
}
