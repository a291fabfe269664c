import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeUser, preloadLazyModules, seriousAxeViolations, setViewportWidth } from '../../app/routes/test-support';
import {
  activity,
  CASE_ID,
  casePayload,
  GraphQLErrorsAnswer,
  employeeRequest,
  person,
  renderCase,
  staffCase,
  viewerCan,
  viewerCanAllBut,
  WORKER,
} from './test-case-detail';

const CASE_PATH = `/accommodations/cases/${CASE_ID}`;
const REQUEST_PATH = `/accommodations/requests/${CASE_ID}`;

const main = () => screen.getByRole('main');
const actionsGroup = () => screen.queryByRole('group', { name: 'Case actions' });

async function openCase(role: Parameters<typeof makeUser>[0], answer = staffCase(), resolvers = {}) {
  const rendered = renderCase(CASE_PATH, makeUser(role), { CaseDetail: () => answer, ...resolvers });
  await screen.findByRole('heading', { level: 1, name: answer.caseById.title });
  return rendered;
}

function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('CaseDetailPage for staff', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./CaseDetailPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it('shows the header, the answers and the timeline', async () => {
    const { named } = await openCase('ADMIN');
    expect(named('CaseDetail')[0].variables).toEqual({ caseId: CASE_ID, last: 100 });
    expect(screen.getByText('#A1B2C3')).toBeTruthy();
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getByTestId('assignee').textContent).toBe('Sam Lee');
    expect(screen.getByText('assigned by Dana Rivera')).toBeTruthy();
    expect(screen.getByTestId('hr-rep').textContent).toBe('None');
    expect(screen.getByText('Video call')).toBeTruthy();
    expect(screen.getByText('Alice Chen (alice@example.com)')).toBeTruthy();

    expect(screen.getByRole('heading', { level: 2, name: 'Form responses' })).toBeTruthy();
    expect(screen.getByText('What do you need?')).toBeTruthy();
    expect(screen.getByText('A standing desk')).toBeTruthy();
    expect(screen.getByText('Yes')).toBeTruthy();
    expect(screen.getByText('provider-note.pdf')).toBeTruthy();
    expect(screen.getByText('Withheld (protected health information)')).toBeTruthy();

    const entries = screen.getAllByTestId('timeline-entry');
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      'Alice Chen submitted the case',
      'Dana Rivera assigned the case to Sam Lee',
    ]);
    const time = entries[0].querySelector('time');
    expect(time?.textContent).toBe('1 hour ago');
    expect(time?.getAttribute('title')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Standing desk | Case Management'));
  });

  it('offers an admin assignment, team, HR representative, status and escalation', async () => {
    await openCase('ADMIN');
    const group = actionsGroup()!;
    expect(within(group).getByRole('button', { name: 'Change status' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Escalate' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'More actions' })).toBeTruthy();
    expect(within(group).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reassign' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unassign' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add team members' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set HR representative' })).toBeTruthy();
  });

  it('offers no assignment, team, HR representative or archiving the api does not allow', async () => {
    // What a case worker is allowed; the viewer's role decides nothing on the page.
    await openCase('ADMIN', staffCase({ viewerCan: viewerCan('changeCaseStatus', 'escalateCase', 'addCaseComment') }));
    const group = actionsGroup()!;
    expect(within(group).getByRole('button', { name: 'Change status' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Escalate' })).toBeTruthy();
    expect(within(group).queryByRole('button', { name: 'More actions' })).toBeNull();
    for (const name of [
      'Assign',
      'Reassign',
      'Unassign',
      'Add team members',
      'Set HR representative',
      'Change HR representative',
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('offers Accept when the api allows the viewer to accept (the assignee of an assigned case)', async () => {
    const assigned = staffCase({ status: 'ASSIGNED' });
    const { named } = await openCase(
      'CASEWORKER',
      { caseById: { ...assigned.caseById, viewerCan: viewerCan('acceptCase', 'changeCaseStatus', 'escalateCase') } },
      {
        CaseDetailAccept: () =>
          casePayload('acceptCase', {
            case: { ...assigned.caseById, status: 'IN_PROGRESS', viewerCan: viewerCan('changeCaseStatus') },
            activities: [activity('a-accept', 'CHANGE_STATUS', { payload: { status: 'IN_PROGRESS' } })],
          }),
      },
    );
    const entriesBefore = screen.getAllByTestId('timeline-entry').length;
    // The assignee accepts; a change of status is acceptance here.
    expect(within(actionsGroup()!).queryByRole('button', { name: 'Change status' })).toBeNull();
    fireEvent.click(within(actionsGroup()!).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this case?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('CaseDetailAccept')[0].variables).toEqual({ caseId: CASE_ID });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The answer is the case as the change left it: written into the cache, not reloaded.
    await waitFor(() => expect(screen.getAllByTestId('timeline-entry')).toHaveLength(entriesBefore + 1));
    expect(within(actionsGroup()!).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(actionsGroup()!).getByRole('button', { name: 'Change status' })).toBeTruthy();
    expect(named('CaseDetail')).toHaveLength(1);
    cleanup();

    await openCase('ADMIN', assigned);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('assigns the case to the viewer with a visit type', async () => {
    const { named } = await openCase('ADMIN', staffCase({ status: 'OPEN', assignedTo: null, assignedBy: null }), {
      CaseDetailAssign: () => casePayload('assignCase'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await screen.findByRole('dialog', { name: 'Assign this case' });
    chooseOption('Visit type', 'Phone call');
    const dialog = screen.getByRole('dialog', { name: 'Assign this case' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('CaseDetailAssign')[0].variables).toEqual({
      caseId: CASE_ID,
      userId: 'user-admin',
      visitType: 'SYNC_PHONE',
    });
  });

  it('unassigns, joins the team, removes a member and takes and removes the HR representative', async () => {
    const answer = staffCase({
      assignees: [WORKER],
      hrRep: person('hr-1', 'Hana Ro', 'ADMIN'),
      viewerCan: viewerCanAllBut('acceptCase', 'reopenCase', 'deEscalateCase', 'deleteCaseComment'),
    });
    const { named } = await openCase('ADMIN', answer, {
      CaseDetailUnassign: () => casePayload('unassignCase'),
      CaseDetailAddTeamMembers: () => casePayload('assignUserToCase'),
      CaseDetailRemoveTeamMember: () => casePayload('unassignUserFromCase'),
      CaseDetailAssignHrRep: () => casePayload('assignCaseHrRep'),
      CaseDetailUnassignHrRep: () => casePayload('unassignCaseHrRep'),
    });
    const steps: Array<[string, string, string, string, Record<string, unknown>]> = [
      ['Unassign', 'Unassign this case?', 'Unassign', 'CaseDetailUnassign', { caseId: CASE_ID }],
      [
        'Add team members',
        'Add team members',
        'Join the team',
        'CaseDetailAddTeamMembers',
        {
          caseId: CASE_ID,
          userIds: ['user-admin'],
        },
      ],
      [
        'Remove Sam Lee from the team',
        'Remove Sam Lee from the case team?',
        'Remove',
        'CaseDetailRemoveTeamMember',
        {
          caseId: CASE_ID,
          userId: WORKER.id,
        },
      ],
      [
        'Change HR representative',
        'Set the HR representative',
        'Make me HR representative',
        'CaseDetailAssignHrRep',
        {
          caseId: CASE_ID,
          userId: 'user-admin',
        },
      ],
      [
        'Remove HR representative',
        'Remove the HR representative?',
        'Remove',
        'CaseDetailUnassignHrRep',
        {
          caseId: CASE_ID,
        },
      ],
    ];
    for (const [trigger, title, confirm, operation, variables] of steps) {
      fireEvent.click(screen.getByRole('button', { name: trigger }));
      const dialog = await screen.findByRole('dialog', { name: title });
      fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
      await waitFor(() => expect(named(operation)).toHaveLength(1));
      expect(named(operation)[0].variables).toEqual(variables);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(screen.getAllByText('Operation succeeded!').length).toBeGreaterThan(0);
  });

  it('changes the status to one of the allowed moves', async () => {
    const { named } = await openCase('CASEWORKER', staffCase(), {
      CaseDetailChangeStatus: () => casePayload('changeCaseStatus'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status' });
    const options = within(dialog)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(options).toEqual(['No decision', 'Approved', 'Denied']);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Approved' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('CaseDetailChangeStatus')[0].variables).toEqual({ caseId: CASE_ID, status: 'APPROVED' });
  });

  it("shows the server's message when the api refuses, and keeps the dialog open", async () => {
    const { named } = await openCase('CASEWORKER', staffCase(), {
      CaseDetailChangeStatus: () =>
        new GraphQLErrorsAnswer([
          { message: 'Only a case worker can manage this case', extensions: { code: 'FORBIDDEN' } },
        ]),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'No decision' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Only a case worker can manage this case')).toBeTruthy();
    expect(named('CaseDetailChangeStatus')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Change status' })).toBeTruthy();
    expect(screen.queryByText('Operation succeeded!')).toBeNull();
  });

  it('asks for a category and at least one reason to escalate', async () => {
    const { named } = await openCase('CASEWORKER', staffCase(), {
      CaseDetailEscalate: () => casePayload('escalateCase'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Escalate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Escalate this case' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Escalate' }));
    expect(await within(dialog).findByText('Choose a category.')).toBeTruthy();
    expect(within(dialog).getByText('Give at least one reason.')).toBeTruthy();

    chooseOption('Category', 'Clinical');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason 1' }), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Escalate' }));
    expect(within(dialog).getByText('Give at least one reason.')).toBeTruthy();
    expect(named('CaseDetailEscalate')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason 1' }), {
      target: { value: 'Needs a medical review' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add another reason' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason 2' }), { target: { value: 'Urgent' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Escalate' }));
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('CaseDetailEscalate')[0].variables).toEqual({
      caseId: CASE_ID,
      category: 'CLINICAL_ESCALATION',
      reasons: ['Needs a medical review', 'Urgent'],
    });
  });

  it('shows an escalated case and changes, removes and ends its escalations', async () => {
    const escalated = staffCase({
      isEscalated: true,
      escalationCategory: 'CLINICAL_ESCALATION',
      escalationReasons: ['Needs a medical review', 'Urgent'],
      escalations: [
        {
          __typename: 'CaseEscalation',
          id: 'esc-1',
          category: 'CLINICAL_ESCALATION',
          reasons: ['Needs a medical review', 'Urgent'],
          createdAt: '2026-01-06T10:00:00.000Z',
        },
      ],
      // The api allows no second "Escalate" on an escalated case.
      viewerCan: viewerCanAllBut('escalateCase', 'acceptCase', 'reopenCase'),
    });
    const { named } = await openCase('CASEWORKER', escalated, {
      CaseDetailUpdateEscalation: () => casePayload('updateCaseEscalation'),
      CaseDetailDeEscalate: () => casePayload('deEscalateCase'),
      CaseDetailRemoveEscalation: () => casePayload('removeCaseEscalation'),
    });
    expect(screen.getByTestId('escalation-chip').textContent).toBe(
      'Escalated: Clinical — Needs a medical review; Urgent',
    );
    expect(screen.queryByRole('button', { name: 'Escalate' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit clinical escalation' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit escalation' });
    expect((within(dialog).getByRole('textbox', { name: 'Reason 2' }) as HTMLInputElement).value).toBe('Urgent');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove reason 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(named('CaseDetailUpdateEscalation')).toHaveLength(1));
    expect(named('CaseDetailUpdateEscalation')[0].variables).toEqual({
      escalationId: 'esc-1',
      category: 'CLINICAL_ESCALATION',
      reasons: ['Needs a medical review'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Remove clinical escalation' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove this escalation?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(named('CaseDetailRemoveEscalation')[0]?.variables).toEqual({ escalationId: 'esc-1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'De-escalate' }));
    dialog = await screen.findByRole('dialog', { name: 'De-escalate this case?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'De-escalate' }));
    await waitFor(() => expect(named('CaseDetailDeEscalate')[0]?.variables).toEqual({ caseId: CASE_ID }));
  });

  it('archives a decided case with a reason, and closes one without a decision where the api allows it', async () => {
    const decided = viewerCan('archiveCase', 'updateCase', 'reopenCase', 'downloadCase');
    const { named } = await openCase('ADMIN', staffCase({ status: 'APPROVED', viewerCan: decided }), {
      CaseDetailArchive: () => casePayload('archiveCase'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this case?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Done' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('CaseDetailArchive')[0].variables).toEqual({ caseId: CASE_ID, reason: 'Done', force: null });
    cleanup();

    // The api does not let an admin close an undecided case.
    await openCase('ADMIN', staffCase({ viewerCan: viewerCanAllBut('archiveCase', 'acceptCase', 'reopenCase') }));
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await screen.findByRole('menuitem', { name: 'Edit details' });
    expect(screen.queryByRole('menuitem', { name: 'Archive' })).toBeNull();
    cleanup();

    const cvadmin = await openCase('CVADMIN', staffCase({ viewerCan: viewerCanAllBut('acceptCase', 'reopenCase') }), {
      CaseDetailArchive: () => casePayload('archiveCase'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    const forced = await screen.findByRole('dialog', { name: 'Archive this case?' });
    expect(within(forced).getByText(/has no decision yet/)).toBeTruthy();
    fireEvent.change(within(forced).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Withdrawn' } });
    fireEvent.click(within(forced).getByRole('button', { name: 'Archive without a decision' }));
    await waitFor(() =>
      expect(cvadmin.named('CaseDetailArchive')[0]?.variables).toEqual({
        caseId: CASE_ID,
        reason: 'Withdrawn',
        force: true,
      }),
    );
  });

  it('edits the title and visit type, sending only what changed', async () => {
    const { named } = await openCase('CASEMANAGER', staffCase(), {
      CaseDetailUpdate: () => casePayload('updateCase'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit case details' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Sit-stand desk' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('CaseDetailUpdate')[0].variables).toEqual({ caseId: CASE_ID, input: { title: 'Sit-stand desk' } });
  });

  it('shows an archived case with its reason and offers only Reopen and the download', async () => {
    const archivedCase = { status: 'APPROVED', isArchived: true, archiveReason: 'Accommodation in place' };
    const archived = staffCase({ ...archivedCase, viewerCan: viewerCan('reopenCase', 'downloadCase') });
    const { named } = await openCase('ADMIN', archived, { CaseDetailReopen: () => casePayload('reopenCase') });
    expect(screen.getByTestId('archive-reason').textContent).toBe('Accommodation in place');
    expect(screen.getByText('Archived')).toBeTruthy();
    const buttons = within(actionsGroup()!)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Reopen', 'Download case']);
    expect(screen.queryByRole('button', { name: 'Reassign' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change HR representative' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add team members' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen this case?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(named('CaseDetailReopen')[0]?.variables).toEqual({ caseId: CASE_ID }));
    cleanup();

    await openCase('CASEMANAGER', staffCase({ ...archivedCase, viewerCan: viewerCan('downloadCase') }));
    expect(
      within(actionsGroup()!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download case']);
  });

  it('has labelled dialogs that work from the keyboard and give focus back', async () => {
    const { named } = await openCase('CASEWORKER', staffCase(), {
      CaseDetailEscalate: () => casePayload('escalateCase'),
    });
    const trigger = screen.getByRole('button', { name: 'Escalate' });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Escalate this case' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));

    // Enter in a field submits the dialog.
    fireEvent.click(trigger);
    const again = await screen.findByRole('dialog', { name: 'Escalate this case' });
    chooseOption('Category', 'Support');
    const reason = within(again).getByRole('textbox', { name: 'Reason 1' });
    fireEvent.change(reason, { target: { value: 'Employee waiting' } });
    fireEvent.submit(reason.closest('form')!);
    await waitFor(() => expect(named('CaseDetailEscalate')).toHaveLength(1));
  });

  it('reloads the case and announces each live timeline entry', async () => {
    let publish!: (value: unknown) => void;
    const event = new Promise((resolve) => {
      publish = resolve;
    });
    let answers = 0;
    const { named } = renderCase(CASE_PATH, makeUser('ADMIN'), {
      CaseDetail: () => {
        answers += 1;
        return answers === 1
          ? staffCase()
          : staffCase({
              viewerCan: viewerCanAllBut('escalateCase', 'acceptCase', 'reopenCase'),
              isEscalated: true,
              escalationCategory: 'SUPPORT_ESCALATION',
              escalationReasons: ['Waiting on payroll'],
              activity: [
                activity('a-1', 'CREATE_CASE'),
                activity('a-9', 'ESCALATE', { payload: { category: 'SUPPORT_ESCALATION' } }),
              ],
            });
      },
      CaseDetailActivityAdded: () => event,
    });
    await screen.findByRole('heading', { level: 1, name: 'Standing desk' });
    await waitFor(() =>
      expect(named('CaseDetailActivityAdded')[0]?.variables).toEqual({ caseId: CASE_ID, after: null }),
    );
    publish({
      caseActivityAdded: activity('a-9', 'ESCALATE', { payload: { category: 'SUPPORT_ESCALATION' } }),
    });
    await waitFor(() =>
      expect(screen.getByTestId('case-live-announcer').textContent).toBe(
        'New activity: Sam Lee escalated the case (support escalation)',
      ),
    );
    expect(screen.getByTestId('case-live-announcer').getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(named('CaseDetail')).toHaveLength(2));
    expect(await screen.findByTestId('escalation-chip')).toBeTruthy();
    const entries = screen.getAllByTestId('timeline-entry').map((entry) => entry.querySelector('p')?.textContent);
    expect(entries.at(-1)).toBe('Sam Lee escalated the case (support escalation)');
  });

  it('shows a skeleton while loading and a retry after a failure', async () => {
    let calls = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderCase(CASE_PATH, makeUser('ADMIN'), {
      CaseDetail: async () => {
        calls += 1;
        if (calls === 1) {
          await held;
          throw new Error('offline');
        }
        return staffCase();
      },
    });
    expect(await screen.findByTestId('case-loading')).toBeTruthy();
    release();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Standing desk' })).toBeTruthy();
  });

  it('has no serious axe violations', async () => {
    const { container } = await openCase('ADMIN', staffCase({ assignees: [WORKER] }));
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});

describe('CaseDetailPage for the employee', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./CaseDetailPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  async function openRequest(answer = employeeRequest()) {
    const rendered = renderCase(REQUEST_PATH, makeUser('USER'), { RequestDetail: () => answer });
    await screen.findByRole('heading', { level: 1, name: answer.caseById.title });
    return rendered;
  }

  it('shows the stage, their answers and the timeline, and nothing staff-only', async () => {
    const { named } = await openRequest();
    expect(named('CaseDetail')).toHaveLength(0);
    expect(named('RequestDetail')[0].variables).toEqual({ caseId: CASE_ID, last: 100 });
    const stage = screen.getByText('Stage:', { exact: false }).closest('.MuiChip-root');
    expect(stage?.textContent).toBe('Stage: Review & Interaction');
    const progress = screen.getByRole('navigation', { name: 'Progress' });
    expect(within(progress).getByText('Submitted')).toBeTruthy();
    expect(within(progress).getByText('Final Decision')).toBeTruthy();
    expect(progress.querySelector('[aria-current="step"]')?.textContent).toContain('Review & Interaction');

    expect(screen.getByRole('heading', { level: 2, name: 'Your answers' })).toBeTruthy();
    expect(screen.getByText('provider-note.pdf')).toBeTruthy();
    expect(screen.queryByText(/Withheld/)).toBeNull();
    const entries = screen.getAllByTestId('timeline-entry').map((entry) => entry.querySelector('p')?.textContent);
    expect(entries).toEqual([
      'Alice Chen submitted the request',
      'Sam Lee changed the status from Assigned to Review & Interaction',
    ]);

    const page = main();
    expect(within(page).queryByRole('group', { name: 'Case actions' })).toBeNull();
    expect(
      within(page).queryByRole('button', { name: /Assign|Accept|Escalate|Archive|Change status|More actions/ }),
    ).toBeNull();
    expect(within(page).queryByText(/escalat/i)).toBeNull();
    expect(within(page).queryByText('Assignee')).toBeNull();
    expect(within(page).queryByText('HR representative')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Standing desk | Case Management'));
  });

  it('shows a closed request as completed without its archive reason', async () => {
    await openRequest(
      employeeRequest({
        status: 'APPROVED',
        isArchived: true,
        activity: [activity('a-7', 'ARCHIVE', { payload: { forced: false, status: 'APPROVED' } })],
      }),
    );
    const progress = screen.getByRole('navigation', { name: 'Progress' });
    expect(progress.querySelector('[aria-current="step"]')?.textContent).toContain('Completed');
    expect(screen.getByTestId('timeline-entry').querySelector('p')?.textContent).toBe('Sam Lee completed the request');
    expect(within(main()).queryByText(/archiv/i)).toBeNull();
    expect(screen.queryByTestId('archive-reason')).toBeNull();
  });

  it('has no serious axe violations', async () => {
    const { container } = await openRequest();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
