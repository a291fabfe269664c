import { ALL_QUEUES } from '#events';
import { queuesToConsume } from './consumed-queues.js';

describe('queuesToConsume (WORKER_QUEUES)', () => {
  it('knows the queues', () => {
    expect([...ALL_QUEUES].sort()).toEqual([
      'follow-ups',
      'imports',
      'messages',
      'notifications',
      'orders',
      'outbox',
      'partner-webhooks',
      'payments',
      'provider-events',
      'reminders',
      'scheduled-reports',
      'workflow',
    ]);
  });

  it.each(['', ' ', ',', ' , ,, '])('%p means every queue', (setting) => {
    expect(queuesToConsume(setting)).toEqual([
      'workflow',
      'notifications',
      'outbox',
      'messages',
      'provider-events',
      'reminders',
      'payments',
      'imports',
      'partner-webhooks',
      'follow-ups',
      'scheduled-reports',
      'orders',
    ]);
  });

  it('returns a copy of the queue list, not the list itself', () => {
    const queues = queuesToConsume('');
    queues.pop();
    expect(ALL_QUEUES).toHaveLength(12);
    expect(queuesToConsume('')).toHaveLength(12);
  });

  it.each<[string, string[]]>([
    ['workflow', ['workflow']],
    ['notifications', ['notifications']],
    ['outbox,workflow', ['outbox', 'workflow']],
    [' outbox , workflow ', ['outbox', 'workflow']],
    ['workflow,,notifications,', ['workflow', 'notifications']],
    ['\tnotifications\n', ['notifications']],
    ['workflow,notifications,outbox', ['workflow', 'notifications', 'outbox']],
  ])('%p consumes %j', (setting, expected) => {
    expect(queuesToConsume(setting)).toEqual(expected);
  });

  it.each<[string, string]>([
    ['email', 'WORKER_QUEUES names unknown queues: email'],
    ['Workflow', 'WORKER_QUEUES names unknown queues: Workflow'],
    ['workflow,bogus', 'WORKER_QUEUES names unknown queues: bogus'],
    [' bogus , workflow, other ', 'WORKER_QUEUES names unknown queues: bogus, other'],
    ['workflow;outbox', 'WORKER_QUEUES names unknown queues: workflow;outbox'],
    ['workflow.activity-recorded', 'WORKER_QUEUES names unknown queues: workflow.activity-recorded'],
  ])('%p throws naming the unknown queues', (setting, message) => {
    expect(() => queuesToConsume(setting)).toThrow(new Error(message));
  });
});
