import { delay, put, takeLatest } from 'redux-saga/effects';
import { searchBoxChanged } from './searchSlice';

/** SPEC §9: the search-complete check mark lasts 1000 ms. */
export const SEARCH_COMPLETE_MS = 1000;

function* revertAfterComplete(action: ReturnType<typeof searchBoxChanged>) {
  if (action.payload !== 'searchcomplete') return;
  yield delay(SEARCH_COMPLETE_MS);
  yield put(searchBoxChanged('nosearch'));
}

export function* searchBoxSaga() {
  yield takeLatest(searchBoxChanged.type, revertAfterComplete);
}
