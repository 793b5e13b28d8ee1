/**
 * The public entry of src/features/connection (issue 19: the storefront while the API is unreachable): the
 * connection state and the notice's live region. The rest (following the calls and the browser's events, the
 * notice, the cart's retries) loads later as the chunk 'offline' (offlineSaga.ts, through import() in
 * src/app/rootSaga.ts).
 */
export {
  changeOf,
  connectionLost,
  connectionRestored,
  selectCartWaitingForServer,
  selectWaiting,
  serverReached,
  serverWaited,
} from './connectionActions';
export { connectionReducer, noticeSlot, selectOffline, type ConnectionState, type Waiting } from './connectionSlice';
