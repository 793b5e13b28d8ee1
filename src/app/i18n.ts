import { useSyncExternalStore } from 'react';
import type { MessageFormatElement } from 'react-intl';
import type { LanguageCode } from '../api/types';
import { CHUNK_MESSAGES, type ChunkWithMessages, type MessageGroup } from './messageGroups';

/** Message id → text; the browser build gets them pre-parsed to ICU ASTs (scripts/icu-ast-loader.cjs). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;
type MessagesModule = { default: Messages };

/**
 * Loads the start group of one locale's messages as its own chunk (translations/<locale>.json without the groups
 * of src/app/messageGroups.ts, which load with their screens).
 */
export async function loadMessages(locale: LanguageCode): Promise<Messages> {
  const module = (await import(
    /* webpackChunkName: "messages-[request]" */
    /* webpackInclude: /translations[\\/][a-z]{2}\.json$/ */
    `../../translations/${locale}.json`
  )) as MessagesModule;
  return module.default;
}

/** One chunk per group and locale (messages-<group>-<locale>-json). */
const GROUP_LOADERS: Record<MessageGroup, (locale: LanguageCode) => Promise<MessagesModule>> = {
  cart: (locale) =>
    import(
      /* webpackChunkName: "messages-cart-[request]" */
      /* webpackInclude: /translations[\\/][a-z]{2}\.json$/ */
      `../../translations/${locale}.json?group=cart`
    ),
  checkout: (locale) =>
    import(
      /* webpackChunkName: "messages-checkout-[request]" */
      /* webpackInclude: /translations[\\/][a-z]{2}\.json$/ */
      `../../translations/${locale}.json?group=checkout`
    ),
  impersonation: (locale) =>
    import(
      /* webpackChunkName: "messages-impersonation-[request]" */
      /* webpackInclude: /translations[\\/][a-z]{2}\.json$/ */
      `../../translations/${locale}.json?group=impersonation`
    ),
  quickOrder: (locale) =>
    import(
      /* webpackChunkName: "messages-quickOrder-[request]" */
      /* webpackInclude: /translations[\\/][a-z]{2}\.json$/ */
      `../../translations/${locale}.json?group=quickOrder`
    ),
  account: (locale) =>
    import(
      /* webpackChunkName: "messages-account-[request]" */
      /* webpackInclude: /translations[\\/][a-z]{2}\.json$/ */
      `../../translations/${locale}.json?group=account`
    ),
  customerCentre: (locale) =>
    import(
      /* webpackChunkName: "messages-customerCentre-[request]" */
      /* webpackInclude: /translations[\\/][a-z]{2}\.json$/ */
      `../../translations/${locale}.json?group=customerCentre`
    ),
  contentElements: (locale) =>
    import(
      /* webpackChunkName: "messages-contentElements-[request]" */
      /* webpackInclude: /translations[\\/][a-z]{2}\.json$/ */
      `../../translations/${locale}.json?group=contentElements`
    ),
  forms: (locale) =>
    import(
      /* webpackChunkName: "messages-forms-[request]" */
      /* webpackInclude: /translations[\\/][a-z]{2}\.json$/ */
      `../../translations/${locale}.json?group=forms`
    ),
  compare: (locale) =>
    import(
      /* webpackChunkName: "messages-compare-[request]" */
      /* webpackInclude: /translations[\\/][a-z]{2}\.json$/ */
      `../../translations/${locale}.json?group=compare`
    ),
};

/** The page's messages: the start group, then every group loaded since, merged in. */
export interface MessageCatalog {
  readonly locale: LanguageCode;
  getMessages(): Messages;
  subscribe(listener: () => void): () => void;
  /** Loads the groups not loaded yet; resolves once they are in getMessages(). A failed load is retried next time. */
  load(groups: readonly MessageGroup[]): Promise<void>;
}

export function createMessageCatalog(
  locale: LanguageCode,
  start: Messages,
  loaders: Record<MessageGroup, (locale: LanguageCode) => Promise<MessagesModule>> = GROUP_LOADERS,
): MessageCatalog {
  let messages = start;
  const listeners = new Set<() => void>();
  const loading = new Map<MessageGroup, Promise<void>>();
  const loadGroup = (group: MessageGroup) => {
    let pending = loading.get(group);
    if (!pending) {
      pending = loaders[group](locale).then((module) => {
        messages = { ...messages, ...module.default } as Messages;
        for (const listener of listeners) listener();
      });
      pending.catch(() => loading.delete(group));
      loading.set(group, pending);
    }
    return pending;
  };
  return {
    locale,
    getMessages: () => messages,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: async (groups) => {
      await Promise.all(groups.map(loadGroup));
    },
  };
}

let pageCatalog: { locale: LanguageCode; catalog: Promise<MessageCatalog> } | null = null;

/**
 * The start-up of a page load (src/index.tsx): the locale's start group, kept as the page's catalog. The page's
 * first route may load its chunk (and message groups) while the start group is still on its way.
 */
export function startMessages(locale: LanguageCode): Promise<MessageCatalog> {
  const catalog = loadMessages(locale).then((start) => createMessageCatalog(locale, start));
  pageCatalog = { locale, catalog };
  return catalog;
}

/**
 * The message groups a lazy chunk renders with (src/app/messageGroups.ts CHUNK_MESSAGES), loaded into the page's
 * catalog. Without a page catalog (tests render with the complete translations) there is nothing to load.
 */
export async function loadChunkMessages(chunk: ChunkWithMessages): Promise<void> {
  if (!pageCatalog) return;
  const { locale, catalog } = pageCatalog;
  const groups = CHUNK_MESSAGES[chunk];
  // The groups' chunks are fetched at once, beside the start group (webpack loads each chunk once).
  for (const group of groups) GROUP_LOADERS[group](locale).catch(() => undefined);
  await (await catalog).load(groups);
}

/** A lazy import that resolves once the chunk's message groups are loaded too (both load in parallel). */
export function withMessages<T>(chunk: ChunkWithMessages, load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadChunkMessages(chunk)]))[0];
}

/** The catalog's current messages; re-renders when a group is merged in. */
export function useCatalogMessages(catalog: MessageCatalog): Messages {
  return useSyncExternalStore(catalog.subscribe, catalog.getMessages);
}
