/**
 * A quiet `npm test` (both jest projects): a test fails when it writes to `console.error` or `console.warn`
 * unless it expects to. React's `act(...)` warnings, failed prop types, errors a component logs and any other
 * stray output are failures here instead of noise in the run's log.
 *
 * A test that expects output mocks the console itself — `jest.spyOn(console, 'error').mockImplementation(…)` — and
 * asserts what was written: the spy wraps the guard, so what it swallows is never reported. The guard is a plain
 * function, not a jest mock, so a test's spy and its `mockRestore()` leave it in place.
 */
import { format } from 'node:util';

type Level = 'error' | 'warn';

const LEVELS: Level[] = ['error', 'warn'];
const originals = { error: console.error, warn: console.warn };

/** What was written to the guarded levels during the current test. */
let unexpected: string[] = [];

/** Output the current test expects (expectConsole): each must be written at least once, and is not a failure. */
let expected: { level: Level; pattern: RegExp; seen: boolean }[] = [];

/**
 * The current test expects `console[level]` output matching `pattern` (its first line, as util.format writes it):
 * such output passes, and the test fails if none comes. For output a component writes while React renders: React's
 * development build swaps the console's methods around its second render and puts back the ones it saw first, so a
 * test's own `jest.spyOn(console, …)` can be undone in the middle of a test.
 */
export function expectConsole(level: Level, pattern: RegExp): void {
  expected.push({ level, pattern, seen: false });
}

/**
 * Redux Toolkit's development checks (immutability, serialisability) warn when they take longer than 32 ms: a
 * measure of the machine's load while the suite runs, not of the code under test, so it is neither printed nor a
 * failure.
 */
const MIDDLEWARE_TIMING = /^\w+Middleware took \d+ms, which is more than the warning threshold/;

/** A stand-in for console[level] that records what it is given (and still prints it, for the failure's context). */
function guard(level: Level): (...args: unknown[]) => void {
  return (...args: unknown[]) => {
    if (level === 'warn' && typeof args[0] === 'string' && MIDDLEWARE_TIMING.test(args[0])) return;
    const text = format(...args);
    const wanted = expected.find((e) => e.level === level && e.pattern.test(text));
    if (wanted) {
      wanted.seen = true;
      return;
    }
    unexpected.push(`console.${level}: ${text}`);
    originals[level](...args);
  };
}

beforeEach(() => {
  unexpected = [];
  expected = [];
  for (const level of LEVELS) console[level] = guard(level);
});

afterEach(() => {
  for (const level of LEVELS) console[level] = originals[level];
  const written = unexpected;
  const missing = expected.filter((e) => !e.seen);
  unexpected = [];
  expected = [];
  if (missing.length > 0) {
    throw new Error(`The test expected console output that never came: ${missing.map((e) => `console.${e.level} ${e.pattern}`).join(', ')}`);
  }
  if (written.length > 0) {
    throw new Error(
      `The test wrote to the console without expecting it (mock the console and assert the output when it is expected):\n` +
        written.map((line) => `  ${line.split('\n')[0]}`).join('\n'),
    );
  }
});
