import type { Draft, PayloadAction } from '@reduxjs/toolkit';

/** SPEC §4 Customer-centre lists: loading, then loaded or error; a single missing item is 'not-found'. */
export interface ListState<T> {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  items: T[];
  totalItems: number;
  error: string | null;
  current: T | null;
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
    current: null,
    currentStatus: 'idle',
    currentError: null,
  };
}

/** The shared reducers of the three customer-centre lists (orders, invoices, credit memos). */
export function listReducers<T>(options: { clearItemsOnError: boolean }) {
  return {
    listRequested(state: Draft<ListState<T>>) {
      state.status = 'loading';
      state.error = null;
    },
    listLoaded(state: Draft<ListState<T>>, action: PayloadAction<{ items: T[]; totalItems: number }>) {
      state.status = 'loaded';
      state.items = action.payload.items as Draft<ListState<T>>['items'];
      state.totalItems = action.payload.totalItems;
    },
    listFailed(state: Draft<ListState<T>>, action: PayloadAction<string>) {
      state.status = 'error';
      state.error = action.payload;
      if (options.clearItemsOnError) {
        state.items = [];
        state.totalItems = 0;
      }
    },
    itemRequested(state: Draft<ListState<T>>) {
      state.currentStatus = 'loading';
      state.currentError = null;
    },
    /** A single-item load that returns nothing gives the error not-found. */
    itemLoaded(state: Draft<ListState<T>>, action: PayloadAction<T | null>) {
      if (action.payload === null) {
        state.currentStatus = 'error';
        state.currentError = NOT_FOUND;
        state.current = null;
      } else {
        state.currentStatus = 'loaded';
        state.current = action.payload as Draft<ListState<T>>['current'];
      }
    },
    itemFailed(state: Draft<ListState<T>>, action: PayloadAction<string>) {
      state.currentStatus = 'error';
      state.currentError = action.payload;
    },
  };
}
