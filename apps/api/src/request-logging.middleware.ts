import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

/** One line per HTTP request: method, path without query string (tokens travel there), status, time. */
export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const path = req.originalUrl.split('?')[0];
      // Signed file URLs carry their token in the path, Inbound Parse URLs their secret.
      const safePath = path.startsWith('/files/')
        ? '/files/[token]'
        : path.startsWith('/webhooks/sendgrid/inbound/')
          ? '/webhooks/sendgrid/inbound/[secret]'
          : path;
      logger.info(
        {
          method: req.method,
          path: safePath,
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        },
        'request',
      );
    });
    next();
  };
}
