import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled, { css, keyframes } from 'styled-components';
import { componentMessages } from './messages';
import type { Toast, ToastKind } from './Toasts';

/*
 * One toast: its own chunk (Toasts.tsx loads it when the first toast is shown), so the first load carries only the
 * provider and its live regions, which must be in the page before anything is announced through them.
 */

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

const Item = styled.div<{ $kind: ToastKind }>`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  width: 100%;
  max-width: ${({ theme }) => theme.toastMaxWidth}px;
  padding: 12px 12px 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  border-left: 4px solid;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow};
  pointer-events: auto;
  animation: ${slideIn} 0.2s ease-out;
  ${({ theme, $kind }) => {
    const colour =
      $kind === 'success' ? theme.colors.success : $kind === 'error' ? theme.colors.danger : theme.colors.primary;
    return css`
      border-left-color: ${colour};
    `;
  }}
`;

const Message = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Close = styled.button`
  flex: none;
  width: 28px;
  height: 28px;
  margin: -4px -4px 0 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 20px;
  line-height: 1;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export default function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const intl = useIntl();
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (toast.timeoutMs <= 0 || paused) return undefined;
    const timer = setTimeout(() => onDismiss(toast.id), toast.timeoutMs);
    return () => clearTimeout(timer);
  }, [onDismiss, paused, toast.id, toast.timeoutMs]);

  return (
    <Item
      $kind={toast.kind}
      data-kind={toast.kind}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <Message>{toast.message}</Message>
      <Close
        type="button"
        aria-label={intl.formatMessage(componentMessages.toastDismiss)}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </Close>
    </Item>
  );
}

