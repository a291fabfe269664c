import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../app/routes/test-support';
import { graphqlErrorResponse, jsonResponse, renderPage, stubGraphql, type GraphqlCall } from '../auth/test-utils';
import { AnonymousFormPage, FILE_NOT_SUPPORTED_MESSAGE, INVALID_LINK_MESSAGE } from './AnonymousFormPage';

const TOKEN = 'token-abc';

function question(fields: { id: string; index: number; type: string; text: string } & Record<string, unknown>) {
  return {
    __typename: 'Question',
    hint: null,
    placeholder: null,
    options: [],
    required: false,
    renderMode: null,
    condition: null,
    ...fields,
  };
}

const FORM = {
  __typename: 'Form',
  id: 'form-1',
  name: 'Provider statement',
  description: 'Please answer for the case.',
  linkName: 'provider',
  isActive: true,
  showStepsIndividually: true,
  versionId: 'version-1',
  questions: [
    question({ id: 'q-work', index: 0, type: 'BOOLEAN', text: 'Can the employee work?', required: true }),
    question({
      id: 'q-limits',
      index: 1,
      type: 'TEXT',
      text: 'Which limits apply?',
      required: true,
      condition: { __typename: 'QuestionCondition', questionIndex: 0, response: 'true' },
    }),
    question({ id: 'q-note', index: 2, type: 'FILE', text: 'Attach a note' }),
  ],
};

const formAnswer = () =>
  jsonResponse({
    data: { anonymousForm: { __typename: 'AnonymousForm', expiresAt: '2026-12-01T00:00:00.000Z', form: FORM } },
  });

function setup(
  onMutation: (call: GraphqlCall) => Response = () =>
    jsonResponse({ data: { addAnonymousUserFormResponseToCase: { success: true, message: null } } }),
) {
  const stub = stubGraphql((call) => (call.body.operationName === 'AnonymousForm' ? formAnswer() : onMutation(call)));
  const utils = renderPage({
    path: 'anonymous-form/request/:token',
    element: <AnonymousFormPage />,
    initialEntry: `/anonymous-form/request/${TOKEN}`,
  });
  return { ...stub, ...utils };
}

const mutations = (calls: GraphqlCall[]) =>
  calls.filter((call) => call.body.operationName === 'AddAnonymousUserFormResponseToCase');

describe('anonymous form page', () => {
  afterEach(cleanup);

  it('loads the form of the link and shows its questions on one page, without sign-in', async () => {
    const { calls } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Provider statement' })).toBeTruthy();
    expect(calls[0].body.variables).toEqual({ tokenId: TOKEN });
    expect(calls[0].headers.get('authorization')).toBeNull();
    expect(screen.getByText('Please answer for the case.')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: /Can the employee work\?/ })).toBeTruthy();
    expect(screen.getByText('Attach a note')).toBeTruthy();
    expect(screen.getByText(FILE_NOT_SUPPORTED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Provider statement | Case Management'));
  });

  it('shows a conditional question only when its condition is met', async () => {
    setup();
    await screen.findByRole('heading', { level: 1, name: 'Provider statement' });
    expect(screen.queryByRole('textbox', { name: /Which limits apply\?/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByRole('textbox', { name: /Which limits apply\?/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Which limits apply\?/ })).toBeNull());
  });

  it('checks required questions, sends the answers once and thanks the provider', async () => {
    const { calls } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Provider statement' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This question is required.')).toBeTruthy();
    expect(mutations(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Which limits apply\?/ }), {
      target: { value: 'No lifting' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Thank you, your answer was sent' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/This link can no longer be used\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(mutations(calls)).toHaveLength(1);
    expect(mutations(calls)[0].body.variables).toEqual({
      tokenId: TOKEN,
      responses: [
        { questionId: 'q-work', response: ['true'] },
        { questionId: 'q-limits', response: ['No lifting'] },
      ],
    });
  });

  it('shows one clear message for an invalid, expired or used link', async () => {
    stubGraphql(() => graphqlErrorResponse('Anonymous form token not found', { code: 'NOT_FOUND' }));
    renderPage({
      path: 'anonymous-form/request/:token',
      element: <AnonymousFormPage />,
      initialEntry: `/anonymous-form/request/${TOKEN}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeTruthy();
    expect(screen.getByText(INVALID_LINK_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it("shows the server's BAD_USER_INPUT message at the top and keeps the form", async () => {
    const message = 'Please fix 1 answer: Question 1 (“Can the employee work?”): must be true or false';
    setup(() => graphqlErrorResponse(message, { code: 'BAD_USER_INPUT' }));
    await screen.findByRole('heading', { level: 1, name: 'Provider statement' });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(screen.getByText('This answer must be true or false.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });

  it('has no serious accessibility violations', async () => {
    const { container } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Provider statement' });
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await screen.findByRole('textbox', { name: /Which limits apply\?/ });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
