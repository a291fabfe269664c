// The baseline's server, run as its own process like the api: a plain `ws` server that subscribes to one
// Redis pub/sub channel and sends every message, as it came, to every connected client. No protocol, no
// access check, no GraphQL: the floor a live subscription is measured against.
// Env: RAW_FANOUT_PORT, RAW_FANOUT_CHANNEL, REDIS_URL; the event-loop probe is loaded with --import.
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { WebSocketServer } from 'ws';

const server = new WebSocketServer({ host: '127.0.0.1', port: Number(process.env.RAW_FANOUT_PORT) });
const listening = once(server, 'listening');
const subscriber = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

// The message's bytes are sent as they are (one buffer for every client), as text frames like graphql-ws's.
subscriber.on('messageBuffer', (_channel: Buffer, message: Buffer) => {
  for (const client of server.clients) client.send(message, { binary: false });
});

await Promise.all([listening, subscriber.subscribe(process.env.RAW_FANOUT_CHANNEL!)]);
process.send?.('ready');

process.on('SIGTERM', () => {
  server.close();
  subscriber.disconnect();
  process.exit(0);
});
