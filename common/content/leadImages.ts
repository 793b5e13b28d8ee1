/**
 * The images a content page shows first: a banner's (fetched with high priority, usually the page's largest paint)
 * and those of its top-level cards (eager); on a product page, the product's main image. The blocks build their image URLs here, and the server, serving the
 * page's HTML, preloads the first of them (server/services/firstScreen.ts) so they load beside the scripts instead
 * of after the page has rendered. Pure functions: no React, no DOM.
 */
import type { Product } from '../../contract/products';
import { contentImageUrl } from '../images';
import { childBlocks, isBlock, num, params, str, type Params } from './params';

/** A banner's background image (the large size: it spans the page). */
export const bannerImageUrl = (p: Params): string => contentImageUrl(str(p, 'imagePath'), { size: 'lg' });

/** A card's own image (a card showing another element takes that element's). */
export const cardImageUrl = (p: Params): string => contentImageUrl(str(p, 'imagePath'), { size: 'md' });

/** A level-2 card opens a section of its page: its image loads at once (CardView priority). */
export const isTopCard = (p: Params): boolean => num(p, 'level') === 2;

/** How many lead images a page's HTML preloads: a phone's first screen shows the banner and the first card. */
export const LEAD_IMAGES = 2;

/** The first `max` lead images of a page's blocks, in page order (nested blocks included), without repeats. */
export function leadImageUrls(blocks: readonly unknown[] | undefined, max = LEAD_IMAGES): string[] {
  const found: string[] = [];
  const walk = (list: readonly unknown[]) => {
    for (const block of list) {
      if (found.length >= max || !isBlock(block)) continue;
      const p = params(block);
      const url =
        block.type === 'banner'
          ? bannerImageUrl(p)
          : block.type === 'card' && isTopCard(p) && !str(p, 'elementId')
            ? cardImageUrl(p)
            : '';
      if (url && !found.includes(url)) found.push(url);
      walk(childBlocks(block));
    }
  };
  walk(blocks ?? []);
  return found.slice(0, max);
}

/** A product's gallery images: its media of type image with a path, in order. */
export const productImages = (product: Pick<Product, 'media'>) =>
  (product.media ?? []).filter((m) => m && m.type === 'image' && typeof m.image === 'string' && m.image);

/** An image of the product page's gallery as its main image shows it (the medium size). */
export const galleryImageUrl = (image: string): string => contentImageUrl(image, { size: 'md' });

/** The product page's main image (the gallery's first), or '' when the product has none. */
export const productLeadImageUrl = (product: Pick<Product, 'media'> | null | undefined): string => {
  const first = product ? productImages(product)[0] : undefined;
  return first?.image ? galleryImageUrl(first.image) : '';
};
