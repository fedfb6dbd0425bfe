/** The process logger (pino): JSON lines in production, pretty lines on a terminal in development. */
import { pino, type DestinationStream, type Logger } from 'pino';
import { redactUrlCredentials } from '../common/credential-urls.js';
import type { Config } from './config.js';

/** The parts of a request a log line shows (Fastify's FastifyRequest, or a raw IncomingMessage). */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string; remotePort?: number } | null;
}

/**
 * A request as Fastify logs it, with the credentials in its URL redacted: Pocket-era clients send
 * `access_token` and `consumer_key` in the query (docs/API.md "REST v3").
 */
export function requestForLog(req: LoggedRequest) {
  return {
    method: req.method,
    url: req.url === undefined ? undefined : redactUrlCredentials(req.url),
    host: req.host ?? req.headers?.host,
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
    remotePort: req.socket?.remotePort,
  };
}

export function createLogger(
  config: Pick<Config, 'logLevel' | 'devMode'>,
  /** Where lines go; stdout when absent (tests pass a stream to read them). */
  destination?: DestinationStream,
): Logger {
  const pretty = !destination && config.devMode && process.stdout.isTTY;
  const options = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    // Fastify keeps a logger instance's own serializers over its defaults.
    serializers: { req: requestForLog },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
