import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Queue } from 'bullmq';
import type { Express, NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { AppConfig } from '#config';
import { QueueBoardLinks } from './queue-board-links.service.js';
import { jobTitle, QUEUE_LABELS } from './queue-board-labels.js';
import { QUEUE_BOARD_QUEUES } from './queue-board.module.js';
import { QUEUE_BOARD_PATH } from './queue-board-path.js';
import { signQueueBoardValue, verifyQueueBoardValue } from './queue-board-signatures.js';

export { QUEUE_BOARD_PATH };
export const QUEUE_BOARD_COOKIE = 'cm_queue_board';
/** How long the board stays open after its link was used; then the CV Admin opens it again from the menu. */
export const QUEUE_BOARD_SESSION_SECONDS = 15 * 60;

/** Reading only: every board action (retry, clean, pause, add…) is a PUT, POST or PATCH. */
const READ_METHODS = new Set(['GET', 'HEAD']);

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  return cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** Each queue read-only, with its readable name and description, and each job shown by its title. */
function boardQueue(queue: Queue): BullMQAdapter {
  const labels = (QUEUE_LABELS as Readonly<Record<string, { displayName: string; description: string }>>)[queue.name];
  const adapter = new BullMQAdapter(queue, { readOnlyMode: true, allowRetries: false, ...labels });
  adapter.setFormatter('name', (job: { name?: string }) => jobTitle(job.name ?? ''));
  return adapter;
}

/**
 * Bull Board at /admin/queues for a CV Admin, read-only. The browser carries no bearer token on a
 * navigation, so the web app asks queueDashboardLink for a single-use link; opening it
 * (GET /admin/queues/open) sets a short-lived signed HttpOnly SameSite=Strict cookie scoped to the board,
 * and every other board request needs that cookie. Without it nothing of the board is served.
 */
export function mountQueueBoard(app: NestExpressApplication, config: AppConfig, logger: Logger): void {
  const log = logger.child({ area: 'queue-board' });
  const links = app.get(QueueBoardLinks);
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: app.get<Queue[]>(QUEUE_BOARD_QUEUES).map(boardQueue),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Job queues', hideDocsLink: true } },
  });
  const secureCookie = new URL(config.WEB_PUBLIC_URL).protocol === 'https:';

  (app.getHttpAdapter().getInstance() as Express).get(
    `${QUEUE_BOARD_PATH}/open`,
    (req: Request, res: Response, next: NextFunction) => {
      const token = typeof req.query.token === 'string' ? req.query.token : undefined;
      res.set({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
      // Express answers HEAD with the GET handler; a HEAD (a link checker) must not use the link up.
      if (req.method !== 'GET') {
        res.status(405).set('allow', 'GET').end();
        return;
      }
      links
        .redeem(token)
        .then((userId) => {
          if (!userId) {
            log.warn({ ip: req.ip }, 'job queues board link refused (unknown, used or expired)');
            res
              .status(401)
              .json({ error: 'This link to the job queues was used or has expired; open it again from the menu' });
            return;
          }
          const expiresAt = new Date(Date.now() + QUEUE_BOARD_SESSION_SECONDS * 1000);
          res.cookie(
            QUEUE_BOARD_COOKIE,
            signQueueBoardValue(config.SIGNING_SECRET, 'queue-board-session', userId, expiresAt),
            {
              httpOnly: true,
              sameSite: 'strict',
              secure: secureCookie || req.secure,
              path: QUEUE_BOARD_PATH,
              maxAge: QUEUE_BOARD_SESSION_SECONDS * 1000,
            },
          );
          log.info({ userId, ip: req.ip }, 'job queues board opened');
          res.redirect(303, QUEUE_BOARD_PATH);
        })
        .catch(next);
    },
  );

  app.use(
    QUEUE_BOARD_PATH,
    (req: Request, res: Response, next: NextFunction) => {
      const session = cookieValue(req.headers.cookie, QUEUE_BOARD_COOKIE);
      if (!verifyQueueBoardValue(config.SIGNING_SECRET, 'queue-board-session', session)) {
        if (session)
          log.warn({ ip: req.ip, path: req.baseUrl }, 'job queues board cookie refused (expired or altered)');
        res.status(401).json({ error: 'Open the job queues from the menu as a CV Admin' });
        return;
      }
      if (!READ_METHODS.has(req.method)) {
        res.status(405).set('allow', 'GET, HEAD').json({ error: 'The job queues board is read-only' });
        return;
      }
      next();
    },
    serverAdapter.getRouter(),
  );
}
