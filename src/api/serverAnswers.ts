/**
 * Answers the server wrote into the page's HTML for calls the first page makes as an anonymous visitor
 * (server/services/firstScreen.ts): the start-up calls (site configuration, area, CMS translations, the page's
 * content: common/startup.ts) and the product searches of its lists — a `<script type="application/json"
 * id="server-answers">` holding `{ [answerKey]: body }`. The base query takes such an answer instead of sending the
 * call, once, and only until the visitor leaves the first page (dropServerAnswers), so nothing stale is ever served.
 * A logged-in user takes only the answers that are the same for every caller (PUBLIC_ANSWER_PATHS: the website
 * calls); their content and searches are their own (members' blocks, their prices). A call the server did not
 * answer, or an answer the block cannot be read for, is simply sent. The block's id and keys: common/serverAnswers.ts.
 */
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { answerKey, SERVER_ANSWERS_ID } from '../../common/serverAnswers';
import { areaByDomainRequest, siteConfigurationRequest, translationsByAreaIdRequest } from '../../common/startup';

/** The website calls (SPEC §7 GetSiteConfiguration, GetAreaByDomain, GetTranslationsByAreaId): one answer for all. */
export const PUBLIC_ANSWER_PATHS: ReadonlySet<string> = new Set(
  [siteConfigurationRequest('', ''), areaByDomainRequest('', ''), translationsByAreaIdRequest('', '')].map((r) => r.url),
);

const pathOf = (key: string): string => (key.split(' ')[1] ?? '').split('?')[0] ?? '';

const answers = new Map<string, unknown>();

/** Reads the page's answers block into memory (once: the element is removed then). */
function loadAnswers(): Map<string, unknown> {
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVER_ANSWERS_ID);
  if (!element) return answers;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      for (const [key, body] of Object.entries(parsed)) answers.set(key, body);
    }
  } catch {
    // A damaged block answers nothing: the calls are sent.
  }
  return answers;
}

/** The key of a call as the base query gets it (a URL string is a GET; params are appended as fetchBaseQuery does). */
function keyOf(args: string | FetchArgs): string {
  if (typeof args === 'string') return answerKey('GET', args);
  const defined = Object.entries((args.params ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined);
  const query = new URLSearchParams(defined.map(([k, v]) => [k, String(v)])).toString();
  const url = defined.length > 0 ? `${args.url}${args.url.includes('?') ? '&' : '?'}${query}` : args.url;
  return answerKey(args.method ?? 'GET', url, args.body);
}

/** Whether the server answered this call in the page (and the answer has not been taken yet). */
export function hasServerAnswer(args: string | FetchArgs): boolean {
  const known = loadAnswers();
  return known.size > 0 && known.has(keyOf(args));
}

/** The server's answer to a call (taken: a second identical call is sent), else undefined. */
export function takeServerAnswer(args: string | FetchArgs): unknown {
  const known = loadAnswers();
  if (known.size === 0) return undefined;
  const key = keyOf(args);
  if (!known.has(key)) return undefined;
  const body = known.get(key);
  known.delete(key);
  return body;
}

/**
 * Forgets the answers not taken: all of them once the visitor has moved on (they belong to the first page as it was
 * then), or, `visitorOnly`, those that are a visitor's own (a user has logged in: their calls are their own).
 */
export function dropServerAnswers({ visitorOnly = false }: { visitorOnly?: boolean } = {}): void {
  const known = loadAnswers();
  for (const key of [...known.keys()]) if (!visitorOnly || !PUBLIC_ANSWER_PATHS.has(pathOf(key))) known.delete(key);
}
