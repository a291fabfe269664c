// The baseline's consumer, run as a process of its own like the product's worker: a bare BullMQ Worker
// whose processor does nothing, on the same Redis and prefix, with the product worker's concurrency.
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';

const queueName = process.env.BARE_QUEUE_NAME;
const prefix = process.env.BARE_QUEUE_PREFIX;
const concurrency = Number(process.env.BARE_QUEUE_CONCURRENCY);
const redisUrl = process.env.BARE_REDIS_URL;
if (!queueName || !prefix || !redisUrl || !(concurrency > 0)) {
  throw new Error('BARE_QUEUE_NAME, BARE_QUEUE_PREFIX, BARE_QUEUE_CONCURRENCY and BARE_REDIS_URL are required');
}

const worker = new Worker(queueName, async () => undefined, {
  connection: new Redis(redisUrl, { maxRetriesPerRequest: null }),
  prefix,
  concurrency,
});
worker.on('error', (error) => process.stderr.write(`bare worker: ${error.message}\n`));
await worker.waitUntilReady();
process.once('SIGTERM', () => {
  void worker.close().then(() => process.exit(0));
});
process.stdout.write('bare worker ready\n');
