import { useCallback, useSyncExternalStore } from 'react';

const matcher = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/**
 * Whether a CSS media query matches now, following its changes (window.matchMedia). False where matchMedia is
 * missing (a test DOM without it): callers treat that as the wide layout.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = matcher(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => matcher(query)?.matches ?? false;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
