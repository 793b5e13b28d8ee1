import { memo, useCallback, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import type { Facet, Product } from '../../api/types';
import { Spinner } from '../../components/Spinner';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { media } from '../../styles/theme';
import type { SearchConfiguration } from '../search/searchSlice';
import { useProductSearch } from '../search/useProductSearch';
import { FacetPanel } from './FacetPanel';
import { emptyForText, filtersCount, listMessages, resultCount } from './messages';
import { Pager } from './Pager';
import { pageCount } from './paging';
import { ProductTile } from './ProductTile';
import { SelectedFacets } from './SelectedFacets';
import { OutlineButton, SMALL_SCREEN } from './styles';
import { useCmsText } from '../website/useCmsText';

const Section = styled.section`
  margin: 24px 0;
  scroll-margin-top: 16px;
`;

const Title = styled.h2`
  margin: 0 0 16px;
  font-size: 1.5rem;
`;

/**
 * Toolbar, facet panel and results. From 768 px the panel is a column left of the toolbar and results; below,
 * the toolbar (with the 'Filters' button) comes first and the collapsible panel opens right under it.
 */
const Layout = styled.div<{ $withFacets: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'toolbar' 'aside' 'main';
  column-gap: 24px;

  ${media.md} {
    ${({ $withFacets }) =>
      $withFacets &&
      css`
        grid-template-columns: 220px minmax(0, 1fr);
        grid-template-rows: auto 1fr;
        grid-template-areas: 'aside toolbar' 'aside main';
      `}
  }

  ${media.lg} {
    ${({ $withFacets }) =>
      $withFacets &&
      css`
        grid-template-columns: 260px minmax(0, 1fr);
      `}
  }
`;

const Aside = styled.div<{ $open: boolean }>`
  grid-area: aside;
  align-self: start;
  min-width: 0;

  ${SMALL_SCREEN} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    margin-bottom: 16px;
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Main = styled.div`
  grid-area: main;
  min-width: 0;
`;

const Toolbar = styled.div`
  grid-area: toolbar;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

const ResultCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

const ToolbarEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const FiltersButton = styled(OutlineButton)`
  display: none;

  ${SMALL_SCREEN} {
    display: inline-flex;
  }
`;

const SortField = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;

  select {
    height: 38px;
    padding: 0 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.white};
    font: inherit;
  }
`;

const Results = styled.div<{ $dimmed: boolean }>`
  position: relative;
  transition: opacity 0.2s ease;
  opacity: ${({ $dimmed }) => ($dimmed ? 0.5 : 1)};
  pointer-events: ${({ $dimmed }) => ($dimmed ? 'none' : 'auto')};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    gap: 16px;
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  padding: 32px 24px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
  }
`;

const ErrorBox = styled(Message)`
  border-style: solid;
  border-color: ${({ theme }) => theme.colors.danger};
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 0;
  color: ${({ theme }) => theme.colors.primary};
`;

interface ProductGridProps {
  items: { item: Product; score: number }[];
  headingLevel: 2 | 3;
}

/** Renders only when the items change: while the next page or facet loads, the old grid stays as it is. */
const ProductGrid = memo(function ProductGrid({ items, headingLevel }: ProductGridProps) {
  return (
    <Grid>
      {items.map(({ item }) => (
        <li key={item.id}>
          <ProductTile product={item} headingLevel={headingLevel} />
        </li>
      ))}
    </Grid>
  );
});

export interface ProductListProps {
  /** Search container key (SPEC §9 default 'products'). */
  listReference: string;
  configuration: SearchConfiguration;
  /** The main list reads and writes p, s, q and the facets in the URL; a teaser keeps its state locally. */
  urlState: boolean;
  title?: string | undefined;
}

/**
 * A product list (SPEC §2, §3, §4): result count, sorting, facets (checkbox groups with counts, sliders),
 * selected-facet chips, a responsive grid of product tiles, paging, and empty, error and loading states.
 */
export function ProductList({ listReference, configuration, urlState, title }: ProductListProps) {
  const intl = useIntl();
  const cms = useCmsText();
  const titleId = useId();
  const sortId = useId();
  const panelId = useId();
  const top = useRef<HTMLElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const search = useProductSearch({ listReference, configuration, urlState });
  const { state, result, loading, error } = search;

  const { facets, pageSize } = configuration;
  const interactive = urlState || facets.length > 0 || search.sortingOptions.length > 1;
  const selectedCount = Object.keys(state.facets).length;
  const facetTitle = useCallback(
    (facet: Facet) => cms(`facet.${facet.queryField}`, facet.label || facet.field),
    [cms],
  );
  const { goToPage } = search;
  const onSelectPage = useCallback(
    (page: number) => {
      if (!urlState) goToPage(page);
      top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    },
    [goToPage, urlState],
  );

  // A teaser without results takes no room on the page.
  if (!interactive && result && result.items.length === 0 && !loading && !error) return null;

  const total = result?.itemsTotal ?? 0;
  const pages = pageCount(total, pageSize);
  const countText = result ? intl.formatMessage(resultCount, { count: total }) : '';
  const tileHeading: 2 | 3 = title ? 3 : 2;

  let body;
  if (error) {
    body = (
      <ErrorBox role="alert">
        <p>
          <strong>{intl.formatMessage(listMessages.errorTitle)}</strong>
        </p>
        <p>{error.message}</p>
        <OutlineButton type="button" onClick={search.retry}>
          {intl.formatMessage(listMessages.retry)}
        </OutlineButton>
      </ErrorBox>
    );
  } else if (!result) {
    body = (
      <Loading>
        <Spinner size={32} label={intl.formatMessage(listMessages.loading)} />
      </Loading>
    );
  } else if (result.items.length === 0 && total > 0) {
    body = (
      <Message>
        <p>{intl.formatMessage(listMessages.pageEmpty)}</p>
        <OutlineButton type="button" onClick={() => goToPage(1)}>
          {intl.formatMessage(listMessages.firstPage)}
        </OutlineButton>
      </Message>
    );
  } else if (result.items.length === 0) {
    body = (
      <Message>
        <p>
          <strong>
            {state.freeText
              ? intl.formatMessage(emptyForText, { q: state.freeText })
              : intl.formatMessage(listMessages.empty)}
          </strong>
        </p>
        {selectedCount > 0 && (
          <>
            <p>{intl.formatMessage(listMessages.emptyHint)}</p>
            <OutlineButton type="button" onClick={search.clearFacets}>
              {intl.formatMessage(listMessages.clearFilters)}
            </OutlineButton>
          </>
        )}
      </Message>
    );
  } else {
    body = <ProductGrid items={result.items} headingLevel={tileHeading} />;
  }

  const showFacets = facets.length > 0 && (result !== undefined || selectedCount > 0);

  return (
    <Section
      ref={top}
      aria-labelledby={title ? titleId : undefined}
      data-list-reference={listReference}
    >
      {title && <Title id={titleId}>{title}</Title>}
      <Layout $withFacets={showFacets}>
        {interactive && (
          <Toolbar>
            <ResultCount role="status" aria-live="polite" aria-atomic="true">
              {countText}
            </ResultCount>
            <ToolbarEnd>
              {showFacets && (
                <FiltersButton
                  type="button"
                  aria-expanded={filtersOpen}
                  aria-controls={panelId}
                  onClick={() => setFiltersOpen(!filtersOpen)}
                >
                  {intl.formatMessage(listMessages.filters)}
                  {selectedCount > 0 && (
                    <>
                      <span aria-hidden="true"> ({selectedCount})</span>
                      <VisuallyHidden>{intl.formatMessage(filtersCount, { count: selectedCount })}</VisuallyHidden>
                    </>
                  )}
                </FiltersButton>
              )}
              {search.sortingOptions.length > 1 && (
                <SortField>
                  <label htmlFor={sortId}>{intl.formatMessage(listMessages.sortLabel)}</label>
                  <select
                    id={sortId}
                    value={search.sorting?.queryValue ?? ''}
                    onChange={(event) => search.setSorting(event.target.value)}
                  >
                    {search.sortingOptions.map((option) => (
                      <option key={option.queryValue} value={option.queryValue}>
                        {cms(`sort.${option.queryValue}`, option.name)}
                      </option>
                    ))}
                  </select>
                </SortField>
              )}
            </ToolbarEnd>
          </Toolbar>
        )}
        {showFacets && (
          <Aside id={panelId} $open={filtersOpen}>
            <VisuallyHidden as="h3">{intl.formatMessage(listMessages.facetsLabel)}</VisuallyHidden>
            <FacetPanel
              facets={facets}
              facetOptions={result?.facetOptions ?? {}}
              selection={state.facets}
              titleOf={facetTitle}
              onChange={search.setFacet}
            />
          </Aside>
        )}
        <Main>
          {facets.length > 0 && (
            <SelectedFacets
              facets={facets}
              facetOptions={result?.facetOptions ?? {}}
              selection={state.facets}
              titleOf={facetTitle}
              onChange={search.setFacet}
              onClear={search.clearFacets}
            />
          )}
          <Results aria-busy={loading} $dimmed={loading && result !== undefined && !error}>
            {body}
          </Results>
          {interactive && !error && result && (
            <Pager current={state.page} total={pages} hrefOf={search.pageHref} onSelect={onSelectPage} />
          )}
        </Main>
      </Layout>
    </Section>
  );
}
