import { graphQLErrorsOfError } from '../../../app/apollo/error-codes';
import { describeError } from '../../request/api-errors';

export type MessageField =
  'channel' | 'subject' | 'text' | 'templateId' | 'teamMemberId' | 'attachmentIds' | 'documentIds';
/** The api's BAD_USER_INPUT by the field it names; `form` for one that names none. */
export type MessageProblems = Partial<Record<MessageField | 'form', string>>;

const FIELDS: readonly string[] = [
  'channel',
  'subject',
  'text',
  'templateId',
  'teamMemberId',
  'attachmentIds',
  'documentIds',
];

/** The api's refusal as field errors: "text: write a message" becomes "Write a message" on the text. */
export function problemsOf(failure: unknown): MessageProblems {
  const [first] = graphQLErrorsOfError(failure);
  const { code, message } = describeError(failure);
  if (code !== 'BAD_USER_INPUT') return { form: message };
  const field = typeof first?.extensions?.field === 'string' ? first.extensions.field : '';
  if (!FIELDS.includes(field)) return { form: message };
  const text = message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
  return { [field]: text.charAt(0).toUpperCase() + text.slice(1) };
}
