import type { Queue } from 'bullmq';
import { addJob } from './add-job.js';

const fakeQueue = (name: string, added: unknown[]) =>
  ({ name, add: async (...args: unknown[]) => added.push(args) }) as unknown as Queue;

describe('addJob', () => {
  const payload = { organizationId: 'o1', caseId: 'c1', activityId: 'a1', actorUserId: null };

  it('adds the job with its payload and options to the queue of its name', async () => {
    const added: unknown[] = [];
    await addJob(fakeQueue('workflow', added), 'workflow.activity-recorded', payload, { jobId: 'a1' });
    expect(added).toEqual([['workflow.activity-recorded', payload, { jobId: 'a1' }]]);
  });

  it('refuses a job given to another queue, adding nothing', () => {
    const added: unknown[] = [];
    expect(() => addJob(fakeQueue('notifications', added), 'workflow.activity-recorded', payload)).toThrow(
      'Job workflow.activity-recorded belongs to queue workflow, not notifications',
    );
    expect(added).toEqual([]);
  });
});
