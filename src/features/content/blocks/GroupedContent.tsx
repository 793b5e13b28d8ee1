import { useId } from 'react';
import styled from 'styled-components';
import { BlockList } from './BlockList';
import { childBlocks, params, str } from './params';
import type { BlockProps } from './registry';
import { Stack } from './styles';

const Group = styled(Stack)`
  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
`;

/** groupedContent: { title?: string } with child blocks, as one titled group. */
export function GroupedContentBlock({ block }: BlockProps) {
  const titleId = useId();
  const title = str(params(block), 'title');
  const children = childBlocks(block);
  if (!title && children.length === 0) return null;
  return (
    <Group
      as={title ? 'section' : 'div'}
      aria-labelledby={title ? titleId : undefined}
      data-block="groupedContent"
    >
      {title && <h2 id={titleId}>{title}</h2>}
      <BlockList blocks={children} />
    </Group>
  );
}
