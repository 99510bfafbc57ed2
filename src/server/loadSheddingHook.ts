/** Installs load shedding (src/server/loadShedding.ts) on the app: API writes refused while the process's pressure is too high. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSheddable, shouldShed, type LoadSheddingLimits, type Pressure } from './loadShedding.ts';
import { pressureSampler } from './pressureSampler.ts';
import { STATUS_CODES } from 'node:http';
import { ServerBusyError } from './errors.ts';
import { shedLog } from './shedLog.ts';

export interface LoadSheddingSettings extends LoadSheddingLimits {
  /** How often the event-loop delay and heap are sampled (the delay is the mean over this interval). */
  sampleIntervalMs: number;
  /** What Retry-After asks of a shed client. */
  retryAfterSeconds: number;
  /** Share of an interval the process must have had a CPU for its delay to count (default in pressureSampler.ts; no setting). */
  busyCpuShare?: number;
}

/** Reads the process's current pressure; tests and drills may give their own. */
export type PressureReader = () => Pressure;

/** The process's own pressure, sampled from the moment the app is ready until it closes (src/server/pressureSampler.ts). */
function sampledPressure(app: FastifyInstance, intervalMs: number, busyCpuShare?: number): PressureReader {
  const sampler = pressureSampler(intervalMs, busyCpuShare);
  app.addHook('onReady', async () => sampler.start());
  app.addHook('onClose', async () => sampler.stop());
  return sampler.read;
}

/**
 * What a shed write is answered, made once: a refusal under a spike costs no error object, stack or error handler,
 * which is CPU the writes being served need. The same body as every other error of the API.
 */
const busy = new ServerBusyError();
const SHED_STATUS = busy.statusCode;
const SHED_BODY = JSON.stringify({ statusCode: SHED_STATUS, code: busy.code, error: STATUS_CODES[SHED_STATUS], message: busy.message });

/**
 * Refuses a sheddable request in onRequest, before its body is read or anything queues; `readPressure` replaces the
 * sampling. A write counts as in flight once its body has arrived (preValidation), where it is checked again: a client
 * trickling bodies a byte at a time holds sockets, not the writes of everyone else.
 */
export function installLoadShedding(app: FastifyInstance, settings: LoadSheddingSettings, pathOf: (req: FastifyRequest) => string, readPressure?: PressureReader): void {
  const read = readPressure ?? sampledPressure(app, settings.sampleIntervalMs, settings.busyCpuShare);
  const retryAfter = String(settings.retryAfterSeconds);
  let writesInFlight = 0;
  const log = shedLog(app.log);
  app.addHook('onClose', async () => log.flush());
  const shed = (reply: FastifyReply, overload: NonNullable<ReturnType<typeof shouldShed>>) => {
    log.shed(overload);
    // Answered from the hook: the request goes no further (an unread body is discarded by Node).
    return reply.code(SHED_STATUS).header('retry-after', retryAfter).type('application/json; charset=utf-8').send(SHED_BODY);
  };
  app.addHook('onRequest', (req, reply, done) => {
    const overload = shouldShed(req.method, pathOf(req), read(), settings, writesInFlight);
    if (!overload) return done();
    void shed(reply, overload);
  });
  app.addHook('preValidation', (req, reply, done) => {
    const path = pathOf(req);
    if (!isSheddable(req.method, path)) return done();
    const overload = shouldShed(req.method, path, read(), settings, writesInFlight);
    if (overload) { void shed(reply, overload); return; }
    writesInFlight++;
    // 'close' comes once per response, answered or abandoned by its client.
    reply.raw.once('close', () => { writesInFlight--; });
    done();
  });
}
