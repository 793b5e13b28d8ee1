import type { IntlShape } from 'react-intl';
import type { Product, ProductSpecification } from '../../api/types';
import { formatDecimal } from '../../../common/format';

/** SPEC §3 Product specifications: the brand is under brand, Brand or focus.brand. */
export function productBrand(product: Product): string {
  const specs = product.specifications;
  return (specs?.brand || specs?.Brand || specs?.['focus.brand'] || '').trim();
}

export function productSpecs(product: Product): ProductSpecification[] {
  const meta = product.specifications?.$meta;
  return Array.isArray(meta) ? meta.filter((spec) => spec && typeof spec.key === 'string') : [];
}

/**
 * A specification value for display: numbers in the locale's format (1.234,5 in Danish; formatDecimal, not ICU's:
 * the product page's first screen starts no Intl formatter), multi-values ('a|b') as a list ('a, b').
 */
export function formatSpecValue(spec: ProductSpecification, intl: Pick<IntlShape, 'locale'>): string {
  if (typeof spec.numValue === 'number' && Number.isFinite(spec.numValue)) {
    return formatDecimal(spec.numValue, intl.locale);
  }
  const value = typeof spec.value === 'string' ? spec.value : String(spec.value ?? '');
  return value
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** The label of a specification: its own label, else the CMS text 'spec.<key>', else the key. */
export function specLabel(spec: ProductSpecification, cmsText: (key: string) => string | undefined): string {
  const own = spec.label?.trim();
  if (own && own !== spec.key) return own;
  return cmsText(`spec.${spec.key}`) ?? own ?? spec.key;
}
