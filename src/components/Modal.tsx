import { useCallback, useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { CloseIcon, PanelBackdrop, PanelCloseButton, PanelHeader, PanelLayer, panelKeyDown } from './SidePanel';

const Box = styled.div<{ $width: number }>`
  position: absolute;
  top: 50%;
  left: 50%;
  display: flex;
  flex-direction: column;
  width: min(${({ $width }) => $width}px, calc(100vw - 24px));
  max-height: calc(100vh - 24px);
  transform: translate(-50%, -50%);
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow: hidden;

  &:focus {
    outline: none;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 20px 24px 24px;
  overflow-y: auto;
`;

export interface ModalProps {
  title: string;
  /** The accessible name of the close button (translated by the caller). */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** Marks the body busy (e.g. while its content loads). */
  busy?: boolean;
  /** The dialog's width in px on wide screens (default 720); never wider than the window. */
  width?: number;
  /** The dialog element (e.g. to bring the focus back into it after a control it had was disabled). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * An accessible modal dialog (WAI-ARIA APG 'Dialog (Modal)'): rendered into document.body above the page, named by
 * its title; the focus moves to the close button when it opens and stays inside (Tab and Shift+Tab wrap, focus that
 * leaves — e.g. by a click on the page — is brought back); Escape, the close button and a click on the backdrop close
 * it; the focus returns to the element that had it before (the button that opened it).
 */
export function Modal({ title, closeLabel, onClose, children, busy = false, width = 720, ref }: ModalProps) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement | null>(null);
  const setBox = useCallback(
    (node: HTMLDivElement | null) => {
      boxRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    // Escape wherever the focus is; focus that leaves the dialog comes back to it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    const onFocusIn = (event: FocusEvent) => {
      const box = boxRef.current;
      if (box && event.target instanceof Node && !box.contains(event.target)) box.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <PanelLayer>
      <PanelBackdrop onClick={onClose} data-testid="modal-backdrop" />
      <Box
        ref={setBox}
        $width={width}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          // Escape is handled on the document (once); Tab wraps inside the dialog.
          if (event.key !== 'Escape') panelKeyDown(event, onClose);
        }}
      >
        <PanelHeader>
          <h2 id={titleId}>{title}</h2>
          <PanelCloseButton ref={closeRef} type="button" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </PanelCloseButton>
        </PanelHeader>
        <Body aria-busy={busy}>{children}</Body>
      </Box>
    </PanelLayer>,
    document.body,
  );
}
