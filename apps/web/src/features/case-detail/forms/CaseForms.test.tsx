import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, preloadLazyModules, seriousAxeViolations, setViewportWidth } from '../../../app/routes/test-support';
import { expiryInWords } from './form-links';
import {
  CASE_ID,
  employeeRequest,
  GraphQLErrorsAnswer,
  type Resolver,
  renderCase,
  staffCase,
  viewerCan,
  viewerCanAllBut,
} from '../test-case-detail';

const CASE_PATH = `/accommodations/cases/${CASE_ID}`;
const REQUEST_PATH = `/accommodations/requests/${CASE_ID}`;
const EXPIRES_AT = '2026-03-12T10:00:00.000Z';
const TOKEN_ID = '6f1c2a4e-0d5b-4c1e-9a57-3b8e2f1d7c90';

const formsGroup = () => screen.queryByRole('group', { name: 'Forms' });

const createdLink: Resolver = () => ({
  createAnonymousFormToken: {
    __typename: 'AnonymousFormTokenPayload',
    success: true,
    message: 'Operation succeeded!',
    tokenId: TOKEN_ID,
    expiresAt: EXPIRES_AT,
  },
});

async function openCase(
  role: Parameters<typeof makeUser>[0],
  answer = staffCase(),
  resolvers: Record<string, Resolver> = {},
) {
  const rendered = renderCase(CASE_PATH, makeUser(role), { CaseDetail: () => answer, ...resolvers });
  await screen.findByRole('heading', { level: 1, name: answer.caseById.title });
  return rendered;
}

function chooseForm(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Form/ }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

async function openSendDialog() {
  const trigger = within(formsGroup()!).getByRole('button', { name: 'Send a form link' });
  trigger.focus();
  fireEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Send a form link' });
  // The forms arrive once the dialog asks for them.
  await within(dialog).findByRole('combobox', { name: /^Form/ });
  await waitFor(() =>
    expect(within(dialog).getByRole('combobox', { name: /^Form/ }).getAttribute('aria-disabled')).not.toBe('true'),
  );
  return { trigger, dialog };
}

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

describe('Forms on a staff case', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('../CaseDetailPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    cleanup();
    setClipboard(undefined);
  });

  it('offers each form action as the api allows it, and none on the employee’s request', async () => {
    await openCase('CASEWORKER');
    const group = formsGroup()!;
    expect(within(group).getByRole('button', { name: 'Send a form link' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Answer a form for this case' })).toBeTruthy();
    cleanup();

    await openCase('ADMIN', staffCase({ viewerCan: viewerCanAllBut('createAnonymousFormToken') }));
    expect(within(formsGroup()!).getByRole('button', { name: 'Answer a form for this case' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send a form link' })).toBeNull();
    cleanup();

    await openCase(
      'ADMIN',
      staffCase({ status: 'APPROVED', isArchived: true, archiveReason: 'Done', viewerCan: viewerCan() }),
    );
    expect(formsGroup()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send a form link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Answer a form for this case' })).toBeNull();
    cleanup();

    const { named } = renderCase(REQUEST_PATH, makeUser('USER'), { RequestDetail: () => employeeRequest() });
    await screen.findByRole('heading', { level: 1, name: 'Standing desk' });
    expect(formsGroup()).toBeNull();
    expect(screen.queryByRole('button', { name: /form link|Answer a form/ })).toBeNull();
    expect(named('CaseDetailForms')).toHaveLength(0);
  });

  it('creates a single-use link for the chosen form and shows it with its expiry', async () => {
    const { named } = await openCase('CASEWORKER', staffCase(), { CaseDetailCreateFormLink: createdLink });
    const { dialog } = await openSendDialog();
    expect(named('CaseDetailForms')[0].variables).toEqual({ organizationId: staffCase().caseById.organizationId });

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Form/ }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    // Active forms with a published version, the organization's before the global ones.
    expect(options).toEqual(['Medical certification', 'Pregnancy accommodation (global)']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    const days = within(dialog).getByRole('spinbutton', { name: /Link valid for \(days\)/ }) as HTMLInputElement;
    expect(days.value).toBe('7');
    expect(days.min).toBe('1');
    expect(days.max).toBe('90');

    // Nothing is sent until a form is chosen and the days are within the limits.
    fireEvent.change(days, { target: { value: '91' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText('Choose a form.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a whole number of days from 1 to 90.')).toBeTruthy();
    expect(named('CaseDetailCreateFormLink')).toHaveLength(0);

    chooseForm('Medical certification');
    fireEvent.change(days, { target: { value: '14' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const link = (await within(dialog).findByRole('textbox', { name: 'Link to send' })) as HTMLInputElement;
    expect(named('CaseDetailCreateFormLink')[0].variables).toEqual({
      caseId: CASE_ID,
      formId: 'form-medical',
      expiresInDays: 14,
    });
    expect(link.value).toBe(`${window.location.origin}/anonymous-form/request/${TOKEN_ID}`);
    expect(link.readOnly).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(link));
    const expiry = within(dialog).getByTestId('form-link-expiry');
    expect(expiry.textContent).toBe(expiryInWords(EXPIRES_AT));
    expect(expiry.textContent).toMatch(/March 1[12], 2026/);
    expect(within(dialog).getByText(/works once/)).toBeTruthy();
  });

  it('copies the link and says so politely, or asks for Ctrl+C without a clipboard', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard({ writeText });
    await openCase('CASEWORKER', staffCase(), { CaseDetailCreateFormLink: createdLink });
    const { dialog } = await openSendDialog();
    chooseForm('Medical certification');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const link = (await within(dialog).findByRole('textbox', { name: 'Link to send' })) as HTMLInputElement;

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link.value));
    const status = within(dialog).getByTestId('form-link-copy-status');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(status.textContent).toBe('Link copied'));

    setClipboard(undefined);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(status.textContent).toBe('Press Ctrl+C to copy'));
    expect(document.activeElement).toBe(link);
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, link.value.length]);
  });

  it("shows the api's refusal in the dialog and keeps it open", async () => {
    const { named } = await openCase('CASEWORKER', staffCase(), {
      CaseDetailCreateFormLink: () =>
        new GraphQLErrorsAnswer([{ message: 'formId: this form is disabled', extensions: { code: 'BAD_USER_INPUT' } }]),
    });
    const { dialog } = await openSendDialog();
    chooseForm('Medical certification');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('formId: this form is disabled');
    expect(named('CaseDetailCreateFormLink')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Send a form link' })).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Link to send' })).toBeNull();
  });

  it('gives focus back to the button when the dialog closes, and has no serious axe violations', async () => {
    await openCase('CASEWORKER', staffCase(), { CaseDetailCreateFormLink: createdLink });
    const { trigger, dialog } = await openSendDialog();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(await seriousAxeViolations(dialog)).toEqual([]);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));

    const again = (await openSendDialog()).dialog;
    chooseForm('Pregnancy accommodation (global)');
    fireEvent.submit(
      within(again)
        .getByRole('spinbutton', { name: /Link valid for/ })
        .closest('form')!,
    );
    await within(again).findByRole('textbox', { name: 'Link to send' });
    expect(await seriousAxeViolations(again)).toEqual([]);
    fireEvent.click(within(again).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('lists the forms to answer onto the case, each opening the form with the case', async () => {
    await openCase('CASEWORKER');
    const button = within(formsGroup()!).getByRole('button', { name: 'Answer a form for this case' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Answer a form for this case' });
    const item = await within(menu).findByRole('menuitem', { name: 'Medical certification' });
    expect(item.getAttribute('href')).toBe(`/accommodations/request/medical-certification?caseId=${CASE_ID}`);
    expect(within(menu).getByRole('menuitem', { name: 'Pregnancy accommodation (global)' }).getAttribute('href')).toBe(
      `/accommodations/request/pregnancy-accommodation?caseId=${CASE_ID}&isGlobal=true`,
    );
    expect(within(menu).queryByRole('menuitem', { name: /Unpublished/ })).toBeNull();
    expect(await seriousAxeViolations(menu)).toEqual([]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
