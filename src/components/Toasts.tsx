import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import styled, { css, keyframes } from 'styled-components';
import { componentMessages } from './messages';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  kind: ToastKind;
  message: ReactNode;
  /** Auto-dismiss after this many ms; default TOAST_TIMEOUT_MS. 0 keeps the toast until dismissed. */
  timeoutMs?: number;
}

export interface Toast extends Required<Pick<ToastOptions, 'kind' | 'message' | 'timeoutMs'>> {
  id: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

export const TOAST_TIMEOUT_MS = 5000;
/** Error toasts stay a little longer: they matter more and take longer to read. */
export const TOAST_ERROR_TIMEOUT_MS = 8000;
/** At most this many toasts are shown; older ones are dropped. */
export const MAX_TOASTS = 5;

const ToastContext = createContext<ToastApi | null>(null);

let warnedMissingProvider = false;
const noopApi: ToastApi = {
  show: () => {
    if (process.env.NODE_ENV !== 'production' && !warnedMissingProvider) {
      warnedMissingProvider = true;
      console.warn('useToast: no <ToastProvider> above this component; toasts are not shown.');
    }
    return -1;
  },
  dismiss: () => undefined,
};

/** The toast API of the nearest ToastProvider (a no-op, with a development warning, outside one). */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? noopApi;
}

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

const Region = styled.section`
  position: fixed;
  right: 16px;
  bottom: 16px;
  left: 16px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  pointer-events: none;
`;

/** A persistent live region per politeness level: screen readers announce toasts added to it. */
const Live = styled.div`
  display: flex;
  margin-top: 8px;
  flex-direction: column;
  align-items: flex-end;
  gap: 8px;
  width: 100%;
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

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
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

export interface ToastProviderProps {
  children: ReactNode;
}

/**
 * Holds the toasts and renders them in a fixed region (bottom right, each at most theme.toastMaxWidth wide).
 * Errors go to a role=alert live region, the others to a role=status one. Toasts dismiss themselves (paused while hovered).
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const intl = useIntl();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    const timeoutMs =
      options.timeoutMs ?? (options.kind === 'error' ? TOAST_ERROR_TIMEOUT_MS : TOAST_TIMEOUT_MS);
    setToasts((list) => [...list, { id, kind: options.kind, message: options.message, timeoutMs }].slice(-MAX_TOASTS));
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region aria-label={intl.formatMessage(componentMessages.toastRegion)}>
        <Live role="alert" aria-live="assertive" aria-relevant="additions">
          {toasts
            .filter((toast) => toast.kind === 'error')
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
            ))}
        </Live>
        <Live role="status" aria-live="polite" aria-relevant="additions">
          {toasts
            .filter((toast) => toast.kind !== 'error')
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
            ))}
        </Live>
      </Region>
    </ToastContext.Provider>
  );
}
