/**
 * Shared helpers of the e2e specs: the storefront's own texts (translations/), the site configuration from
 * the running server, and the demo users of the seed (server/seed).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type Locale = 'da' | 'en' | 'sv';

const translationsDir = path.resolve(__dirname, '..', 'translations');
const compiled = new Map<Locale, Record<string, string>>();
let sources: Record<string, Record<string, string>> | undefined;

function compiledMessages(locale: Locale): Record<string, string> {
  let messages = compiled.get(locale);
  if (!messages) {
    const file = path.join(translationsDir, `${locale}.json`);
    messages = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
    compiled.set(locale, messages);
  }
  return messages;
}

function sourceMessages(): Record<string, Record<string, string>> {
  if (!sources) {
    sources = {};
    const dir = path.join(translationsDir, 'src');
    for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
      Object.assign(sources, JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    }
  }
  return sources;
}

/**
 * The storefront's text for a message id in a locale: translations/<locale>.json (what the build ships), else
 * the message source translations/src/*.json. Simple {name} placeholders are filled in from `values`.
 */
export function t(locale: Locale, id: string, values: Record<string, string> = {}): string {
  const text = compiledMessages(locale)[id] ?? sourceMessages()[id]?.[locale];
  if (text === undefined) throw new Error(`No ${locale} text for message id ${id} in translations/`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export const HTML_LANG: Record<Locale, string> = { da: 'da-DK', en: 'en-US', sv: 'sv-SE' };

/** Home page URL per locale (SPEC §2: Danish has no prefix). */
export const HOME: Record<Locale, string> = { da: '/', en: '/en', sv: '/sv' };

/** Demo customer of the seed (server/seed). */
export const CUSTOMER = { username: 'kunde@demo.dk', password: 'demo1234', name: 'Mette Hansen' } as const;

/** The spec's storage keys (SPEC §9). */
export const TOKEN_KEY = 'current-token';
export const USER_KEY = 'current-user';

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface SiteConfiguration {
  titlePostfix: string;
}

/** The site configuration the storefront loads at start (title postfix), asked from the running server. */
export async function siteConfiguration(request: APIRequestContext, locale: Locale): Promise<SiteConfiguration> {
  const response = await request.get('/api/Site/GetSiteConfiguration', {
    params: { Host: '127.0.0.1', Locale: HTML_LANG[locale] },
  });
  if (!response.ok()) throw new Error(`GetSiteConfiguration answered ${response.status()}`);
  return (await response.json()) as SiteConfiguration;
}

/** A demo user of the seed (password demo1234 for all). */
export interface DemoLogin {
  username: string;
  password: string;
  name: string;
}

/** Logs in through the English login page and waits until the header shows the user's name. */
export async function logIn(page: Page, user: DemoLogin = CUSTOMER): Promise<void> {
  await page.goto('/en/login');
  const main = page.getByRole('main');
  await main.getByLabel(t('en', 'user.login.username')).fill(user.username);
  await main.getByLabel(t('en', 'user.login.password')).fill(user.password);
  await main.getByRole('button', { name: t('en', 'user.login.submit') }).click();
  await expect(page.getByRole('banner').getByText(user.name, { exact: true })).toBeVisible();
}

/** The header's cart control: a link while the cart is empty, a button with the item count once it is not (English). */
export const headerCart = (page: Page) => {
  const banner = page.getByRole('banner');
  return banner
    .getByRole('link', { name: t('en', 'layout.header.cart'), exact: true })
    .or(banner.getByRole('button', { name: new RegExp(`^${t('en', 'layout.header.cart')}, \\d+ items?$`) }));
};

/** Logs in through the English login page on a phone: the name is in the burger menu there, so the cart shows it worked. */
export async function logInOnPhone(page: Page, user: DemoLogin): Promise<void> {
  await page.goto('/en/login');
  const main = page.getByRole('main');
  await main.getByLabel(t('en', 'user.login.username')).fill(user.username);
  await main.getByLabel(t('en', 'user.login.password')).fill(user.password);
  await main.getByRole('button', { name: t('en', 'user.login.submit') }).click();
  await expect(headerCart(page)).toBeVisible();
}

/** The header's cart button once the cart holds `count` products — lines, not units (SPEC §2 badge, issue 16; English). */
export const cartButton = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${t('en', 'layout.header.cart')}, ${count} items?$`) });
