import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CaseWorkflowRunsPartFragment, WorkflowTriggerEvent } from '../../../generated/graphql';

type Run = CaseWorkflowRunsPartFragment['workflowRuns'][number];
import { CaseWorkflowRuns } from './CaseWorkflowRuns';

const run = (id: string, overrides: Partial<Run> = {}) => ({
  __typename: 'WorkflowRun' as const,
  id,
  trigger: 'DECISION_ADDED' as WorkflowTriggerEvent,
  status: 'SUCCESS' as const,
  reason: null,
  attempts: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('CaseWorkflowRuns', () => {
  afterEach(cleanup);

  it('shows each run with its trigger and status, and the reason of one that failed', () => {
    render(
      <CaseWorkflowRuns
        runs={[
          run('2', {
            status: 'ERROR',
            attempts: 5,
            reason: 'Action 1 (MOVE_CASE): A case cannot move from OPEN to APPROVED',
          }),
          run('1', { trigger: 'FORM_ANSWERED' }),
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Workflow runs' });
    const [failed, succeeded] = within(section).getAllByRole('listitem');
    expect(within(failed).getByText('Decision added')).toBeTruthy();
    expect(within(failed).getByText('Error')).toBeTruthy();
    expect(within(failed).getByText(/5 attempts/)).toBeTruthy();
    expect(within(failed).getByText('Action 1 (MOVE_CASE): A case cannot move from OPEN to APPROVED')).toBeTruthy();
    expect(within(succeeded).getByText('Form answered')).toBeTruthy();
    expect(within(succeeded).getByText('Success')).toBeTruthy();
  });

  it('shows nothing while the case has no run', () => {
    const { container } = render(<CaseWorkflowRuns runs={[]} />);
    expect(container.textContent).toBe('');
  });
});
