/**
 * The denominator of `npm run bench:load`: a bare Fastify hello-world (GET / → {"hello":"world"}), started as its own
 * process by run.ts with the same Node and the same logging as the shop's production server — Fastify's default
 * pino logger at level 'info' (two JSON lines per request, 'incoming request' and 'request completed', on stdout),
 * which is what the shop logs with its default LOG_LEVEL. PORT and HOST come from the environment.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
app.get('/', async () => ({ hello: 'world' }));

const shutdown = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);

app.listen({ port: Number(process.env.PORT ?? 7101), host: process.env.HOST ?? '127.0.0.1' }).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
