import {
  headerOf,
  inboundEmailPayload,
  inboundProviderEventId,
  isInboundSecret,
  readInboundForm,
} from './sendgrid-inbound.js';

async function multipart(fields: Record<string, string>, files = 0): Promise<{ contentType: string; raw: Buffer }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (let index = 1; index <= files; index += 1) form.append(`attachment${index}`, new Blob(['x']), `f${index}.txt`);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { contentType: request.headers.get('content-type') ?? '', raw: Buffer.from(await request.arrayBuffer()) };
}

const HEADERS = 'From: A <a@example.com>\r\nMessage-ID:\r\n <abc@mail.example.com>\r\nIn-Reply-To: <m-1@cm>\r\n';

describe('Inbound Parse', () => {
  it('compares the secret exactly', () => {
    expect(isInboundSecret('secret-of-the-inbound-url', 'secret-of-the-inbound-url')).toBe(true);
    expect(isInboundSecret('secret-of-the-inbound-url', 'secret-of-the-inbound-ur')).toBe(false);
    expect(isInboundSecret('secret-of-the-inbound-url', '')).toBe(false);
  });

  it('reads headers, folded ones included', () => {
    expect(headerOf(HEADERS, 'message-id')).toBe('<abc@mail.example.com>');
    expect(headerOf(HEADERS, 'In-Reply-To')).toBe('<m-1@cm>');
    expect(headerOf(HEADERS, 'References')).toBeNull();
  });

  it('keeps what threading needs, and identifies the e-mail by its Message-ID', async () => {
    const { contentType, raw } = await multipart(
      {
        headers: HEADERS,
        from: 'a@example.com',
        to: 'cases@cm',
        subject: 'Re: request',
        text: 'Hello',
        html: '<p>Hello</p>',
        attachments: '1',
      },
      1,
    );
    const form = await readInboundForm(contentType, raw);
    expect(form).not.toBeNull();
    expect(inboundProviderEventId(form!, raw)).toBe('<abc@mail.example.com>');
    expect(inboundEmailPayload(form!)).toMatchObject({
      messageId: '<abc@mail.example.com>',
      inReplyTo: '<m-1@cm>',
      from: 'a@example.com',
      text: 'Hello',
      html: null,
      attachmentCount: 1,
    });
  });

  it('identifies an e-mail without Message-ID by a hash of the post', async () => {
    const { contentType, raw } = await multipart({ headers: 'From: a@example.com\r\n', from: 'a', to: 'b' });
    const form = await readInboundForm(contentType, raw);
    expect(inboundProviderEventId(form!, raw)).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('refuses what is not a multipart post with from, to and headers', async () => {
    const { contentType, raw } = await multipart({ from: 'a', to: 'b' });
    expect(await readInboundForm(contentType, raw)).toBeNull();
    expect(await readInboundForm('application/json', Buffer.from('{}'))).toBeNull();
    expect(await readInboundForm('multipart/form-data; boundary=x', Buffer.from('garbage'))).toBeNull();
    expect(await readInboundForm(undefined, raw)).toBeNull();
  });
});
