import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeUser, preloadLazyModules, seriousAxeViolations, setViewportWidth } from '../../../app/routes/test-support';
import {
  activity,
  CASE_ID,
  caseMessage,
  caseMessages,
  GraphQLErrorsAnswer,
  renderCase,
  type Resolver,
  staffCase,
  viewerCanAllBut,
} from '../test-case-detail';

const CASE_PATH = `/accommodations/cases/${CASE_ID}`;
const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const THREAD = caseMessages(
  // Answered newest first on purpose: the thread shows them oldest first.
  caseMessage('m-3', {
    channel: 'SMS',
    type: 'OUTBOUND_SMS_ERROR',
    status: 'ERROR',
    subject: null,
    text: 'Please call us back',
    errorReason: 'Number unreachable',
    createdAt: ago(1),
  }),
  caseMessage('m-2', {
    type: 'OUTBOUND_EMAIL_PENDING',
    status: 'PENDING',
    subject: 'Your documents',
    createdAt: ago(2),
  }),
  caseMessage('m-1', { subject: 'Welcome', text: 'We got your request', sentAt: ago(3), createdAt: ago(3) }),
);

async function openCase(resolvers: Record<string, Resolver> = {}) {
  const rendered = renderCase(CASE_PATH, makeUser('CASEWORKER'), {
    // The thread comes with the page's request; its own query answers only when it is reloaded.
    CaseDetail: () => staffCase({ messages: THREAD.caseById.messages }),
    CaseMessages: () => THREAD,
    ...resolvers,
  });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const messagesSection = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Messages' })).closest('section') as HTMLElement;

function sentAnswer(id: string, overrides: Record<string, unknown> = {}) {
  return {
    sendCaseMessage: {
      __typename: 'CaseMessagePayload',
      success: true,
      message: 'Operation succeeded!',
      activities: [activity(`a-${id}`, 'SMS_SENT', { payload: { messageId: id, channel: 'SMS', status: 'PENDING' } })],
      caseMessage: caseMessage(id, {
        channel: 'SMS',
        type: 'OUTBOUND_SMS_PENDING',
        status: 'PENDING',
        subject: null,
        text: 'See you Monday',
        createdAt: new Date().toISOString(),
        ...overrides,
      }),
    },
  };
}

describe('messages to the employee on the case page', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('../CaseDetailPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it('lists the thread oldest first with channel, subject and status in words, and why one failed', async () => {
    const { named } = await openCase();
    const section = await messagesSection();
    const list = await within(section).findByRole('list', { name: 'Messages with the employee' });
    const items = within(list).getAllByRole('listitem');
    // The status is said in words ("Status: Failed"), not by colour alone.
    expect(items.map((item) => within(item).getByTestId('message-status').textContent)).toEqual([
      'Status: Sent',
      'Status: Pending',
      'Status: Failed',
    ]);
    expect(items[0].textContent).toContain('E-mail');
    expect(items[0].textContent).toContain('Welcome');
    expect(items[0].textContent).toContain('We got your request');
    expect(items[2].textContent).toContain('SMS');
    expect(items[2].textContent).toContain('Please call us back');
    expect(within(items[2]).getByText('Not delivered: Number unreachable')).toBeTruthy();
    // The thread came with the page's one request: no request of its own.
    expect(named('CaseMessages')).toHaveLength(0);
    expect(await seriousAxeViolations(section)).toEqual([]);
  });

  it('says when there are no messages yet', async () => {
    await openCase({ CaseDetail: () => staffCase() });
    expect(await within(await messagesSection()).findByText('No messages yet.')).toBeTruthy();
  });

  it('is not shown to those the api does not let send', async () => {
    const { named } = await openCase({
      CaseDetail: () => staffCase({ viewerCan: viewerCanAllBut('sendCaseMessage') }),
    });
    await screen.findByRole('heading', { level: 2, name: /^Comments/ });
    expect(screen.queryByRole('heading', { level: 2, name: 'Messages' })).toBeNull();
    expect(named('CaseMessages')).toHaveLength(0);
  });

  it('sends a text message, adds it to the thread from the answer and reloads nothing', async () => {
    const { named } = await openCase({ CaseDetailSendMessage: () => sentAnswer('m-4') });
    const section = await messagesSection();
    await within(section).findByRole('list', { name: 'Messages with the employee' });
    const casesLoaded = named('CaseDetail').length;
    const threadsLoaded = named('CaseMessages').length;
    fireEvent.click(within(section).getByRole('button', { name: 'SMS' }));
    expect(within(section).queryByRole('textbox', { name: 'Subject' })).toBeNull();
    const text = within(section).getByRole('textbox', { name: 'Message' });
    fireEvent.change(text, { target: { value: 'See you Monday' } });
    expect(
      within(section).getByText(/14 \/ 5,000 characters · 1 SMS segment \(160 GSM characters each\)/),
    ).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(4));
    expect(named('CaseDetailSendMessage')[0].variables).toEqual({
      input: { caseId: CASE_ID, channel: 'SMS', text: 'See you Monday' },
    });
    const last = within(section).getAllByRole('listitem')[3];
    expect(last.textContent).toContain('See you Monday');
    expect(within(last).getByTestId('message-status').textContent).toBe('Status: Pending');
    await waitFor(() => expect((text as HTMLTextAreaElement).value).toBe(''));
    expect(named('CaseDetail')).toHaveLength(casesLoaded);
    expect(named('CaseMessages')).toHaveLength(threadsLoaded);
  });

  it('sends an e-mail with its subject', async () => {
    const { named } = await openCase({
      CaseDetailSendMessage: () => sentAnswer('m-5', { channel: 'EMAIL', subject: 'Next steps', text: 'Details' }),
    });
    const section = await messagesSection();
    fireEvent.change(within(section).getByRole('textbox', { name: 'Subject' }), { target: { value: 'Next steps' } });
    fireEvent.change(within(section).getByRole('textbox', { name: 'Message' }), { target: { value: 'Details' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(named('CaseDetailSendMessage')).toHaveLength(1));
    expect(named('CaseDetailSendMessage')[0].variables).toEqual({
      input: { caseId: CASE_ID, channel: 'EMAIL', subject: 'Next steps', text: 'Details' },
    });
  });

  it('asks for a text before calling the api', async () => {
    const { named } = await openCase();
    const section = await messagesSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Send message' }));
    expect(await within(section).findByText('Write a message or choose a template')).toBeTruthy();
    expect(named('CaseDetailSendMessage')).toHaveLength(0);
  });

  it("shows the api's bad input on the field it names, and keeps what was written", async () => {
    await openCase({
      CaseDetailSendMessage: () =>
        new GraphQLErrorsAnswer([
          {
            message: 'The employee has no phone number that can receive text messages',
            extensions: { code: 'BAD_USER_INPUT', field: 'channel' },
          },
        ]),
    });
    const section = await messagesSection();
    fireEvent.click(within(section).getByRole('button', { name: 'SMS' }));
    const text = within(section).getByRole('textbox', { name: 'Message' });
    fireEvent.change(text, { target: { value: 'Hello' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Send message' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'The employee has no phone number that can receive text messages',
    );
    expect((text as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('shows a text refusal under the message field', async () => {
    await openCase({
      CaseDetailSendMessage: () =>
        new GraphQLErrorsAnswer([
          { message: 'text: must not hold control characters', extensions: { code: 'BAD_USER_INPUT', field: 'text' } },
        ]),
    });
    const section = await messagesSection();
    const text = within(section).getByRole('textbox', { name: 'Message' });
    fireEvent.change(text, { target: { value: 'Hi' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Send message' }));
    await within(section).findByText('Must not hold control characters');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(text.getAttribute('aria-describedby')).toContain(
      within(section).getByText('Must not hold control characters').id,
    );
  });

  it('keeps Send unavailable while the message is sending', async () => {
    let answer!: (data: unknown) => void;
    await openCase({ CaseDetailSendMessage: () => new Promise((resolve) => (answer = resolve)) });
    const section = await messagesSection();
    fireEvent.change(within(section).getByRole('textbox', { name: 'Message' }), { target: { value: 'Hi' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: /Send/ }).hasAttribute('disabled')).toBe(true),
    );
    answer(sentAnswer('m-6'));
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: /Send/ }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('is worked by keyboard: Tab reaches the channel, arrows change it, then the text and Send', async () => {
    const { named } = await openCase({ CaseDetailSendMessage: () => sentAnswer('m-7') });
    const section = await messagesSection();
    const form = within(section).getByRole('form', { name: 'Send a message' });
    const inTabOrder = () =>
      [...form.querySelectorAll<HTMLElement>('button, input, textarea')]
        .filter((element) => element.tabIndex >= 0 && !element.hasAttribute('disabled'))
        .map((element) => element.getAttribute('name') ?? element.textContent ?? element.tagName);
    const email = within(section).getByRole('button', { name: 'E-mail' });
    const sms = within(section).getByRole('button', { name: 'SMS' });
    // One stop for the channel group (the chosen channel), then template, subject, text, files, documents and Send.
    expect(inTabOrder()).toEqual(['E-mail', '', '', '', '', '', 'Send message']);
    email.focus();
    fireEvent.keyDown(email, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(sms);
    fireEvent.click(sms);
    expect(sms.getAttribute('aria-pressed')).toBe('true');
    expect(within(section).queryByRole('textbox', { name: 'Subject' })).toBeNull();
    expect(inTabOrder()).toEqual(['SMS', '', '', '', '', 'Send message']);
    const text = within(section).getByRole('textbox', { name: 'Message' });
    text.focus();
    fireEvent.change(text, { target: { value: 'See you Monday' } });
    fireEvent.submit(form);
    await waitFor(() => expect(named('CaseDetailSendMessage')).toHaveLength(1));
    expect(named('CaseDetailSendMessage')[0].variables).toEqual({
      input: { caseId: CASE_ID, channel: 'SMS', text: 'See you Monday' },
    });
  });
});
