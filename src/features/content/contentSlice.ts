import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContentResponse } from '../../api/types';

export interface ContentState {
  /** The content of the page being shown (set by the content route's loader). */
  current: ContentResponse | null;
  /** Full path (with search) of the page the content belongs to. */
  path: string | null;
  /** SPEC §4 Page views: tracked once per distinct full path. */
  trackedPaths: string[];
}

const initialState: ContentState = { current: null, path: null, trackedPaths: [] };

const contentSlice = createSlice({
  name: 'content',
  initialState,
  reducers: {
    pageLoaded(state, action: PayloadAction<{ path: string; content: ContentResponse }>) {
      state.current = action.payload.content;
      state.path = action.payload.path;
    },
    pageViewTracked(state, action: PayloadAction<string>) {
      if (!state.trackedPaths.includes(action.payload)) state.trackedPaths.push(action.payload);
    },
  },
});

export const { pageLoaded, pageViewTracked } = contentSlice.actions;
export const contentReducer = contentSlice.reducer;

interface WithContent {
  content: ContentState;
}
export const selectCurrentContent = (state: WithContent) => state.content.current;
export const selectCurrentPage = (state: WithContent) => state.content.current?.content ?? null;
