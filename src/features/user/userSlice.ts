import { combineReducers, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import type { TokenResponse, User } from '../../api/types';
import { loggedOut } from './actions';

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

const initialToken: TokenState = { token: null, expiresAt: null, anonymous: true };
const initialUser: CurrentUserState = { user: null };

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
    builder.addCase(loggedOut, () => initialToken);
  },
});

const currentUserSlice = createSlice({
  name: 'user/current',
  initialState: initialUser,
  reducers: {
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    userCleared(state) {
      state.user = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialUser);
  },
});

export const { tokenReceived, tokenCleared } = tokenSlice.actions;
export const { userLoaded, userCleared } = currentUserSlice.actions;

/** The user area: two persisted parts under the spec's own storage keys (no 'persist:' prefix). */
export const userReducer = combineReducers({
  token: persistReducer({ key: TOKEN_STORAGE_KEY, keyPrefix: '', storage }, tokenSlice.reducer),
  current: persistReducer({ key: USER_STORAGE_KEY, keyPrefix: '', storage }, currentUserSlice.reducer),
});

/** Plain (unpersisted) version for tests that build a store without storage. */
export const plainUserReducer = combineReducers({ token: tokenSlice.reducer, current: currentUserSlice.reducer });

interface WithUser {
  user: { token: TokenState; current: CurrentUserState };
}

export const selectToken = (state: WithUser) => state.user.token;
export const selectUser = (state: WithUser) => state.user.current.user;
export const selectIsLoggedIn = (state: WithUser) => state.user.current.user !== null && !state.user.token.anonymous;
/** SPEC §4 Impersonation: role impersonation and no impersonator name yet. */
export const selectIsImpostor = (state: WithUser) => {
  const user = state.user.current.user;
  return !!user && user.roles.includes('impersonation') && !user.extraInfo.impersonatorName;
};
export const selectIsImpersonating = (state: WithUser) => !!state.user.current.user?.extraInfo.impersonatorName;
/** First word of the user's name (SPEC §2: the search field placeholder). */
export const selectFirstName = (state: WithUser) => state.user.current.user?.name.trim().split(/\s+/)[0] ?? null;

/** Whether a stored token is still usable (SPEC §4 Tokens: reused if not expired). A 30 s margin avoids racing expiry. */
export function isTokenValid(token: TokenState, now = Date.now()): boolean {
  if (!token.token || !token.expiresAt) return false;
  return Date.parse(token.expiresAt) - 30_000 > now;
}
