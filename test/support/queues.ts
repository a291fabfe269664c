import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { QueueName } from '#events';

/** The BullMQ queue of that name as the application registered it, wherever in its modules. */
export function queueOf(app: INestApplicationContext, name: QueueName): Queue {
  return app.get<Queue>(getQueueToken(name), { strict: false });
}
