/**
 * Start: config → database (migrate, seed an empty one) → app → listen. `npm start` runs the compiled build of this
 * (build/server/index.js, `npm run build:server`); `npm run dev` and the tests run it from source with tsx.
 */
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateToLatest, openDb } from './db';
import { isSeeded, seedDemo } from './seed';
import { createCache, RedisCache } from './services/cache';
import { startMailWorker } from './services/mailOutbox';
import { removeStaleOutboxFiles } from './services/mail';
import { OutboxErpAdapter, outboxDir, startTransferWorker } from './services/orders';
import { startPaymentSweep } from './services/payments';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const cache = createCache(config.redisUrl);
  let closing = false;

  try {
    const applied = await migrateToLatest(handle.db);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
    if (config.seed && !(await isSeeded(handle.db))) {
      console.log(`Seeding demo data (${config.seedProducts} products)…`);
      await seedDemo(handle.db, {
        products: config.seedProducts,
        mediaDir: path.join(config.dataDir, 'media'),
        log: (message: string) => console.log(message),
      });
    }
  } catch (err) {
    await handle.close().catch(() => undefined);
    await cache.close().catch(() => undefined);
    throw err;
  }

  const app = await buildApp({ config, db: handle.db, dialect: handle.dialect, cache });
  // PostgreSQL stopped or restarting: requests answer 503 (the error handler), workers skip their passes quietly.
  handle.watch?.((up, err) => {
    if (up) app.log.info('PostgreSQL is back: requests and background work go on');
    else app.log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'PostgreSQL unreachable: answering 503 until it is back');
  });
  if (cache instanceof RedisCache) {
    cache.watch((up) => {
      if (up) app.log.info('Redis is back: shared cache in use again');
      else app.log.warn('Redis unreachable: serving from the database until it is back');
    });
  }
  // Hands PendingTransfer orders to the ERP (the demo adapter writes DATA_DIR/erp-outbox); stopped on close.
  const erpAdapter = new OutboxErpAdapter(outboxDir(config.dataDir));
  // Writes a crash interrupted left temporary files (their orders were not marked Transferred and go again).
  const staleFiles = await erpAdapter.removeStaleTemporaryFiles();
  if (staleFiles.length > 0) app.log.warn({ files: staleFiles }, 'removed temporary ERP outbox files left by a crash');
  const staleMails = await removeStaleOutboxFiles(config);
  if (staleMails.length > 0) app.log.warn({ files: staleMails }, 'removed temporary mail outbox files left by a crash');
  if (config.erpTransferIntervalMs > 0) {
    const worker = startTransferWorker(app, erpAdapter, config.erpTransferIntervalMs);
    app.addHook('onClose', () => worker.stop());
  }
  // Sends the queued mails (forms, password recovery) that are due: retries, and mails left by a stopped instance.
  // The outbox stops with the app (its onClose hook).
  if (config.mailOutboxIntervalMs > 0) startMailWorker(app, config.mailOutboxIntervalMs);
  // Card payments left unfinished longer than PAYMENT_PENDING_TIMEOUT_MINUTES are closed, so their carts open again.
  const paymentSweep = startPaymentSweep(app);
  app.addHook('onClose', () => paymentSweep.stop());

  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await handle.close();
      await cache.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`Shop running at http://${shownHost}:${config.port} (database: ${handle.dialect})`);
  if (config.logLevel === 'silent') console.log(`Shop running at http://${shownHost}:${config.port}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
