import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';

/** What `endpoint.initiate(arg)` returns once dispatched: a promise-like with unwrap() (query or mutation). */
interface Initiated<R> {
  unwrap(): Promise<R>;
}

interface Endpoint<A, R> {
  initiate(arg: A, options?: { subscribe?: boolean; track?: boolean }): unknown;
  /** Phantom: ties the result type to the endpoint. */
  Types?: { ResultType: R };
}

/**
 * Runs an RTK Query endpoint from a saga and returns its data (or throws its ApiError), so sagas share the
 * baseApi's header and error rules. Tests replace it with `provide([[matchers.call.fn(runEndpoint), …]])`.
 */
export function* runEndpoint<A, R>(endpoint: Endpoint<A, R>, arg: A) {
  const initiated = (yield put(endpoint.initiate(arg) as UnknownAction)) as unknown as Initiated<R>;
  const result: R = yield call(() => initiated.unwrap());
  return result;
}
