import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { Facet } from '../../api/types';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ScreenDescription } from '../../app/documentHead';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { ProductList } from './ProductList';
import { selectArea } from '../website';
import { searchBoxChanged, searchPageMessages, searchResultsFor, type SearchState, selectConfiguredContainer, selectSearchBox } from '../search';
import { DEFAULT_LIST_REFERENCE, listSetup, SEARCH_PAGE_LIST } from '../../../common/search/config';
import { parseListUrl, QUERY_TEXT } from '../../../common/search/url';

const Page = styled.div`
  padding: 24px 0 48px;
`;

const Heading = styled.h1`
  margin: 0 0 8px;
  font-size: 2rem;
  overflow-wrap: anywhere;
`;

/** Whether the main list holds the results of this free text (it does not throw before the list registers). */
const selectResultsFor = (state: { search: SearchState }, q: string) => {
  const container = selectConfiguredContainer(state, DEFAULT_LIST_REFERENCE);
  return (
    container !== undefined &&
    (container.status === 'done' || container.status === 'error') &&
    container.freeTextSearch === q
  );
};

/** The brand of a brand link: exactly one value selected in the brand facet (field 'brand'). */
function singleBrand(params: URLSearchParams, facets: Facet[]): string | null {
  const value = parseListUrl(params, facets.filter((f) => f.field === 'brand')).facets.brand;
  return Array.isArray(value) && value.length === 1 ? value[0]! : null;
}

/**
 * SPEC §2 Search (/search?q=, the localised route 'search'): the main product list ('products') with the
 * area's default facets and sortings and the free text q from the URL.
 */
export default function SearchPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const q = (params.get(QUERY_TEXT) ?? '').trim();
  const area = useAppSelector(selectArea);
  const configuration = useMemo(
    () =>
      listSetup(
        SEARCH_PAGE_LIST,
        area ? { defaultFacets: area.defaultFacets, sortingOptions: area.sortingOptions } : null,
      ).configuration,
    [area],
  );

  // A brand link (/search?brand=3M, the brand facet selected) reads as the brand's page.
  const brand = q ? null : singleBrand(params, configuration.facets);
  const heading = q
    ? intl.formatMessage(searchResultsFor, { q })
    : (brand ?? intl.formatMessage(searchPageMessages.allProducts));
  useDocumentTitle(heading);

  // SPEC §4 Search box: the header's search field sets 'searching'; it becomes searchcomplete once the results
  // (or the error) for the submitted text are here, and the search box saga reverts it after 1000 ms.
  const box = useAppSelector(selectSearchBox);
  const arrived = useAppSelector((state) => q !== '' && selectResultsFor(state, q));
  useEffect(() => {
    if (arrived && box === 'searching') dispatch(searchBoxChanged('searchcomplete'));
  }, [arrived, box, dispatch]);

  return (
    <Page>
      <Container>
        <ScreenDescription text={heading} />
        <Heading>{heading}</Heading>
        <ProductList listReference={DEFAULT_LIST_REFERENCE} configuration={configuration} urlState />
      </Container>
    </Page>
  );
}
