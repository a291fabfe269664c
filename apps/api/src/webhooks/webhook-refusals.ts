import { BadRequestException, ForbiddenException, Logger, NotFoundException } from '@nestjs/common';

const logger = new Logger('Webhooks');

/**
 * Refuses a webhook request and logs why: the endpoint and a fixed reason only, never the body, its
 * phone numbers or addresses (PHI), nor the signature.
 */
interface Refusals {
  forbidden(endpoint: string, reason: string): never;
  notFound(endpoint: string, reason: string): never;
  malformed(endpoint: string, reason: string): never;
}

export const refuse: Refusals = {
  forbidden(endpoint: string, reason: string): never {
    logger.warn(`Webhook ${endpoint} refused: ${reason}`);
    throw new ForbiddenException({ error: 'Webhook refused' });
  },
  notFound(endpoint: string, reason: string): never {
    logger.warn(`Webhook ${endpoint} refused: ${reason}`);
    throw new NotFoundException({ error: 'Not found' });
  },
  malformed(endpoint: string, reason: string): never {
    logger.warn(`Webhook ${endpoint} refused: malformed body (${reason})`);
    throw new BadRequestException({ error: 'Malformed webhook body' });
  },
};
