// The product's producer side, run in the benchmark process: each event is recorded the way every
// service records a change (ActivityTransaction: the activity row in a transaction, then after commit
// CaseActivityDispatcher publishes it, enqueues its workflow job with jobId = activity id and marks it
// dispatched). Only timing probes are added around the product's own calls.
import 'reflect-metadata';
import { type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { ConfigModule, parseConfig } from '#config';
import { DatabaseModule } from '#database/runtime';
import { ENTITIES } from '#entities';
import { getQueueToken } from '@nestjs/bullmq';
import { ActivityTransaction, EventsModule, type NewCaseActivity, QueueName } from '#events';
import { BENCH_ENV } from '../support/bench-env.js';
import { elapsedMs } from '../support/stats.js';

@Module({})
class QueueBenchProducerModule {}

export class ProductProducer {
  /** The BullMQ add of the workflow job per event, in ms. */
  readonly enqueueLatencies: number[] = [];
  /** The whole change per event: transaction, publishes, enqueue and dispatched mark, in ms. */
  readonly eventLatencies: number[] = [];

  private constructor(
    private readonly app: INestApplicationContext,
    private readonly transaction: ActivityTransaction,
    readonly workflowQueue: Queue,
  ) {}

  static async start(): Promise<ProductProducer> {
    const config = parseConfig({ ...process.env, ...BENCH_ENV });
    const app = await NestFactory.createApplicationContext(
      {
        module: QueueBenchProducerModule,
        imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(ENTITIES), EventsModule],
      },
      { logger: ['error', 'warn'] },
    );
    const workflowQueue = app.get<Queue>(getQueueToken(QueueName.workflow), { strict: false });
    const producer = new ProductProducer(app, app.get(ActivityTransaction), workflowQueue);
    producer.timeEnqueues(workflowQueue);
    return producer;
  }

  /** Records one activity as a product service does; returns its id (= the workflow job's id). */
  async produce(activity: NewCaseActivity): Promise<string> {
    const start = performance.now();
    const saved = await this.transaction.run((_manager, record) => record(activity));
    this.eventLatencies.push(elapsedMs(start));
    return saved.id;
  }

  resetLatencies(): void {
    this.enqueueLatencies.length = 0;
    this.eventLatencies.length = 0;
  }

  close(): Promise<void> {
    return this.app.close();
  }

  /** The dispatcher adds to the queue instance it was given; timing that instance's add times the real add. */
  private timeEnqueues(queue: Queue): void {
    const add = queue.add.bind(queue);
    queue.add = (async (...args: Parameters<typeof add>) => {
      const start = performance.now();
      const job = await add(...args);
      this.enqueueLatencies.push(elapsedMs(start));
      return job;
    }) as Queue['add'];
  }
}
