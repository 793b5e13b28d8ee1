/**
 * The operator CLI: `npm run admin -- <command> [arguments]` (README 'Going live'). Works on the configured
 * database (DATA_DIR / DATABASE_URL, server/config.ts) and applies pending migrations first.
 */
import { runAdmin } from './run';

// `npm run admin -- export customer | head`: the reader went away; stop quietly, as other command-line tools do.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

runAdmin(process.argv.slice(2), { env: process.env, out: process.stdout, err: process.stderr }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
