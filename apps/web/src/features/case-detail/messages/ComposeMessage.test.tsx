import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeUser, preloadLazyModules, seriousAxeViolations, setViewportWidth } from '../../../app/routes/test-support';
import {
  CASE_ID,
  caseMessage,
  GraphQLErrorsAnswer,
  messagePreview,
  NO_PHI_NOTICE,
  renderCase,
  type Resolver,
  staffCase,
} from '../test-case-detail';

const CASE_PATH = `/accommodations/cases/${CASE_ID}`;
const WAIT = { timeout: 3000 };
const LEE = {
  __typename: 'CasePerson',
  id: 'user-lee',
  fullName: 'Lee Park',
  email: 'lee@example.com',
  role: 'CASEWORKER',
  deletedAt: null,
};

const template = (id: string, name: string, text: string, formIds: string[] = []) => ({
  __typename: 'CommunicationTemplate',
  id,
  name,
  text,
  formIds,
});
const TEMPLATES = [
  template('t-1', 'Welcome', 'Hello {{submitterName}}, your case {{caseId}} is open.', ['f-1']),
  template('t-2', 'Ask a colleague', 'Please contact {{teamMemberName}}.'),
];
const templatesAnswer = () => ({
  allCommunicationTemplates: { __typename: 'CommunicationTemplatesPage', templates: TEMPLATES },
});
type PreviewInput = { input: Record<string, string | string[] | undefined> };

async function openCase(resolvers: Record<string, Resolver> = {}) {
  const rendered = renderCase(CASE_PATH, makeUser('CASEWORKER'), {
    CaseDetail: () => staffCase({ messages: [], assignees: [LEE] }),
    CaseMessageTemplates: templatesAnswer,
    ...resolvers,
  });
  await screen.findByRole('heading', { level: 1 });
  const section = (await screen.findByRole('heading', { level: 2, name: 'Messages' })).closest('section')!;
  return { ...rendered, section: section as HTMLElement };
}

async function pickTemplate(section: HTMLElement, name: string) {
  const picker = within(section).getByRole('combobox', { name: 'Template' });
  fireEvent.mouseDown(picker);
  fireEvent.click(await screen.findByRole('option', { name }, WAIT));
}

describe('composing a message on the case page', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('../CaseDetailPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it('loads templates only when the picker opens; a template fills the message and the preview shows it filled', async () => {
    const { section, named } = await openCase({
      CaseMessagePreview: (variables) =>
        messagePreview((variables as PreviewInput).input as never, {
          text: 'Hello Pat Doe, your case AB12 is open.\n\nIntake: [a link to answer the form, made when sent]',
          forms: [{ __typename: 'CaseMessagePreviewForm', formId: 'f-1', name: 'Intake' }],
        }),
    });
    expect(named('CaseMessageTemplates')).toHaveLength(0);
    await pickTemplate(section, 'Welcome');
    expect(named('CaseMessageTemplates').length).toBeGreaterThan(0);
    const text = within(section).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    expect(text.value).toBe('Hello {{submitterName}}, your case {{caseId}} is open.');
    const preview = within(section).getByRole('region', { name: 'Preview' });
    await within(preview).findByText(/Hello Pat Doe, your case AB12 is open\./, {}, WAIT);
    expect(within(preview).getByText('Forms sent as links to answer: Intake')).toBeTruthy();
    expect(within(preview).getByText(new RegExp(`The employee receives only: “${NO_PHI_NOTICE}”`))).toBeTruthy();
    expect(named('CaseMessagePreview').at(-1)!.variables).toEqual({
      input: {
        caseId: CASE_ID,
        channel: 'EMAIL',
        text: 'Hello {{submitterName}}, your case {{caseId}} is open.',
        templateId: 't-1',
      },
    });
    expect(await seriousAxeViolations(section)).toEqual([]);
  });

  it('shows how many SMS segments the employee’s text takes', async () => {
    const { section } = await openCase({
      CaseMessagePreview: (variables) =>
        messagePreview((variables as PreviewInput).input as never, {
          fullText: true,
          sentText: 'x'.repeat(200),
          smsSegments: { __typename: 'SmsSegmentCount', encoding: 'GSM', segments: 2, perSegment: 153 },
        }),
    });
    fireEvent.click(within(section).getByRole('button', { name: 'SMS' }));
    fireEvent.change(within(section).getByRole('textbox', { name: 'Message' }), {
      target: { value: 'See you Monday' },
    });
    expect((await within(section).findByTestId('preview-segments', {}, WAIT)).textContent).toBe(
      'The text message the employee receives takes 2 SMS segments (153 GSM characters each).',
    );
    // The organization sends the full text: no notice to explain.
    expect(within(section).queryByText(/The employee receives only/)).toBeNull();
  });

  it('shows the preview’s refusal at the field it names, before anything is sent', async () => {
    const { section, named } = await openCase({
      CaseMessagePreview: () =>
        new GraphQLErrorsAnswer([
          {
            message: 'text: {{caseNumber}} is not a placeholder',
            extensions: { code: 'BAD_USER_INPUT', field: 'text' },
          },
        ]),
    });
    const text = within(section).getByRole('textbox', { name: 'Message' });
    fireEvent.change(text, { target: { value: 'Your {{caseNumber}}' } });
    const error = await within(section).findByText('{{caseNumber}} is not a placeholder', {}, WAIT);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(text.getAttribute('aria-describedby')).toContain(error.id);
    expect(named('CaseDetailSendMessage')).toHaveLength(0);
  });

  it('asks for the team member a template names and sends it with the chosen files', async () => {
    const { section, named } = await openCase({
      CaseMessageFiles: () => ({
        caseById: {
          __typename: 'Case',
          id: CASE_ID,
          messageFiles: [{ __typename: 'CaseAttachment', id: 'file-1', fileName: 'leave-guide.pdf' }],
        },
      }),
      CaseDetailSendMessage: () => ({
        sendCaseMessage: {
          __typename: 'CaseMessagePayload',
          success: true,
          message: 'Operation succeeded!',
          activities: [],
          caseMessage: caseMessage('m-9', {
            type: 'OUTBOUND_EMAIL_PENDING',
            status: 'PENDING',
            text: 'Please contact Lee Park.',
          }),
        },
      }),
    });
    expect(within(section).queryByRole('combobox', { name: 'Team member' })).toBeNull();
    await pickTemplate(section, 'Ask a colleague');
    const member = within(section).getByRole('combobox', { name: 'Team member' });
    fireEvent.mouseDown(member);
    fireEvent.click(await screen.findByRole('option', { name: 'Lee Park (lee@example.com)' }));
    fireEvent.mouseDown(within(section).getByRole('combobox', { name: 'Case files' }));
    fireEvent.click(await screen.findByRole('option', { name: 'leave-guide.pdf' }, WAIT));
    fireEvent.click(within(section).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(named('CaseDetailSendMessage')).toHaveLength(1));
    expect(named('CaseDetailSendMessage')[0].variables).toEqual({
      input: {
        caseId: CASE_ID,
        channel: 'EMAIL',
        text: 'Please contact {{teamMemberName}}.',
        templateId: 't-2',
        teamMemberId: 'user-lee',
        attachmentIds: ['file-1'],
      },
    });
    await waitFor(() =>
      expect((within(section).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(''),
    );
  });

  it('sends chosen library documents and lists them in the preview', async () => {
    const { section, named } = await openCase({
      CaseMessageDocuments: () => ({
        caseById: {
          __typename: 'Case',
          id: CASE_ID,
          messageDocuments: [
            { __typename: 'OrganizationDocument', id: 'doc-1', fileName: 'leave-policy.pdf' },
            { __typename: 'OrganizationDocument', id: 'doc-2', fileName: 'benefits.pdf' },
          ],
        },
      }),
      CaseMessagePreview: (variables) => {
        const input = (variables as { input: Record<string, unknown> }).input;
        const chosen = (input.documentIds as string[] | undefined) ?? [];
        return messagePreview(input as { text?: string }, {
          documents: chosen.map((documentId) => ({
            __typename: 'CaseMessagePreviewDocument',
            documentId,
            fileName: documentId === 'doc-1' ? 'leave-policy.pdf' : 'benefits.pdf',
          })),
        });
      },
      CaseDetailSendMessage: () => ({
        sendCaseMessage: {
          __typename: 'CaseMessagePayload',
          success: true,
          message: 'Operation succeeded!',
          activities: [],
          caseMessage: caseMessage('m-10', { type: 'OUTBOUND_EMAIL_PENDING', status: 'PENDING', text: 'Policy' }),
        },
      }),
    });
    fireEvent.change(within(section).getByRole('textbox', { name: 'Message' }), { target: { value: 'Policy' } });
    fireEvent.mouseDown(within(section).getByRole('combobox', { name: 'Library documents' }));
    fireEvent.click(await screen.findByRole('option', { name: 'leave-policy.pdf' }, WAIT));
    expect(
      await within(section).findByText('Library documents sent as links: leave-policy.pdf', {}, WAIT),
    ).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(named('CaseDetailSendMessage')).toHaveLength(1));
    expect(named('CaseDetailSendMessage')[0].variables).toEqual({
      input: { caseId: CASE_ID, channel: 'EMAIL', text: 'Policy', documentIds: ['doc-1'] },
    });
  });

  it('says so when there is no library document to send', async () => {
    const { section } = await openCase();
    fireEvent.mouseDown(within(section).getByRole('combobox', { name: 'Library documents' }));
    expect(await screen.findByText('No library documents to send', {}, WAIT)).toBeTruthy();
  });
});
