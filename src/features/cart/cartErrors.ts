/** SPEC §8: the message recorded after a 401 on calculate or save (the local cart was reset). */
export const UNAUTHORIZED = 'Unauthorized';
/** The recorded error when the cart turned out to be ordered already (409): a fresh cart replaced it. */
export const ALREADY_ORDERED = 'already-ordered';
/**
 * Issue 19: the calculation could not reach the API. Not shown as an error: the connection notice says it, the
 * summary shows the last known totals as not yet confirmed, and the cart is calculated again when the API is back.
 */
export const NO_CONNECTION = 'no-connection';
