/** An error with an HTTP status whose message is safe to show to clients. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly fields?: Record<string, string>,
    /** Extra response headers, e.g. Retry-After on 429. */
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not Found') => new HttpError(404, message);

/** SPEC §5: a required call parameter that is missing → 400 naming it. */
export function requireParam<T>(value: T | undefined | null | '', name: string): T {
  if (value === undefined || value === null || value === '') {
    throw badRequest(`${name} must be defined`, { [name]: 'must be defined' });
  }
  return value;
}
