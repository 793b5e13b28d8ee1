import { useMemo } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import styled from 'styled-components';
import type { ContentResponse } from '../../api/types';
import { Container } from '../../components/Container';
import { useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { buildBreadcrumbs, selectMenus } from '../menu/menuSlice';
import { BlockRenderer } from './blocks/BlockRenderer';
import Breadcrumbs from './Breadcrumbs';

const Page = styled.div`
  padding-bottom: 48px;
`;

/** A CMS page (home, info, category, product, links): breadcrumbs and the page's blocks. */
export default function ContentPage() {
  const content = useLoaderData() as ContentResponse;
  const location = useLocation();
  const menus = useAppSelector(selectMenus);
  const page = content.content;
  const crumbs = useMemo(() => buildBreadcrumbs(menus, page, location.pathname), [menus, page, location.pathname]);
  useDocumentTitle(page?.title || crumbs[crumbs.length - 1]?.name);
  if (!page) return null;
  return (
    <Page data-page-type={page.type}>
      {page.type !== 'frontpage' && (
        <Container>
          <Breadcrumbs page={page} url={location.pathname} />
        </Container>
      )}
      <BlockRenderer blocks={page.content} />
    </Page>
  );
}
