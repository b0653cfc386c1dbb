import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs. Never pass events, bodies, tokens, passwords or CPFs to it. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'emc' });
