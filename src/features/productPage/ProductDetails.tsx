import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { API_BASE } from '../../api/baseApi';
import type { Product } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NavigationButton } from '../../components/NavigationButton';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { pushEvent } from '../../lib/analytics';
import { media } from '../../styles/theme';
import { FavoriteSlot } from '../customerCentre';
import { CompareToggle } from '../compare';
import type { BlockProps } from '../content';
import { selectCurrentContent } from '../content';
import { defaultUnitId, listPrice, PriceTiers, PriceView, usePrice } from '../price';
import { selectLocale, useCmsText } from '../website';
import { formatDecimal } from '../../../common/format';
import { parseQuantityText } from '../../../common/quantity';
import { addToCart, unitAllowsDecimals } from '../cart';
import {
  formatSpecValue,
  MAX_QUANTITY,
  productBrand,
  productMessages,
  productSpecs,
  productsReceived,
  QuantityStepper,
  specLabel,
} from '../product';
import { ProductGallery } from './ProductGallery';
import { Availability } from './Availability';

/** The unit id of single pieces. */
const PIECE_UNIT = 'STK';

/** The product information file route (SPEC §7 files; served by the files routes). */
export function datasheetUrl(productId: string, locale: string, base = API_BASE): string {
  const id = encodeURIComponent(productId);
  const fileName = encodeURIComponent(`${productId}-datasheet.pdf`);
  return `${base.replace(/\/+$/, '')}/api/PerfionFile/file/${id}/datasheet?fileName=${fileName}&language=${encodeURIComponent(locale)}`;
}

/**
 * Phones: name, a compact gallery, then choices, price and the add button — all in the first screen (390 × 844).
 * From 768 px: the gallery on the left, name and the rest on the right.
 */
const Layout = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'head' 'gallery' 'info';
  gap: 16px;
  padding: 8px 0 32px;

  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'gallery head' 'gallery info';
    gap: 16px 40px;
  }
`;

const Head = styled.div`
  grid-area: head;
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;

  h1 {
    margin: 0;
    font-size: 1.375rem;
    line-height: 1.2;
    overflow-wrap: anywhere;
  }

  ${media.md} {
    gap: 16px;
    h1 {
      font-size: 1.75rem;
    }
  }
`;

const GalleryArea = styled.div`
  grid-area: gallery;
  min-width: 0;
`;

const Info = styled.div`
  grid-area: info;
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

const BrandLine = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  font-size: 0.875rem;
`;

const Ids = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};

  div {
    display: flex;
    gap: 6px;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Short = styled.p`
  margin: 0;
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px 16px;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 160px;

  label {
    font-weight: 600;
    font-size: 0.875rem;
  }

  select {
    height: 40px;
    padding: 0 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.white};
    font: inherit;
  }
`;

const Buy = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 16px;
`;

const Below = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 32px;

  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 40px;
  }

  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }
`;

const Specs = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: 8px 12px 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    width: 45%;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Description = styled.div`
  p {
    margin: 0 0 12px;
  }
`;

/**
 * The unit select's option text: 'Carton of 20' ('Karton à 20 stk.') when the base unit counts pieces, 'Roll of
 * 50 m' when it is a measure (the SI symbol), else 'Carton (10 Pack)'; a unit with factor 1 shows its label only.
 */
function useUnitLabels(product: Product) {
  const intl = useIntl();
  const cms = useCmsText();
  return useMemo(() => {
    const label = (unitId: string) => cms(`unit.${unitId}`) ?? unitId;
    const baseUnit = product.units.find((u) => u.factor === 1);
    const baseId = baseUnit?.unitId.trim().toUpperCase();
    return (unitId: string) => {
      const unit = product.units.find((u) => u.unitId === unitId);
      if (!unit || unit.factor === 1 || !Number.isFinite(unit.factor)) return label(unitId);
      const values = { unit: label(unitId), factor: formatDecimal(unit.factor, intl.locale) };
      // Without a unit of factor 1 the factors count pieces.
      if (baseId === undefined || baseId === PIECE_UNIT) return intl.formatMessage(productMessages.unitOfPieces, values);
      // A base unit sold by measure (the catalogue's flag) is a measure: metres, kilograms, litres.
      if (baseUnit?.allowsDecimals === true) {
        return intl.formatMessage(productMessages.unitOfMeasure, { ...values, symbol: baseId.toLowerCase() });
      }
      return intl.formatMessage(productMessages.unitWithFactor, { ...values, base: label(baseId) });
    };
  }, [cms, intl, product.units]);
}

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export interface ProductDetailsProps {
  product: Product;
}

/** SPEC §7 analytics: view_item once per product view, when the price is known (or known to be missing). */
function useViewItemEvent(product: Product, brand: string, price: ReturnType<typeof usePrice>) {
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (viewed.current === product.id || price.status === 'pending') return;
    viewed.current = product.id;
    const list = listPrice(product, price.key, price.currencyCode)?.price ?? 0;
    const value = price.netPrice ?? list;
    pushEvent({
      event: 'view_item',
      ecommerce: {
        currency: price.currencyCode,
        value,
        items: [{ item_id: product.id, item_name: product.name, ...(brand ? { item_brand: brand } : {}), price: value }],
      },
    });
  }, [brand, price.currencyCode, price.key, price.netPrice, price.status, product]);
}

/** Brand, name, item number and EAN. */
function ProductHead({ product, brand }: { product: Product; brand: string }) {
  const intl = useIntl();
  return (
    <Head>
      {brand && (
        <BrandLine>
          <VisuallyHidden>{intl.formatMessage(productMessages.brand)}: </VisuallyHidden>
          {brand}
        </BrandLine>
      )}
      <h1>{product.name}</h1>
      <Ids>
        <div>
          <dt>{intl.formatMessage(productMessages.productNumber)}</dt>
          <dd>{product.id}</dd>
        </div>
        {product.ean && (
          <div>
            <dt>{intl.formatMessage(productMessages.ean)}</dt>
            <dd>{product.ean}</dd>
          </div>
        )}
      </Ids>
    </Head>
  );
}

interface ProductChoicesProps {
  product: Product;
  variantId: string | null;
  onVariantChange: (variantId: string | null) => void;
  unitId: string;
  onUnitChange: (unitId: string) => void;
}

/** The variant and unit selects. */
function ProductChoices({ product, variantId, onVariantChange, unitId, onUnitChange }: ProductChoicesProps) {
  const intl = useIntl();
  const variantSelectId = useId();
  const unitSelectId = useId();
  const unitLabel = useUnitLabels(product);
  return (
    <>
      {product.variants.length > 0 && (
        <Field>
          <label htmlFor={variantSelectId}>{intl.formatMessage(productMessages.variant)}</label>
          <select
            id={variantSelectId}
            value={variantId ?? ''}
            onChange={(event) => onVariantChange(event.target.value || null)}
          >
            {product.variants.map((variant) => (
              <option key={variant.id} value={variant.id}>
                {variant.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      {product.units.length > 0 && (
        <Field>
          <label htmlFor={unitSelectId}>{intl.formatMessage(productMessages.unit)}</label>
          <select id={unitSelectId} value={unitId} onChange={(event) => onUnitChange(event.target.value)}>
            {product.units.map((unit) => (
              <option key={unit.unitId} value={unit.unitId}>
                {unitLabel(unit.unitId)}
              </option>
            ))}
          </select>
        </Field>
      )}
    </>
  );
}

/** Below the information: the specifications, the long description and the datasheet link. */
function ProductBelow({ product }: { product: Product }) {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const sectionId = useId();
  const specs = productSpecs(product);
  const specCms = useCmsText();
  const description = paragraphs(product.description ?? '');
  return (
    <Below>
      {specs.length > 0 && (
        <section aria-labelledby={`${sectionId}-specs`}>
          <h2 id={`${sectionId}-specs`}>{intl.formatMessage(productMessages.specifications)}</h2>
          <Specs>
            <tbody>
              {specs.map((spec) => (
                <tr key={spec.key}>
                  <th scope="row">{specLabel(spec, specCms)}</th>
                  <td>{formatSpecValue(spec, intl)}</td>
                </tr>
              ))}
            </tbody>
          </Specs>
        </section>
      )}
      <section aria-labelledby={`${sectionId}-description`}>
        <h2 id={`${sectionId}-description`}>{intl.formatMessage(productMessages.description)}</h2>
        <Description>
          {description.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </Description>
        <p>
          <a href={datasheetUrl(product.id, locale)} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(productMessages.datasheet)}
          </a>
        </p>
      </section>
    </Below>
  );
}

/**
 * SPEC §2 product page: gallery | information (below 768 px: name, gallery, information) — brand, name, item number
 * and EAN, variant and unit, the customer's price, quantity and add to cart, the quantity tiers, compare, favourites
 * and the short description; below them the specifications, the long description and the datasheet link. Pushes
 * view_item once per view.
 */
export function ProductDetails({ product }: ProductDetailsProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [variantId, setVariantId] = useState<string | null>(product.variants[0]?.id ?? null);
  const [unitId, setUnitId] = useState<string>(() => defaultUnitId(product));
  const [quantityText, setQuantityText] = useState('1');
  // Metres of cable may have decimals (the unit's catalogue flag); packs and pieces are whole.
  const allowsDecimals = unitAllowsDecimals(product.units, unitId);
  const quantity = parseQuantityText(quantityText, allowsDecimals);
  const price = usePrice(product, unitId, variantId, quantity ?? 1);
  const brand = productBrand(product);

  // The comparison bar and other views read products from the product slice.
  useEffect(() => {
    dispatch(productsReceived([product]));
  }, [dispatch, product]);

  useViewItemEvent(product, brand, price);

  const onAddToCart = useCallback(async () => {
    if (quantity === null) {
      throw new Error(
        allowsDecimals
          ? intl.formatMessage(productMessages.measuredQuantityInvalid)
          : intl.formatMessage(productMessages.quantityInvalid, { max: MAX_QUANTITY }),
      );
    }
    dispatch(
      addToCart({
        product,
        unitId,
        variantId,
        quantity,
        unitPrice: price.netPrice,
        currencyCode: price.currencyCode,
      }),
    );
  }, [allowsDecimals, dispatch, intl, price.currencyCode, price.netPrice, product, quantity, unitId, variantId]);

  return (
    <div data-block="productDetails">
      <Layout>
        <ProductHead product={product} brand={brand} />
        <GalleryArea>
          <ProductGallery product={product} />
        </GalleryArea>
        <Info>
          <Options>
            <ProductChoices
              product={product}
              variantId={variantId}
              onVariantChange={setVariantId}
              unitId={unitId}
              onUnitChange={setUnitId}
            />
            {/* The quantity beside the unit (it picks the quantity tier of the price below). */}
            <QuantityStepper value={quantityText} onChange={setQuantityText} allowsDecimals={allowsDecimals} />
          </Options>
          <PriceView info={price} quantity={quantity ?? 1} size="lg" />
          <Availability product={product} variantId={variantId} />
          <Buy>
            <NavigationButton steadyWidth onClick={onAddToCart} addedLabel={intl.formatMessage(productMessages.addedToCart)}>
              {intl.formatMessage(productMessages.addToCart)}
            </NavigationButton>
          </Buy>
          {/* The quantity prices and the rest below the add button: on a phone it stays in the first screen. */}
          <PriceTiers info={price} quantity={quantity ?? 1} />
          <CompareToggle productId={product.id} productName={product.name} />
          <FavoriteSlot product={product} unitId={unitId} variantId={variantId} />
          {product.shortDescription && <Short>{product.shortDescription}</Short>}
        </Info>
      </Layout>
      <ProductBelow product={product} />
    </div>
  );
}

/** The productDetails content block: renders the page's product (contentType 'product'). */
export function ProductDetailsBlock(_props: BlockProps) {
  const content = useAppSelector(selectCurrentContent);
  const product = content?.contentType === 'product' ? content.product : undefined;
  if (!product) return null;
  // A new product starts with fresh choices (variant, unit, quantity) and a new view_item.
  return <ProductDetails key={product.id} product={product} />;
}

export default ProductDetailsBlock;
