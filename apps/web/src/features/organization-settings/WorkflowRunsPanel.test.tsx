import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  GraphQLErrorsAnswer,
  makeClient,
  makeSession,
  makeUser,
  ORG_ID,
  Providers,
  type Resolver,
  seriousAxeViolations,
} from '../../app/routes/test-support';
import { WorkflowRunsPanel } from './WorkflowRunsPanel';

function run(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'WorkflowRun',
    id,
    caseId: `case-${id}`,
    caseShortId: `A-${id}`,
    trigger: 'DECISION_ADDED',
    status: 'SUCCESS',
    reason: null,
    attempts: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    finishedAt: '2026-11-20T10:00:01.000Z',
    ...overrides,
  };
}

function runsPage(runs: unknown[], hasNextPage = false) {
  return {
    workflowRuns: {
      __typename: 'WorkflowRunsPage',
      totalCount: runs.length,
      pageInfo: { __typename: 'PageInfo', endCursor: hasNextPage ? 'runs-cursor-1' : null, hasNextPage },
      runs,
    },
  };
}

function setup(workflowRuns: Resolver) {
  const client = makeClient({ WorkflowRuns: workflowRuns });
  const view = render(
    <Providers session={makeSession(makeUser('ADMIN'))} client={client.client}>
      <MemoryRouter>
        <WorkflowRunsPanel />
      </MemoryRouter>
    </Providers>,
  );
  return { ...client, ...view };
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Workflow runs' }))
    .getAllByRole('row')
    .slice(1);

describe('WorkflowRunsPanel', () => {
  afterEach(cleanup);

  it('lists runs with when, a link to the case, the trigger, the status and the reason of an error', async () => {
    const { container, named } = setup(() =>
      runsPage([
        run('2', {
          trigger: 'FORM_ANSWERED',
          status: 'ERROR',
          attempts: 5,
          reason: 'Action 2 (MOVE_CASE): A case cannot move from OPEN to APPROVED',
        }),
        run('1'),
      ]),
    );
    expect(await screen.findByRole('table', { name: 'Workflow runs' })).toBeTruthy();
    const [failed, succeeded] = rows();
    expect(within(failed).getByRole('link', { name: 'A-2' }).getAttribute('href')).toContain('case-2');
    expect(within(failed).getByText('Form answered')).toBeTruthy();
    expect(within(failed).getByText('Error')).toBeTruthy();
    expect(within(failed).getByText('5 attempts')).toBeTruthy();
    expect(within(failed).getByText('Action 2 (MOVE_CASE): A case cannot move from OPEN to APPROVED')).toBeTruthy();
    expect(within(succeeded).getByText('Decision added')).toBeTruthy();
    expect(within(succeeded).getByText('Success')).toBeTruthy();
    expect(named('WorkflowRuns')[0].variables).toEqual({
      organizationId: ORG_ID,
      status: null,
      first: 25,
      after: null,
    });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('pages on with the cursor of the page shown and back again', async () => {
    const { named } = setup((variables) =>
      variables.after ? runsPage([run('3')]) : runsPage([run('1'), run('2')], true),
    );
    await screen.findByRole('link', { name: 'A-1' });
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    await screen.findByRole('link', { name: 'A-3' });
    expect(named('WorkflowRuns').at(-1)!.variables.after).toBe('runs-cursor-1');
    fireEvent.click(screen.getByRole('button', { name: /previous/i }));
    await screen.findByRole('link', { name: 'A-1' });
  });

  it('filters by status and says when nothing matches', async () => {
    const { named } = setup((variables) => (variables.status ? runsPage([]) : runsPage([run('1')])));
    await screen.findByRole('link', { name: 'A-1' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Error' }));
    expect(await screen.findByText('No runs with this status')).toBeTruthy();
    expect(named('WorkflowRuns').at(-1)!.variables.status).toBe('ERROR');
  });

  it('says there are no runs yet', async () => {
    setup(() => runsPage([]));
    expect(await screen.findByText('No workflow runs yet')).toBeTruthy();
  });

  it('offers to try again when the runs cannot be loaded', async () => {
    let fail = true;
    setup(() => {
      if (fail) throw new GraphQLErrorsAnswer([{ message: 'down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
      return runsPage([run('1')]);
    });
    expect(await screen.findByText(/couldn.t load the workflow runs/)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'A-1' })).toBeTruthy());
  });
});
