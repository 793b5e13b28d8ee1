import { all, fork } from 'redux-saga/effects';
import { cartSaga, cartStorageSaga } from '../features/cart';
import { connectionSaga } from '../features/connection';
import { priceSaga } from '../features/price';
import { searchBoxSaga } from '../features/search';

export function* rootSaga() {
  yield all([fork(searchBoxSaga), fork(priceSaga), fork(cartStorageSaga), fork(cartSaga), fork(connectionSaga)]);
}
