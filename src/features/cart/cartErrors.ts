/** SPEC §8: the message recorded after a 401 on calculate or save (the local cart was reset). */
export const UNAUTHORIZED = 'Unauthorized';
/** The recorded error when the cart turned out to be ordered already (409): a fresh cart replaced it. */
export const ALREADY_ORDERED = 'already-ordered';
