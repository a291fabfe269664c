import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeUser, preloadLazyModules, seriousAxeViolations, setViewportWidth } from '../../../app/routes/test-support';
import {
  CASE_ID,
  casePayload,
  GraphQLErrorsAnswer,
  ORG_ID,
  ORG_PEOPLE,
  person,
  renderCase,
  type Resolver,
  staffCase,
  usersPage,
  WORKER,
} from '../test-case-detail';

const CASE_PATH = `/accommodations/cases/${CASE_ID}`;
const ASSIGNABLE = ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CASEWORKER', 'CVTPA'];
const NEW_CASE = staffCase({ status: 'OPEN', assignedTo: null, assignedBy: null });

async function openCase(
  role: Parameters<typeof makeUser>[0],
  answer = NEW_CASE,
  resolvers: Record<string, Resolver> = {},
) {
  const rendered = renderCase(CASE_PATH, makeUser(role), { CaseDetail: () => answer, ...resolvers });
  await screen.findByRole('heading', { level: 1, name: answer.caseById.title });
  return rendered;
}

async function openDialog(trigger: string, title: string) {
  fireEvent.click(screen.getByRole('button', { name: trigger }));
  return screen.findByRole('dialog', { name: title });
}

const personField = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Person' });

function type(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}

async function optionNames() {
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

async function choose(field: HTMLElement, name: string) {
  fireEvent.mouseDown(field);
  fireEvent.click(await within(await screen.findByRole('listbox')).findByRole('option', { name }));
}

function chooseVisitType(option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Visit type' }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('choosing people on a case', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('../CaseDetailPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it('searches the people who may be assigned as the user types, once typing pauses', async () => {
    const { named } = await openCase('ADMIN');
    const dialog = await openDialog('Assign', 'Assign this case');
    const field = personField(dialog);
    await waitFor(() => expect(document.activeElement).toBe(field));
    await waitFor(() => expect(named('CaseDetailPeople')).toHaveLength(1));
    expect(named('CaseDetailPeople')[0].variables).toEqual({
      organizationId: ORG_ID,
      roles: ASSIGNABLE,
      searchText: null,
      recordsPerPage: 20,
    });

    type(field, 'p');
    type(field, 'pr');
    type(field, 'pri ');
    await waitFor(() => expect(named('CaseDetailPeople')).toHaveLength(2));
    expect(named('CaseDetailPeople')[1].variables).toMatchObject({ roles: ASSIGNABLE, searchText: 'pri' });
    expect(await optionNames()).toEqual(['Priya Shah — ADA Coordinator (priya@example.com)']);

    type(field, 'nobody');
    expect(await screen.findByText('No matching people')).toBeTruthy();
    expect(named('CaseDetailPeople').at(-1)?.variables).toMatchObject({ searchText: 'nobody' });
  });

  it('shows that it is searching while the answer is on its way', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await openCase('ADMIN', NEW_CASE, {
      CaseDetailPeople: async () => {
        await held;
        return usersPage(ORG_PEOPLE);
      },
    });
    const dialog = await openDialog('Assign', 'Assign this case');
    fireEvent.mouseDown(personField(dialog));
    expect(await screen.findByText('Searching people…')).toBeTruthy();
    release();
    expect(await screen.findByRole('option', { name: 'Sam Lee — ADA Coordinator (sam@example.com)' })).toBeTruthy();
    expect(screen.queryByText('Searching people…')).toBeNull();
  });

  it('assigns the chosen coordinator with a visit type and gives focus back', async () => {
    const { named } = await openCase('ADMIN', NEW_CASE, { CaseDetailAssign: () => casePayload('assignCase') });
    const trigger = screen.getByRole('button', { name: 'Assign' });
    trigger.focus();
    const dialog = await openDialog('Assign', 'Assign this case');

    // Nobody chosen yet: nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Choose a person.')).toBeTruthy();

    const field = personField(dialog);
    type(field, 'sam');
    await waitFor(() => expect(named('CaseDetailPeople').at(-1)?.variables).toMatchObject({ searchText: 'sam' }));
    await waitFor(() =>
      expect(screen.queryAllByRole('option').map((option) => option.textContent)).toEqual([
        'Sam Lee — ADA Coordinator (sam@example.com)',
      ]),
    );
    fireEvent.click(screen.getByRole('option', { name: 'Sam Lee — ADA Coordinator (sam@example.com)' }));
    expect((field as HTMLInputElement).value).toBe('Sam Lee — ADA Coordinator (sam@example.com)');
    expect(within(dialog).queryByText('Choose a person.')).toBeNull();
    chooseVisitType('Phone call');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));

    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('CaseDetailAssign')).toHaveLength(1);
    expect(named('CaseDetailAssign')[0].variables).toEqual({
      caseId: CASE_ID,
      userId: 'user-caseworker',
      visitType: 'SYNC_PHONE',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it("shows the api's refusal and keeps the dialog open", async () => {
    const { named } = await openCase('ADMIN', NEW_CASE, {
      CaseDetailAssign: () =>
        new GraphQLErrorsAnswer([
          { message: 'userId: this user cannot take this part on the case', extensions: { code: 'BAD_USER_INPUT' } },
        ]),
    });
    const dialog = await openDialog('Assign', 'Assign this case');
    await choose(personField(dialog), 'Tina Cho — TPA (tina@example.com)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('userId: this user cannot take this part on the case')).toBeTruthy();
    expect(named('CaseDetailAssign')[0].variables).toMatchObject({ userId: 'user-tina', visitType: 'SYNC_VIDEO' });
    expect(screen.getByRole('dialog', { name: 'Assign this case' })).toBeTruthy();
    expect(screen.queryByText('Operation succeeded!')).toBeNull();
  });

  it('assigns from the keyboard alone', async () => {
    const { named } = await openCase('CASEMANAGER', NEW_CASE, { CaseDetailAssign: () => casePayload('assignCase') });
    const dialog = await openDialog('Assign', 'Assign this case');
    const field = personField(dialog);
    await waitFor(() => expect(document.activeElement).toBe(field));

    type(field, 'priya');
    await waitFor(() => expect(named('CaseDetailPeople').at(-1)?.variables).toMatchObject({ searchText: 'priya' }));
    await waitFor(() =>
      expect(screen.queryAllByRole('option').map((option) => option.textContent)).toEqual([
        'Priya Shah — ADA Coordinator (priya@example.com)',
      ]),
    );
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    await waitFor(() => expect(field.getAttribute('aria-activedescendant')).toBeTruthy());
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() =>
      expect((field as HTMLInputElement).value).toBe('Priya Shah — ADA Coordinator (priya@example.com)'),
    );
    expect(screen.getByRole('dialog', { name: 'Assign this case' })).toBeTruthy();

    const visitType = within(dialog).getByRole('combobox', { name: 'Visit type' });
    visitType.focus();
    fireEvent.keyDown(visitType, { key: 'ArrowDown' });
    const menu = await screen.findByRole('listbox');
    const video = within(menu).getByRole('option', { name: 'Video call' });
    video.focus();
    fireEvent.keyDown(video, { key: 'Enter' });
    await waitFor(() => expect(visitType.textContent).toBe('Video call'));

    // Enter in a field submits the dialog.
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(named('CaseDetailAssign')).toHaveLength(1));
    expect(named('CaseDetailAssign')[0].variables).toEqual({
      caseId: CASE_ID,
      userId: 'user-priya',
      visitType: 'SYNC_VIDEO',
    });
  });

  it('offers only HR administrators and representatives as HR representative', async () => {
    // Even were the api to answer with others, only those who may take the part are offered.
    const { named } = await openCase('CVADMIN', staffCase({ hrRep: person('hr-1', 'Hana Ro', 'ADMIN') }), {
      CaseDetailPeople: () => usersPage(ORG_PEOPLE),
      CaseDetailAssignHrRep: () => casePayload('assignCaseHrRep'),
    });
    const dialog = await openDialog('Change HR representative', 'Set the HR representative');
    expect(
      within(dialog).getByText(
        /Hana Ro is the HR representative now\. Choose someone with the role HR Administrator or HR Representative\./,
      ),
    ).toBeTruthy();
    // A Cvadmin cannot be the HR representative itself.
    expect(within(dialog).queryByRole('button', { name: 'Make me HR representative' })).toBeNull();
    await waitFor(() => expect(named('CaseDetailPeople')).toHaveLength(1));
    expect(named('CaseDetailPeople')[0].variables).toMatchObject({ roles: ['ADMIN', 'CASEMANAGER'] });

    const field = personField(dialog);
    fireEvent.mouseDown(field);
    expect(await optionNames()).toEqual([
      'Dana Rivera — HR Administrator (dana@example.com)',
      'Omar Diaz — HR Representative (omar@example.com)',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Omar Diaz — HR Representative (omar@example.com)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set HR representative' }));
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('CaseDetailAssignHrRep')[0].variables).toEqual({ caseId: CASE_ID, userId: 'user-omar' });
  });

  it('lets an HR representative take the part from the same dialog', async () => {
    const { named } = await openCase('CASEMANAGER', staffCase(), {
      CaseDetailAssignHrRep: () => casePayload('assignCaseHrRep'),
    });
    const dialog = await openDialog('Set HR representative', 'Set the HR representative');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make me HR representative' }));
    await waitFor(() =>
      expect(named('CaseDetailAssignHrRep')[0]?.variables).toEqual({ caseId: CASE_ID, userId: 'user-casemanager' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds several people to the team, offering only those not on it yet', async () => {
    const { named } = await openCase('ADMIN', staffCase({ assignees: [WORKER] }), {
      CaseDetailAddTeamMembers: () => casePayload('assignUserToCase'),
    });
    const dialog = await openDialog('Add team members', 'Add team members');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to team' }));
    expect(await within(dialog).findByText('Choose at least one person.')).toBeTruthy();

    const field = personField(dialog);
    fireEvent.mouseDown(field);
    const names = await optionNames();
    expect(names).not.toContain('Sam Lee — ADA Coordinator (sam@example.com)');
    expect(names).toContain('Priya Shah — ADA Coordinator (priya@example.com)');
    fireEvent.click(screen.getByRole('option', { name: 'Priya Shah — ADA Coordinator (priya@example.com)' }));
    await choose(field, 'Omar Diaz — HR Representative (omar@example.com)');
    expect(within(dialog).getByRole('button', { name: 'Priya Shah' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Omar Diaz' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to team' }));
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('CaseDetailAddTeamMembers')[0].variables).toEqual({
      caseId: CASE_ID,
      userIds: ['user-priya', 'user-omar'],
    });
    expect(named('CaseDetailPeople')[0].variables).toMatchObject({ roles: ASSIGNABLE });
  });

  it('has no serious axe violations with a person being chosen', async () => {
    await openCase('ADMIN');
    const dialog = await openDialog('Assign', 'Assign this case');
    fireEvent.mouseDown(personField(dialog));
    await screen.findByRole('option', { name: 'Sam Lee — ADA Coordinator (sam@example.com)' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
