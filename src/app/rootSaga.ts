import { all, fork } from 'redux-saga/effects';
import { searchBoxSaga } from '../features/search/searchBoxSaga';

export function* rootSaga() {
  yield all([fork(searchBoxSaga)]);
}
