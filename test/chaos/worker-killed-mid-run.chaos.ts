// Fault: the worker is killed (SIGKILL) while it runs workflow runs. Each action's effect and its done mark
// commit together, so the runs a new worker takes over (stalled jobs) skip what was done: every action of
// every run happened exactly once (one status move, one message, one notice per person).
import { randomUUID } from 'node:crypto';
import { waitFor } from '#test/eventually';
import { demoUser } from '#test/tokens';
import { DEMO_ORGANIZATIONS } from '../../libs/demo-data/demo-data.js';
import { type ChaosStack, createChaosStack } from './support/chaos-stack.js';
import { printFigures } from './support/figures.js';

const CASES = 300;

describe('chaos: worker killed mid-run', () => {
  let stack: ChaosStack;
  const acme = DEMO_ORGANIZATIONS.acme.id;
  beforeAll(async () => {
    stack = await createChaosStack('workflow_kill', { OUTBOX_RELAY_GRACE_MS: '0' });
  }, 60000);
  afterAll(async () => {
    await stack?.close();
  });

  const runCounts = async () =>
    (
      await stack.db.query<{ status: string; count: number }>(
        `SELECT status, count(*)::int AS count FROM workflow_run WHERE organization_id = $1 GROUP BY status`,
        [acme],
      )
    ).reduce<Record<string, number>>((counts, row) => ({ ...counts, [row.status]: row.count }), {});

  it('runs every action of every run exactly once across the kill', async () => {
    await stack.db.query(`UPDATE organization SET settings = jsonb_set(settings, '{workflows}', $2::jsonb) WHERE id = $1`, [
      acme,
      JSON.stringify({
        triggers: {
          DECISION_ADDED: [
            { type: 'NOTIFY_ROLES', roles: ['CASEMANAGER', 'ADMIN'] },
            { type: 'MOVE_CASE', status: 'NO_DECISION' },
            { type: 'SEND_TEMPLATE', channel: 'EMAIL', recipient: 'EMPLOYEE', text: 'Your decision is ready.' },
          ],
        },
      }),
    ]);
    // One decision entry per case, not yet dispatched: the worker's outbox relay hands them to the workflow.
    const caseIds = (
      await stack.db.query<{ id: string }>(
        `INSERT INTO case_record (organization_id, short_id, title, status, is_archived, submitter_id, assigned_to_id)
         SELECT $1, 'W-' || substr(md5($4 || n), 1, 10), 'Chaos case', 'IN_PROGRESS', false, $2, $3
           FROM generate_series(1, ${CASES}) AS n RETURNING id`,
        [acme, demoUser('employee').id, demoUser('caseworker').id, randomUUID()],
      )
    ).map((row) => row.id);
    await stack.db.query(
      `INSERT INTO case_activity (organization_id, case_id, type, actor_user_id, payload, created_at)
       SELECT $1, id, 'ADD_DECISION', NULL, '{}', now() - interval '1 minute' FROM unnest($2::uuid[]) AS id`,
      [acme, caseIds],
    );

    const worker = await stack.startWorker();
    await waitFor(() => runCounts(), {
      until: (counts) => (counts.SUCCESS ?? 0) >= CASES / 10,
      what: 'the worker to be under way with the runs',
      timeoutMs: 60000,
      intervalMs: 20,
    });
    await worker.kill();
    const atKill = await runCounts();
    const actionsAtKill = await stack.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM workflow_run_action a JOIN workflow_run r ON r.id = a.run_id
        WHERE r.organization_id = $1 AND r.status = 'IN_PROGRESS'`,
      [acme],
    );
    expect(atKill.SUCCESS ?? 0).toBeLessThan(CASES);

    await stack.startWorker();
    // The killed worker's jobs wait for their lock to expire (30 s) before another worker takes them.
    await waitFor(() => runCounts(), {
      until: (counts) => counts.SUCCESS === CASES,
      what: 'every run to succeed after the worker was replaced',
      timeoutMs: 150000,
      intervalMs: 500,
    });

    const perCase = await stack.db.query<{ case_id: string; moves: number; messages: number; status: string }>(
      `SELECT c.id AS case_id, c.status,
              (SELECT count(*)::int FROM case_activity a WHERE a.case_id = c.id AND a.type = 'CHANGE_STATUS') AS moves,
              (SELECT count(*)::int FROM case_message m WHERE m.case_id = c.id) AS messages
         FROM case_record c WHERE c.id = ANY($1)`,
      [caseIds],
    );
    const notices = await stack.db.query<{ count: number; people: number }>(
      `SELECT count(*)::int AS count, count(DISTINCT (user_id, dedupe_key))::int AS people
         FROM user_notification WHERE organization_id = $1 AND dedupe_key LIKE 'workflow:%'`,
      [acme],
    );
    const restarted = await stack.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM workflow_run WHERE organization_id = $1 AND attempts > 1`,
      [acme],
    );
    const actions = await stack.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM workflow_run_action a JOIN workflow_run r ON r.id = a.run_id WHERE r.organization_id = $1`,
      [acme],
    );
    printFigures({
      fault: 'worker killed (SIGKILL) mid-run',
      sent: CASES,
      delivered: perCase.filter((row) => row.moves === 1 && row.messages === 1).length,
      duplicated: perCase.filter((row) => row.moves > 1 || row.messages > 1).length,
      lost: perCase.filter((row) => row.moves === 0 || row.messages === 0).length,
      notes: {
        'runs done at the kill': atKill.SUCCESS ?? 0,
        'runs in progress at the kill': atKill.IN_PROGRESS ?? 0,
        'actions done of runs in progress at the kill': actionsAtKill[0].count,
        'runs started more than once': restarted[0].count,
      },
    });
    expect(restarted[0].count).toBeGreaterThan(0);
    expect(perCase.filter((row) => row.moves !== 1 || row.messages !== 1 || row.status !== 'NO_DECISION')).toEqual([]);
    expect(actions[0].count).toBe(CASES * 3);
    expect(notices[0].count).toBe(notices[0].people);
    expect(notices[0].count % CASES).toBe(0);
    expect(notices[0].count).toBeGreaterThan(0);
  }, 240000);
});
