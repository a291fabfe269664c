import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  makeUser,
  myPermissionsAnswer,
  preloadLazyModules,
  seriousAxeViolations,
  setViewportWidth,
} from '../../../app/routes/test-support';
import { activityPredicate } from '../timeline/activity-sentence';
import { ATTACHMENT_HINT, possiblyMentionsAttachment } from './comment-hint';
import { INTERNAL_NOTES_NOTICE } from '../notes/CaseNotes';
import {
  activity,
  CASE_ID,
  caseFile,
  caseFiles,
  comment,
  conversationPayload,
  EMPLOYEE,
  employeeRequest,
  GraphQLErrorsAnswer,
  note,
  ORG_ID,
  person,
  renderCase,
  type Resolver,
  staffCase,
  viewerCan,
  viewerCanAllBut,
  WORKER,
} from '../test-case-detail';

const CASE_PATH = `/accommodations/cases/${CASE_ID}`;
const REQUEST_PATH = `/accommodations/requests/${CASE_ID}`;
const HR_REP = person('hr-1', 'Hana Ro', 'ADMIN');

/** The viewer of the staff tests is a coordinator, "user-caseworker" (Sam Lee). */
const COMMENTS = [
  comment('c-1', 'Could you send a note from your provider?', WORKER),
  comment('c-2', 'I attached the document', EMPLOYEE),
];
const NOTES = [note('n-1', 'Please check the payroll side', person('user-admin', 'Dana Rivera', 'ADMIN'), [HR_REP])];
const CONVERSATION = staffCase({
  unacknowledgedCommentCount: 1,
  unacknowledgedNoteCount: 1,
  comments: COMMENTS,
  notes: NOTES,
});

/** A case with someone in every part, the viewer (Sam Lee) on its team. */
const TAGGABLE_CASE = staffCase({
  ...CONVERSATION.caseById,
  assignedTo: person('user-priya', 'Priya Shah', 'CASEWORKER'),
  hrRep: HR_REP,
  assignees: [
    WORKER,
    person('user-priya', 'Priya Shah', 'CASEWORKER'),
    person('user-omar', 'Omar Diaz', 'CASEMANAGER'),
  ],
  assignedBy: person('user-admin', 'Dana Rivera', 'ADMIN'),
});

async function openCase(role: Parameters<typeof makeUser>[0], answer = CONVERSATION, resolvers = {}) {
  const rendered = renderCase(CASE_PATH, makeUser(role), { CaseDetail: () => answer, ...resolvers });
  await screen.findByRole('heading', { level: 1, name: answer.caseById.title });
  return rendered;
}

async function openRequest(answer = employeeRequest(), resolvers: Record<string, Resolver> = {}) {
  const rendered = renderCase(REQUEST_PATH, makeUser('USER', { id: EMPLOYEE.id }), {
    RequestDetail: () => answer,
    ...resolvers,
  });
  await screen.findByRole('heading', { level: 1, name: answer.caseById.title });
  return rendered;
}

const optionNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('option')
    .map((option) => option.textContent);

const section = (name: string | RegExp) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

describe('comments and internal notes for staff', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('../CaseDetailPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it('shows the conversation and the internal notes with their new counts', async () => {
    await openCase('CASEWORKER');
    const comments = section('Comments (1 new)');
    const entries = within(comments).getAllByTestId('conversation-entry');
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      'Could you send a note from your provider?',
      'I attached the document',
    ]);
    expect(within(entries[0]).getByText('Sam Lee (you)')).toBeTruthy();
    expect(within(entries[0]).getByText('ADA Coordinator')).toBeTruthy();
    expect(within(entries[0]).queryByText('New')).toBeNull();
    expect(within(entries[1]).getByText('Alice Chen')).toBeTruthy();
    expect(within(entries[1]).getByText('Employee')).toBeTruthy();
    expect(within(entries[1]).getByText('New')).toBeTruthy();
    const time = entries[1].querySelector('time');
    expect(time?.textContent).toBe('2 hours ago');
    expect(time?.getAttribute('title')).toBeTruthy();
    expect(within(comments).getByRole('textbox', { name: 'Write to the employee' })).toBeTruthy();

    const notes = section('Internal notes (1 new)');
    expect(within(notes).getByText(INTERNAL_NOTES_NOTICE)).toBeTruthy();
    expect(screen.getByText('These are internal notes and the employee does not see these')).toBeTruthy();
    expect(within(notes).getByText('Please check the payroll side')).toBeTruthy();
    expect(within(notes).getByText('Tagged: Hana Ro')).toBeTruthy();
    expect(within(notes).getByRole('button', { name: 'Acknowledge' })).toBeTruthy();
    expect(within(notes).getByRole('textbox', { name: 'Write an internal note' })).toBeTruthy();
    expect(within(notes).getByRole('combobox', { name: 'Tag people' })).toBeTruthy();
    expect(within(notes).getByRole('button', { name: 'Add note' })).toBeTruthy();
  });

  it('sends a comment, clears the field and keeps the focus there', async () => {
    const { named } = await openCase('CASEWORKER', CONVERSATION, {
      CaseDetailAddComment: () =>
        conversationPayload('addCaseComment', 'CaseCommentPayload', {
          comment: comment('c-9', 'Thanks, we will review it.', WORKER),
          case: { __typename: 'Case', id: CASE_ID, unacknowledgedCommentCount: 1 },
          activities: [activity('a-c9', 'ADD_COMMENT', { payload: { commentId: 'c-9' } })],
        }),
    });
    const entriesBefore = screen.getAllByTestId('timeline-entry').length;
    const field = screen.getByRole('textbox', { name: 'Write to the employee' }) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: '  Thanks, we will review it.  ' } });
    fireEvent.click(within(section(/^Comments/)).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('CaseDetailAddComment')[0].variables).toEqual({
      caseId: CASE_ID,
      text: 'Thanks, we will review it.',
      attachmentIds: [],
    });
    await waitFor(() => expect(field.value).toBe(''));
    expect(document.activeElement).toBe(field);
    // The answer goes into the cached case: the comment and its timeline entry show without a reload.
    expect(await within(section(/^Comments/)).findByText('Thanks, we will review it.')).toBeTruthy();
    expect(screen.getAllByTestId('timeline-entry')).toHaveLength(entriesBefore + 1);
    expect(named('CaseDetail')).toHaveLength(1);
  });

  it('does not send an empty comment', async () => {
    const { named } = await openCase('CASEWORKER');
    const field = screen.getByRole('textbox', { name: 'Write to the employee' });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(within(section(/^Comments/)).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write something first.')).toBeTruthy();
    expect(named('CaseDetailAddComment')).toHaveLength(0);
  });

  it("keeps the text and shows the api's message when a comment is refused", async () => {
    await openCase('CASEWORKER', CONVERSATION, {
      CaseDetailAddComment: () =>
        new GraphQLErrorsAnswer([
          { message: 'This case is archived; reopen it first', extensions: { code: 'ILLEGAL_STATE' } },
        ]),
    });
    const field = screen.getByRole('textbox', { name: 'Write to the employee' }) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: 'Hello' } });
    fireEvent.click(within(section(/^Comments/)).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This case is archived; reopen it first')).toBeTruthy();
    expect(field.value).toBe('Hello');
    expect(screen.queryByText('Operation succeeded!')).toBeNull();
  });

  it('hints at attaching a file when the text speaks of one', async () => {
    await openCase('CASEWORKER');
    const field = screen.getByRole('textbox', { name: 'Write to the employee' });
    fireEvent.change(field, { target: { value: 'hello' } });
    expect(screen.queryByText(ATTACHMENT_HINT)).toBeNull();
    fireEvent.change(field, { target: { value: 'I attached the file' } });
    const hint = screen.getByText(ATTACHMENT_HINT);
    expect(hint.textContent).toBe(
      'Did you mean to send a file? Choose one of your files below, or upload it under Attachments first.',
    );
    expect(field.getAttribute('aria-describedby')).toBe(hint.parentElement?.id);
    fireEvent.change(field, { target: { value: 'hello' } });
    expect(screen.queryByText(ATTACHMENT_HINT)).toBeNull();
  });

  it("sends the viewer's own files with a comment, and offers no one else's", async () => {
    const { named } = await openCase('CASEWORKER', CONVERSATION, {
      CaseAttachments: () =>
        caseFiles(
          caseFile('f-1', 'accommodation-letter.pdf', WORKER.id),
          caseFile('f-2', 'doctor-note.pdf', EMPLOYEE.id, true),
          caseFile('f-3', 'job-description.pdf', WORKER.id, true),
        ),
      CaseDetailAddComment: () =>
        conversationPayload('addCaseComment', 'CaseCommentPayload', {
          comment: { __typename: 'CaseComment', id: 'c-9' },
        }),
    });
    const comments = section(/^Comments/);
    const files = await within(comments).findByRole('group', { name: 'Send your files with this comment' });
    expect(
      within(files)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['accommodation-letter.pdf', 'job-description.pdf (PHI)']);
    const field = within(comments).getByRole('textbox', { name: 'Write to the employee' });
    fireEvent.change(field, { target: { value: 'The letter is attached' } });
    expect(screen.getByText(ATTACHMENT_HINT)).toBeTruthy();
    fireEvent.click(within(files).getByRole('checkbox', { name: 'accommodation-letter.pdf' }));
    // A file is on its way: no hint about forgetting one.
    expect(screen.queryByText(ATTACHMENT_HINT)).toBeNull();
    expect(await seriousAxeViolations(comments)).toEqual([]);
    fireEvent.click(within(comments).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('CaseDetailAddComment')[0].variables).toEqual({
      caseId: CASE_ID,
      text: 'The letter is attached',
      attachmentIds: ['f-1'],
    });
    await waitFor(() =>
      expect(
        (within(files).getByRole('checkbox', { name: 'accommodation-letter.pdf' }) as HTMLInputElement).checked,
      ).toBe(false),
    );
  });

  it('says how to send a file when the viewer has none on the case', async () => {
    await openCase('CASEWORKER');
    expect(
      await within(section(/^Comments/)).findByText(
        'To send a file with your comment, upload it under Attachments first.',
      ),
    ).toBeTruthy();
    expect(
      within(section(/^Internal notes/)).getByText('To send a file with your note, upload it under Attachments first.'),
    ).toBeTruthy();
  });

  it('links the files sent with comments and notes to their download page', async () => {
    const sent = { __typename: 'CaseAttachment', id: 'f-7', fileName: 'work-schedule.pdf' };
    const withFiles = staffCase({
      ...CONVERSATION.caseById,
      comments: [comment('c-1', 'Here is my schedule', EMPLOYEE, { attachments: [sent] })],
      notes: [note('n-1', 'Compare with payroll', WORKER, [], { attachments: [sent] })],
    });
    await openCase('CASEWORKER', withFiles);
    for (const name of [/^Comments/, /^Internal notes/]) {
      const link = within(section(name)).getByRole('link', { name: 'work-schedule.pdf' });
      expect(link.getAttribute('href')).toBe('/attachments/f-7');
    }
  });

  it('sends files with an internal note', async () => {
    const { named } = await openCase('CASEWORKER', CONVERSATION, {
      CaseAttachments: () => caseFiles(caseFile('f-1', 'payroll.xlsx', WORKER.id)),
      CaseDetailAddNote: () =>
        conversationPayload('addCaseNote', 'CaseNotePayload', { note: { __typename: 'CaseNote', id: 'n-9' } }),
    });
    const notes = section(/^Internal notes/);
    fireEvent.change(within(notes).getByRole('textbox', { name: 'Write an internal note' }), {
      target: { value: 'Payroll figures' },
    });
    fireEvent.click(await within(notes).findByRole('checkbox', { name: 'payroll.xlsx' }));
    fireEvent.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('CaseDetailAddNote')[0].variables).toEqual({
      caseId: CASE_ID,
      text: 'Payroll figures',
      taggedUserIds: [],
      attachmentIds: ['f-1'],
    });
  });

  it('acknowledges an employee comment and a note', async () => {
    const now = new Date().toISOString();
    // The answers carry the comment, the note and the case's counts: written into the cache, not reloaded.
    const { named } = await openCase('CASEWORKER', CONVERSATION, {
      CaseDetailAcknowledgeComment: () =>
        conversationPayload('acknowledgeCaseComment', 'CaseCommentPayload', {
          comment: { ...COMMENTS[1], isAcknowledged: true, acknowledgedAt: now },
          case: { __typename: 'Case', id: CASE_ID, unacknowledgedCommentCount: 0 },
          activities: [activity('a-ack-c', 'COMMENT_ACKNOWLEDGED', { payload: { commentId: 'c-2' } })],
        }),
      CaseDetailAcknowledgeNote: () =>
        conversationPayload('acknowledgeCaseNote', 'CaseNotePayload', {
          note: { ...NOTES[0], isAcknowledged: true, acknowledgedAt: now },
          case: { __typename: 'Case', id: CASE_ID, unacknowledgedNoteCount: 0 },
          activities: [activity('a-ack-n', 'NOTE_ACKNOWLEDGED', { payload: { noteId: 'n-1' } })],
        }),
    });
    const comments = section(/^Comments/);
    const buttons = within(comments).getAllByRole('button', { name: 'Acknowledge' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]);
    await waitFor(() => expect(named('CaseDetailAcknowledgeComment')[0]?.variables).toEqual({ commentId: 'c-2' }));
    await waitFor(() => expect(within(comments).queryByRole('button', { name: 'Acknowledge' })).toBeNull());
    // The comment keeps the focus the button had, and the heading counts no new comment.
    await waitFor(() => expect(document.activeElement?.id).toBe('conversation-entry-c-2'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Comments' })).toBeTruthy());

    const notes = section(/^Internal notes/);
    fireEvent.click(within(notes).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(named('CaseDetailAcknowledgeNote')[0]?.variables).toEqual({ noteId: 'n-1' }));
    expect((await screen.findAllByText('Operation succeeded!')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Internal notes' })).toBeTruthy());
    expect(named('CaseDetail')).toHaveLength(1);
  });

  it('offers Delete on the viewer’s own comments, and on others’ only as the api allows', async () => {
    const { named } = await openCase('CASEWORKER', CONVERSATION, {
      CaseDetailDeleteComment: () => conversationPayload('deleteCaseComment', 'CaseCommentPayload'),
    });
    const entries = within(section(/^Comments/)).getAllByTestId('conversation-entry');
    expect(within(entries[1]).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(entries[0]).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    expect(named('CaseDetailDeleteComment')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(named('CaseDetailDeleteComment')[0]?.variables).toEqual({ commentId: 'c-1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();

    // The api lets a CV Admin delete anyone's comment.
    await openCase('CVADMIN', staffCase({ ...CONVERSATION.caseById, viewerCan: viewerCanAllBut() }));
    expect(within(section(/^Comments/)).getAllByRole('button', { name: 'Delete' })).toHaveLength(2);
  });

  it('lets a coordinator who may not list the organization’s people tag the people on the case', async () => {
    const { named } = await openCase('CASEWORKER', TAGGABLE_CASE, {
      MyPermissions: () => myPermissionsAnswer({ usersByRole: false, queryUsers: false }),
      CaseDetailAddNote: () =>
        conversationPayload('addCaseNote', 'CaseNotePayload', { note: { __typename: 'CaseNote', id: 'n-9' } }),
    });
    const notes = section(/^Internal notes/);
    const field = within(notes).getByRole('textbox', { name: 'Write an internal note' }) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: 'Hana, please confirm the schedule' } });
    const picker = within(notes).getByRole('combobox', { name: 'Tag people' });
    fireEvent.mouseDown(picker);
    const listbox = await screen.findByRole('listbox');
    // The viewer (Sam Lee, on the team) is not offered; nobody else is searched for.
    const onCase = within(listbox).getByRole('group', { name: 'On this case' });
    expect(optionNames(onCase)).toEqual([
      'Priya Shah — ADA Coordinator (priya@example.com)',
      'Hana Ro — HR Administrator (hana@example.com)',
      'Omar Diaz — HR Representative (omar@example.com)',
      'Dana Rivera — HR Administrator (dana@example.com)',
    ]);
    expect(within(listbox).queryByRole('group', { name: 'Other people' })).toBeNull();
    fireEvent.click(within(onCase).getByRole('option', { name: /^Hana Ro/ }));

    // Typing narrows the people on the case; the keyboard picks the highlighted one.
    act(() => picker.focus());
    fireEvent.change(picker, { target: { value: 'pri' } });
    expect(optionNames(await screen.findByRole('listbox'))).toEqual([
      'Priya Shah — ADA Coordinator (priya@example.com)',
    ]);
    fireEvent.keyDown(picker, { key: 'Enter' });
    expect(within(notes).getByRole('button', { name: /Hana Ro/ })).toBeTruthy();
    expect(within(notes).getByRole('button', { name: /Priya Shah/ })).toBeTruthy();

    fireEvent.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('CaseDetailAddNote')[0].variables).toEqual({
      caseId: CASE_ID,
      text: 'Hana, please confirm the schedule',
      taggedUserIds: ['hr-1', 'user-priya'],
      attachmentIds: [],
    });
    await waitFor(() => expect(field.value).toBe(''));
    expect(within(notes).queryByRole('button', { name: /Hana Ro/ })).toBeNull();
    expect(named('CaseDetailPeople')).toHaveLength(0);
  });

  it('lets an administrator tag the people on the case and search for anyone else', async () => {
    const { named } = await openCase('ADMIN', TAGGABLE_CASE, {
      CaseDetailAddNote: () =>
        conversationPayload('addCaseNote', 'CaseNotePayload', { note: { __typename: 'CaseNote', id: 'n-9' } }),
    });
    const notes = section(/^Internal notes/);
    // The organization is searched only once the list is opened.
    expect(named('CaseDetailPeople')).toHaveLength(0);
    const picker = within(notes).getByRole('combobox', { name: 'Tag people' });
    fireEvent.mouseDown(picker);
    const listbox = await screen.findByRole('listbox');
    const others = await within(listbox).findByRole('group', { name: 'Other people' });
    // The viewer (Dana Rivera, who assigned the case) is offered in neither group.
    expect(optionNames(within(listbox).getByRole('group', { name: 'On this case' }))).toEqual([
      'Priya Shah — ADA Coordinator (priya@example.com)',
      'Hana Ro — HR Administrator (hana@example.com)',
      'Sam Lee — ADA Coordinator (sam@example.com)',
      'Omar Diaz — HR Representative (omar@example.com)',
    ]);
    expect(optionNames(others)).toEqual(['Tina Cho — TPA (tina@example.com)']);
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => group.querySelector('[id]')?.textContent)).toEqual(['On this case', 'Other people']);

    fireEvent.click(within(others).getByRole('option', { name: /^Tina Cho/ }));
    fireEvent.mouseDown(picker);
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /^Omar Diaz/ }));
    fireEvent.change(within(notes).getByRole('textbox', { name: 'Write an internal note' }), {
      target: { value: 'Please review' },
    });
    fireEvent.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('CaseDetailAddNote')[0].variables).toEqual({
      caseId: CASE_ID,
      text: 'Please review',
      taggedUserIds: ['user-tina', 'user-omar'],
      attachmentIds: [],
    });
    expect(named('CaseDetailPeople')[0].variables).toMatchObject({
      organizationId: ORG_ID,
      roles: ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CASEWORKER', 'CVTPA'],
    });
  });

  it('has no serious axe violations with the tag list open', async () => {
    const { container } = await openCase('ADMIN', TAGGABLE_CASE);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tag people' }));
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('group', { name: 'Other people' });
    expect(await seriousAxeViolations(container)).toEqual([]);
    expect(await seriousAxeViolations(listbox.closest('.MuiAutocomplete-popper') as HTMLElement)).toEqual([]);
  });

  it('hides the composers and the buttons when the api allows none of them (an archived case)', async () => {
    await openCase(
      'ADMIN',
      staffCase({ ...CONVERSATION.caseById, status: 'APPROVED', isArchived: true, viewerCan: viewerCan() }),
    );
    expect(section(/^Comments/)).toBeTruthy();
    expect(section(/^Internal notes/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Write to the employee' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Write an internal note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
  });

  it('has no serious axe violations', async () => {
    const { container } = await openCase('CASEWORKER');
    fireEvent.change(screen.getByRole('textbox', { name: 'Write to the employee' }), {
      target: { value: 'Please upload the document' },
    });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});

describe('comments for the employee', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('../CaseDetailPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  const REQUEST = employeeRequest({
    comments: [
      comment('c-1', 'Could you send a note from your provider?', WORKER),
      comment('c-2', 'Here it is', EMPLOYEE),
    ],
  });

  it('shows the conversation and a composer, and nothing of internal notes', async () => {
    await openRequest(REQUEST);
    const comments = section('Comments');
    const entries = within(comments).getAllByTestId('conversation-entry');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]).getByText('Sam Lee')).toBeTruthy();
    expect(within(comments).queryByText('New')).toBeNull();
    expect(within(comments).queryByRole('button', { name: 'Acknowledge' })).toBeNull();
    expect(within(entries[0]).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(entries[1]).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(comments).getByRole('textbox', { name: 'Write to your case team' })).toBeTruthy();
    expect(within(comments).getByRole('button', { name: 'Send' })).toBeTruthy();

    expect(screen.queryByRole('heading', { name: /Internal notes/ })).toBeNull();
    expect(screen.queryByText(INTERNAL_NOTES_NOTICE)).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Write an internal note' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Tag people' })).toBeNull();
  });

  it('sends a comment to the case team', async () => {
    const { named } = await openRequest(REQUEST, {
      CaseDetailAddComment: () =>
        conversationPayload('addCaseComment', 'CaseCommentPayload', {
          comment: comment('c-9', 'My provider sent the file'),
          case: { __typename: 'Case', id: CASE_ID, unacknowledgedCommentCount: null },
          activities: [activity('a-c9', 'ADD_COMMENT', { actor: EMPLOYEE, payload: { commentId: 'c-9' } })],
        }),
    });
    const field = screen.getByRole('textbox', { name: 'Write to your case team' }) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: 'My provider sent the file' } });
    expect(screen.getByText(ATTACHMENT_HINT)).toBeTruthy();
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('CaseDetailAddComment')[0].variables).toEqual({
      caseId: CASE_ID,
      text: 'My provider sent the file',
      attachmentIds: [],
    });
    await waitFor(() => expect(field.value).toBe(''));
    expect(await screen.findByText('My provider sent the file')).toBeTruthy();
    expect(named('RequestDetail')).toHaveLength(1);
  });

  it('sends its own file with a comment', async () => {
    const { named } = await openRequest(REQUEST, {
      CaseAttachments: () =>
        caseFiles(caseFile('f-2', 'doctor-note.pdf', EMPLOYEE.id, true), caseFile('f-1', 'letter.pdf', WORKER.id)),
      CaseDetailAddComment: () =>
        conversationPayload('addCaseComment', 'CaseCommentPayload', {
          comment: { __typename: 'CaseComment', id: 'c-9' },
        }),
    });
    const files = await screen.findByRole('group', { name: 'Send your files with this comment' });
    expect(within(files).getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(within(files).getByRole('checkbox', { name: 'doctor-note.pdf (PHI)' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Write to your case team' }), {
      target: { value: 'From my doctor' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('CaseDetailAddComment')[0].variables).toMatchObject({ attachmentIds: ['f-2'] });
  });

  it('takes no new comments on a completed request, as the api says', async () => {
    await openRequest(
      employeeRequest({ ...REQUEST.caseById, status: 'APPROVED', isArchived: true, viewerCan: viewerCan() }),
    );
    expect(section('Comments')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Write to your case team' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('has no serious axe violations', async () => {
    const { container } = await openRequest(REQUEST);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});

describe('the attachment rule and the timeline sentences', () => {
  it('treats attachment, attached, document or file in any case as a possible attachment', () => {
    for (const text of ['I attached the file', 'see ATTACHMENT', 'a Document', 'profile', 'Attached']) {
      expect(possiblyMentionsAttachment(text)).toBe(true);
    }
    for (const text of ['hello', 'attach', 'doc']) expect(possiblyMentionsAttachment(text)).toBe(false);
  });

  it('names the conversation entries of the timeline', () => {
    const entry = (type: Parameters<typeof activityPredicate>[0]['type']) => activityPredicate({ type, payload: {} });
    expect(entry('ADD_NOTE')).toBe('added an internal note');
    expect(entry('NOTE_ACKNOWLEDGED')).toBe('acknowledged an internal note');
    expect(entry('ADD_COMMENT')).toBe('added a comment');
    expect(entry('COMMENT_ACKNOWLEDGED')).toBe('acknowledged a comment');
    expect(entry('DELETE_COMMENT')).toBe('deleted a comment');
  });
});
