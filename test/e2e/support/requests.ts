import { DEMO_FORMS } from '../../../libs/demo-data/demo-forms.js';
import { apiAs } from './browser.js';

/** The employee answers the default form through the api: a new request in Acme's list. */
export async function submitRequestAsEmployee(): Promise<string> {
  const form = await apiAs<{ formById: { versionId: string; questions: { id: string }[] } }>(
    'employee',
    'query($id: ID!) { formById(formId: $id) { versionId questions { id } } }',
    { id: DEMO_FORMS[0].id },
  );
  const [need, accommodation] = form.formById.questions;
  const draft = await apiAs<{ createFormResponse: { formResponse: { id: string } } }>(
    'employee',
    'mutation($input: CreateFormResponseInput!) { createFormResponse(input: $input) { formResponse { id } } }',
    {
      input: {
        formId: DEMO_FORMS[0].id,
        versionId: form.formById.versionId,
        questionResponses: [
          { questionId: need.id, response: ['An accommodation'] },
          { questionId: accommodation.id, response: ['A quieter workspace'] },
        ],
      },
    },
  );
  const submitted = await apiAs<{ submitForm: { caseId: string } }>(
    'employee',
    'mutation($id: ID!) { submitForm(formResponseId: $id) { caseId } }',
    { id: draft.createFormResponse.formResponse.id },
  );
  return submitted.submitForm.caseId;
}
