import { startTestApi, type TestApi } from '#test/test-api';
import { tokenFor } from '#test/tokens';

type DefaultForm = {
  defaultForm: { id: string; name: string; showStepsIndividually: boolean; questions: { id: string; type: string }[] };
};

/** The seeded default request form answers journey 1 on a fresh start. */
describe('demo request form', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('is the default form of each employer, and an employee can answer and submit it', async () => {
    const token = await tokenFor('employee');
    const found = await api.graphql<DefaultForm>(
      '{ defaultForm { id name showStepsIndividually questions { id type } } }',
      {},
      { token },
    );
    const form = found.data!.defaultForm;
    expect(form).toMatchObject({ name: 'Accommodation or leave request', showStepsIndividually: true });
    expect(form.questions.map((question) => question.type)).toEqual([
      'SINGLESELECT',
      'TEXT',
      'DATERANGE',
      'BOOLEAN',
      'FILE',
    ]);

    const started = await api.graphql<{ createFormResponse: { formResponse: { id: string } } }>(
      'mutation($input: CreateFormResponseInput!) { createFormResponse(input: $input) { formResponse { id } } }',
      {
        input: {
          formId: form.id,
          questionResponses: [
            { questionId: form.questions[0].id, response: ['An accommodation'] },
            { questionId: form.questions[1].id, response: ['A sit-stand desk'] },
          ],
        },
      },
      { token },
    );
    const submitted = await api.graphql<{ submitForm: { caseId: string } }>(
      'mutation($id: ID!) { submitForm(formResponseId: $id) { caseId } }',
      { id: started.data!.createFormResponse.formResponse.id },
      { token },
    );
    expect(submitted.errors).toBeUndefined();
    expect(submitted.data?.submitForm.caseId).toBeTruthy();

    const globex = await api.graphql<DefaultForm>(
      '{ defaultForm { id } }',
      {},
      { token: await tokenFor('globexEmployee') },
    );
    expect(globex.data?.defaultForm.id).not.toBe(form.id);
  });

  it('answers NOT_FOUND where the organization has no default form', async () => {
    const result = await api.graphql('{ defaultForm { id } }', {}, { token: await tokenFor('partnerAdmin') });
    expect(result.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
