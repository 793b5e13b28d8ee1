import { createAction } from '@reduxjs/toolkit';

/** SPEC §4 User: logout clears user, token (so the Authorization header), customer and price state. */
export const loggedOut = createAction('user/loggedOut');
