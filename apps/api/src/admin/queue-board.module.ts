import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { ALL_QUEUES } from '#events';
import { QueueBoardLinkResolver } from './queue-board-link.resolver.js';
import { QueueBoardLinks } from './queue-board-links.service.js';

export const QUEUE_BOARD_QUEUES = Symbol('QUEUE_BOARD_QUEUES');

/**
 * The job queues board: every queue of the product (the api shows all of them, whichever area produces
 * to each, with the stack's key prefix from the shared BullMQ root) and its single-use links.
 */
@Module({
  imports: [BullModule.registerQueue(...ALL_QUEUES.map((name) => ({ name })))],
  providers: [
    {
      provide: QUEUE_BOARD_QUEUES,
      inject: ALL_QUEUES.map((name) => getQueueToken(name)),
      useFactory: (...queues: Queue[]) => queues,
    },
    QueueBoardLinks,
    QueueBoardLinkResolver,
  ],
  exports: [QUEUE_BOARD_QUEUES],
})
export class QueueBoardModule {}
