import type { ComponentType } from 'react';

const RELOAD_KEY = 'chunk-reload';

export function isChunkLoadError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  return err.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(err.message);
}

/** Route-level code splitting: `route.lazy = lazyScreen(() => import('…'))`. */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  return async (): Promise<{ Component: ComponentType }> => ({ Component: (await load()).default });
}

/**
 * SPEC §8: a failed chunk load on a route does a full page reload (a new deployment replaced the chunks).
 * Called by the route error page, when the location is already the target URL. A reload already tried
 * for this URL in the last 10 seconds is not repeated, so a real outage shows the error page, not a loop.
 * Returns true when a reload was started.
 */
export function reloadOnChunkError(err: unknown, location: Location = window.location): boolean {
  if (!isChunkLoadError(err)) return false;
  const last = sessionStorage.getItem(RELOAD_KEY);
  const [href, at] = last ? [last.slice(0, last.lastIndexOf('|')), Number(last.slice(last.lastIndexOf('|') + 1))] : ['', 0];
  if (href === location.href && Date.now() - at < 10_000) return false;
  sessionStorage.setItem(RELOAD_KEY, `${location.href}|${Date.now()}`);
  location.reload();
  return true;
}
