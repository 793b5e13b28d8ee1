import { useEffect } from 'react';

/**
 * How long after the first page's commit `run` waits: past the frame that shows the page and its first images
 * (decoded off the main thread, presented a frame or more later), so it is not part of the first screen.
 */
export const AFTER_FIRST_PAINT_MS = 1000;

/**
 * Calls `run` once, a while after the page it is rendered with has been committed (AFTER_FIRST_PAINT_MS). The start-up
 * uses it to ask for a visitor's anonymous token after the first screen rather than before it (routes.tsx).
 */
export function AfterFirstPaint({ run }: { run: () => void }) {
  useEffect(() => {
    const timer = setTimeout(run, AFTER_FIRST_PAINT_MS);
    return () => clearTimeout(timer);
  }, [run]);
  return null;
}
