/**
 * Answers the server wrote into the page's HTML for calls the first page makes as an anonymous visitor (the product
 * searches of its lists, server/services/firstScreen.ts): a `<script type="application/json" id="server-answers">`
 * holding `{ [answerKey]: body }`. The base query takes such an answer instead of sending the call — once, only for a
 * call without a login (a logged-in customer's search is ordered and filtered by their own prices), and only until
 * the visitor leaves the first page (dropServerAnswers), so nothing stale is ever served. A call the server did not
 * answer, or an answer the block cannot be read for, is simply sent.
 */
import type { FetchArgs } from '@reduxjs/toolkit/query';

export const SERVER_ANSWERS_ID = 'server-answers';

/** The key of a call: method, path and JSON body, exactly as fetchBaseQuery sends them (JSON.stringify of the body). */
export function answerKey(method: string, url: string, body: unknown): string {
  return `${method.toUpperCase()} ${url} ${JSON.stringify(body)}`;
}

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

/** The server's answer to a call with a JSON body (taken: a second identical call is sent), else undefined. */
export function takeServerAnswer(args: string | FetchArgs): unknown {
  if (typeof args === 'string' || args.params || args.body === undefined) return undefined;
  const known = loadAnswers();
  const key = answerKey(args.method ?? 'GET', args.url, args.body);
  if (!known.has(key)) return undefined;
  const body = known.get(key);
  known.delete(key);
  return body;
}

/** Forgets the answers not taken (the visitor moved on: they belong to the first page as it was then). */
export function dropServerAnswers(): void {
  loadAnswers().clear();
}
