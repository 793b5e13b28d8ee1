import { useMemo } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import styled from 'styled-components';
import type { Block, ContentResponse } from '../../api/types';
import { Container } from '../../components/Container';
import { useAppSelector } from '../../app/hooks';
import { PageHeadTags, useDocumentTitle } from '../../app/documentHead';
import { buildBreadcrumbs, selectMenus } from '../menu';
import { BlockRenderer } from './blocks/BlockRenderer';
import Breadcrumbs from './Breadcrumbs';

const Page = styled.div`
  padding-bottom: 48px;
`;

/** Blocks that span the page width themselves (sections contain their own column). */
const FULL_WIDTH = new Set<Block['type']>(['section', 'banner', 'slider']);

/** Consecutive column blocks share one Container; full-width blocks stand alone. */
export function groupBlocks(blocks: Block[]): { fullWidth: boolean; blocks: Block[] }[] {
  const groups: { fullWidth: boolean; blocks: Block[] }[] = [];
  for (const block of blocks) {
    const fullWidth = FULL_WIDTH.has(block.type);
    const last = groups[groups.length - 1];
    if (last && !fullWidth && !last.fullWidth) last.blocks.push(block);
    else groups.push({ fullWidth, blocks: [block] });
  }
  return groups;
}

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
      <PageHeadTags page={page} product={content.product} />
      {page.type !== 'frontpage' && (
        <Container>
          <Breadcrumbs page={page} url={location.pathname} />
        </Container>
      )}
      {groupBlocks(page.content).map((group) =>
        group.fullWidth ? (
          <BlockRenderer key={group.blocks[0]!.id} blocks={group.blocks} />
        ) : (
          <Container key={group.blocks[0]!.id}>
            <BlockRenderer blocks={group.blocks} />
          </Container>
        ),
      )}
    </Page>
  );
}
