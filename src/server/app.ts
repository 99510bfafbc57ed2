/** buildApp(config): the Fastify API and the built SPA, on PGlite or PostgreSQL. */
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
// @fastify/cookie loads its parser with import() as it registers; at start that import waited 150-230 ms for the module
// loader (measured on the built server), while one loaded with the server's own modules is already cached then.
import 'cookie';
import csrf from '@fastify/csrf-protection';
import rateLimit from '@fastify/rate-limit';
import { clientKey } from './clientAddress.ts';
import swagger from '@fastify/swagger';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STATUS_CODES } from 'node:http';
import type { ServerConfig } from './config.ts';
import { cspDirectives } from './csp.ts';
import { addHelmetHeaders, addSecurityHeaders, helmetHeaders } from './securityHeaders.ts';
import { addAnswerCompression } from './compressedAnswers.ts';
import { endUnusedConnectionsOnClose } from './closeServer.ts';
import { databaseWhenOpen } from './db/databaseWhenOpen.ts';
import { answerClientError } from './clientErrorAnswer.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoData } from './db/seedAll.ts';
import { runRetention, RETENTION_INTERVAL_MS } from './services/retention.ts';
import { DatabaseSlowError, DatabaseUnavailableError, RateLimitedError, RETRY_AFTER_SECONDS } from './errors.ts';
import { installBodyDeadline } from './bodyDeadline.ts';
import { installJsonBodyParser, maxJsonDepthOf, refuseBadText, refuseEncodedBody, SERVER_LIMITS, validatorCompilers } from './requestLimits.ts';
import { installLoadShedding, type PressureReader } from './loadSheddingHook.ts';
import { memoryByteCounter, postgresByteCounter, uploadBudget } from './uploadBudget.ts';
import { loggerOptions } from './logger.ts';
import { openApiOptions } from './openApi.ts';
import { systemRoutes } from './routes/system.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { trackingRoutes } from './routes/tracking.ts';
import { checkRoutes } from './routes/checks.ts';
import { leadRoutes } from './routes/leads.ts';
import { questionsOfCampaigns } from './services/leadService.ts';
import { spaRoutes } from './routes/spa.ts';
import { spaReadOnly } from './routes/spaRequests.ts';
import { screeningRoutes } from './routes/screening.ts';
import { esignRoutes } from './routes/esign.ts';
import { schedulingRoutes } from './routes/scheduling.ts';
import { studySearchRoutes } from './routes/studySearch.ts';
import { offersRoutes } from './routes/offers.ts';
import { clientErrorRoutes } from './routes/clientErrors.ts';
import { relayRoutes } from './routes/relay.ts';
import { integrationRoutes } from './routes/integrations.ts';
import { recordingRoutes } from './routes/recordings.ts';
import { postgresRateLimitStore } from './rateLimitStore.ts';
import { DeferredCompiles } from './lazySchemaCompilers.ts';
import { loadCampaigns } from '../engine/node/campaignFiles.ts';
import { loadConsentCatalogue } from '../engine/node/consentCatalogue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Route schemas no request has compiled yet; `serve` compiles them while the server is idle. */
    deferredCompiles: DeferredCompiles;
  }
}

const SCHEMA_DIR = new URL('../../schemas/api', import.meta.url).pathname;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface BuildOptions {
  /** Seed the demo catalogue into an empty database (default true). */
  seed?: boolean;
  /** Use this database instead of opening one from the config. */
  db?: Database;
  /** Repository root whose campaigns/ and locales/ are checked at start (tests use a scratch copy). */
  campaignsRoot?: string;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Told of every route as it is registered (the fuzz suite finds the write endpoints this way). */
  onRoute?: (route: RouteOptions) => void;
  /** Reads the process's pressure instead of sampling it (tests and drills of load shedding). */
  pressure?: PressureReader;
}

/** The request's path as routed (a registered route's pattern, else the target's path): an absolute-URL target cannot hide it. */
function routedPath(req: FastifyRequest): string {
  if (req.routeOptions.url) return req.routeOptions.url;
  try {
    return new URL(req.url, 'http://localhost').pathname;
  } catch {
    return req.url;
  }
}

/**
 * The retention job (docs/operations.md "Retention"): once at start, then every hour on an unref'd timer, with one info line of
 * the rows removed per table. A failed run is logged and retried at the next hour; closing waits for a run under way.
 */
/**
 * Sweeps expired rows once `prepared` (the database open, migrated and seeded), then every RETENTION_INTERVAL_MS.
 * Returns the first sweep, which the start waits for.
 */
function scheduleRetention(app: FastifyInstance, db: Database, config: ServerConfig, prepared: Promise<void>): Promise<void> {
  const run = async () => {
    try {
      const removed = await runRetention(db, config.retention, config.now());
      if (removed) app.log.info({ removed }, 'retention: expired rows removed');
    } catch (err) {
      app.log.warn({ err }, 'retention failed');
    }
  };
  let running: Promise<void> = prepared.then(run);
  let timer: NodeJS.Timeout | null = null;
  // The interval starts with the first sweep's end, not before it: two sweeps never run at once.
  const first = running.then(() => {
    timer = setInterval(() => { running = run(); }, RETENTION_INTERVAL_MS);
    timer.unref();
  });
  // Registered after the database's own onClose hook, so it runs first (root onClose hooks run last-registered first).
  app.addHook('onClose', async () => {
    await first.catch(() => undefined);
    if (timer) clearInterval(timer);
    await running.catch(() => undefined);
  });
  return first;
}

export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Refuse to start on an invalid campaign; the error carries the checker's lines.
  const campaigns = loadCampaigns(options.campaignsRoot);
  const consentCatalogue = await loadConsentCatalogue(options.campaignsRoot, campaigns);

  const deferredCompiles = new DeferredCompiles();
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    trustProxy: config.trustProxy,
    // Querystrings and params are text and are coerced ("7" to 7); JSON bodies are not (requestLimits.ts).
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false } },
    schemaController: { compilersFactory: validatorCompilers(deferredCompiles) },
    ...SERVER_LIMITS,
    clientErrorHandler: answerClientError,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.decorate('deferredCompiles', deferredCompiles);
  app.addHook('onClose', async () => deferredCompiles.stop());
  installJsonBodyParser(app);
  installBodyDeadline(app, SERVER_LIMITS.requestTimeout);

  endUnusedConnectionsOnClose(app);

  // The database opens, migrates, seeds and has its first sweep on its own thread (PGlite) or server (PostgreSQL)
  // while this thread registers the routes below; the app is returned once both are done.
  const db = options.db ?? databaseWhenOpen(config.databaseUrl ? 'postgres' : 'pglite', openDatabase({
    databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema,
    log: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) }, startWaitMs: config.databaseStartWaitMs,
  }));
  app.decorate('db', db);
  if (!options.db) app.addHook('onClose', async () => db.close());
  const prepared = (async () => {
    await migrate(db);
    if (options.seed !== false) await seedDemoData(db);
  })();
  const swept = scheduleRetention(app, db, config, prepared);
  // Awaited once the routes are registered; a failure meanwhile is not an unhandled one.
  swept.catch(() => undefined);

  for (const file of readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.json')).sort()) {
    app.addSchema(JSON.parse(readFileSync(join(SCHEMA_DIR, file), 'utf8')));
  }

  addHelmetHeaders(app, helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives(config.integrations),
    },
    hsts: false,
  }));
  await app.register(cookie);
  // Secure whenever the request came over TLS (directly or through a trusted proxy): never sent over plain HTTP there.
  await app.register(csrf, { cookieOpts: { path: '/', sameSite: 'strict', httpOnly: true, secure: 'auto' } });
  addSecurityHeaders(app);
  addAnswerCompression(app);
  // Before the rate limit and CSRF: a shed write costs the server nothing more (src/server/loadShedding.ts).
  installLoadShedding(app, config.loadShedding, routedPath, options.pressure);
  // One process on PGlite counts in memory; processes sharing a PostgreSQL server share the counts there.
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // While PostgreSQL is away the shared count cannot be read; pages and static files must still load.
    skipOnError: true,
    errorResponseBuilder: (_req, context) => new RateLimitedError(context.after),
    // An IPv6 client is its /64: one host holds a whole one (src/server/clientAddress.ts).
    keyGenerator: (req) => clientKey(req.ip),
    // Pages and files of the built SPA cost no database work: a visitor's page load never uses up the API's budget.
    allowList: spaReadOnly(config.distDir),
    ...(db.driver === 'postgres' ? { store: postgresRateLimitStore(db) as never } : {}),
  });

  // After the rate limit (each route's onRequest), before the body is read: past the limit, a write without its token
  // is counted and answers 429 like any other request, where it answered 403 uncounted for ever.
  app.addHook('preParsing', (req, reply, payload, done) => {
    if (UNSAFE.has(req.method) && routedPath(req).startsWith('/api/')) return app.csrfProtection(req, reply, () => done(null, payload));
    done(null, payload);
  });
  app.addHook('preParsing', async (req, _reply, payload) => {
    refuseEncodedBody(req.headers);
    return payload;
  });

  // PostgreSQL text cannot hold NUL nor JSON a lone surrogate; refuse them before validation rather than fail at the database.
  app.addHook('preValidation', async (req) => {
    refuseBadText(maxJsonDepthOf(req), req.body, req.query, req.params);
  });

  app.setErrorHandler((err: FastifyError & { missing?: string[]; booking?: unknown; returnPath?: string }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (err instanceof DatabaseUnavailableError || err instanceof DatabaseSlowError) {
      // The database layer logged an outage once; a statement past its timeout is said each time, as it may be a lock
      // held too long. The visitor's browser keeps the request and sends it again.
      if (err instanceof DatabaseSlowError) req.log.warn({ code: err.code, status }, 'request deferred: a statement ran past its timeout');
      else req.log.info({ code: err.code, status }, 'request deferred: database away');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ statusCode: 503, code: err.code, error: STATUS_CODES[503], message: err.message });
    }
    if (status >= 500) req.log.error({ err }, 'request failed');
    else req.log.info({ code: err.code, status }, 'request refused');
    const body: Record<string, unknown> = {
      statusCode: status,
      code: status >= 500 ? 'INTERNAL_ERROR' : err.code ?? 'BAD_REQUEST',
      error: STATUS_CODES[status] ?? 'Error',
      message: status >= 500 ? 'Something went wrong on our side; please try again.' : err.message,
    };
    if (err.missing) body.missing = err.missing;
    if (err.booking && status === 409) body.booking = err.booking;
    if (err.returnPath && status === 410) body.returnPath = err.returnPath;
    return reply.status(status).send(body);
  });

  // Before the routes: it describes each one as it registers.
  await app.register(swagger, openApiOptions());
  await app.register(systemRoutes, { db });
  await app.register(catalogRoutes, { db, recordingEnabled: config.recordingEnabled, geoHeaders: config.geoHeaders ?? 'none' });
  await app.register(trackingRoutes, { db, campaigns });
  await app.register(checkRoutes, { db, now: config.now });
  await app.register(leadRoutes, { db, consentCatalogue, questions: questionsOfCampaigns(campaigns), campaigns, now: config.now });
  await app.register(screeningRoutes, { db, now: config.now, campaigns });
  await app.register(esignRoutes, { db, linkMinutes: config.esignLinkMinutes, now: config.now, campaigns });
  await app.register(schedulingRoutes, { db, now: config.now, bookingsPerClientPerHour: config.bookingsPerClientPerHour });
  await app.register(studySearchRoutes, { db });
  await app.register(offersRoutes, { db, config });
  const uploadBytes = uploadBudget(db.driver === 'postgres' ? postgresByteCounter(db) : memoryByteCounter(), config.uploadBytesPerMinute);
  await app.register(clientErrorRoutes, { db, config, uploadBudget: uploadBytes });
  await app.register(relayRoutes, { db, config });
  await app.register(integrationRoutes, { db, config });
  await app.register(recordingRoutes, { db, enabled: config.recordingEnabled, uploadsPerMinute: config.rateLimitPerMinute, uploadBudget: uploadBytes, studio: { enabled: config.studioEnabled, token: config.studioToken } });
  await app.register(spaRoutes, { distDir: config.distDir, studio: { enabled: config.studioEnabled, token: config.studioToken }, campaigns });
  try {
    await swept;
  } catch (err) {
    // A database that could not be opened, migrated or seeded: nothing of this app may outlive the refusal.
    await app.close().catch(() => undefined);
    throw err;
  }
  return app;
}
