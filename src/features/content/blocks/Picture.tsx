import styled from 'styled-components';
import { contentImageUrl } from '../../../../common/images';
import { ContentLink } from './ContentLink';
import { link, params, str } from '../../../../common/content/params';
import type { BlockProps } from './registry';

const Figure = styled.figure`
  margin: 0;
  min-width: 0;

  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
  }

  a {
    display: block;
  }
`;

const Caption = styled.figcaption`
  margin-top: 8px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** picture: { imagePath: string; alt: string; caption?: string; link?: Link } */
export function PictureBlock({ block }: BlockProps) {
  const p = params(block);
  const src = contentImageUrl(str(p, 'imagePath'), { size: 'lg' });
  if (!src) return null;
  const alt = str(p, 'alt') ?? '';
  const caption = str(p, 'caption');
  const target = link(p, 'link');
  const img = <img src={src} alt={alt} loading="lazy" decoding="async" />;
  return (
    <Figure data-block="picture">
      {target ? (
        // A linked image needs a name: its alt text, else the link label or caption.
        <ContentLink href={target.url} aria-label={alt ? undefined : target.label || caption}>
          {img}
        </ContentLink>
      ) : (
        img
      )}
      {caption && <Caption>{caption}</Caption>}
    </Figure>
  );
}
