import styled from 'styled-components';
import { media } from '../../../styles/theme';
import { BlockList } from './BlockList';
import { asNumber, childBlocks, clamp, list, params } from '../../../../common/content/params';
import type { BlockProps } from './registry';
import { Stack } from './styles';

export const GRID_COLUMNS = 12;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;

  ${media.md} {
    grid-template-columns: repeat(${GRID_COLUMNS}, minmax(0, 1fr));
  }
`;

const Column = styled(Stack)<{ $span: number }>`
  ${media.md} {
    grid-column: span ${({ $span }) => $span};
  }
`;

/** Column spans: the given widths (1…12), else an even split of the 12 columns. */
export function columnSpans(widths: unknown[], count: number): number[] {
  const even = Math.max(1, Math.floor(GRID_COLUMNS / Math.max(1, count)));
  return Array.from({ length: count }, (_, i) => {
    const width = asNumber(widths[i]);
    return width === undefined ? even : clamp(Math.round(width), 1, GRID_COLUMNS);
  });
}

/**
 * row: { widths?: number[] } — a responsive 12-column grid, one column per child block; the columns stack
 * below 768 px.
 */
export function RowBlock({ block }: BlockProps) {
  const columns = childBlocks(block);
  if (columns.length === 0) return null;
  const spans = columnSpans(list(params(block), 'widths'), columns.length);
  return (
    <Grid data-block="row">
      {columns.map((column, i) => (
        <Column key={`${column.id}:${i}`} $span={spans[i] ?? GRID_COLUMNS} data-span={spans[i]}>
          <BlockList blocks={[column]} />
        </Column>
      ))}
    </Grid>
  );
}
