import { data, redirect, redirectDocument } from 'react-router';
import type { LanguageCode } from '../api/types';
import { hasBonusLink } from '../features/content';
import { selectMenu } from '../features/menu';
import { selectIsImpostor, selectIsLoggedIn } from '../features/user';
import { selectLocale } from '../features/website';
import { routePath, type RouteName } from './routePaths';
import type { AppStore } from './store';

export interface GuardContext {
  store: AppStore;
  locale: LanguageCode;
  routeName: RouteName | 'content';
  url: URL;
}

/** A guard returns nothing to continue, or throws a redirect / error response. */
type Guard = (ctx: GuardContext) => void;

/**
 * Named route middleware (SPEC §2 guards). Every route runs DEFAULT_MIDDLEWARE plus its own names.
 * - locale: a route of another language than the loaded one needs a full page load (messages, cookie, lang).
 * - impersonation: an impostor (role impersonation, no impersonator name yet) may only see 'impersonation' and the
 *   quote requests beside it (issue 20).
 * - auth: the route needs a logged-in user; others go to login with a return URL.
 */
export const GUARDS: Record<string, Guard> = {
  locale({ store, locale, url }) {
    if (selectLocale(store.getState()) !== locale) throw redirectDocument(`${url.pathname}${url.search}${url.hash}`);
  },
  impersonation({ store, locale, routeName }) {
    if (routeName !== 'impersonation' && routeName !== 'quoteRequests' && selectIsImpostor(store.getState())) {
      throw redirect(routePath(locale, 'impersonation'));
    }
  },
  auth({ store, locale, url }) {
    if (!selectIsLoggedIn(store.getState())) {
      throw redirect(routePath(locale, 'login', { returnUrl: `${url.pathname}${url.search}` }));
    }
  },
  /** SPEC §2: the bonus page exists when the secondary menu has a link ending in /bonus; otherwise a 404. */
  bonusMenu({ store }) {
    if (!hasBonusLink(selectMenu(store.getState(), 'secondary'))) {
      throw data({ message: 'This page could not be found' }, { status: 404 });
    }
  },
};

export const DEFAULT_MIDDLEWARE = ['locale', 'impersonation'];

/** Runs the named guards in order; an unknown name is a 500 'Unknown middleware' (SPEC §8). */
export function runGuards(names: readonly string[], ctx: GuardContext): void {
  for (const name of names) {
    const guard = GUARDS[name];
    if (!guard) throw data({ message: 'Unknown middleware' }, { status: 500 });
    guard(ctx);
  }
}
