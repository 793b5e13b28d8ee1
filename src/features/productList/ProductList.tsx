import { lazy, memo, Suspense, type RefObject, useCallback, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import type { Facet, Product } from '../../api/types';
import { VisuallyHidden, visuallyHidden } from '../../components/VisuallyHidden';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { media } from '../../styles/theme';
import type { SearchConfiguration } from '../../../common/search/config';
import { useProductSearch, type ProductSearch } from '../search';
import { FacetPanel } from './FacetPanel';
import { emptyForText, filtersCount, listMessages, resultCount } from './messages';
import { Pager } from '../../components/Pager';
import { pageCount } from '../../components/paging';
import { PRIORITY_TILES } from '../../../common/search/pageLists';
import { ProductTile, ProductTileSkeleton } from './ProductTile';
import { SelectedFacets } from './SelectedFacets';
import { OutlineButton, SMALL_SCREEN, SMALL_SCREEN_QUERY } from './styles';
import { useCmsText } from '../website';

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
 * the toolbar (with the 'Filters' button that opens the filter drawer) comes first, then the results.
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

/** The side panel from 768 px; below, the facets are in the filter drawer. */
const Aside = styled.div`
  grid-area: aside;
  align-self: start;
  min-width: 0;

  ${SMALL_SCREEN} {
    display: none;
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

/** Below 768 px only (it opens the filter drawer there). */
const FiltersButton = styled(OutlineButton)`
  ${media.md} {
    display: none;
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

/** Shown when focused: jumps over the toolbar and the filters to the first product (keyboard users). */
const SkipToResults = styled.a`
  ${visuallyHidden}

  &:focus {
    position: static !important;
    width: auto !important;
    height: auto !important;
    margin: 0 0 12px !important;
    padding: 8px 16px !important;
    overflow: visible !important;
    clip: auto !important;
    display: inline-block;
    border: 2px solid ${({ theme }) => theme.colors.primary} !important;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.white};
  }
`;

const Results = styled.div<{ $dimmed: boolean }>`
  position: relative;
  outline: none;
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

/** The filter drawer of phones: a chunk of its own, fetched when the 'Filters' button is pointed at or used. */
const loadFilterDrawer = () => import(/* webpackChunkName: "filterDrawer" */ './FilterDrawer');
const FilterDrawer = lazy(loadFilterDrawer);
const preloadFilterDrawer = () => {
  loadFilterDrawer().catch(() => undefined); // a failed preload is retried by the lazy component
};

/** Placeholder tiles while the first page loads: enough to fill a screen, the rest of the page below it. */
const SKELETON_TILES = 12;

/** The facet panel's stand-in while the first page loads (its column is there from the start). */
const FacetsSkeleton = styled.div`
  height: 320px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

interface ProductGridProps {
  items: { item: Product; score: number }[];
  headingLevel: 2 | 3;
  /** The list opens the page (its main list): the first tiles' images are in the first screen. */
  firstScreen: boolean;
}

/**
 * The tiles a grid shows in its first render: a first screen on any device (two rows of a phone, two of a desktop).
 * The rest follow in a deferred render right after, so the first screen is painted without waiting for the whole
 * page of tiles (a slow phone's first paint).
 */
export const FIRST_PASS_TILES = 8;

/** Renders only when the items change: while the next page or facet loads, the old grid stays as it is. */
const ProductGrid = memo(function ProductGrid({ items, headingLevel, firstScreen }: ProductGridProps) {
  const shown = useDeferredValue(items.length, Math.min(items.length, FIRST_PASS_TILES));
  return (
    <Grid>
      {items.slice(0, shown).map(({ item }, index) => (
        <li key={item.id}>
          <ProductTile product={item} headingLevel={headingLevel} priority={firstScreen && index < PRIORITY_TILES} />
        </li>
      ))}
    </Grid>
  );
});

/** The list's sorting: a select of the configured options (their names from the CMS when it has them). */
function SortSelect({ search }: { search: ProductSearch }) {
  const intl = useIntl();
  const cms = useCmsText();
  const sortId = useId();
  return (
    <SortField>
      <label htmlFor={sortId}>{intl.formatMessage(listMessages.sortLabel)}</label>
      <select id={sortId} value={search.sorting?.queryValue ?? ''} onChange={(event) => search.setSorting(event.target.value)}>
        {search.sortingOptions.map((option) => (
          <option key={option.queryValue} value={option.queryValue}>
            {cms(`sort.${option.queryValue}`, option.name)}
          </option>
        ))}
      </select>
    </SortField>
  );
}

interface ResultsBodyProps {
  search: ProductSearch;
  /** The list has a toolbar (its loading status is there, not here). */
  interactive: boolean;
  pageSize: number;
  headingLevel: 2 | 3;
  /** The main list of the page (its first tiles load eagerly). */
  firstScreen: boolean;
}

/**
 * What the results region shows: the error with 'Try again', placeholders while the first page loads, a page past
 * the end, no results (with 'Clear filters' when filters are set), or the grid of tiles.
 */
function ResultsBody({ search, interactive, pageSize, headingLevel, firstScreen }: ResultsBodyProps) {
  const intl = useIntl();
  const { state, result, error } = search;
  const total = result?.itemsTotal ?? 0;
  if (error) {
    return (
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
  }
  if (!result) {
    // Placeholders of the tiles' size hold the results' room while the first page loads (no layout shift).
    return (
      <>
        {!interactive && <VisuallyHidden role="status">{intl.formatMessage(listMessages.loading)}</VisuallyHidden>}
        <Grid aria-hidden="true">
          {Array.from({ length: Math.min(pageSize, SKELETON_TILES) }, (_, i) => (
            <li key={i}>
              <ProductTileSkeleton />
            </li>
          ))}
        </Grid>
      </>
    );
  }
  if (result.items.length === 0 && total > 0) {
    return (
      <Message>
        <p>{intl.formatMessage(listMessages.pageEmpty)}</p>
        <OutlineButton type="button" onClick={() => search.goToPage(1)}>
          {intl.formatMessage(listMessages.firstPage)}
        </OutlineButton>
      </Message>
    );
  }
  if (result.items.length === 0) {
    return (
      <Message>
        <p>
          <strong>{state.freeText ? intl.formatMessage(emptyForText, { q: state.freeText }) : intl.formatMessage(listMessages.empty)}</strong>
        </p>
        {Object.keys(state.facets).length > 0 && (
          <>
            <p>{intl.formatMessage(listMessages.emptyHint)}</p>
            <OutlineButton type="button" onClick={search.clearFacets}>
              {intl.formatMessage(listMessages.clearFilters)}
            </OutlineButton>
          </>
        )}
      </Message>
    );
  }
  return <ProductGrid items={result.items} headingLevel={headingLevel} firstScreen={firstScreen} />;
}

/** The filter drawer's state (useFilterDrawer). */
interface FilterDrawerState {
  /** The 'Filters' button: the focus returns to it when the drawer closes. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

/**
 * The filter drawer's state: open below 768 px only (it closes when the window grows to the side panel's width);
 * closing it gives the focus back to the 'Filters' button.
 */
function useFilterDrawer(phone: boolean): FilterDrawerState {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!phone) setFiltersOpen(false);
  }, [phone]);
  const close = useCallback(() => {
    setFiltersOpen(false);
    buttonRef.current?.focus();
  }, []);
  return { buttonRef, isOpen: phone && filtersOpen, open: () => setFiltersOpen(true), close };
}

/**
 * The toolbar: the result count (while the first page loads its status says so; the placeholders below are hidden
 * from screen readers), the 'Filters' button that opens the filter drawer below 768 px, and the sorting.
 */
function ListToolbar({ search, showFacets, drawer }: { search: ProductSearch; showFacets: boolean; drawer: FilterDrawerState }) {
  const intl = useIntl();
  const { state, result, error } = search;
  const selectedCount = Object.keys(state.facets).length;
  const countText = result
    ? intl.formatMessage(resultCount, { count: result.itemsTotal })
    : error
      ? ''
      : intl.formatMessage(listMessages.loading);
  return (
    <Toolbar>
      <ResultCount role="status" aria-live="polite" aria-atomic="true">
        {countText}
      </ResultCount>
      <ToolbarEnd>
        {showFacets && (
          <FiltersButton
            ref={drawer.buttonRef}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={drawer.isOpen}
            onPointerEnter={preloadFilterDrawer}
            onFocus={preloadFilterDrawer}
            onClick={drawer.open}
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
        {search.sortingOptions.length > 1 && <SortSelect search={search} />}
      </ToolbarEnd>
    </Toolbar>
  );
}

/** 'Skip to results': focus moves to the results (the next Tab reaches the first product); the URL keeps no hash. */
function SkipLink({ resultsId, results }: { resultsId: string; results: RefObject<HTMLDivElement | null> }) {
  const intl = useIntl();
  return (
    <SkipToResults
      href={`#${resultsId}`}
      onClick={(event) => {
        event.preventDefault();
        results.current?.focus();
        results.current?.scrollIntoView?.({ block: 'start' });
      }}
    >
      {intl.formatMessage(listMessages.skipToResults)}
    </SkipToResults>
  );
}

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
  const resultsId = useId();
  const results = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLElement>(null);
  /** Below 768 px the facets are in the filter drawer (a dialog); from there in the side panel. */
  const phone = useMediaQuery(SMALL_SCREEN_QUERY);
  const search = useProductSearch({ listReference, configuration, urlState });
  const drawer = useFilterDrawer(phone);
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
  const tileHeading: 2 | 3 = title ? 3 : 2;

  const facetPanel = (
    <FacetPanel
      facets={facets}
      facetOptions={result?.facetOptions ?? {}}
      selection={state.facets}
      titleOf={facetTitle}
      onChange={search.setFacet}
    />
  );
  // The facet column is there while the first page loads too, so the results do not move sideways when it comes.
  const showFacets = facets.length > 0 && (result !== undefined || selectedCount > 0 || !error);

  return (
    <Section
      ref={top}
      aria-labelledby={title ? titleId : undefined}
      data-list-reference={listReference}
    >
      {title && <Title id={titleId}>{title}</Title>}
      {showFacets && <SkipLink resultsId={resultsId} results={results} />}
      <Layout $withFacets={showFacets}>
        {interactive && (
          <ListToolbar search={search} showFacets={showFacets} drawer={drawer} />
        )}
        {showFacets && !phone && (
          <Aside>
            {/* One level below the list's title, or the page's h1 when the list has none (like the tiles). */}
            <VisuallyHidden as={title ? 'h3' : 'h2'}>{intl.formatMessage(listMessages.facetsLabel)}</VisuallyHidden>
            {result || selectedCount > 0 ? (
              facetPanel
            ) : (
              <FacetsSkeleton aria-hidden="true" />
            )}
          </Aside>
        )}
        {showFacets && drawer.isOpen && (
          <Suspense fallback={null}>
            <FilterDrawer
              count={result && !loading ? total : null}
              selectedCount={selectedCount}
              onClear={search.clearFacets}
              onClose={drawer.close}
            >
              {facetPanel}
            </FilterDrawer>
          </Suspense>
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
          <Results
            id={resultsId}
            ref={results}
            tabIndex={-1}
            role="region"
            aria-label={intl.formatMessage(listMessages.results)}
            aria-busy={loading}
            $dimmed={loading && result !== undefined && !error}
          >
            <ResultsBody search={search} interactive={interactive} pageSize={pageSize} headingLevel={tileHeading} firstScreen={urlState} />
          </Results>
          {interactive && !error && result && (
            <Pager current={state.page} total={pages} hrefOf={search.pageHref} onSelect={onSelectPage} />
          )}
        </Main>
      </Layout>
    </Section>
  );
}
