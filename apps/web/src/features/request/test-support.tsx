/** Test helpers for the request screens (form runner, My Requests). Imported by tests only. */
import { GraphQLErrorsAnswer, makeClient } from '../../app/routes/test-support';
import type { RunnerForm, RunnerQuestion } from './form-logic';

/** Thrown by a resolver to answer with one GraphQL error naming `path`, as the api does. */
export class GraphQLErrorAnswer extends GraphQLErrorsAnswer {
  constructor(message: string, code: string, path: string) {
    super([{ message, path: [path], extensions: { code } }]);
  }
}

/** The shell's test client; named as the request tests know it. */
export const makeRequestClient = makeClient;

export function question(overrides: Partial<RunnerQuestion> & Pick<RunnerQuestion, 'id' | 'index' | 'type' | 'text'>) {
  return {
    __typename: 'Question' as const,
    hint: null,
    placeholder: null,
    options: [],
    required: false,
    renderMode: null,
    condition: null,
    ...overrides,
  };
}

/** A pregnancy accommodation form: a yes/no, a text shown only for "yes", a choice and a file. */
export function makeForm(overrides: Partial<RunnerForm> = {}): RunnerForm & { __typename: 'Form' } {
  return {
    __typename: 'Form',
    id: 'form-1',
    name: 'Pregnancy accommodation',
    description: 'Tell us what you need.',
    linkName: 'pregnancy',
    isActive: true,
    showStepsIndividually: false,
    versionId: 'version-1',
    questions: [
      question({ id: 'q-pregnant', index: 0, type: 'BOOLEAN', text: 'Are you pregnant?', required: true }),
      question({
        id: 'q-due',
        index: 1,
        type: 'TEXT',
        text: 'When is your due date?',
        hint: 'An estimate is fine.',
        required: true,
        condition: { __typename: 'QuestionCondition', questionIndex: 0, response: 'true' } as never,
      }),
      question({
        id: 'q-contact',
        index: 2,
        type: 'SINGLESELECT',
        text: 'How should we contact you?',
        options: ['Email', 'Phone'],
      }),
      question({ id: 'q-file', index: 3, type: 'FILE', text: 'Supporting document' }),
    ],
    ...overrides,
  };
}

export const draftPayload = (id: string) => ({
  createFormResponse: {
    __typename: 'FormResponsePayload',
    success: true,
    message: 'Operation succeeded',
    formResponse: {
      __typename: 'FormResponse',
      id,
      formId: 'form-1',
      isDraft: true,
      updatedAt: '2026-11-22T00:00:00Z',
    },
  },
});

export const updatePayload = (id: string) => ({
  updateFormResponse: {
    __typename: 'FormResponsePayload',
    success: true,
    message: 'Operation succeeded',
    formResponse: { __typename: 'FormResponse', id, updatedAt: '2026-11-22T00:01:00Z' },
  },
});

export const submitPayload = (id: string) => ({
  submitForm: { __typename: 'SubmitFormPayload', success: true, message: 'ok', caseId: 'case-1', formResponseId: id },
});

export function makeDraft(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'FormResponse',
    id,
    formId: 'form-1',
    formVersionId: 'version-1',
    isDraft: true,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-21T10:00:00Z',
    questionResponses: [],
    ...overrides,
  };
}

/** A submitted request as allCasesBySubmitter returns it to the employee. */
export function makeSubmittedRequest(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Case',
    id,
    shortId: id.toUpperCase(),
    title: 'Pregnancy accommodation',
    status: 'OPEN',
    isArchived: false,
    createdAt: '2026-11-21T10:00:00Z',
    updatedAt: '2026-11-21T10:00:00Z',
    ...overrides,
  };
}
