import type { WebStorage } from 'redux-persist';
import storage from 'redux-persist/es/storage';

/**
 * The state redux-persist writes: its default serialisation is a JSON object whose values are the JSON of
 * each top-level field (plus `_persist`). Returns the fields without `_persist`, or null when unreadable.
 */
export function decodePersisted(serialized: string): Record<string, unknown> | null {
  try {
    const outer: unknown = JSON.parse(serialized);
    if (typeof outer !== 'object' || outer === null) return null;
    const state: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(outer)) {
      if (key === '_persist') continue;
      state[key] = typeof value === 'string' ? JSON.parse(value) : value;
    }
    return state;
  } catch {
    return null;
  }
}

/**
 * localStorage for redux-persist that keeps no entry for an empty state: when `isEmpty` says the state being
 * written is empty (a cleared session, an empty comparison) the key is removed instead. So after a logout no
 * entry is left behind — redux-persist would otherwise write the cleared state back a moment later.
 */
export function storageWithoutEmpty(isEmpty: (state: Record<string, unknown>) => boolean): WebStorage {
  return {
    getItem: (key) => storage.getItem(key),
    removeItem: (key) => storage.removeItem(key),
    setItem: (key, value: string) => {
      const state = decodePersisted(value);
      return state && isEmpty(state) ? storage.removeItem(key) : storage.setItem(key, value);
    },
  };
}
