// One worker thread of subscribing clients. It opens its share of the connections, then for every message
// notes when it arrived, keyed by the event it carries. Product and baseline clients run this same code
// (the baseline server sends the same bytes), so the receiving side costs both the same.
//
// The graphql-ws protocol (graphql-transport-ws) is spoken directly rather than through the graphql-ws
// client library: on the wire it is the same subscriber, and the receiving side does only what any client
// must (parse the JSON, read the event), which keeps the load generator's own delay small.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';
import type { ThreadCommand, ThreadReply, ThreadSetup } from './subscriber-protocol.js';

const setup = workerData as ThreadSetup;
const port = parentPort!;

interface Connection {
  socket: WebSocket;
  /** Events received since the last reset. */
  received: number;
}

const connections: Connection[] = [];
const arrivals = new Map<string, number[]>();
const errors: string[] = [];
let connectionsWithEvent = 0;
let received = 0;
let unexpectedCloses = 0;
let closing = false;
let sample: string | undefined;
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

const wallClockMs = () => performance.timeOrigin + performance.now();
const noteError = (error: string) => void (errors.length < 5 && errors.push(error));

/** The event a `next` message carries: the comment id in the activity's payload (the baseline sends the same). */
function eventKey(message: { payload?: { data?: Record<string, { payload?: { commentId?: string } }> } }) {
  const data = message.payload?.data;
  if (!data) return undefined;
  for (const field in data) return data[field]?.payload?.commentId;
  return undefined;
}

function onMessage(connection: Connection, data: WebSocket.RawData, onAck: () => void): void {
  const arrivedAt = wallClockMs();
  const text = data.toString();
  const message = JSON.parse(text) as { type: string; payload?: { errors?: unknown[] } };
  switch (message.type) {
    case 'next': {
      if (message.payload?.errors) noteError(JSON.stringify(message.payload.errors));
      const key = eventKey(message as Parameters<typeof eventKey>[0]);
      if (key === undefined) return;
      sample ??= text;
      if (connection.received === 0) connectionsWithEvent += 1;
      connection.received += 1;
      received += 1;
      let times = arrivals.get(key);
      if (!times) arrivals.set(key, (times = []));
      times.push(arrivedAt);
      return;
    }
    case 'connection_ack':
      return onAck();
    case 'ping':
      return connection.socket.send('{"type":"pong"}');
    case 'error':
      return noteError(JSON.stringify(message.payload));
  }
}

/** Opens one connection; resolves once it is subscribed (graphql-ws) or open (raw). */
function open(index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(setup.url, setup.mode === 'graphql' ? 'graphql-transport-ws' : undefined);
    const connection: Connection = { socket, received: 0 };
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      if (error) return reject(error);
      connections.push(connection);
      resolve();
    };
    socket.on('message', (data) =>
      onMessage(connection, data, () => {
        socket.send(setup.subscribeMessage!);
        settle();
      }),
    );
    socket.on('error', (error) => settle(error));
    socket.on('close', (code, reason) => {
      if (!closing && settled) unexpectedCloses += 1;
      settle(new Error(`closed ${code} ${reason.toString()}`));
    });
    socket.on('open', () => {
      if (setup.mode === 'raw') return settle();
      socket.send(JSON.stringify({ type: 'connection_init', payload: setup.connectionParams[index] }));
    });
  });
}

async function openAll(): Promise<{ opened: number; failed: number }> {
  let next = 0;
  let failed = 0;
  // A few handshakes at a time: the server signs each connection in (token check, user lookup).
  const lane = async () => {
    while (next < setup.connectionCount) {
      const index = next++;
      await open(index).catch((error: Error) => {
        failed += 1;
        noteError(`connection ${index}: ${error.message}`);
      });
    }
  };
  await Promise.all(Array.from({ length: setup.openConcurrency }, lane));
  return { opened: setup.connectionCount - failed, failed };
}

function collect(): ThreadReply {
  const keys = [...arrivals.keys()];
  const offsets = new Int32Array(keys.length + 1);
  let total = 0;
  keys.forEach((key, i) => {
    offsets[i] = total;
    total += arrivals.get(key)!.length;
  });
  offsets[keys.length] = total;
  const times = new Float64Array(total);
  keys.forEach((key, i) => times.set(arrivals.get(key)!, offsets[i]));
  return {
    kind: 'collected',
    keys,
    offsets,
    times,
    receivedPerConnection: connections.map((connection) => connection.received),
    loopDelayP99Ms: Math.round(loopDelay.percentile(99) / 1e4) / 100,
    unexpectedCloses,
    errors,
    sample,
  };
}

port.on('message', (command: ThreadCommand) => {
  const reply = (answer: ThreadReply) => port.postMessage({ ...answer, requestId: command.requestId });
  switch (command.kind) {
    case 'open':
      void openAll().then((counts) => reply({ kind: 'opened', ...counts, errors }));
      return;
    case 'status':
      return reply({ kind: 'status', connectionsWithEvent, received, open: connections.length });
    case 'reset':
      arrivals.clear();
      for (const connection of connections) connection.received = 0;
      connectionsWithEvent = 0;
      received = 0;
      errors.length = 0;
      loopDelay.reset();
      return reply({ kind: 'status', connectionsWithEvent, received, open: connections.length });
    case 'collect':
      return reply(collect());
    case 'close':
      closing = true;
      for (const connection of connections) connection.socket.terminate();
      loopDelay.disable();
      return reply({ kind: 'closed' });
  }
});
