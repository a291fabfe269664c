import type { Job } from 'bullmq';
import { QueueName } from '#events';
import type { JobHandler } from './job-handler.js';
import { QueueProcessor } from './queue-processor.js';

class TestProcessor extends QueueProcessor {
  constructor(queue: QueueName, handlers: JobHandler[]) {
    super(queue, handlers);
  }
}

const passwordReset = (calls: unknown[]): JobHandler<'users.send-password-reset'> => ({
  jobName: 'users.send-password-reset',
  handle: async (payload) => {
    calls.push(payload);
  },
});

/** The queue's other jobs, which these tests do not send. */
const others: JobHandler[] = [
  { jobName: 'notifications.deliver', handle: async () => undefined },
  { jobName: 'notifications.relay', handle: async () => undefined },
  { jobName: 'users.send-welcome', handle: async () => undefined },
  { jobName: 'users.send-email-changed', handle: async () => undefined },
];

describe('QueueProcessor', () => {
  it('refuses to start when a job of its queue has no handler', () => {
    expect(() => new TestProcessor(QueueName.notifications, [])).toThrow(
      'No handler for job users.send-password-reset (queue notifications)',
    );
  });

  it('hands a job to the handler of its name', async () => {
    const calls: unknown[] = [];
    const processor = new TestProcessor(QueueName.notifications, [passwordReset(calls), ...others]);
    const data = { organizationId: null, userId: 'u1', redirectUrl: 'http://localhost:5173/login' };
    await processor.process({ name: 'users.send-password-reset', data, queueName: 'notifications' } as Job);
    expect(calls).toEqual([data]);
  });

  it('fails a job whose name it has no handler for, naming it', async () => {
    const processor = new TestProcessor(QueueName.notifications, [passwordReset([]), ...others]);
    await expect(
      processor.process({ name: 'users.unknown', data: {}, queueName: 'notifications' } as Job),
    ).rejects.toThrow('No handler for job users.unknown on queue notifications');
  });
});
