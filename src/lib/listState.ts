import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §4 Customer-centre lists: loading, then loaded or error; a single missing item is 'not-found'. */
export interface ListState<T> {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  items: T[];
  totalItems: number;
  error: string | null;
  /** The request the list belongs to (list, page, search options): an answer to an older request is dropped. */
  query: string | null;
  current: T | null;
  /** The id of the single item asked for last: an answer for another id is dropped. */
  currentId: string | null;
  currentStatus: 'idle' | 'loading' | 'loaded' | 'error';
  currentError: string | null;
}

export const NOT_FOUND = 'not-found';

export function initialListState<T>(): ListState<T> {
  return {
    status: 'idle',
    items: [],
    totalItems: 0,
    error: null,
    query: null,
    current: null,
    currentId: null,
    currentStatus: 'idle',
    currentError: null,
  };
}

/**
 * The shared reducers of the three customer-centre lists (orders, invoices, credit memos). Order lists are emptied
 * on error (SPEC §4: `clearItemsOnError`); the others keep the last list under the error.
 */
export function listReducers<T>(options: { clearItemsOnError: boolean }) {
  type S = Draft<ListState<T>>;
  return {
    listRequested(state: S, { payload }: PayloadAction<{ query: string }>) {
      Object.assign(state, { status: 'loading', error: null, query: payload.query });
    },
    listLoaded(state: S, { payload }: PayloadAction<{ query: string; items: T[]; totalItems: number }>) {
      if (payload.query === state.query) Object.assign(state, { status: 'loaded', items: payload.items, totalItems: payload.totalItems });
    },
    listFailed(state: S, { payload }: PayloadAction<{ query: string; error: string }>) {
      if (payload.query !== state.query) return;
      Object.assign(state, { status: 'error', error: payload.error }, options.clearItemsOnError && { items: [], totalItems: 0 });
    },
    itemRequested(state: S, { payload }: PayloadAction<{ id: string }>) {
      if (payload.id !== state.currentId) state.current = null;
      Object.assign(state, { currentId: payload.id, currentStatus: 'loading', currentError: null });
    },
    /** SPEC §4: a single-item load that returns nothing gives the error not-found. */
    itemLoaded(state: S, { payload }: PayloadAction<{ id: string; item: T | null }>) {
      if (payload.id !== state.currentId) return;
      Object.assign(
        state,
        payload.item === null
          ? { current: null, currentStatus: 'error', currentError: NOT_FOUND }
          : { current: payload.item, currentStatus: 'loaded', currentError: null },
      );
    },
    itemFailed(state: S, { payload }: PayloadAction<{ id: string; error: string }>) {
      if (payload.id === state.currentId) Object.assign(state, { current: null, currentStatus: 'error', currentError: payload.error });
    },
  };
}

/**
 * A customer-centre list slice: the list reducers, and back to the initial state on every action of `resetOn`
 * (the session's end or change: nothing of one customer may be left for the next one at the same computer).
 */
export function createListSlice<T, Name extends string>(
  name: Name,
  options: { clearItemsOnError: boolean; resetOn: { type: string }[] },
) {
  const initialState = initialListState<T>();
  return createSlice({
    name,
    initialState,
    reducers: listReducers<T>(options),
    extraReducers: (builder) => {
      for (const { type } of options.resetOn) builder.addCase(type, () => initialState);
    },
  });
}
