import { ALL_QUEUES, type QueueName } from '#events';

/** Parses WORKER_QUEUES; empty means every queue. */
export function queuesToConsume(setting: string): QueueName[] {
  const names = setting
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return [...ALL_QUEUES];
  const unknown = names.filter((name) => !ALL_QUEUES.includes(name as QueueName));
  if (unknown.length > 0) throw new Error(`WORKER_QUEUES names unknown queues: ${unknown.join(', ')}`);
  return [...new Set(names)] as QueueName[];
}
