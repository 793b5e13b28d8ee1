/**
 * The public entry of src/features/user: what other features and the app use of it (eslint.config.mjs,
 * boundaries/feature-entry). Screens and lazily loaded parts are not here: they load as chunks of their own
 * through import() (src/app/routes.tsx), and webpack keeps out of a chunk whatever of this entry it does not use.
 */
export { loggedOut, sessionEnded, storedLoginResumed } from './actions';
export { SessionEndedNotice } from './SessionEndedNotice';
export { userApi } from './userApi';
export {
  isTokenValid,
  plainUserReducer,
  selectFirstName,
  selectIsImpersonating,
  selectIsImpostor,
  selectIsLoggedIn,
  selectToken,
  selectUser,
  TOKEN_STORAGE_KEY,
  tokenCleared,
  tokenReceived,
  type TokenState,
  USER_STORAGE_KEY,
  userLoaded,
  userReducer,
} from './userSlice';
