import { createAction } from '@reduxjs/toolkit';
import type { User } from '../../api/types';

/**
 * SPEC §4 User: logout clears user, token (so the Authorization header), customer and price state — and, so
 * nothing of the customer survives on a shared computer, the cart and the comparison too (issue 6).
 */
export const loggedOut = createAction('user/loggedOut');

/**
 * The server rejected the logged-in user's token (401: expired, revoked, password changed, …): the session
 * ends locally without a page load. Token, user, customer and prices are cleared like at logout (the cart
 * and the comparison stay: the same person is still at the screen) and the 'session ended' notice is raised.
 */
export const sessionEnded = createAction('user/sessionEnded');

/**
 * At start, the user stored with a login token is put to work before GetUser answers, for what needs only the
 * customer number: the customer's server cart is loaded beside GetUser (src/app/bootstrap.ts). GetUser then confirms
 * it (userLoaded for the same token and customer: the load runs on) or ends the session (sessionEnded).
 */
export const storedLoginResumed = createAction<User>('user/storedLoginResumed');
