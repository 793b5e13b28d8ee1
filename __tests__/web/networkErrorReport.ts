/**
 * RTK Query writes a request that throws (a network error: fetch rejects) to console.error before the caller gets
 * the error — in the browser too. A test that makes the network fail expects that report: it mocks the console
 * while the call fails and checks that the report of `endpoint` is all that was written.
 */
export function expectNetworkErrorReport(endpoint: string): { verify(): void } {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return {
    verify() {
      const firstLines = logged.mock.calls.map(([first]) => String(first).split('\n')[0]);
      expect(firstLines.length).toBeGreaterThan(0);
      expect(new Set(firstLines)).toEqual(new Set([`An unhandled error occurred processing a request for the endpoint "${endpoint}".`]));
      logged.mockRestore();
    },
  };
}
