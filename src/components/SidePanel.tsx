import type { KeyboardEvent } from 'react';
import styled from 'styled-components';

/** The fixed layer of a modal side panel (burger menu, mini-cart): backdrop plus panel above the page. */
export const PanelLayer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.panel};
`;

export const PanelBackdrop = styled.div`
  position: absolute;
  inset: 0;
  background: rgba(29, 36, 40, 0.5);
`;

/** The panel's title bar: heading and close button on the theme colour. */
export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

export const PanelCloseButton = styled.button`
  display: inline-flex;
  padding: 6px;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
`;

export { CloseIcon } from './CloseIcon';

/**
 * The keyboard of a modal panel, as its onKeyDown: Escape closes it; Tab and Shift+Tab wrap around inside it
 * (from the last focusable element to the first and back).
 */
export function panelKeyDown(event: KeyboardEvent<HTMLElement>, onClose: () => void): void {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onClose();
    return;
  }
  if (event.key !== 'Tab') return;
  const focusable = event.currentTarget.querySelectorAll<HTMLElement>(
    'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]',
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
