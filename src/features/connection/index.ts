/**
 * The public entry of src/features/connection (issue 19: the storefront while the API is unreachable): the
 * connection state, the saga that follows it and the notice the layout shows.
 */
export { ConnectionNotice } from './ConnectionNotice';
export { isConnectionError } from './connectionFailure';
export { connectionSaga } from './connectionSaga';
export { connectionLost, connectionReducer, connectionRestored, selectOffline, type ConnectionState } from './connectionSlice';
