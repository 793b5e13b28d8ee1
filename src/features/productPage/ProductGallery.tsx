import { useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Product } from '../../api/types';
import { contentImageUrl } from '../../../common/images';
import { media } from '../../styles/theme';
import { galleryImageUrl, productImages } from '../content';
import { productMessages } from '../product';

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

/** A square from 768 px; on phones a lower box, so price and add button fit in the first screen. */
const Main = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 180px;
  ${media.md} {
    height: auto;
    aspect-ratio: 1 / 1;
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.white};
  overflow: hidden;

  img {
    display: block;
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

const Placeholder = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.button`
  display: block;
  width: 48px;
  height: 48px;
  ${media.md} {
    width: 72px;
    height: 72px;
  }
  padding: 4px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.white};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export interface ProductGalleryProps {
  product: Pick<Product, 'name' | 'media'>;
}

/**
 * The product's images: a main image and one thumbnail button per image (Enter/Space or click shows it;
 * arrow keys, Home and End move between the thumbnails). Thumbnails load lazily.
 */
export function ProductGallery({ product }: ProductGalleryProps) {
  const intl = useIntl();
  const images = productImages(product);
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.min(selected, Math.max(0, images.length - 1));
  const current = images[index];
  // The media's own alt text, else the product's name (in the page's language); further images say which they are.
  const altOf = (i: number) =>
    images[i]?.alt?.trim() ||
    (i === 0 ? product.name : intl.formatMessage(productMessages.imageAlt, { name: product.name, index: i + 1, total: images.length }));

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const count = images.length;
    const focused = buttons.current.findIndex((b) => b === document.activeElement);
    if (focused < 0 || count < 2) return;
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (focused + 1) % count;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (focused - 1 + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    buttons.current[next]?.focus();
  };

  return (
    <Figure data-testid="product-gallery">
      <Main>
        {current ? (
          // The first image is the page's lead image (the server preloads it: common/content/leadImages.ts).
          <img
            src={galleryImageUrl(current.image)}
            alt={altOf(index)}
            decoding="async"
            fetchPriority={index === 0 ? 'high' : undefined}
          />
        ) : (
          <Placeholder>{intl.formatMessage(productMessages.noImage)}</Placeholder>
        )}
      </Main>
      {images.length > 1 && (
        <Thumbs aria-label={intl.formatMessage(productMessages.gallery)} onKeyDown={onKeyDown}>
          {images.map((image, i) => (
            <li key={`${image.image}-${i}`}>
              <Thumb
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                type="button"
                aria-pressed={i === index}
                aria-label={intl.formatMessage(productMessages.showImage, { index: i + 1, total: images.length })}
                onClick={() => setSelected(i)}
              >
                <img src={contentImageUrl(image.image, { size: 'xs' })} alt="" loading="lazy" decoding="async" />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
    </Figure>
  );
}
