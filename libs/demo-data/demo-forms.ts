import { FormLayout, type FormQuestion, QuestionType } from '#domain/forms';
import type { DemoOrganizationKey } from './demo-data.js';

const questionId = (form: number, question: number) =>
  `0f00000${form}-0000-4000-8000-${String(question).padStart(12, '0')}`;

const question = (
  form: number,
  index: number,
  fields: Partial<FormQuestion> & Pick<FormQuestion, 'type' | 'text'>,
): FormQuestion => ({
  id: questionId(form, index),
  index,
  renderMode: null,
  hint: null,
  placeholder: null,
  options: [],
  required: false,
  isPHI: false,
  condition: null,
  documentId: null,
  ...fields,
});

/** The default request form of each employer, so "New Request" works on a fresh start. */
export const DEMO_FORMS: {
  id: string;
  versionId: string;
  organization: DemoOrganizationKey;
  name: string;
  linkName: string;
  description: string;
  questions: FormQuestion[];
}[] = [1, 2].map((n) => ({
  id: `0e00000${n}-0000-4000-8000-000000000001`,
  versionId: `0e00000${n}-0000-4000-8000-000000000002`,
  organization: n === 1 ? 'acme' : 'globex',
  name: 'Accommodation or leave request',
  linkName: 'request',
  description: 'Tell us what you need at work. You can save and come back later; nothing is sent until you submit.',
  questions: [
    question(n, 0, {
      type: QuestionType.SINGLESELECT,
      renderMode: FormLayout.CHECKBOXES,
      text: 'What do you need?',
      options: ['An accommodation', 'Leave from work'],
      required: true,
    }),
    question(n, 1, {
      type: QuestionType.TEXT,
      text: 'Which accommodation would help you?',
      hint: 'For example: a sit-stand desk, a modified schedule, more breaks.',
      required: true,
      condition: { questionIndex: 0, response: 'An accommodation' },
    }),
    question(n, 2, {
      type: QuestionType.DATERANGE,
      text: 'When do you need to be away?',
      required: true,
      condition: { questionIndex: 0, response: 'Leave from work' },
    }),
    question(n, 3, { type: QuestionType.BOOLEAN, text: 'Is your request related to a pregnancy?' }),
    question(n, 4, {
      type: QuestionType.FILE,
      text: 'A note from your health care provider, if you have one',
      hint: 'Only your case team can see it.',
      isPHI: true,
    }),
  ],
}));
