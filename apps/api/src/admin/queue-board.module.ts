import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { ALL_QUEUES } from '#events';

export const QUEUE_BOARD_QUEUES = Symbol('QUEUE_BOARD_QUEUES');

/** Every queue of the product, for Bull Board: the api shows all of them, whichever area produces to each. */
@Module({
  imports: [BullModule.registerQueue(...ALL_QUEUES.map((name) => ({ name })))],
  providers: [
    {
      provide: QUEUE_BOARD_QUEUES,
      inject: ALL_QUEUES.map((name) => getQueueToken(name)),
      useFactory: (...queues: Queue[]) => queues,
    },
  ],
  exports: [QUEUE_BOARD_QUEUES],
})
export class QueueBoardModule {}
