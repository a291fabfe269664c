import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import type { AppConfig } from './config.schema.js';

/**
 * Structured JSON logs. Tokens, cookies, passwords and e-mail addresses are redacted wherever they
 * appear in logged objects; messages themselves carry ids, never PHI.
 */
export function createLogger(config: Pick<AppConfig, 'LOG_LEVEL'>, name: string): Logger {
  return pino({
    name,
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        '*.authorization',
        '*.Authorization',
        '*.cookie',
        '*.password',
        '*.token',
        '*.idToken',
        '*.email',
        'req.headers.authorization',
        'req.headers.cookie',
      ],
      censor: '[redacted]',
    },
  });
}

/** Routes Nest's own logging into pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }

  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }

  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }

  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }

  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
