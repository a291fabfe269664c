import { randomUUID } from 'node:crypto';
import { STORAGE_DRIVER, type StorageDriver } from '#integrations';
import { waitFor } from '#test/eventually';
import { asProbe, probeSender } from '#test/live-probes';
import { nowInSeconds, sendgridSigner } from '#test/provider-signatures';
import { subscribe, wsClient } from '#test/ws-client';
import { type Answer, SEND, startOutboundStack, type OutboundStack } from './outbound-stack.js';

const INBOUND_SECRET = 'inbound-secret-for-the-e-mail-reply-tests';
const DOMAIN = 'reply.example.test';

describe('e-mail from the employee on the case, and SendGrid delivery events (webhooks, worker)', () => {
  let stack: OutboundStack;
  const signer = sendgridSigner();

  /** Sends an e-mail from the case and gives the Reply-To address it carried. */
  const sentEmail = async (caseId: string) => {
    const answer: Answer = await stack.as(stack.org, 'Worker', SEND, {
      input: { caseId, channel: 'EMAIL', text: 'Please send us the doctor’s note' },
    });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    const { id } = (answer.data!.sendCaseMessage as { caseMessage: { id: string } }).caseMessage;
    await stack.settled(caseId, id);
    const mail = await stack.sendGrid.waitFor((received) => received.body.custom_args?.messageId === id);
    return { id, replyTo: (mail.body as unknown as { reply_to: { email: string } }).reply_to.email };
  };
  const postInbound = (fields: Record<string, string>, files: File[] = [], secret = INBOUND_SECRET) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    files.forEach((file, index) => form.append(`attachment${index + 1}`, file));
    return fetch(`${stack.api.url}/webhooks/sendgrid/inbound/${secret}`, { method: 'POST', body: form });
  };
  const reply = (to: string, from: string, messageId = `<${randomUUID()}@mail.example.com>`) => ({
    headers: `From: ${from}\r\nTo: ${to}\r\nMessage-ID: ${messageId}\r\nSubject: Re: Your request\r\n`,
    from,
    to,
    subject: 'Re: Your request',
    text: [
      'Here is the note from my doctor.',
      '',
      `On Tue, Nov 24, 2026 at 10:02 AM Case Team <${to}> wrote:`,
      '> Please send us the doctor’s note',
    ].join('\r\n'),
    envelope: JSON.stringify({ to: [to], from }),
  });
  const eventProcessed = (provider: string, providerEventId: string) =>
    waitFor(
      async () => {
        const rows = await stack.org.query<{ processed_at: Date | null; error: string | null }>(
          `SELECT processed_at, error FROM provider_event WHERE provider = $1 AND provider_event_id = $2`,
          [provider, providerEventId],
        );
        return rows.length === 1 && rows[0].processed_at ? rows[0] : null;
      },
      { what: `provider event ${providerEventId} to be processed`, timeoutMs: 15000 },
    );
  const inboundOf = async (caseId: string) =>
    (await stack.thread('Worker', caseId)).filter((message) => message.type === 'INBOUND_EMAIL');
  const attachmentsOf = (caseId: string) =>
    stack.org.query<{ id: string; file_name: string; is_phi: boolean; uploaded_by_id: string; path: string }>(
      `SELECT id, file_name, is_phi, uploaded_by_id, path FROM case_attachment WHERE case_id = $1`,
      [caseId],
    );
  const storedFilesOf = async (messageId: string) => {
    const [row] = await stack.org.query<{ payload: { attachments: { path: string }[] } }>(
      `SELECT payload FROM provider_event WHERE provider = 'SENDGRID_INBOUND' AND provider_event_id = $1`,
      [messageId],
    );
    return row.payload.attachments.map((file) => file.path);
  };
  const inStorage = (path: string) => stack.api.app.get<symbol, StorageDriver>(STORAGE_DRIVER).exists(path);
  const postEvents = (events: object[]) => {
    const body = JSON.stringify(events);
    const timestamp = nowInSeconds();
    return fetch(`${stack.api.url}/webhooks/sendgrid/events`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-twilio-email-event-webhook-signature': signer.sign(timestamp, body),
        'x-twilio-email-event-webhook-timestamp': timestamp,
      },
    });
  };

  beforeAll(async () => {
    stack = await startOutboundStack({
      SENDGRID_INBOUND_SECRET: INBOUND_SECRET,
      SENDGRID_EVENT_WEBHOOK_PUBLIC_KEY: signer.publicKey,
      INBOUND_EMAIL_DOMAIN: DOMAIN,
      // No relay round within these tests: events are enqueued and timeline entries published right after commit.
      OUTBOX_RELAY_INTERVAL_MS: '600000',
      OUTBOX_RELAY_GRACE_MS: '600000',
    });
  });
  afterAll(() => stack?.close());

  it('threads a reply into its case live for staff, history cut, its file a PHI attachment, once', async () => {
    const caseId = await stack.newCase();
    const { replyTo } = await sentEmail(caseId);
    expect(replyTo).toMatch(new RegExp(`^case-[0-9a-f]{30}@${DOMAIN.replace(/\./g, '\\.')}$`));
    expect(replyTo).not.toContain(caseId);

    const client = wsClient(stack.api.url, stack.org.users.Worker.token);
    const timeline = subscribe<{ caseActivityAdded: { type: string; createdAt: string } }>(
      client,
      'subscription($caseId: ID!) { caseActivityAdded(caseId: $caseId) { type createdAt } }',
      { caseId },
      { probeKey: (value) => asProbe(value.caseActivityAdded.createdAt) },
    );
    await timeline.live(probeSender(stack.api, { organizationId: stack.org.id, caseId }));

    const pat = stack.org.users.Pat.email;
    const fields = reply(replyTo.toUpperCase(), `"Pat Scratch" <${pat.toUpperCase()}>`);
    const note = new File([Buffer.from('%PDF-1.4 note')], 'doctor note.pdf', { type: 'application/pdf' });
    expect((await postInbound(fields, [note])).status).toBe(200);
    const seen: string[] = [];
    while (!seen.includes('INBOUND_EMAIL')) seen.push((await timeline.next(15000)).caseActivityAdded.type);
    timeline.dispose();
    await client.dispose();

    const [message] = await inboundOf(caseId);
    expect(message).toMatchObject({
      direction: 'INBOUND',
      channel: 'EMAIL',
      subject: 'Re: Your request',
      text: 'Here is the note from my doctor.',
    });
    await eventProcessed('SENDGRID_INBOUND', fields.headers.match(/Message-ID: (.*)\r\n/)![1]);
    const files = await attachmentsOf(caseId);
    expect(files).toEqual([
      expect.objectContaining({ file_name: 'doctor note.pdf', is_phi: true, uploaded_by_id: stack.org.users.Pat.id }),
    ]);
    expect(files[0].path).toMatch(/^inboundEmail\//);
    expect(await inStorage(files[0].path)).toBe(true);

    // The same e-mail again (SendGrid retried) writes nothing new.
    expect((await postInbound(fields, [note])).status).toBe(200);
    expect((await postInbound(fields, [note])).status).toBe(200);
    const [{ count }] = await stack.org.query<{ count: string }>(
      `SELECT count(*) FROM provider_event WHERE provider = 'SENDGRID_INBOUND' AND provider_event_id = $1`,
      [fields.headers.match(/Message-ID: (.*)\r\n/)![1]],
    );
    expect(Number(count)).toBe(1);
    expect(await inboundOf(caseId)).toHaveLength(1);
    expect(await attachmentsOf(caseId)).toHaveLength(1);
  });

  it('refuses a wrong secret or a malformed body with nothing written', async () => {
    const caseId = await stack.newCase();
    const { replyTo } = await sentEmail(caseId);
    const fields = reply(replyTo, stack.org.users.Pat.email);
    const messageId = fields.headers.match(/Message-ID: (.*)\r\n/)![1];
    expect((await postInbound(fields, [], 'a-wrong-secret-of-some-length-000')).status).toBe(404);
    const { headers: _headers, ...withoutHeaders } = fields;
    expect((await postInbound(withoutHeaders)).status).toBe(400);
    const rows = await stack.org.query(`SELECT id FROM provider_event WHERE provider_event_id = $1`, [messageId]);
    expect(rows).toEqual([]);
    expect(await inboundOf(caseId)).toEqual([]);
  });

  it('an e-mail from anyone but the case’s employee, or to an archived case, touches nothing; a decided case takes it', async () => {
    const caseId = await stack.newCase();
    const { replyTo } = await sentEmail(caseId);
    const stranger = reply(replyTo, 'Someone Else <someone@elsewhere.test>');
    const note = new File([Buffer.from('x')], 'x.txt', { type: 'text/plain' });
    expect((await postInbound(stranger, [note])).status).toBe(200);
    const strangerId = stranger.headers.match(/Message-ID: (.*)\r\n/)![1];
    await eventProcessed('SENDGRID_INBOUND', strangerId);
    // The stranger's file was stored by the webhook and is removed once the e-mail joined no case.
    const [strangerFile] = await storedFilesOf(strangerId);
    await waitFor(async () => (await inStorage(strangerFile)) === false || null, {
      what: 'the stranger’s file to be removed',
      timeoutMs: 15000,
    });
    // Another employee of the organization is no better.
    const colleague = reply(replyTo, stack.org.users.Lee.email);
    expect((await postInbound(colleague)).status).toBe(200);
    await eventProcessed('SENDGRID_INBOUND', colleague.headers.match(/Message-ID: (.*)\r\n/)![1]);
    expect(await inboundOf(caseId)).toEqual([]);
    expect(await attachmentsOf(caseId)).toEqual([]);

    // A decided (closed) case still takes the employee's reply, so the team sees it.
    await stack.org.query(`UPDATE case_record SET status = 'APPROVED', closed_at = now() WHERE id = $1`, [caseId]);
    const afterDecision = reply(replyTo, stack.org.users.Pat.email);
    expect((await postInbound(afterDecision)).status).toBe(200);
    await eventProcessed('SENDGRID_INBOUND', afterDecision.headers.match(/Message-ID: (.*)\r\n/)![1]);
    expect(await inboundOf(caseId)).toEqual([
      expect.objectContaining({ toAddress: stack.org.users.Pat.email.toLowerCase() }),
    ]);

    // An archived case takes nothing more.
    await stack.org.query(`UPDATE case_record SET is_archived = true WHERE id = $1`, [caseId]);
    const late = reply(replyTo, stack.org.users.Pat.email);
    expect((await postInbound(late)).status).toBe(200);
    await eventProcessed('SENDGRID_INBOUND', late.headers.match(/Message-ID: (.*)\r\n/)![1]);
    expect(await inboundOf(caseId)).toHaveLength(1);
  });

  it('a bounce shows as OUTBOUND_EMAIL_ERROR with SendGrid’s reason', async () => {
    const caseId = await stack.newCase();
    const { id } = await sentEmail(caseId);
    const [{ provider_message_id: sent }] = await stack.org.query<{ provider_message_id: string }>(
      `SELECT provider_message_id FROM case_message WHERE id = $1`,
      [id],
    );
    // The fake numbers its ids from one in every run: give this message one no other row has.
    const xMessageId = randomUUID().replace(/-/g, '');
    await stack.org.query(`UPDATE case_message SET provider_message_id = $2 WHERE id = $1`, [id, xMessageId]);
    expect(sent).toMatch(/^fake-/);
    const sgEventId = randomUUID();
    const bounce = {
      sg_event_id: sgEventId,
      sg_message_id: `${xMessageId}.filterdrecv-5645d9c87f-xkq6b-1-5F5FC76C-9.0`,
      event: 'bounce',
      type: 'bounce',
      status: '5.1.1',
      reason: '550 5.1.1 The email account that you tried to reach does not exist',
      email: stack.org.users.Pat.email,
      timestamp: Math.floor(Date.now() / 1000),
    };
    expect((await postEvents([bounce])).status).toBe(204);
    const failed = await waitFor(
      async () =>
        (await stack.thread('Worker', caseId)).find((message) => message.id === id && message.status === 'ERROR'),
      { what: 'the bounce on the message', timeoutMs: 15000 },
    );
    expect(failed).toMatchObject({
      type: 'OUTBOUND_EMAIL_ERROR',
      errorReason: 'bounce: 5.1.1 550 5.1.1 The email account that you tried to reach does not exist',
    });
    // A delivered event after it changes nothing (forward only).
    expect((await postEvents([{ ...bounce, sg_event_id: randomUUID(), event: 'delivered' }])).status).toBe(204);
    await waitFor(
      async () =>
        (
          await stack.org.query<{ processed_at: Date | null }>(
            `SELECT processed_at FROM provider_event WHERE provider = 'SENDGRID_EVENTS' AND processed_at IS NOT NULL
               AND payload->>'sg_message_id' = $1 AND payload->>'event' = 'delivered'`,
            [bounce.sg_message_id],
          )
        ).length === 1 || null,
      { what: 'the delivered event to be processed', timeoutMs: 15000 },
    );
    const [after] = (await stack.thread('Worker', caseId)).filter((message) => message.id === id);
    expect(after.type).toBe('OUTBOUND_EMAIL_ERROR');
  });

  it('a delivered event that comes before the send is recorded settles the message SENT', async () => {
    const caseId = await stack.newCase();
    // A message the provider has, whose send the worker has not recorded yet.
    const [{ id }] = await stack.org.query<{ id: string }>(
      `INSERT INTO case_message (organization_id, case_id, channel, type, to_address, body, sent_body)
       VALUES ($1, $2, 'EMAIL', 'OUTBOUND_EMAIL_PENDING', $3, 'Hello', 'notice') RETURNING id`,
      [stack.org.id, caseId, stack.org.users.Pat.email],
    );
    const xMessageId = randomUUID().replace(/-/g, '');
    const delivered = {
      sg_event_id: randomUUID(),
      sg_message_id: `${xMessageId}.filterdrecv-1.0`,
      event: 'delivered',
      kind: 'case-message',
      messageId: id,
      timestamp: Math.floor(Date.now() / 1000),
    };
    expect((await postEvents([delivered])).status).toBe(204);
    const sent = await waitFor(
      async () =>
        (await stack.thread('Worker', caseId)).find((message) => message.id === id && message.status === 'SENT'),
      { what: 'the message to be settled by the delivered event', timeoutMs: 15000 },
    );
    expect(sent).toMatchObject({ type: 'OUTBOUND_EMAIL', providerMessageId: xMessageId });
  });
});
