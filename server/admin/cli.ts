/**
 * The operator CLI: `npm run admin -- <command> [arguments]` (README 'Going live'). Works on the configured
 * database (DATA_DIR / DATABASE_URL, server/config.ts) and applies pending migrations first.
 */
import { runAdmin } from './run';

runAdmin(process.argv.slice(2), { env: process.env, out: process.stdout, err: process.stderr }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
