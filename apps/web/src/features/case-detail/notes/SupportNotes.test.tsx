import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeUser, preloadLazyModules, seriousAxeViolations, setViewportWidth } from '../../../app/routes/test-support';
import { CASE_ID, GraphQLErrorsAnswer, renderCase, type Resolver, staffCase, viewerCan } from '../test-case-detail';

const CASE_PATH = `/accommodations/cases/${CASE_ID}`;

function supportNote(id: string, content: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CaseSupportNote',
    id,
    caseId: CASE_ID,
    content,
    isCompleted: false,
    completedAt: null,
    isOrganizationWide: false,
    authorId: 'user-caseworker',
    createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    ...overrides,
  };
}

const NOTES = [
  supportNote('note-1', 'Call the employee after the provider note arrives.'),
  supportNote('note-2', 'Desk orders go through facilities.', { caseId: 'case-other', isOrganizationWide: true }),
  supportNote('note-3', 'Check the ergonomic assessment.', { isCompleted: true, completedAt: '2026-01-08T10:00:00Z' }),
];

const notePayload = (field: string) => ({
  [field]: { __typename: 'CaseSupportNotePayload', success: true, message: 'Operation succeeded!' },
});

async function openCase(
  role: Parameters<typeof makeUser>[0],
  answer = staffCase(),
  resolvers: Record<string, Resolver> = {},
) {
  const rendered = renderCase(CASE_PATH, makeUser(role), {
    CaseDetail: () => answer,
    CaseDetailSupportNotes: () => ({ allCaseSupportNotes: NOTES }),
    CaseDetailAddSupportNote: () => notePayload('addCaseSupportNote'),
    CaseDetailUpdateSupportNote: () => notePayload('updateCaseSupportNote'),
    ...resolvers,
  });
  await screen.findByRole('heading', { level: 1, name: answer.caseById.title });
  const section = await screen.findByRole('region', { name: 'Support notes' });
  await within(section).findAllByTestId('support-note');
  return { ...rendered, section };
}

describe('Support notes', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('../CaseDetailPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it('lists the notes, marking those shown on every case of the organization and those completed', async () => {
    const { section, named } = await openCase('CASEWORKER');
    expect(named('CaseDetailSupportNotes')[0].variables).toEqual({ caseId: CASE_ID });
    const [first, second, third] = within(section).getAllByTestId('support-note');
    expect(within(first).getByText('Call the employee after the provider note arrives.')).toBeTruthy();
    expect(within(first).queryByText('All cases of this organization')).toBeNull();
    expect(within(second).getByText('All cases of this organization')).toBeTruthy();
    expect(within(third).getByText('Completed')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Mark support note 1 completed' })).toBeTruthy();
    expect(within(third).getByRole('button', { name: 'Reopen support note 3' })).toBeTruthy();
  });

  it('adds a note shown on every case of the organization', async () => {
    const { section, named } = await openCase('CASEWORKER');
    const trigger = within(section).getByRole('button', { name: 'Add support note' });
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Add a support note' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await within(dialog).findByText('Write the note.')).toBeTruthy();
    expect(named('CaseDetailAddSupportNote')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: '  Facilities handles chairs.  ' } });
    const wide = within(dialog).getByLabelText('Show on every case of this organization') as HTMLInputElement;
    expect(wide.checked).toBe(false);
    fireEvent.click(wide);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('CaseDetailAddSupportNote')[0].variables).toEqual({
      caseId: CASE_ID,
      content: 'Facilities handles chairs.',
      isOrganizationWide: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(named('CaseDetailSupportNotes').length).toBeGreaterThan(1));
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('adds a note to this case only by default', async () => {
    const { section, named } = await openCase('ADMIN');
    fireEvent.click(within(section).getByRole('button', { name: 'Add support note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a support note' });
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Only here.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(named('CaseDetailAddSupportNote')).toHaveLength(1));
    expect(named('CaseDetailAddSupportNote')[0].variables).toEqual({
      caseId: CASE_ID,
      content: 'Only here.',
      isOrganizationWide: false,
    });
  });

  it('marks a note completed and reopens another', async () => {
    const { section, named } = await openCase('CASEWORKER');
    fireEvent.click(within(section).getByRole('button', { name: 'Mark support note 1 completed' }));
    await waitFor(() => expect(named('CaseDetailUpdateSupportNote')).toHaveLength(1));
    expect(named('CaseDetailUpdateSupportNote')[0].variables).toEqual({ supportNoteId: 'note-1', isCompleted: true });
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Reopen support note 3' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Reopen support note 3' }));
    await waitFor(() => expect(named('CaseDetailUpdateSupportNote')).toHaveLength(2));
    expect(named('CaseDetailUpdateSupportNote')[1].variables).toEqual({ supportNoteId: 'note-3', isCompleted: false });
  });

  it('edits the content of a note', async () => {
    const { section, named } = await openCase('CASEMANAGER');
    fireEvent.click(within(section).getByRole('button', { name: 'Edit support note 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit support note 2' });
    const content = within(dialog).getByLabelText(/^Note/) as HTMLTextAreaElement;
    expect(content.value).toBe('Desk orders go through facilities.');
    expect((within(dialog).getByLabelText('Show on every case of this organization') as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.change(content, { target: { value: 'Desk and chair orders go through facilities.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(named('CaseDetailUpdateSupportNote')).toHaveLength(1));
    expect(named('CaseDetailUpdateSupportNote')[0].variables).toEqual({
      supportNoteId: 'note-2',
      content: 'Desk and chair orders go through facilities.',
      isOrganizationWide: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the api’s message when a note is refused', async () => {
    const { section } = await openCase('CASEWORKER', staffCase(), {
      CaseDetailAddSupportNote: () =>
        new GraphQLErrorsAnswer([
          { message: 'Only a case worker can manage this case', extensions: { code: 'FORBIDDEN' } },
        ]),
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Add support note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a support note' });
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'A note.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Only a case worker can manage this case')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add a support note' })).toBeTruthy();
  });

  it('shows the notes without changing them when the api allows only reading them (an archived case)', async () => {
    const { section } = await openCase(
      'ADMIN',
      staffCase({ status: 'APPROVED', isArchived: true, viewerCan: viewerCan('allCaseSupportNotes') }),
    );
    expect(within(section).getAllByTestId('support-note')).toHaveLength(3);
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('has no serious axe violations with the notes listed and the dialog open', async () => {
    const { container, section } = await openCase('CASEWORKER');
    expect(await seriousAxeViolations(container)).toEqual([]);
    fireEvent.click(within(section).getByRole('button', { name: 'Add support note' }));
    await screen.findByRole('dialog', { name: 'Add a support note' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
