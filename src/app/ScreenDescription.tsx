import { metaDescription } from './documentHead';

/**
 * An app screen's meta description (search, cart, login …): the text, cut as metaDescription cuts. A module of its
 * own, so it loads with the screens that use it and not with the first load.
 */
export function ScreenDescription({ text }: { text: string }) {
  const description = metaDescription(text);
  return description ? <meta name="description" content={description} /> : null;
}
