import { combineReducers, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import type { TokenResponse, User } from '../../api/types';
import { storageWithoutEmpty } from '../../lib/persistStorage';
import { loggedOut, sessionEnded } from './actions';

/** SPEC §9: tokens are stored locally as current-token and the user as current-user. */
export const TOKEN_STORAGE_KEY = 'current-token';
export const USER_STORAGE_KEY = 'current-user';

export interface TokenState {
  token: string | null;
  expiresAt: string | null;
  anonymous: boolean;
}

export interface CurrentUserState {
  user: User | null;
}

/** Not persisted: whether the 'your session has ended' notice waits to be shown. */
export interface SessionState {
  endedNotice: boolean;
}

const initialToken: TokenState = { token: null, expiresAt: null, anonymous: true };
const initialUser: CurrentUserState = { user: null };
const initialSession: SessionState = { endedNotice: false };

const tokenSlice = createSlice({
  name: 'user/token',
  initialState: initialToken,
  reducers: {
    tokenReceived(_state, action: PayloadAction<{ response: TokenResponse; anonymous: boolean }>) {
      return {
        token: action.payload.response.token,
        expiresAt: action.payload.response.expiresAt,
        anonymous: action.payload.anonymous,
      };
    },
    tokenCleared() {
      return initialToken;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialToken).addCase(sessionEnded, () => initialToken);
  },
});

const currentUserSlice = createSlice({
  name: 'user/current',
  initialState: initialUser,
  reducers: {
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialUser).addCase(sessionEnded, () => initialUser);
  },
});

const sessionSlice = createSlice({
  name: 'user/session',
  initialState: initialSession,
  reducers: {
    sessionNoticeShown() {
      return initialSession;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => ({ endedNotice: true }))
      // A deliberate logout ends the session without the notice.
      .addCase(loggedOut, () => initialSession);
  },
});

export const { tokenReceived, tokenCleared } = tokenSlice.actions;
export const { userLoaded } = currentUserSlice.actions;
export const { sessionNoticeShown } = sessionSlice.actions;

/** Without a token (logged out) nothing is stored under current-token; without a user nothing under current-user. */
const tokenStorage = storageWithoutEmpty((state) => state.token == null);
const userStorage = storageWithoutEmpty((state) => state.user == null);

/**
 * The user area: two persisted parts under the spec's own storage keys (no 'persist:' prefix), and the
 * unpersisted session notice.
 */
export const userReducer = combineReducers({
  token: persistReducer({ key: TOKEN_STORAGE_KEY, keyPrefix: '', storage: tokenStorage }, tokenSlice.reducer),
  current: persistReducer({ key: USER_STORAGE_KEY, keyPrefix: '', storage: userStorage }, currentUserSlice.reducer),
  session: sessionSlice.reducer,
});

/** Plain (unpersisted) version for tests that build a store without storage. */
export const plainUserReducer = combineReducers({
  token: tokenSlice.reducer,
  current: currentUserSlice.reducer,
  session: sessionSlice.reducer,
});

interface WithUser {
  user: { token: TokenState; current: CurrentUserState; session: SessionState };
}

export const selectToken = (state: WithUser) => state.user.token;
export const selectUser = (state: WithUser) => state.user.current.user;
export const selectSessionEndedNotice = (state: WithUser) => state.user.session.endedNotice;
export const selectIsLoggedIn = (state: WithUser) => state.user.current.user !== null && !state.user.token.anonymous;
/** SPEC §4 Impersonation: role impersonation and no impersonator name yet. */
export const selectIsImpostor = (state: WithUser) => {
  const user = state.user.current.user;
  return !!user && user.roles.includes('impersonation') && !user.extraInfo.impersonatorName;
};
export const selectIsImpersonating = (state: WithUser) => !!state.user.current.user?.extraInfo.impersonatorName;
/**
 * First word of the logged-in user's name (SPEC §2: the search field's placeholder). While a sales rep acts for a
 * customer user it is the rep's: she logged in and is the one typing (the header shows her name too).
 */
export const selectFirstName = (state: WithUser) => {
  const user = state.user.current.user;
  return (user?.extraInfo.impersonatorName ?? user?.name)?.trim().split(/\s+/)[0] || null;
};

/** Whether a stored token is still usable (SPEC §4 Tokens: reused if not expired). A 30 s margin avoids racing expiry. */
export function isTokenValid(token: TokenState, now = Date.now()): boolean {
  if (!token.token || !token.expiresAt) return false;
  return Date.parse(token.expiresAt) - 30_000 > now;
}
