import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled, { keyframes } from 'styled-components';
import type { Product } from '../../api/types';
import { useAppSelector } from '../../app/hooks';
import { FavoriteSlot } from '../customerCentre';
import { CompareToggle } from '../compare';
import { preloadBlocks } from '../content';
import { ProductPrice } from '../price';
import { listMessages, productNumber } from './messages';
import { tileImageUrl } from '../../../common/search/pageLists';
import { TileBuySlot } from './TileBuySlot';
import { Availability } from './Availability';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 6px;
  height: 100%;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.white};
  transition: box-shadow 0.15s ease;

  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadow};
  }
`;

const ImageLink = styled(Link)`
  display: block;
  aspect-ratio: 1;
  margin-bottom: 6px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const ImageBox = styled.div`
  aspect-ratio: 1;
  margin-bottom: 6px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Image = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

const NoImage = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Brand = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.02em;
  text-transform: uppercase;
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1rem;
  line-height: 1.35;

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const ProductNo = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
`;

const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: auto;
  padding-top: 6px;
`;

/** The product page is a chunk of its own: fetched while the pointer or focus is on a tile, so it opens at once. */
const preloadProductPage = () => preloadBlocks(['productDetails']);

export interface ProductTileProps {
  product: Product;
  /** The product name's heading level: 3 under a list title, 2 otherwise. */
  headingLevel?: 2 | 3;
  /**
   * The tile is in the first screen (the first row of a page's main list): its image loads at once and first, not
   * lazily once the layout has been checked — it is the page's largest paint on a phone.
   */
  priority?: boolean;
}

/**
 * One product of a list: image, brand, name (linking to the product page), product number, price, for a customer
 * the quantity and 'Add to cart' (or 'Choose variant'), compare.
 */
export const ProductTile = memo(function ProductTile({ product, headingLevel = 3, priority = false }: ProductTileProps) {
  const intl = useIntl();
  const base = useAppSelector((state) => state.website.site?.publicApiUri ?? '');
  const src = tileImageUrl(product, base);
  const brand = product.specifications.brand;
  const picture = src ? (
    <Image
      src={src}
      alt=""
      width={300}
      height={300}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  ) : (
    <NoImage>{intl.formatMessage(listMessages.noImage)}</NoImage>
  );
  return (
    <Card
      aria-label={product.name}
      onPointerEnter={product.url ? preloadProductPage : undefined}
      onFocus={product.url ? preloadProductPage : undefined}
    >
      {/* The name link is the tile's one link for assistive technology; the image repeats it for pointers. */}
      {product.url ? (
        <ImageLink to={product.url} tabIndex={-1} aria-hidden="true">
          {picture}
        </ImageLink>
      ) : (
        <ImageBox>{picture}</ImageBox>
      )}
      {brand && <Brand>{brand}</Brand>}
      <Name as={headingLevel === 2 ? 'h2' : 'h3'}>
        {product.url ? <Link to={product.url}>{product.name}</Link> : product.name}
      </Name>
      <ProductNo>{intl.formatMessage(productNumber, { number: product.id })}</ProductNo>
      <Availability availability={product.availability} />
      <Bottom>
        <ProductPrice product={product} size="md" />
        <TileBuySlot product={product} />
        <CompareToggle productId={product.id} productName={product.name} />
        <FavoriteSlot product={product} compact />
      </Bottom>
    </Card>
  );
});

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.5; }
`;

/** A grey bar of one text line: its text is a non-breaking space, so the line keeps the font's height. */
const Bar = styled.span<{ $width: string }>`
  display: block;
  width: ${({ $width }) => $width};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: transparent;
  animation: ${pulse} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const SkeletonPrice = styled.span`
  display: block;
  font-size: 1.125rem;
  font-weight: 700;
`;

const SkeletonCompare = styled.span`
  display: flex;
  align-items: center;
  min-height: 16px;
  font-size: 0.875rem;
`;

const SkeletonImage = styled(ImageBox)`
  animation: ${pulse} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * A tile's stand-in while the list loads: the same card, image box and text lines as ProductTile (brand, two
 * lines of name, product number, price, compare), so the results take the room the placeholders held.
 */
export function ProductTileSkeleton() {
  return (
    <Card as="div" aria-hidden="true" data-skeleton="">
      <SkeletonImage />
      <Brand>
        <Bar $width="35%">&nbsp;</Bar>
      </Brand>
      <Name as="div">
        <Bar $width="95%">&nbsp;</Bar>
        <Bar $width="60%">&nbsp;</Bar>
      </Name>
      <ProductNo>
        <Bar $width="50%">&nbsp;</Bar>
      </ProductNo>
      <Bottom>
        <SkeletonPrice>
          <Bar $width="55%">&nbsp;</Bar>
        </SkeletonPrice>
        <TileBuySlot />
        <SkeletonCompare>
          <Bar $width="45%">&nbsp;</Bar>
        </SkeletonCompare>
      </Bottom>
    </Card>
  );
}
