/**
 * Resolves in a task of its own: the browser may paint, parse and take input between two steps of the start-up. A
 * message to itself rather than a timer: timers in a tab in the background are throttled to one a second or less,
 * which would hold up every step of a start-up in short tasks (a page opened in a background tab, or measured in
 * one, painted nothing for seconds); messages are not (React's scheduler yields the same way).
 */
export const nextTask = (): Promise<void> =>
  new Promise<void>((resolve) => {
    // Without MessageChannel (jsdom in the tests): a timer.
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
