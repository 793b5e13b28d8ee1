import { act } from '@testing-library/react';

/**
 * Replaces window.matchMedia (jsdom has none): a query matches while `matches(query)` says so; listeners registered
 * with addEventListener('change') are called by `change()`, after the caller changed what `matches` answers.
 */
export function mockMatchMedia(matches: (query: string) => boolean) {
  const listeners = new Set<() => void>();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  return {
    change() {
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}
