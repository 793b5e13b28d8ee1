/** Resolves in a task of its own: the browser may paint, parse and take input between two steps of the start-up. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
