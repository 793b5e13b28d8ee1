import type { MessageFormatElement } from 'react-intl';
import type { LanguageCode } from '../api/types';

/** Message id → text; the browser build gets them pre-parsed to ICU ASTs (scripts/icu-ast-loader.cjs). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** Loads the compiled messages of one locale as its own chunk (translations/<locale>.json). */
export async function loadMessages(locale: LanguageCode): Promise<Messages> {
  const module = (await import(
    /* webpackChunkName: "messages-[request]" */
    /* webpackInclude: /translations[\\/][a-z]{2}\.json$/ */
    `../../translations/${locale}.json`
  )) as { default: Messages };
  return module.default;
}
