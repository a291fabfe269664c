import express, { type NextFunction, type Request, type Response } from 'express';

/** Twilio form posts and SendGrid event batches (SendGrid posts batches of up to a few hundred KB). */
export const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;
/** An Inbound Parse post carries the whole e-mail, attachments included. */
export const INBOUND_EMAIL_LIMIT_BYTES = 20 * 1024 * 1024;

export const WEBHOOKS_PATH = '/webhooks';
export const INBOUND_EMAIL_PATH = '/webhooks/sendgrid/inbound';

const rawParser = (limit: number) => {
  const parse = express.raw({ type: () => true, limit, inflate: false });
  return (req: Request, res: Response, next: NextFunction) =>
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      // Body-parser's client errors (too large, aborted, compressed) answer 4xx here; nothing was read.
      const { status, type } = error as { status?: number; type?: string };
      if (type === 'entity.too.large') return res.status(413).json({ error: 'Request body too large' });
      if (typeof status === 'number' && status >= 400 && status < 500)
        return res.status(status).json({ error: 'Bad request body' });
      next(error);
    });
};

/**
 * Webhooks are verified over their exact bytes, so their bodies are read raw (a Buffer in req.body) before
 * Nest's JSON and form parsers, which then skip them; other routes (GraphQL) are untouched. Call before the
 * app initialises: Nest registers its own parsers at init.
 */
export function mountWebhookBodies(app: { use: (path: string, handler: express.RequestHandler) => unknown }): void {
  app.use(INBOUND_EMAIL_PATH, rawParser(INBOUND_EMAIL_LIMIT_BYTES));
  app.use(WEBHOOKS_PATH, rawParser(WEBHOOK_BODY_LIMIT_BYTES));
}

/** The raw bytes mountWebhookBodies read; empty when the request had no body. */
export function rawBodyOf(request: Request): Buffer {
  const body: unknown = request.body;
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
}
