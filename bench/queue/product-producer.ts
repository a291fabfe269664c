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
import { ActivityTransaction, EventsModule, type NewCaseActivity, QueueName, QueueRegistry } from '#events';
import { BENCH_ENV } from '../support/bench-env.js';
import { elapsedMs } from '../support/stats.js';

@Module({})
class QueueBenchProducerModule {}

export class ProductProducer {
  /** `QueueRegistry.enqueue` (the BullMQ add of the workflow job) per event, in ms. */
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
        imports: [ConfigModule.forRoot(config), DatabaseModule, EventsModule],
      },
      { logger: ['error', 'warn'] },
    );
    const registry = app.get(QueueRegistry);
    const producer = new ProductProducer(app, app.get(ActivityTransaction), registry.queue(QueueName.workflow));
    producer.timeEnqueues(registry);
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

  /** The dispatcher calls the registry it was given; timing that instance's enqueue times the real add. */
  private timeEnqueues(registry: QueueRegistry): void {
    const enqueue = registry.enqueue.bind(registry);
    registry.enqueue = (async (...args: Parameters<typeof enqueue>) => {
      const start = performance.now();
      await enqueue(...args);
      this.enqueueLatencies.push(elapsedMs(start));
    }) as QueueRegistry['enqueue'];
  }
}
