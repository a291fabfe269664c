/** Test helpers for the forms screens. Imported by tests only. */
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { Observable } from 'rxjs';
import { DEFAULT_RESOLVERS, ORG_ID, type Resolver } from '../../app/routes/test-support';

/** What a resolver returns to answer with GraphQL errors (as the api does for BAD_USER_INPUT). */
export class GraphQLErrorsAnswer {
  constructor(readonly errors: Array<{ message: string; extensions?: Record<string, unknown> }>) {}
}

export function badUserInput(message: string, field?: string) {
  return new GraphQLErrorsAnswer([
    { message, extensions: field ? { code: 'BAD_USER_INPUT', field } : { code: 'BAD_USER_INPUT' } },
  ]);
}

export function makeFormsClient(resolvers: Record<string, Resolver>) {
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
            (answer) => {
              if (answer instanceof GraphQLErrorsAnswer) observer.next({ data: null, errors: answer.errors });
              else observer.next({ data: answer as Record<string, unknown> });
              observer.complete();
            },
            (error: unknown) => observer.error(error),
          );
      }),
  );
  return { client: new ApolloClient({ cache: new InMemoryCache(), link }), operations };
}

export function listedForm(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Form',
    id: 'form-1',
    name: 'Accommodation request',
    linkName: 'accommodation',
    isActive: true,
    isGlobal: false,
    isDefault: true,
    versionNumber: 3,
    versionId: 'version-3',
    ...overrides,
  };
}

export function question(index: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Question',
    id: `question-${index}`,
    index,
    type: 'TEXT',
    renderMode: null,
    text: `Question text ${index + 1}`,
    hint: null,
    placeholder: null,
    options: [],
    required: false,
    isPHI: false,
    documentId: null,
    condition: null,
    ...overrides,
  };
}

export function loadedForm(questions: unknown[], overrides: Record<string, unknown> = {}) {
  return {
    formById: {
      __typename: 'Form',
      id: 'form-1',
      name: 'Pregnancy accommodation',
      linkName: 'pregnancy',
      description: 'For expecting employees',
      isActive: true,
      isGlobal: false,
      isDefault: false,
      showStepsIndividually: false,
      versionNumber: 2,
      versionId: 'version-2',
      questions,
      ...overrides,
    },
  };
}

export function formPayload(field: string, form: Record<string, unknown>) {
  return {
    [field]: {
      __typename: 'FormPayload',
      success: true,
      message: 'Operation succeeded!',
      form: { __typename: 'Form', ...form },
    },
  };
}

export { ORG_ID };
