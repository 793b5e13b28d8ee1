import { useEffect, useRef } from 'react';

/**
 * Moves focus to the returned heading whenever `view` changes after the first render, so a screen reader hears
 * the new step (link sent, link invalid, password changed) and keyboard users continue from there.
 */
export function useHeadingFocus<T extends HTMLElement = HTMLHeadingElement>(view: string) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [view]);
  return ref;
}
