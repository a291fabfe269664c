import { createHmac, timingSafeEqual } from 'node:crypto';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { identityFromHeaders, type Principal, type PrincipalResolver } from '#access';
import type { AppConfig } from '#config';
import type { Queue } from 'bullmq';

export const QUEUE_BOARD_PATH = '/admin/queues';
const COOKIE = 'cm_queue_board';
const SESSION_SECONDS = 3600;

const sign = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('base64url');

/** A signed cookie `userId.expiry.signature`, set after a Cvadmin proved itself with its bearer token. */
function sessionCookie(secret: string, userId: string): string {
  const value = `${userId}.${Math.floor(Date.now() / 1000) + SESSION_SECONDS}`;
  return `${value}.${sign(secret, value)}`;
}

function validSession(secret: string, cookieHeader: string | undefined): boolean {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  const [userId, expiry, signature] = raw?.split('.') ?? [];
  if (!userId || !expiry || !signature) return false;
  const expected = Buffer.from(sign(secret, `${userId}.${expiry}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) && Number(expiry) * 1000 > Date.now();
}

/** Who may open the job queues: a CV Admin, whatever organization it acts in. */
export function mayOpenQueueBoard(principal: Principal): boolean {
  return principal.isCvadmin();
}

/**
 * Bull Board at /admin/queues for Cvadmin only. The browser first POSTs /admin/queues/session with its
 * bearer ID token; a Cvadmin gets a short-lived HttpOnly cookie, and the board's pages and API check it.
 */
export function mountQueueBoard(
  app: INestApplication,
  config: AppConfig,
  queues: Queue[],
  resolver: PrincipalResolver,
): void {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({ queues: queues.map((queue) => new BullMQAdapter(queue)), serverAdapter });

  const http = app.getHttpAdapter().getInstance() as {
    post: (path: string, handler: (req: Request, res: Response) => void) => void;
    use: (path: string, ...handlers: unknown[]) => void;
  };
  http.post(`${QUEUE_BOARD_PATH}/session`, (req, res) => {
    resolver
      .resolve(identityFromHeaders(req.headers as Record<string, unknown>))
      .then((principal) => {
        if (!mayOpenQueueBoard(principal)) {
          res.status(403).json({ error: 'Only a CV Admin can open the job queues' });
          return;
        }
        res.cookie(COOKIE, sessionCookie(config.SIGNING_SECRET, principal.userId), {
          httpOnly: true,
          sameSite: 'strict',
          secure: config.NODE_ENV === 'production',
          path: QUEUE_BOARD_PATH,
          maxAge: SESSION_SECONDS * 1000,
        });
        res.status(204).end();
      })
      .catch((error: { code?: string; message?: string }) => {
        res.status(401).json({ error: error.message ?? 'Not signed in', code: error.code });
      });
  });
  http.use(
    QUEUE_BOARD_PATH,
    (req: Request, res: Response, next: NextFunction) => {
      if (validSession(config.SIGNING_SECRET, req.headers.cookie)) return next();
      res.status(401).json({ error: 'Sign in as a CV Admin to open the job queues' });
    },
    serverAdapter.getRouter(),
  );
}
