/** Test helpers for the request screens (form runner, My Requests). Imported by tests only. */
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { Observable } from 'rxjs';
import { DEFAULT_RESOLVERS, type Resolver } from '../../app/routes/test-support';
import type { RunnerForm, RunnerQuestion } from './form-logic';

/** Thrown by a resolver to answer with GraphQL errors (as the api does), not a network failure. */
export class GraphQLErrorAnswer {
  constructor(
    readonly message: string,
    readonly code: string,
    readonly path: string,
  ) {}
}

/** Like the shell's makeClient, but a resolver may throw GraphQLErrorAnswer to answer with `errors`. */
export function makeRequestClient(resolvers: Record<string, Resolver> = {}) {
  const all = { ...DEFAULT_RESOLVERS, ...resolvers };
  const operations: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const name = operation.operationName ?? '';
        operations.push({ name, variables: operation.variables });
        const resolver = all[name];
        if (!resolver) {
          observer.error(new Error(`No test resolver for ${name}`));
          return;
        }
        Promise.resolve()
          .then(() => resolver(operation.variables))
          .then(
            (data) => {
              observer.next({ data: data as Record<string, unknown> });
              observer.complete();
            },
            (error: unknown) => {
              if (error instanceof GraphQLErrorAnswer) {
                observer.next({
                  data: null,
                  errors: [{ message: error.message, path: [error.path], extensions: { code: error.code } }],
                });
                observer.complete();
              } else observer.error(error);
            },
          );
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  const named = (name: string) => operations.filter((operation) => operation.name === name);
  return { client, operations, named };
}

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
