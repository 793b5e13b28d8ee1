import type { LanguageCode } from '../api/types';

export type Messages = Record<string, string>;

/** Loads the compiled messages of one locale as its own chunk (translations/<locale>.json). */
export async function loadMessages(locale: LanguageCode): Promise<Messages> {
  const module = (await import(
    /* webpackChunkName: "messages-[request]" */
    /* webpackInclude: /translations[\\/][a-z]{2}\.json$/ */
    `../../translations/${locale}.json`
  )) as { default: Messages };
  return module.default;
}
