import { useMemo, useRef } from 'react';
import { useAppSelector } from '../../app/hooks';
import type { BlockProps } from '../content';
import { selectCurrentContent } from '../content';
import { type ListDefaults, listSetup } from '../../../common/search/config';
import { selectArea } from '../website';
import { ProductList } from './ProductList';
import { withRelatedProduct } from '../../../common/search/pageLists';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The same parameters by value keep their first object: a page refresh that returns equal content does not
 * reconfigure the list (or rebuild its request).
 */
function useStableParameters(value: unknown): Record<string, unknown> {
  const parameters = isRecord(value) ? value : {};
  const json = JSON.stringify(parameters);
  const ref = useRef<{ json: string; parameters: Record<string, unknown> } | null>(null);
  if (ref.current === null || ref.current.json !== json) ref.current = { json, parameters };
  return ref.current.parameters;
}

/**
 * CMS block 'productList' (ProductListParameters): registers its search container under its list reference
 * and renders the list. Facets and sortings fall back to the area's defaults; only the main list ('products',
 * or urlState: true) keeps its state in the URL. The 'related' list of a product page shows that product's
 * related products.
 */
export function ProductListBlock({ block }: BlockProps) {
  const area = useAppSelector(selectArea);
  const defaults = useMemo<ListDefaults | null>(
    () => (area ? { defaultFacets: area.defaultFacets, sortingOptions: area.sortingOptions } : null),
    [area],
  );
  const productId = useAppSelector((state) => {
    const content = selectCurrentContent(state);
    return content?.contentType === 'product' ? content.product?.id : undefined;
  });
  const blockParameters = useStableParameters(block.parameters);
  const parameters = useMemo(() => withRelatedProduct(blockParameters, productId), [blockParameters, productId]);
  const setup = useMemo(() => listSetup(parameters, defaults), [parameters, defaults]);
  return (
    <ProductList
      listReference={setup.listReference}
      configuration={setup.configuration}
      urlState={setup.urlState}
      title={setup.title}
    />
  );
}

export default ProductListBlock;
