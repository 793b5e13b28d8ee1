import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
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

/** The toast itself, fetched with the first toast (the live regions above are always in the page). */
const ToastItem = lazy(() => import(/* webpackChunkName: "toast" */ './ToastItem'));

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
          <Suspense fallback={null}>
            {toasts
              .filter((toast) => toast.kind === 'error')
              .map((toast) => (
                <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
              ))}
          </Suspense>
        </Live>
        <Live role="status" aria-live="polite" aria-relevant="additions">
          <Suspense fallback={null}>
            {toasts
              .filter((toast) => toast.kind !== 'error')
              .map((toast) => (
                <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
              ))}
          </Suspense>
        </Live>
      </Region>
    </ToastContext.Provider>
  );
}
