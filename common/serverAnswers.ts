/**
 * The answers the server writes into a page's HTML for the calls its first screen makes (server/services/
 * firstScreen.ts), and the storefront's base query takes instead of sending them (src/api/serverAnswers.ts): the
 * element's id and the key of a call, one definition for both sides so a key written is a key found.
 */

export const SERVER_ANSWERS_ID = 'server-answers';

/**
 * The key of a call: method and URL with its query string, and the JSON body when it has one — exactly as
 * fetchBaseQuery sends them (URLSearchParams for params, JSON.stringify for the body).
 */
export function answerKey(method: string, url: string, body?: unknown): string {
  const call = `${method.toUpperCase()} ${url}`;
  return body === undefined ? call : `${call} ${JSON.stringify(body)}`;
}
