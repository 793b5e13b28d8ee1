import { useId } from 'react';
import styled from 'styled-components';
import { BlockList } from './BlockList';
import { ElementList, elementSource } from './ElementList';
import { childBlocks, params, str } from '../../../../common/content/params';
import type { BlockProps } from './registry';
import { Stack } from './styles';

const Group = styled(Stack)`
  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
`;

/**
 * groupedContent: { title?: string; elements?: ElementSource parameters } with child blocks, as one titled group —
 * the other content named by `elements` (docs/content-api.md: ids or a query, shown as cards, links or sales
 * persons) first, then the children.
 */
export function GroupedContentBlock({ block }: BlockProps) {
  const titleId = useId();
  const p = params(block);
  const title = str(p, 'title');
  const source = elementSource(p.elements);
  const children = childBlocks(block);
  if (!title && !source && children.length === 0) return null;
  return (
    <Group
      as={title ? 'section' : 'div'}
      aria-labelledby={title ? titleId : undefined}
      data-block="groupedContent"
    >
      {title && <h2 id={titleId}>{title}</h2>}
      {source && <ElementList source={source} />}
      <BlockList blocks={children} />
    </Group>
  );
}
