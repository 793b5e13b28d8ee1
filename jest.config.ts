import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

// ESM-only packages that Jest must transform (react-intl 12 and its formatjs deps, jose 6; content-disposition 3
// and cookie 1, required by @fastify/static and light-my-request on the server side), and redux-persist, whose ES
// module storage the storefront imports (its CommonJS copy added 0.2 kB to the first load).
const esmPackages = ['react-intl', '@formatjs', 'intl-messageformat', 'jose', 'content-disposition', 'cookie', 'redux-persist'];

const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  {
    tsconfig: {
      isolatedModules: true,
      module: 'CommonJS',
      moduleResolution: 'Node10',
      allowJs: true,
      jsx: 'react-jsx',
      esModuleInterop: true,
      resolveJsonModule: true,
      sourceMap: true,
    },
  },
];

/**
 * Leaves node_modules untransformed except the listed packages. Only the innermost node_modules segment of a path
 * counts, so a listed package nested under another (sanitize-html/node_modules/htmlparser2) is transformed too.
 */
const ignoreAllBut = (packages: string[]) => [`/node_modules/(?!(${packages.join('|')})/)(?!.*/node_modules/)`];

const shared = {
  transform: { '^.+\\.[tj]sx?$': tsJest },
  transformIgnorePatterns: ignoreAllBut(esmPackages),
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

const config: Config = {
  // Jest's default (cores − 1) leaves one of two cores idle: the suites spend much of their time waiting on the
  // database and the event loop, so two workers on two cores finish the suite in ~2 min instead of ~4.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  projects: [
    {
      ...shared,
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/__tests__/web/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/web/setup.ts', '<rootDir>/__tests__/consoleGuard.ts'],
      moduleNameMapper: {
        '\\.(png|svg|jpg|jpeg|gif|webp)$': '<rootDir>/__tests__/web/fileMock.ts',
      },
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      // Many suites seed the demo shop in beforeAll (catalogue plus an order history of 151 orders placed through the
      // order service, with invoices): a few seconds on SQLite, more on PostgreSQL or a loaded machine. Jest reads
      // `testTimeout` only from the top-level config, so the project sets it (tests and hooks) in a setup file.
      setupFilesAfterEnv: ['<rootDir>/__tests__/server/setupTimeout.ts', '<rootDir>/__tests__/server/sqliteErrors.ts', '<rootDir>/__tests__/consoleGuard.ts'],
      // sanitize-html (server/services/richText.ts) requires the ESM-only htmlparser2 12 and its DOM packages.
      transformIgnorePatterns: ignoreAllBut([
        ...esmPackages,
        'htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'entities',
      ]),
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
    },
  ],
};

export default config;
