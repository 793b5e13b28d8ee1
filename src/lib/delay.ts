export const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the promise's value, but never sooner than ms (SPEC §9: page data minimum delay 200 ms). */
export async function atLeast<T>(ms: number, promise: Promise<T>): Promise<T> {
  const [value] = await Promise.all([promise, delay(ms)]);
  return value;
}
