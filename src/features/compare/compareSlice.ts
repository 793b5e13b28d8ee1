import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { storageWithoutEmpty } from '../../lib/persistStorage';
import { loggedOut } from '../user';

/** SPEC §9: comparison holds at most 3 products, stored locally under the key 'comparison'. */
export const COMPARE_LIMIT = 3;
export const COMPARE_STORAGE_KEY = 'comparison';

export interface CompareState {
  productIds: string[];
}

const initialState: CompareState = { productIds: [] };

const compareSlice = createSlice({
  name: 'compare',
  initialState,
  reducers: {
    /** SPEC §5: an add is allowed only while fewer than 3 are held. */
    compareAdded(state, action: PayloadAction<string>) {
      if (state.productIds.length < COMPARE_LIMIT && !state.productIds.includes(action.payload)) {
        state.productIds.push(action.payload);
      }
    },
    compareRemoved(state, action: PayloadAction<string>) {
      state.productIds = state.productIds.filter((id) => id !== action.payload);
    },
    compareCleared() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    // Logout leaves nothing of the previous visitor behind (issue 6: shared computers).
    builder.addCase(loggedOut, () => initialState);
  },
});

/** The persisted comparison's storage: an empty comparison leaves no 'comparison' entry. */
export const compareStorage = storageWithoutEmpty((state) => !Array.isArray(state.productIds) || state.productIds.length === 0);

export const { compareAdded, compareRemoved, compareCleared } = compareSlice.actions;
export const compareReducer = compareSlice.reducer;
export const selectCompareIds = (state: { compare: CompareState }) => state.compare.productIds;
export const selectCanAddToCompare = (state: { compare: CompareState }) =>
  state.compare.productIds.length < COMPARE_LIMIT;
