import { useIntl } from 'react-intl';
import { matchPath, useLocation } from 'react-router';
import styled from 'styled-components';
import type { LanguageCode, Page } from '../../api/types';
import { useAppSelector } from '../../app/hooks';
import { ROUTE_PATHS, routePath, routePattern, type RouteName } from '../../app/routePaths';
import { LOCALES, LOCALE_CODES, localizePath, splitLocale } from '../../../common/locales';
import { setLocaleCookie } from '../../lib/localeCookie';
import { selectCurrentPage } from '../content';
import { selectLocale } from '../website';
import { messages } from './messages';
import { Flag } from '../../components';

interface CurrentLocation {
  pathname: string;
  search: string;
  hash: string;
}

interface CurrentContent {
  /** Path (with search) the content belongs to. */
  path: string | null;
  urls: Page['urls'];
}

const ROUTE_NAMES = Object.keys(ROUTE_PATHS) as RouteName[];

/** The named route (with its params) at a path without language prefix, if any. Catch-all routes are left out. */
function matchNamedRoute(locale: LanguageCode, path: string): { name: RouteName; params: Record<string, string> } | null {
  for (const name of ROUTE_NAMES) {
    const pattern = routePattern(locale, name);
    if (pattern.includes('*')) continue;
    const match = matchPath({ path: pattern, end: true }, path);
    if (match) {
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(match.params)) if (value !== undefined) params[key] = value;
      return { name, params };
    }
  }
  return null;
}

/**
 * SPEC §2: the URL of the current page in another language.
 * - A content page uses its own `urls[target]` (pages have their own slug per language).
 * - A named route uses that route's path in the target language (e.g. /kurv ↔ /en/cart), keeping the query.
 * - Anything else swaps the language prefix, keeping the query.
 */
export function localeHref(target: LanguageCode, location: CurrentLocation, content: CurrentContent | null): string {
  if (content && (content.path === null || content.path.split('?')[0] === location.pathname)) {
    const url = content.urls[target];
    if (url) return url;
  }
  const { locale, path } = splitLocale(location.pathname);
  const route = matchNamedRoute(locale, path);
  const base = route ? routePath(target, route.name, route.params) : localizePath(target, path);
  return `${base}${location.search}${location.hash}`;
}

const List = styled.ul`
  display: flex;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FlagLink = styled.a`
  display: inline-flex;
  padding: 3px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  line-height: 0;
  opacity: 0.75;
  &:hover,
  &:focus-visible {
    opacity: 1;
  }
  &[aria-current] {
    border-color: ${({ theme }) => theme.colors.white};
    opacity: 1;
  }
`;

/**
 * Language switcher (SPEC §2): one flag link per language. Plain anchors: choosing a language loads the
 * whole page in that language (messages, cookie and <html lang> belong to the page load).
 */
export default function LocaleChanger() {
  const intl = useIntl();
  const location = useLocation();
  const active = useAppSelector(selectLocale);
  const page = useAppSelector(selectCurrentPage);
  const contentPath = useAppSelector((state) => state.content.path);
  const content = page ? { path: contentPath, urls: page.urls } : null;
  return (
    <nav aria-label={intl.formatMessage(messages.localeChanger)}>
      <List>
        {LOCALE_CODES.map((code) => {
          const info = LOCALES[code];
          return (
            <li key={code}>
              <FlagLink
                href={localeHref(code, location, content)}
                hrefLang={info.languageId}
                lang={info.languageId}
                aria-label={info.name}
                title={info.name}
                aria-current={code === active ? 'true' : undefined}
                onClick={() => setLocaleCookie(code)}
              >
                <Flag code={code} />
              </FlagLink>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
