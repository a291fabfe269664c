import pg from 'pg';
import { DEMO_ORGANIZATIONS } from '../../../libs/demo-data/demo-data.js';
import { QueueName } from '#events';
import { queueOf } from '#test/queues';
import { startTestApi, type TestApi } from '#test/test-api';
import { TEST_ENV } from '#test/test-env';
import { demoUser, tokenFor, type DemoUserKey } from '#test/tokens';
import { uploadAs } from '#test/uploads';

const FORM_FIELDS =
  'id name linkName isActive isDefault versionId versionNumber questions { id index type required options condition { questionIndex response } }';
const CREATE_FORM = `mutation($input: CreateFormInput!) { createForm(input: $input) { success form { ${FORM_FIELDS} } } }`;
const CREATE_VERSION = `mutation($formId: ID!, $questions: [QuestionInput!]!) { createFormVersion(formId: $formId, questions: $questions) { form { ${FORM_FIELDS} } } }`;
const CREATE_RESPONSE = `mutation($input: CreateFormResponseInput!) {
  createFormResponse(input: $input) { formResponse { id isDraft formVersionId respondentId assistedById questionResponses { questionId response fileNames } } }
}`;
const UPDATE_RESPONSE = `mutation($id: ID!, $answers: [QuestionResponseInput!]!) {
  updateFormResponse(formResponseId: $id, questionResponses: $answers) { formResponse { id questionResponses { questionId response } } }
}`;
const SUBMIT = 'mutation($id: ID!) { submitForm(formResponseId: $id) { success caseId formResponseId } }';

type Question = { id: string; index: number; type: string };
type FormResult = { id: string; versionId: string; versionNumber: number; questions: Question[] };

const QUESTIONS = [
  { type: 'STATEMENT', text: 'Tell us what you need; we keep it confidential.' },
  { type: 'SINGLESELECT', text: 'What do you need?', options: ['Accommodation', 'Leave'], required: true },
  { type: 'DATERANGE', text: 'Leave dates', required: true, condition: { questionIndex: 1, response: 'Leave' } },
  {
    type: 'TEXT',
    text: 'Describe the accommodation',
    required: true,
    condition: { questionIndex: 1, response: 'Accommodation' },
  },
  { type: 'BOOLEAN', text: 'Is this related to a pregnancy?' },
  { type: 'DATE', text: 'Since when?' },
  { type: 'MULTISELECT', text: 'Which tasks are affected?', options: ['Lifting', 'Standing', 'Typing'] },
  { type: 'WIDGET_STATE_PICKER', text: 'State you work in' },
  { type: 'WIDGET_VISIT_TYPE', text: 'How should we meet?' },
  { type: 'WIDGET_BMI', text: 'Height and weight' },
  { type: 'FILE', text: 'A note from your provider', isPHI: true },
];

async function sql<T = Record<string, unknown>>(query: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: TEST_ENV.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(query, values)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('forms', () => {
  let api: TestApi;
  let form: FormResult;
  const answer = (question: number, ...response: string[]) => ({ questionId: form.questions[question].id, response });

  const as = async <T>(key: DemoUserKey, query: string, variables: Record<string, unknown>) =>
    api.graphql<T>(query, variables, { token: await tokenFor(key) });

  beforeAll(async () => {
    api = await startTestApi();
    const created = await as<{ createForm: { form: FormResult } }>('admin', CREATE_FORM, {
      input: { name: 'Accommodation request', linkName: `accommodation-${Date.now()}`, questions: QUESTIONS },
    });
    expect(created.errors).toBeUndefined();
    form = created.data!.createForm.form;
  });
  afterAll(() => api.close());

  const startDraft = async (
    key: DemoUserKey = 'employee',
    answers: unknown[] = [],
    extra: Record<string, unknown> = {},
  ) => {
    const result = await as<{
      createFormResponse: {
        formResponse: { id: string; formVersionId: string; respondentId: string; assistedById: string | null };
      };
    }>(key, CREATE_RESPONSE, { input: { formId: form.id, questionResponses: answers, ...extra } });
    return result;
  };

  describe('building forms', () => {
    it('publishes version 1 with numbered questions and their conditions', () => {
      expect(form.versionNumber).toBe(1);
      expect(form.questions.map((question) => question.index)).toEqual(QUESTIONS.map((_, index) => index));
    });

    it.each(['employee', 'caseworker', 'tpaSupport'] as const)('refuses %s as a form editor', async (key) => {
      const result = await as(key, CREATE_FORM, { input: { name: 'X', linkName: 'x-form' } });
      expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });

    it.each([
      [{ name: 'X', linkName: 'Bad Link' }, 'linkName'],
      [{ name: 'X', linkName: 'x1', questions: [{ type: 'SINGLESELECT', text: 'Pick' }] }, 'questions.0.options'],
      [
        {
          name: 'X',
          linkName: 'x2',
          questions: [
            { type: 'TEXT', text: 'A', condition: { questionIndex: 1, response: 'y' } },
            { type: 'TEXT', text: 'B' },
          ],
        },
        'questions.0.condition',
      ],
      [
        {
          name: 'X',
          linkName: 'x3',
          questions: [
            { type: 'SINGLESELECT', text: 'A', options: ['a'] },
            { type: 'TEXT', text: 'B', condition: { questionIndex: 0, response: 'zzz' } },
          ],
        },
        'questions.1.condition',
      ],
      [{ name: 'X', linkName: 'x4', isGlobal: true }, null],
    ])('refuses %j (%s) and writes nothing', async (input, field) => {
      const before = await sql<{ n: number }>('SELECT count(*)::int AS n FROM form');
      const result = await as('admin', CREATE_FORM, { input });
      if (field) expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      else expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await sql<{ n: number }>('SELECT count(*)::int AS n FROM form'))[0].n).toBe(before[0].n);
    });

    it('refuses a link name the organization already uses', async () => {
      const result = await as('admin', CREATE_FORM, {
        input: {
          name: 'Copy',
          linkName: (await sql<{ link_name: string }>('SELECT link_name FROM form WHERE id = $1', [form.id]))[0]
            .link_name,
        },
      });
      expect(result.errors?.[0].extensions?.code).toBe('ALREADY_EXISTS');
    });

    it("lists the organization's forms for staff and hides them from other organizations", async () => {
      const list = await as<{ allForms: { id: string }[] }>('caseworker', '{ allForms { id } }', {});
      expect(list.data?.allForms.map((item) => item.id)).toContain(form.id);
      const employee = await as('employee', '{ allForms { id } }', {});
      expect(employee.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const other = await as('globexAdmin', 'query($id: ID!) { formById(formId: $id) { id } }', { id: form.id });
      expect(other.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('answering', () => {
    it('saves a partial draft, lists it and updates it', async () => {
      const started = await startDraft('employee', [answer(1, 'Accommodation')]);
      expect(started.errors).toBeUndefined();
      const id = started.data!.createFormResponse.formResponse.id;
      const drafts = await as<{ userFormResponseDrafts: { id: string }[] }>(
        'employee',
        '{ userFormResponseDrafts { id } }',
        {},
      );
      expect(drafts.data?.userFormResponseDrafts.map((draft) => draft.id)).toContain(id);
      const updated = await as<{
        updateFormResponse: { formResponse: { questionResponses: { response: string[] }[] } };
      }>('employee', UPDATE_RESPONSE, {
        id,
        answers: [answer(1, 'Accommodation'), answer(3, '  A sit-stand desk  ')],
      });
      expect(updated.data?.updateFormResponse.formResponse.questionResponses.map((item) => item.response)).toEqual([
        ['Accommodation'],
        ['A sit-stand desk'],
      ]);
      const elsewhere = await as('globexEmployee', UPDATE_RESPONSE, { id, answers: [] });
      expect(elsewhere.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it.each([
      [4, ['maybe']],
      [5, ['2026-02-30']],
      [1, ['Something else']],
      [6, ['Lifting', 'Flying']],
      [7, ['XX']],
      [8, ['IN_PERSON']],
      [9, ['5', '150']],
      [10, ['personal/someone-else/note.pdf']],
      [0, ['a statement takes no answer']],
    ])('refuses a bad answer to question %i (%j), even in a draft', async (index, response) => {
      const result = await startDraft('employee', [answer(index, ...response)]);
      expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0].message).toContain(`Question ${index + 1}`);
    });

    it('refuses an answer to a question that does not exist', async () => {
      const result = await startDraft('employee', [{ questionId: 'no-such-question', response: ['x'] }]);
      expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('computes the BMI and keeps file answers in the respondent’s own storage', async () => {
      const employee = demoUser('employee');
      const result = await as<{
        createFormResponse: {
          formResponse: { questionResponses: { questionId: string; response: string[]; fileNames: string[] }[] };
        };
      }>('employee', CREATE_RESPONSE, {
        input: {
          formId: form.id,
          questionResponses: [
            answer(9, '70', '154'),
            { ...answer(10, await uploadAs(api, await tokenFor('employee'), 'abc-note.pdf')), fileNames: ['note.pdf'] },
          ],
        },
      });
      const answers = result.data!.createFormResponse.formResponse.questionResponses;
      expect(answers[0].response).toEqual(['70', '154', '22.1']);
      expect(answers[1].response[0]).toMatch(new RegExp(`^personal/${employee.id}/`));
      expect(answers[1].fileNames).toEqual(['note.pdf']);
    });

    it('refuses a file answer naming a file that was never uploaded, writing nothing', async () => {
      const employee = demoUser('employee');
      const responses = async () => (await sql<{ n: number }>('SELECT count(*)::int AS n FROM form_response'))[0].n;
      const before = await responses();
      const result = await startDraft('employee', [
        answer(10, `personal/${employee.id}/0123456789abcdef01234567-note.pdf`),
      ]);
      expect(result.errors?.[0]).toMatchObject({
        message: 'questionResponses: nothing was uploaded there',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await responses()).toBe(before);
    });

    it('lets staff with submit_form_for_employee answer for an employee, and nobody else', async () => {
      const employee = demoUser('employee');
      const assisted = await startDraft('caseworker', [], { respondentId: employee.id });
      expect(assisted.data?.createFormResponse.formResponse).toMatchObject({
        respondentId: employee.id,
        assistedById: demoUser('caseworker').id,
      });
      const refused = await startDraft('globexEmployee', [], { respondentId: employee.id });
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Not authorized to submit a form on behalf of employee',
        extensions: { code: 'FORBIDDEN' },
      });
    });
  });

  describe('submitting', () => {
    it('names every missing required answer and writes nothing', async () => {
      const draft = (await startDraft('employee', [answer(1, 'Leave')])).data!.createFormResponse.formResponse;
      const casesBefore = await sql<{ n: number }>('SELECT count(*)::int AS n FROM case_record');
      const result = await as('employee', SUBMIT, { id: draft.id });
      expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0].message).toContain('Question 3');
      expect(result.errors?.[0].message).not.toContain('Question 4');
      expect((await sql<{ n: number }>('SELECT count(*)::int AS n FROM case_record'))[0].n).toBe(casesBefore[0].n);
      expect(
        (await sql<{ is_draft: boolean }>('SELECT is_draft FROM form_response WHERE id = $1', [draft.id]))[0].is_draft,
      ).toBe(true);
    });

    it('opens the case with its activity and workflow job, once', async () => {
      const draft = (
        await startDraft('employee', [
          answer(1, 'Leave'),
          answer(2, '2026-12-01', '2026-12-19'),
          answer(3, 'dropped: hidden'),
        ])
      ).data!.createFormResponse.formResponse;
      const result = await as<{ submitForm: { caseId: string; formResponseId: string } }>('employee', SUBMIT, {
        id: draft.id,
      });
      expect(result.errors).toBeUndefined();
      const { caseId } = result.data!.submitForm;
      const [caseRow] = await sql<{ organization_id: string; status: string; submitter_id: string; title: string }>(
        'SELECT organization_id, status, submitter_id, title FROM case_record WHERE id = $1',
        [caseId],
      );
      expect(caseRow).toEqual({
        organization_id: DEMO_ORGANIZATIONS.acme.id,
        status: 'OPEN',
        submitter_id: demoUser('employee').id,
        title: 'Accommodation request',
      });
      // What the submission wrote (the organization's workflow may add its run's "text info" entry meanwhile).
      const activities = await sql<{ id: string; type: string }>(
        `SELECT id, type FROM case_activity WHERE case_id = $1 AND type <> 'TEXT_INFO' ORDER BY created_at, type`,
        [caseId],
      );
      expect(activities.map((activity) => activity.type).sort()).toEqual(['ADD_FORM_RESPONSE', 'CREATE_CASE']);
      const [stored] = await sql<{ is_draft: boolean; case_id: string; question_responses: { questionId: string }[] }>(
        'SELECT is_draft, case_id, question_responses FROM form_response WHERE id = $1',
        [draft.id],
      );
      expect(stored).toMatchObject({ is_draft: false, case_id: caseId });
      expect(stored.question_responses.map((item) => item.questionId)).not.toContain(form.questions[3].id);
      const formAnswered = activities.find((activity) => activity.type === 'ADD_FORM_RESPONSE')!;
      const job = await queueOf(api.app, QueueName.workflow).getJob(formAnswered.id);
      expect(job?.data).toMatchObject({ caseId, activityId: formAnswered.id });
      const again = await as('employee', SUBMIT, { id: draft.id });
      expect(again.errors?.[0].extensions?.code).toBe('ILLEGAL_STATE');
    });

    it('keeps the questions of the version a draft answered after a new version is published', async () => {
      const draft = (await startDraft('employee', [answer(1, 'Accommodation'), answer(3, 'A quieter desk')])).data!
        .createFormResponse.formResponse;
      const published = await as<{ createFormVersion: { form: FormResult } }>('admin', CREATE_VERSION, {
        formId: form.id,
        questions: [{ type: 'TEXT', text: 'One question only', required: true }],
      });
      expect(published.data?.createFormVersion.form.versionNumber).toBe(2);
      const submitted = await as<{ submitForm: { caseId: string } }>('employee', SUBMIT, { id: draft.id });
      expect(submitted.errors).toBeUndefined();
      const [row] = await sql<{ form_version_id: string }>('SELECT form_version_id FROM form_response WHERE id = $1', [
        draft.id,
      ]);
      expect(row.form_version_id).toBe(draft.formVersionId);
      expect(row.form_version_id).not.toBe(published.data!.createFormVersion.form.questions[0].id);
      form = published.data!.createFormVersion.form;
    });

    it('rolls everything back when the transaction fails part-way', async () => {
      const draft = (await startDraft('employee', [answer(0, 'Text for the only question')])).data!.createFormResponse
        .formResponse;
      // Make the second activity insert fail for this version only, as a crash would.
      await sql(`CREATE OR REPLACE FUNCTION fail_form_response_activity() RETURNS trigger AS $$
        BEGIN
          IF NEW.type = 'ADD_FORM_RESPONSE' AND NEW.payload->>'formVersionId' = '${draft.formVersionId}' THEN
            RAISE EXCEPTION 'simulated failure';
          END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql`);
      await sql(
        'CREATE TRIGGER fail_form_response_activity BEFORE INSERT ON case_activity FOR EACH ROW EXECUTE FUNCTION fail_form_response_activity()',
      );
      try {
        const casesBefore = await sql<{ n: number }>('SELECT count(*)::int AS n FROM case_record');
        const result = await as('employee', SUBMIT, { id: draft.id });
        expect(result.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
        expect((await sql<{ n: number }>('SELECT count(*)::int AS n FROM case_record'))[0].n).toBe(casesBefore[0].n);
        expect(
          (await sql<{ is_draft: boolean }>('SELECT is_draft FROM form_response WHERE id = $1', [draft.id]))[0]
            .is_draft,
        ).toBe(true);
      } finally {
        await sql('DROP TRIGGER fail_form_response_activity ON case_activity');
        await sql('DROP FUNCTION fail_form_response_activity()');
      }
    });

    it('refuses answers to a disabled form', async () => {
      const disabled = await as(
        'admin',
        'mutation($id: ID!) { updateFormVisibility(formId: $id, isActive: false) { form { isActive } } }',
        { id: form.id },
      );
      expect(disabled.errors).toBeUndefined();
      const result = await startDraft('employee', []);
      expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'formId' });
      await as(
        'admin',
        'mutation($id: ID!) { updateFormVisibility(formId: $id, isActive: true) { form { isActive } } }',
        { id: form.id },
      );
    });
  });
});
