import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { Product } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useRoutePath } from '../../app/routePaths';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Container } from '../../components/Container';
import { Spinner } from '../../components/Spinner';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { contentImageUrl } from '../../../common/images';
import { ProductPrice } from '../price';
import { formatSpecValue, productBrand, productSpecs, specLabel, useGetProductsByIdsQuery } from '../product';
import { selectAreaInfo, useCmsText } from '../website';
import { useDropMissingFromComparison } from './comparedProducts';
import { compareRemoved, selectCompareIds } from './compareSlice';
import { compareMessages } from './messages';

export interface ComparisonRow {
  key: string;
  label: string;
  /** One display value per product; null when the product lacks the specification. */
  values: (string | null)[];
  /** All products have the same value. */
  equal: boolean;
}

/**
 * One row per specification key of any of the products (in order of first appearance), labelled by the first
 * product that has it; values formatted for the locale.
 */
export function comparisonRows(
  products: readonly Product[],
  format: (spec: Product['specifications']['$meta'][number]) => string,
  label: (spec: Product['specifications']['$meta'][number]) => string,
): ComparisonRow[] {
  const order: string[] = [];
  const labels = new Map<string, string>();
  const perProduct = products.map((product) => {
    const byKey = new Map<string, string>();
    for (const spec of productSpecs(product)) {
      if (!labels.has(spec.key)) {
        labels.set(spec.key, label(spec));
        order.push(spec.key);
      }
      if (!byKey.has(spec.key)) byKey.set(spec.key, format(spec));
    }
    return byKey;
  });
  return order.map((key) => {
    const values = perProduct.map((byKey) => byKey.get(key) ?? null);
    const first = values[0] ?? null;
    return {
      key,
      label: labels.get(key) ?? key,
      values,
      equal: values.every((value) => value === first),
    };
  });
}

const Page = styled.div`
  padding: 24px 0 48px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px 24px;
  margin-bottom: 16px;

  h1 {
    margin: 0;
  }
`;

const SwitchLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  cursor: pointer;
  font-weight: 600;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The table scrolls sideways in here on a phone — the page does not. Positioned, so that it is the containing block
 * of the table's absolutely positioned parts (the visually hidden texts): without, they stuck out of the scrolling
 * box and made the whole page scroll sideways (issue 16).
 */
const Scroll = styled.div`
  position: relative;
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
`;

const Table = styled.table`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;
  table-layout: fixed;

  th,
  td {
    padding: 10px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }

  tbody th {
    width: 200px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }

  thead td {
    width: 200px;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    tbody th,
    thead td {
      width: 112px;
    }
  }

  tbody tr:nth-child(even) {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const ProductHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  font-weight: 400;

  img {
    width: 100%;
    max-width: 160px;
    aspect-ratio: 1 / 1;
    object-fit: contain;
  }

  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Brand = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const RemoveButton = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.danger};
  font: inherit;
  font-size: 0.875rem;
  text-decoration: underline;
  cursor: pointer;
`;

const Notice = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** A product's column head: image, name link, brand, price and the remove button. */
function ProductColumnHead({ product }: { product: Product }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const image = product.media?.find((m) => m.type === 'image');
  const brand = productBrand(product);
  return (
    <th scope="col">
      <ProductHead>
        {image && (
          <img
            src={contentImageUrl(image.image, { size: 'sm' })}
            alt=""
            loading="lazy"
            decoding="async"
          />
        )}
        {product.url ? <Link to={product.url}>{product.name}</Link> : <span>{product.name}</span>}
        {brand && (
          <Brand>
            <VisuallyHidden>{intl.formatMessage(compareMessages.brand)}: </VisuallyHidden>
            {brand}
          </Brand>
        )}
        <ProductPrice product={product} />
        <RemoveButton
          type="button"
          aria-label={intl.formatMessage(compareMessages.remove, { name: product.name })}
          onClick={() => dispatch(compareRemoved(product.id))}
        >
          {intl.formatMessage(compareMessages.removeShort)}
        </RemoveButton>
      </ProductHead>
    </th>
  );
}

/** A specification's row: its label, then each product's value ('–', 'not specified', when it has none). */
function ComparisonRowView({ row, products }: { row: ComparisonRow; products: Product[] }) {
  const intl = useIntl();
  return (
    <tr>
      <th scope="row">{row.label}</th>
      {row.values.map((value, i) => (
        <td key={products[i]?.id ?? i}>
          {value ?? (
            <>
              <span aria-hidden="true">–</span>
              <VisuallyHidden>{intl.formatMessage(compareMessages.notSpecified)}</VisuallyHidden>
            </>
          )}
        </td>
      ))}
    </tr>
  );
}

/** No products held: how to add some, and the way home. */
function EmptyComparison({ title }: { title: string }) {
  const intl = useIntl();
  const path = useRoutePath();
  return (
    <Container>
      <Page>
        <h1>{title}</h1>
        <p>{intl.formatMessage(compareMessages.empty)}</p>
        <Notice>{intl.formatMessage(compareMessages.emptyHint)}</Notice>
        <Link to={path('home')}>{intl.formatMessage(compareMessages.backHome)}</Link>
      </Page>
    </Container>
  );
}

/**
 * The product comparison (SPEC §2 'productComparison', §5): the held products side by side — image, name link,
 * brand, price and a remove button per column, one row per specification — with a switch that shows only the
 * rows that differ. Ids whose products no longer exist are dropped after loading.
 */
export default function ComparisonPage() {
  const intl = useIntl();
  const switchId = useId();
  const ids = useAppSelector(selectCompareIds);
  const area = useAppSelector(selectAreaInfo, shallowEqual);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  useDocumentTitle(intl.formatMessage(compareMessages.title));

  // The ids to load only grow while the page is open, so removing a product needs no new request.
  const [requested, setRequested] = useState<string[]>(ids);
  if (ids.some((id) => !requested.includes(id))) setRequested(ids);
  const query = useGetProductsByIdsQuery({ area, ids: requested }, { skip: requested.length === 0 });
  useDropMissingFromComparison({ ids: query.originalArgs?.ids, data: query.currentData, error: query.error });

  const products = useMemo(
    () => ids.map((id) => query.data?.items[id]).filter((p): p is Product => p !== undefined),
    [ids, query.data],
  );
  const cmsText = useCmsText();
  const rows = useMemo(
    () =>
      comparisonRows(
        products,
        (spec) => formatSpecValue(spec, intl),
        (spec) => specLabel(spec, cmsText),
      ),
    [products, intl, cmsText],
  );
  const shownRows = onlyDifferences ? rows.filter((row) => !row.equal) : rows;
  const title = intl.formatMessage(compareMessages.title);

  if (ids.length === 0) return <EmptyComparison title={title} />;

  if (products.length === 0) {
    return (
      <Container>
        <Page>
          <h1>{title}</h1>
          {query.isError ? (
            <div role="alert">
              <p>{intl.formatMessage(compareMessages.loadFailed)}</p>
              <button type="button" onClick={() => void query.refetch()}>
                {intl.formatMessage(compareMessages.retry)}
              </button>
            </div>
          ) : (
            <Spinner label={intl.formatMessage(compareMessages.loading)} />
          )}
        </Page>
      </Container>
    );
  }

  return (
    <Container>
      <Page>
        <Head>
          <h1>{title}</h1>
          <SwitchLabel htmlFor={switchId}>
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              checked={onlyDifferences}
              aria-checked={onlyDifferences}
              onChange={(event) => setOnlyDifferences(event.target.checked)}
            />
            {intl.formatMessage(compareMessages.onlyDifferences)}
          </SwitchLabel>
        </Head>
        <Scroll>
          <Table>
            <caption>
              <VisuallyHidden>
                {title}: {intl.formatMessage(compareMessages.productCount, { count: products.length })}
              </VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <td />
                {products.map((product) => (
                  <ProductColumnHead key={product.id} product={product} />
                ))}
              </tr>
            </thead>
            <tbody>
              {shownRows.map((row) => (
                <ComparisonRowView key={row.key} row={row} products={products} />
              ))}
            </tbody>
          </Table>
        </Scroll>
        {rows.length === 0 && <Notice>{intl.formatMessage(compareMessages.noSpecifications)}</Notice>}
        {rows.length > 0 && shownRows.length === 0 && (
          <Notice role="status">{intl.formatMessage(compareMessages.noDifferences)}</Notice>
        )}
      </Page>
    </Container>
  );
}
