import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import styled from 'styled-components';

const Wrapper = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span<{ $placement: 'top' | 'bottom' }>`
  position: absolute;
  left: 50%;
  ${({ $placement }) => ($placement === 'top' ? 'bottom: calc(100% + 8px);' : 'top: calc(100% + 8px);')}
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.menu + 1};
  width: max-content;
  max-width: 240px;
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.white};
  font-size: 0.8125rem;
  line-height: 1.4;
  text-align: center;
  box-shadow: ${({ theme }) => theme.shadow};
  pointer-events: none;

  &[hidden] {
    display: none;
  }
`;

type DescribedProps = { 'aria-describedby'?: string };

export interface TooltipProps {
  /** The tooltip text. */
  content: ReactNode;
  /** One focusable element (button, link); it gets aria-describedby pointing at the tooltip. */
  children: ReactElement<DescribedProps>;
  placement?: 'top' | 'bottom';
  className?: string;
}

/**
 * An accessible tooltip (WAI-ARIA tooltip pattern): shown while the trigger is hovered or focused, hidden on
 * Escape, and always referenced by the trigger's aria-describedby so screen readers read it as description.
 */
export function Tooltip({ content, children, placement = 'bottom', className }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;

  useEffect(() => {
    if (!hovered && !focused) setDismissed(false);
  }, [hovered, focused]);

  const onKeyDown = useCallback((event: KeyboardEvent) => {
    if (event.key === 'Escape') setDismissed(true);
  }, []);

  const trigger = isValidElement(children)
    ? cloneElement(children, {
        'aria-describedby': [children.props['aria-describedby'], id].filter(Boolean).join(' '),
      })
    : children;

  return (
    <Wrapper
      className={className}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onKeyDown={onKeyDown}
    >
      {trigger}
      <Bubble id={id} role="tooltip" $placement={placement} hidden={!open}>
        {content}
      </Bubble>
    </Wrapper>
  );
}
