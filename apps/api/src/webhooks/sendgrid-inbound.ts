import { createHash, timingSafeEqual } from 'node:crypto';

/** One file of an Inbound Parse post (an attachment of the e-mail). */
export interface InboundFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** The text fields of an Inbound Parse post, and the files that came with it. */
export interface InboundForm {
  fields: Map<string, string>;
  fileCount: number;
  files: InboundFile[];
}

const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest();

/** Constant-time comparison (of digests, so the lengths are equal and the secret's length does not leak). */
export function isInboundSecret(expected: string, given: string): boolean {
  return timingSafeEqual(sha256(expected), sha256(given));
}

/**
 * Parses the multipart/form-data post with the platform's own parser; null when it is not one, or lacks
 * the fields every Inbound Parse post has (from, to, headers).
 */
export async function readInboundForm(contentType: string | undefined, raw: Buffer): Promise<InboundForm | null> {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType) || raw.length === 0) return null;
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
  const fields = new Map<string, string>();
  const files: InboundFile[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields.set(name, value);
    else files.push({ name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) });
  }
  if (!fields.get('from') || !fields.get('to') || !fields.has('headers')) return null;
  return { fields, fileCount: files.length, files };
}

/** One header of the raw header block (folded lines joined), or null. */
export function headerOf(headers: string, name: string): string | null {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((entry) => entry.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  const value = line?.slice(name.length + 1).trim();
  return value || null;
}

const MAX_MESSAGE_ID_LENGTH = 500;

/**
 * The e-mail's Message-ID (the sender's own id, the same on a redelivery), or a hash of the body when it
 * has none or an unusable one.
 */
export function inboundProviderEventId(form: InboundForm, raw: Buffer): string {
  const messageId = headerOf(form.fields.get('headers') ?? '', 'Message-ID');
  if (messageId && messageId.length <= MAX_MESSAGE_ID_LENGTH) return messageId;
  return `sha256:${sha256(raw).toString('hex')}`;
}

const parseJson = (value: string | undefined): unknown => {
  if (!value) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
};

/**
 * What is kept of an inbound e-mail to thread it on a case: who, to whom, the subject and text (the HTML only
 * when there is no text), the ids that link it to what we sent, and the attachments' descriptions.
 */
export function inboundEmailPayload(
  form: InboundForm,
  attachments: { stored: readonly unknown[]; refused: number } = { stored: [], refused: 0 },
): Record<string, unknown> {
  const { fields } = form;
  const headers = fields.get('headers') ?? '';
  const text = fields.get('text');
  return {
    messageId: headerOf(headers, 'Message-ID'),
    inReplyTo: headerOf(headers, 'In-Reply-To'),
    references: headerOf(headers, 'References'),
    from: fields.get('from'),
    to: fields.get('to'),
    subject: fields.get('subject') ?? '',
    text: text ?? null,
    html: text ? null : (fields.get('html') ?? null),
    envelope: parseJson(fields.get('envelope')),
    attachmentCount: Number.parseInt(fields.get('attachments') ?? '', 10) || form.fileCount,
    attachmentInfo: parseJson(fields.get('attachment-info')),
    /** The files written to storage for the worker to register on the case. */
    attachments: attachments.stored,
    attachmentsRefused: attachments.refused,
  };
}
