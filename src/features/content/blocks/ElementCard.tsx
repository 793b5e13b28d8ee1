import type { Block, Page } from '../../../api/types';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '../../../app/hooks';
import { contentImageUrl } from '../../../../common/images';
import { selectAreaInfo } from '../../website';
import { useGetElementByIdQuery } from '../elementsApi';
import { CardView } from './Card';
import { asString, link, params, str } from '../../../../common/content/params';

/** The image of a page for its card: properties.imagePath (a path under the media root). */
export const elementImage = (page: Page): string => contentImageUrl(asString(page.properties.imagePath), { size: 'md' });

/**
 * A card block of another page (card { elementId }): GetElementById in the page's language; the card's own title,
 * text, imagePath and link win over the page's. A page that is not there (or not for this visitor) shows no card.
 */
export default function ElementCard({ elementId, block }: { elementId: string; block: Block }) {
  const area = useAppSelector(selectAreaInfo, shallowEqual);
  const { data: page } = useGetElementByIdQuery({ area, id: elementId });
  if (!page) return null;
  const p = params(block);
  const ownImage = str(p, 'imagePath');
  return (
    <CardView
      title={str(p, 'title') ?? page.title}
      text={str(p, 'text') ?? (page.description || undefined)}
      image={ownImage ? contentImageUrl(ownImage, { size: 'md' }) : elementImage(page)}
      link={link(p, 'link') ?? (page.url ? { url: page.url, label: '' } : null)}
    />
  );
}
