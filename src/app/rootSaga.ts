import { all, fork } from 'redux-saga/effects';
import { cartSaga } from '../features/cart/cartSagas';
import { cartStorageSaga } from '../features/cart/cartStorageSaga';
import { priceSaga } from '../features/price/priceSaga';
import { searchBoxSaga } from '../features/search/searchBoxSaga';

export function* rootSaga() {
  yield all([fork(searchBoxSaga), fork(priceSaga), fork(cartStorageSaga), fork(cartSaga)]);
}
