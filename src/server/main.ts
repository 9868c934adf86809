// `npm start`: one process serving the API and the web app on PORT.
import { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { bootstrap } from './bootstrap';
import { loadConfig } from './config';

const config = loadConfig();
const server = await bootstrap(config);
const { logger, handle } = server.deps;

const http = serve({ fetch: server.app.fetch, port: config.port }, (info) => {
  logger.info({ port: info.port, db: handle.kind }, `Masar is serving http://localhost:${info.port}`);
});
// An idle keep-alive connection must outlive the clients' own idle pools: with Node's 5 s default
// a client that reuses a socket just as the server drops it gets ECONNRESET (seen in e2e runs).
if (http instanceof Server) {
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
}
// Every process may run jobs: the queue in the database hands each job to one of them.
if (config.jobsPollMs > 0) server.deps.jobs.start();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  http.close();
  // Stops the job runner (after its running job), then closes the database: PGlite must be
  // closed or Node will not exit and the data dir stays locked.
  await server.close().catch((err: unknown) => logger.error({ err }, 'database close failed'));
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
