// Publishes one message on a Redis channel from a separate OS process, as another api replica would.
import { Redis } from 'ioredis';

const [url, channel, message] = process.argv.slice(2);
const redis = new Redis(url);
await redis.publish(channel, message);
await redis.quit();
