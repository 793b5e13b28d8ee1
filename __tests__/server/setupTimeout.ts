/** Server suites: 30 s per test and hook (seeding the demo shop in beforeAll takes seconds; see jest.config.ts). */
jest.setTimeout(30_000);
