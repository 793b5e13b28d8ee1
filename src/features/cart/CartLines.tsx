import { memo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { CartLineRow } from './CartLineRow';
import { selectLineById, selectProductLineTree, type LineNode } from './cartSlice';
import { cartMessages as m } from './messages';

/** The container the lines' layout follows (CartLineRow): the room the cart page gives the list, not the window's width. */
const List = styled.ul`
  container: cart-lines / inline-size;
  margin: 0;
  padding: 0;
  list-style: none;
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Sub-lines sit under their parent, indented and marked. */
const SubList = styled.ul`
  margin: 0 0 8px;
  padding: 0 0 0 20px;
  list-style: none;
  border-left: 3px solid ${({ theme }) => theme.colors.primaryLight};
  > li + li {
    border-top: 1px dashed ${({ theme }) => theme.colors.border};
  }
`;

interface LineItemProps {
  node: LineNode;
  onRemoved?: (name: string) => void;
}

const LineItem = memo(function LineItem({ node, onRemoved }: LineItemProps) {
  const intl = useIntl();
  const name = useAppSelector((state) => {
    const line = selectLineById(state, node.id);
    return line ? line.text || line.productKey.productId : '';
  });
  return (
    <li>
      <CartLineRow id={node.id} onRemoved={onRemoved} />
      {node.children.length > 0 && (
        <SubList aria-label={intl.formatMessage(m.subLinesOf, { name })}>
          {node.children.map((child) => (
            <LineItem key={child.id} node={child} onRemoved={onRemoved} />
          ))}
        </SubList>
      )}
    </li>
  );
});

export interface CartLinesProps {
  /** Id of the heading that names the list. */
  labelledBy?: string;
  /** Called after the user removed a line; keep it stable (useCallback). */
  onRemoved?: (name: string) => void;
}

/**
 * The cart's product lines with their sub-lines under them. It selects only the line tree, which keeps its
 * identity while quantities change, so a quantity edit renders just that line's row.
 */
export function CartLines({ labelledBy, onRemoved }: CartLinesProps) {
  const tree = useAppSelector(selectProductLineTree);
  return (
    <List aria-labelledby={labelledBy}>
      {tree.map((node) => (
        <LineItem key={node.id} node={node} onRemoved={onRemoved} />
      ))}
    </List>
  );
}
