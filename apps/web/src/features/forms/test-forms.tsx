/** Test helpers for the forms screens. Imported by tests only. */
import { GraphQLErrorsAnswer, makeClient, ORG_ID } from '../../app/routes/test-support';

export { GraphQLErrorsAnswer };

export function badUserInput(message: string, field?: string) {
  return new GraphQLErrorsAnswer([
    { message, extensions: field ? { code: 'BAD_USER_INPUT', field } : { code: 'BAD_USER_INPUT' } },
  ]);
}

/** The shell's test client; named as the forms tests know it. */
export const makeFormsClient = makeClient;

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
      caseTypes: [],
      versionNumber: 2,
      versionId: 'version-2',
      questions,
      ...overrides,
    },
  };
}

export function formVersion(versionNumber: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'FormVersion',
    id: `version-${versionNumber}`,
    formId: 'form-1',
    versionNumber,
    createdAt: `2024-0${versionNumber}-15T10:00:00.000Z`,
    linkName: 'pregnancy',
    isPartnerDefault: false,
    isGLPFollowupDefault: false,
    ...overrides,
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
