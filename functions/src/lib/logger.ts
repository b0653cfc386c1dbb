import type middy from '@middy/core';
import type { Context } from 'aws-lambda';

/**
 * Structured JSON logs, one line each, in the fields Powertools Logger writes (level, message,
 * timestamp, service, function_request_id, cold_start, and the keys appended for the request).
 * Our own small module: Powertools Logger cost about 21 KB in every bundle. Level from
 * POWERTOOLS_LOG_LEVEL (default INFO). Never pass events, bodies, tokens, passwords or CPFs to it.
 */
const LEVELS = { DEBUG: 8, INFO: 12, WARN: 16, ERROR: 20 } as const;
type Level = keyof typeof LEVELS;

function threshold(): number {
  const name = (process.env.POWERTOOLS_LOG_LEVEL ?? 'INFO').toUpperCase();
  return name in LEVELS ? LEVELS[name as Level] : LEVELS.INFO;
}

const errorFields = (e: Error) => ({ name: e.name, message: e.message, stack: e.stack });

export class JsonLogger {
  private keys: Record<string, unknown> = {};
  private coldStart = true;

  constructor(private readonly service: string) {}

  appendKeys(keys: Record<string, unknown>): void {
    Object.assign(this.keys, keys);
  }

  /** A new invocation: the appended keys go, the request id comes in. */
  startInvocation(context: Pick<Context, 'awsRequestId'> | undefined): void {
    this.keys = context?.awsRequestId ? { function_request_id: context.awsRequestId } : {};
    this.keys.cold_start = this.coldStart;
    this.coldStart = false;
  }

  info(message: string, extra?: Record<string, unknown>): void {
    this.write('INFO', message, extra);
  }

  warn(message: string, extra?: Record<string, unknown>): void {
    this.write('WARN', message, extra);
  }

  error(message: string, extra?: Error | Record<string, unknown>): void {
    this.write('ERROR', message, extra instanceof Error ? { error: errorFields(extra) } : extra);
  }

  private write(level: Level, message: string, extra?: Record<string, unknown>): void {
    if (LEVELS[level] < threshold()) return;
    const line = { level, message, timestamp: new Date().toISOString(), service: this.service, ...this.keys, ...extra };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
}

export const logger = new JsonLogger(process.env.POWERTOOLS_SERVICE_NAME ?? 'emc');

/** middy middleware: each invocation starts with clean keys and its request id. */
export const withLogContext = <E, R>(): middy.MiddlewareObj<E, R, Error, Context> => ({
  before: (request) => logger.startInvocation(request.context),
});
