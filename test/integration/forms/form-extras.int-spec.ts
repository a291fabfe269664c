import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startTestApi, type TestApi } from '#test/test-api';
import { TEST_ENV } from '#test/test-env';
import { tokenFor, type DemoUserKey } from '#test/tokens';
import { DEMO_BUNDLES } from '../../../libs/demo-data/demo-catalog.js';

const FORM_FIELDS = 'id name linkName versionId versionNumber questions { id index type required }';
const CREATE_FORM = `mutation($input: CreateFormInput!) { createForm(input: $input) { form { ${FORM_FIELDS} } } }`;
const CREATE_VERSION = `mutation($formId: ID!, $questions: [QuestionInput!]!) { createFormVersion(formId: $formId, questions: $questions) { form { ${FORM_FIELDS} } } }`;
const CREATE_RESPONSE =
  'mutation($input: CreateFormResponseInput!) { createFormResponse(input: $input) { formResponse { id } } }';
const SUBMIT = 'mutation($id: ID!) { submitForm(formResponseId: $id) { caseId } }';
const DEFAULT_GLOBAL_FORM = `{ defaultGlobalForm { ${FORM_FIELDS} } }`;
const SET_DEFAULT = (operation: string) =>
  `mutation($id: ID!) { ${operation}(versionId: $id) { success formVersion { id isPartnerDefault isGLPFollowupDefault } } }`;
const BY_VERSION = `query($versionId: ID!, $linkName: String) { formByVersionId(versionId: $versionId, linkName: $linkName) { ${FORM_FIELDS} } }`;
const UPDATE_QUESTION = `mutation($id: ID!, $answer: QuestionResponseInput!) {
  updateQuestionResponse(formResponseId: $id, questionResponse: $answer) { formResponse { questionResponses { questionId response } } }
}`;
const ADD_TO_CASE = `mutation($caseId: ID!, $input: AddFormResponseToCaseInput!) {
  addFormResponseToCase(caseId: $caseId, input: $input) { success formResponse { id caseId isDraft respondentId } }
}`;
const CREATE_TOKEN = `mutation($caseId: ID!, $formId: ID!, $days: Int!) {
  createAnonymousFormToken(caseId: $caseId, formId: $formId, expiresInDays: $days) { success tokenId expiresAt }
}`;
const ANONYMOUS_FORM = `query($tokenId: ID!) { anonymousForm(tokenId: $tokenId) { expiresAt form { ${FORM_FIELDS} } } }`;
const ANONYMOUS_SUBMIT = `mutation($tokenId: ID!, $responses: [QuestionResponseInput!]!) {
  addAnonymousUserFormResponseToCase(tokenId: $tokenId, responses: $responses) { success message }
}`;
const LINK_MESSAGE = 'This form link is invalid, has expired or was already used';

type FormResult = { id: string; linkName: string; versionId: string; questions: { id: string }[] };
type GraphqlResult<T> = { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** Provider's certification: a required choice, a required text and an optional file. */
const QUESTIONS = [
  { type: 'SINGLESELECT', text: 'Is a restriction needed?', options: ['Yes', 'No'], required: true },
  { type: 'TEXT', text: 'Provider name', required: true },
  { type: 'FILE', text: 'Signed certification' },
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

const count = async (query: string, values: unknown[] = []) => (await sql<{ n: number }>(query, values))[0].n;

const octet = () => Math.floor(Math.random() * 250) + 1;
/** A fresh client address per call (the api trusts the loopback proxy), so per-IP limits stay out of the way. */
const randomIp = () => `10.${octet()}.${octet()}.${octet()}`;

describe('form extras', () => {
  let api: TestApi;
  let acmeForm: FormResult;
  let globexForm: FormResult;
  let globalForm: { id: string; v1: string; v2: string };
  let acmeCaseId: string;
  let globexCaseId: string;

  const as = async <T>(key: DemoUserKey, query: string, variables: Record<string, unknown> = {}) =>
    api.graphql<T>(query, variables, { token: await tokenFor(key) });

  /** A visitor without an account, from its own address unless one is given. */
  const anonymous = async <T>(query: string, variables: Record<string, unknown>, ip = randomIp()) => {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphqlResult<T>;
  };

  const answer = (form: FormResult, question: number, ...response: string[]) => ({
    questionId: form.questions[question].id,
    response,
  });
  const fullAnswers = (form: FormResult) => [answer(form, 0, 'Yes'), answer(form, 1, 'Dr. Rivera')];

  const createForm = async (key: DemoUserKey, input: Record<string, unknown>) => {
    const created = await as<{ createForm: { form: FormResult } }>(key, CREATE_FORM, { input });
    expect(created.errors).toBeUndefined();
    return created.data!.createForm.form;
  };

  const openCase = async (key: DemoUserKey, form: FormResult) => {
    const draft = await as<{ createFormResponse: { formResponse: { id: string } } }>(key, CREATE_RESPONSE, {
      input: { formId: form.id, questionResponses: fullAnswers(form) },
    });
    const submitted = await as<{ submitForm: { caseId: string } }>(key, SUBMIT, {
      id: draft.data!.createFormResponse.formResponse.id,
    });
    expect(submitted.errors).toBeUndefined();
    return submitted.data!.submitForm.caseId;
  };

  const createToken = async (key: DemoUserKey = 'casemanager', caseId = acmeCaseId, formId = acmeForm.id, days = 7) =>
    as<{ createAnonymousFormToken: { tokenId: string; expiresAt: string } }>(key, CREATE_TOKEN, {
      caseId,
      formId,
      days,
    });

  beforeAll(async () => {
    // The anonymous requests stand for respondents behind a proxy on this machine, which names each one in
    // X-Forwarded-For: the per-address rate limit counts them apart only when that proxy is trusted.
    api = await startTestApi({ TRUSTED_PROXIES: 'loopback' });
    const suffix = Date.now();
    acmeForm = await createForm('admin', {
      name: 'Provider certification',
      linkName: `cert-${suffix}`,
      questions: QUESTIONS,
    });
    globexForm = await createForm('globexAdmin', {
      name: 'Globex form',
      linkName: `gx-${suffix}`,
      questions: QUESTIONS,
    });
    const global = await createForm('cvadmin', {
      name: 'Global intake',
      linkName: `global-${suffix}`,
      isGlobal: true,
      questions: QUESTIONS,
    });
    const v2 = await as<{ createFormVersion: { form: FormResult } }>('cvadmin', CREATE_VERSION, {
      formId: global.id,
      questions: QUESTIONS.slice(0, 2),
    });
    globalForm = { id: global.id, v1: global.versionId, v2: v2.data!.createFormVersion.form.versionId };
    acmeCaseId = await openCase('employee', acmeForm);
    globexCaseId = await openCase('globexEmployee', globexForm);
  });
  afterAll(() => api.close());

  it("lists global forms, the organization's own, or both", async () => {
    type Listed = { allForms: { id: string; isGlobal: boolean }[] };
    const listed = async (isGlobal?: boolean) =>
      (
        await as<Listed>('admin', 'query($isGlobal: Boolean) { allForms(isGlobal: $isGlobal) { id isGlobal } }', {
          isGlobal,
        })
      ).data!.allForms;
    const globalOnly = await listed(true);
    const ownOnly = await listed(false);
    const both = await listed();
    expect(globalOnly.every((form) => form.isGlobal)).toBe(true);
    expect(globalOnly.map((form) => form.id)).toContain(globalForm.id);
    expect(ownOnly.every((form) => !form.isGlobal)).toBe(true);
    expect(ownOnly.map((form) => form.id)).toContain(acmeForm.id);
    expect(ownOnly.map((form) => form.id)).not.toContain(globexForm.id);
    expect(both).toHaveLength(globalOnly.length + ownOnly.length);
  });

  describe('global default versions', () => {
    const flagged = (column: string) =>
      sql<{ id: string }>(`SELECT id FROM form_version WHERE ${column}`).then((rows) => rows.map((row) => row.id));

    it('answers NOT_FOUND while no default global version is set', async () => {
      if ((await flagged('is_partner_default')).length > 0) return; // another run set one already
      const result = await as('employee', DEFAULT_GLOBAL_FORM);
      expect(result.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it.each(['admin', 'caseworker', 'employee'] as const)('refuses %s', async (key) => {
      const result = await as(key, SET_DEFAULT('setDefaultGlobalFormVersion'), { id: globalForm.v1 });
      expect(result.errors?.[0]).toMatchObject({
        message: 'Only a CV Admin can manage global forms',
        extensions: { code: 'FORBIDDEN' },
      });
    });

    it('refuses a version of an organization form or an unknown version, changing nothing', async () => {
      const before = await flagged('is_partner_default');
      const orgForm = await as('cvadmin', SET_DEFAULT('setDefaultGlobalFormVersion'), { id: acmeForm.versionId });
      expect(orgForm.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'versionId' });
      const unknown = await as('cvadmin', SET_DEFAULT('setDefaultGlobalFormVersion'), { id: randomUUID() });
      expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(await flagged('is_partner_default')).toEqual(before);
    });

    it('moves the default global version so exactly one version holds it, and serves that version', async () => {
      const first = await as('cvadmin', SET_DEFAULT('setDefaultGlobalFormVersion'), { id: globalForm.v1 });
      expect(first.data).toMatchObject({
        setDefaultGlobalFormVersion: { success: true, formVersion: { id: globalForm.v1, isPartnerDefault: true } },
      });
      await as('cvadmin', SET_DEFAULT('setDefaultGlobalFormVersion'), { id: globalForm.v2 });
      expect(await flagged('is_partner_default')).toEqual([globalForm.v2]);
      const served = await as<{ defaultGlobalForm: FormResult }>('globexEmployee', DEFAULT_GLOBAL_FORM);
      expect(served.data?.defaultGlobalForm).toMatchObject({ id: globalForm.id, versionId: globalForm.v2 });
      expect(served.data?.defaultGlobalForm.questions).toHaveLength(2);
    });

    it('keeps one holder when two moves race', async () => {
      await Promise.all(
        [globalForm.v1, globalForm.v2].map((id) => as('cvadmin', SET_DEFAULT('setDefaultGlobalFormVersion'), { id })),
      );
      expect(await flagged('is_partner_default')).toHaveLength(1);
    });

    it('sets the GLP follow-up version independently of the default global version', async () => {
      const partnerBefore = await flagged('is_partner_default');
      const result = await as('cvadmin', SET_DEFAULT('setDefaultGlobalGLPFollowupFormVersion'), { id: globalForm.v1 });
      expect(result.data).toMatchObject({
        setDefaultGlobalGLPFollowupFormVersion: { formVersion: { id: globalForm.v1, isGLPFollowupDefault: true } },
      });
      expect(await flagged('is_glpfollowup_default')).toEqual([globalForm.v1]);
      expect(await flagged('is_partner_default')).toEqual(partnerBefore);
      const refused = await as('admin', SET_DEFAULT('setDefaultGlobalGLPFollowupFormVersion'), { id: globalForm.v2 });
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('formByVersionId and formByProductBundle', () => {
    it('returns a version of a visible form, checking the link name when given', async () => {
      const found = await as<{ formByVersionId: FormResult }>('employee', BY_VERSION, {
        versionId: acmeForm.versionId,
        linkName: acmeForm.linkName.toUpperCase(),
      });
      expect(found.data?.formByVersionId).toMatchObject({ id: acmeForm.id, versionId: acmeForm.versionId });
      const wrongLink = await as('employee', BY_VERSION, { versionId: acmeForm.versionId, linkName: 'other' });
      expect(wrongLink.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('serves old versions of global forms to every organization', async () => {
      const found = await as<{ formByVersionId: FormResult }>('globexEmployee', BY_VERSION, {
        versionId: globalForm.v1,
      });
      expect(found.data?.formByVersionId.questions).toHaveLength(3);
    });

    it.each([
      ['globexEmployee', 'another organization'],
      ['employee', 'unknown'],
      ['employee', 'malformed'],
    ] as const)('answers NOT_FOUND to %s for a version it may not see (%s)', async (key, which) => {
      const versionId = { 'another organization': acmeForm.versionId, unknown: randomUUID(), malformed: 'x' }[which];
      const result = await as(key, BY_VERSION, { versionId });
      expect(result.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('answers a bundle without its own form with the partner default form, another organization’s as NOT_FOUND', async () => {
      const BY_BUNDLE = `query($id: ID!) { formByProductBundle(productBundleId: $id) { id } }`;
      const byBundle = await as<{ formByProductBundle: { id: string } }>('partnerAdmin', BY_BUNDLE, {
        id: DEMO_BUNDLES[0].id,
      });
      const fallback = await as<{ defaultGlobalForm: { id: string } }>('partnerAdmin', '{ defaultGlobalForm { id } }');
      expect(byBundle.data?.formByProductBundle.id ?? byBundle.errors?.[0].message).toBe(
        fallback.data?.defaultGlobalForm.id ?? fallback.errors?.[0].message,
      );
      for (const id of [DEMO_BUNDLES[0].id, randomUUID(), 'x']) {
        const result = await as('employee', BY_BUNDLE, { id });
        expect(result.errors?.[0]).toMatchObject({ message: 'Not found', extensions: { code: 'NOT_FOUND' } });
      }
    });
  });

  describe('updateQuestionResponse', () => {
    it('replaces one answer of a draft and keeps the others', async () => {
      const draft = await as<{ createFormResponse: { formResponse: { id: string } } }>('employee', CREATE_RESPONSE, {
        input: { formId: acmeForm.id, questionResponses: [answer(acmeForm, 0, 'Yes')] },
      });
      const id = draft.data!.createFormResponse.formResponse.id;
      type Updated = { updateQuestionResponse: { formResponse: { questionResponses: { response: string[] }[] } } };
      const added = await as<Updated>('employee', UPDATE_QUESTION, { id, answer: answer(acmeForm, 1, ' Dr. Lee ') });
      expect(added.data?.updateQuestionResponse.formResponse.questionResponses.map((item) => item.response)).toEqual([
        ['Yes'],
        ['Dr. Lee'],
      ]);
      const replaced = await as<Updated>('employee', UPDATE_QUESTION, { id, answer: answer(acmeForm, 0, 'No') });
      expect(replaced.data?.updateQuestionResponse.formResponse.questionResponses.map((item) => item.response)).toEqual(
        [['No'], ['Dr. Lee']],
      );

      const stored = () =>
        sql<{ question_responses: unknown }>('SELECT question_responses FROM form_response WHERE id = $1', [id]);
      const before = await stored();
      const bad = await as('employee', UPDATE_QUESTION, { id, answer: answer(acmeForm, 0, 'Maybe') });
      expect(bad.errors?.[0]).toMatchObject({
        message: expect.stringContaining('Question 1'),
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const unknown = await as('employee', UPDATE_QUESTION, { id, answer: { questionId: 'nope', response: ['x'] } });
      expect(unknown.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(await stored()).toEqual(before);

      const elsewhere = await as('globexEmployee', UPDATE_QUESTION, { id, answer: answer(acmeForm, 0, 'Yes') });
      expect(elsewhere.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('addFormResponseToCase', () => {
    const responsesOf = (caseId: string) =>
      count('SELECT count(*)::int AS n FROM form_response WHERE case_id = $1', [caseId]);
    const activitiesOf = (caseId: string) =>
      count("SELECT count(*)::int AS n FROM case_activity WHERE case_id = $1 AND type = 'ADD_FORM_RESPONSE'", [caseId]);

    it('adds a submitted response with its activity', async () => {
      const result = await as<{
        addFormResponseToCase: { formResponse: { id: string; caseId: string; isDraft: boolean } };
      }>('casemanager', ADD_TO_CASE, {
        caseId: acmeCaseId,
        input: { formId: acmeForm.id, questionResponses: fullAnswers(acmeForm), externalId: 'ext-1' },
      });
      expect(result.errors).toBeUndefined();
      const added = result.data!.addFormResponseToCase.formResponse;
      expect(added).toMatchObject({ caseId: acmeCaseId, isDraft: false });
      const [activity] = await sql<{ actor_user_id: string; payload: { formResponseId: string } }>(
        `SELECT actor_user_id, payload FROM case_activity WHERE case_id = $1 AND type = 'ADD_FORM_RESPONSE'
         AND payload->>'formResponseId' = $2`,
        [acmeCaseId, added.id],
      );
      expect(activity).toBeDefined();
    });

    it('writes nothing for a missing required answer or a version of another form', async () => {
      const [responses, activities] = [await responsesOf(acmeCaseId), await activitiesOf(acmeCaseId)];
      const missing = await as('casemanager', ADD_TO_CASE, {
        caseId: acmeCaseId,
        input: { formId: acmeForm.id, questionResponses: [answer(acmeForm, 0, 'Yes')] },
      });
      expect(missing.errors?.[0]).toMatchObject({
        message: expect.stringContaining('Question 2'),
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const wrongVersion = await as('casemanager', ADD_TO_CASE, {
        caseId: acmeCaseId,
        input: { formId: acmeForm.id, versionId: globalForm.v1, questionResponses: fullAnswers(acmeForm) },
      });
      expect(wrongVersion.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'versionId' });
      expect([await responsesOf(acmeCaseId), await activitiesOf(acmeCaseId)]).toEqual([responses, activities]);
    });

    it('is for staff who can see the case, with a form of its organization', async () => {
      const input = { formId: acmeForm.id, questionResponses: fullAnswers(acmeForm) };
      const employee = await as('employee', ADD_TO_CASE, { caseId: acmeCaseId, input });
      expect(employee.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const otherOrganization = await as('globexAdmin', ADD_TO_CASE, { caseId: acmeCaseId, input });
      expect(otherOrganization.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const otherForm = await as('tpaSupport', ADD_TO_CASE, {
        caseId: acmeCaseId,
        input: { formId: globexForm.id, questionResponses: fullAnswers(globexForm) },
      });
      expect(otherForm.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('anonymous answers by single-use link (journey 7)', () => {
    const UPLOAD = `mutation($tokenId: ID!, $fileName: String!) {
      createAnonymousUploadUrl(tokenId: $tokenId, fileName: $fileName, contentType: "application/pdf") { url path }
    }`;
    type Upload = { createAnonymousUploadUrl: { url: string; path: string } };
    /** Uploads a file through the link, as the visitor's browser does; answers name its path. */
    const uploadThroughLink = async (tokenId: string, fileName: string) => {
      const created = (await anonymous<Upload>(UPLOAD, { tokenId, fileName })).data!.createAnonymousUploadUrl;
      const put = await fetch(api.url + new URL(created.url).pathname, {
        method: 'PUT',
        headers: { 'content-type': 'application/pdf' },
        body: '%PDF-1.4 certification',
      });
      expect(put.ok).toBe(true);
      return created.path;
    };
    const submitAnonymously = (tokenId: string, responses: unknown[] = fullAnswers(acmeForm), ip?: string) =>
      anonymous<{ addAnonymousUserFormResponseToCase: { success: boolean } }>(
        ANONYMOUS_SUBMIT,
        { tokenId, responses },
        ip,
      );
    const byToken = (tokenId: string) =>
      count(
        "SELECT count(*)::int AS n FROM case_activity WHERE type = 'ADD_FORM_RESPONSE' AND payload->>'anonymousFormTokenId' = $1",
        [tokenId],
      );

    it('lets a provider answer once: the answer joins the case and the link is used up', async () => {
      const created = await createToken('casemanager');
      expect(created.errors).toBeUndefined();
      const { tokenId, expiresAt } = created.data!.createAnonymousFormToken;
      const days = (new Date(expiresAt).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);

      const opened = await anonymous<{ anonymousForm: { form: FormResult } }>(ANONYMOUS_FORM, { tokenId });
      expect(opened.data?.anonymousForm.form).toMatchObject({ id: acmeForm.id, versionId: acmeForm.versionId });

      const file = await uploadThroughLink(tokenId, 'certification.pdf');
      const submitted = await submitAnonymously(tokenId, [...fullAnswers(acmeForm), answer(acmeForm, 2, file)]);
      expect(submitted.errors).toBeUndefined();
      expect(submitted.data?.addAnonymousUserFormResponseToCase.success).toBe(true);

      const [activity] = await sql<{ case_id: string; actor_user_id: string | null; response_id: string }>(
        `SELECT case_id, actor_user_id, payload->>'formResponseId' AS response_id FROM case_activity
         WHERE type = 'ADD_FORM_RESPONSE' AND payload->>'anonymousFormTokenId' = $1`,
        [tokenId],
      );
      expect(activity).toMatchObject({ case_id: acmeCaseId, actor_user_id: null });
      const [response] = await sql<{ respondent_id: string | null; case_id: string; is_draft: boolean }>(
        'SELECT respondent_id, case_id, is_draft FROM form_response WHERE id = $1',
        [activity.response_id],
      );
      expect(response).toEqual({ respondent_id: null, case_id: acmeCaseId, is_draft: false });
      const [token] = await sql<{ used_at: Date | null }>('SELECT used_at FROM anonymous_form_token WHERE id = $1', [
        tokenId,
      ]);
      expect(token.used_at).not.toBeNull();

      const reopened = await anonymous(ANONYMOUS_FORM, { tokenId });
      expect(reopened.errors?.[0]).toMatchObject({ message: LINK_MESSAGE, extensions: { code: 'NOT_FOUND' } });
      const reused = await submitAnonymously(tokenId);
      expect(reused.errors?.[0]).toMatchObject({ message: LINK_MESSAGE, extensions: { code: 'NOT_FOUND' } });
      expect(await byToken(tokenId)).toBe(1);
    });

    it('accepts exactly one of two concurrent submissions with one link', async () => {
      const { tokenId } = (await createToken('tpaLegal')).data!.createAnonymousFormToken;
      const results = await Promise.all([submitAnonymously(tokenId), submitAnonymously(tokenId)]);
      const succeeded = results.filter((result) => result.data?.addAnonymousUserFormResponseToCase.success);
      expect(succeeded).toHaveLength(1);
      expect(results.find((result) => result.errors)?.errors?.[0].message).toBe(LINK_MESSAGE);
      expect(await byToken(tokenId)).toBe(1);
    });

    it('refuses bad answers and files outside anonymous storage, writing nothing and keeping the link', async () => {
      const { tokenId } = (await createToken()).data!.createAnonymousFormToken;
      const responses = await count('SELECT count(*)::int AS n FROM form_response WHERE case_id = $1', [acmeCaseId]);
      const missing = await submitAnonymously(tokenId, [answer(acmeForm, 0, 'Yes')]);
      expect(missing.errors?.[0]).toMatchObject({
        message: expect.stringContaining('Question 2'),
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const foreignFile = await submitAnonymously(tokenId, [
        ...fullAnswers(acmeForm),
        answer(acmeForm, 2, 'personal/someone/certification.pdf'),
      ]);
      expect(foreignFile.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(await count('SELECT count(*)::int AS n FROM form_response WHERE case_id = $1', [acmeCaseId])).toBe(
        responses,
      );
      const [token] = await sql<{ used_at: Date | null }>('SELECT used_at FROM anonymous_form_token WHERE id = $1', [
        tokenId,
      ]);
      expect(token.used_at).toBeNull();
      expect((await submitAnonymously(tokenId)).errors).toBeUndefined();
    });

    it('refuses a file the link handed out a path for but that was never uploaded, keeping the link', async () => {
      const { tokenId } = (await createToken()).data!.createAnonymousFormToken;
      const handedOut = (await anonymous<Upload>(UPLOAD, { tokenId, fileName: 'certification.pdf' })).data!
        .createAnonymousUploadUrl.path;
      const refused = await submitAnonymously(tokenId, [...fullAnswers(acmeForm), answer(acmeForm, 2, handedOut)]);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'questionResponses: nothing was uploaded there',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const [token] = await sql<{ used_at: Date | null }>('SELECT used_at FROM anonymous_form_token WHERE id = $1', [
        tokenId,
      ]);
      expect(token.used_at).toBeNull();
    });

    it('takes files uploaded through the link itself, and no other anonymous upload', async () => {
      const first = (await createToken()).data!.createAnonymousFormToken.tokenId;
      const second = (await createToken()).data!.createAnonymousFormToken.tokenId;
      const mine = { path: await uploadThroughLink(first, 'certification.pdf') };
      const theirs = { path: await uploadThroughLink(second, 'other.pdf') };
      expect(mine.path).toMatch(/^anonymous\//);

      const borrowed = await submitAnonymously(first, [...fullAnswers(acmeForm), answer(acmeForm, 2, theirs.path)]);
      expect(borrowed.errors?.[0]).toMatchObject({
        message: expect.stringContaining('is not one of your uploaded files'),
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const own = await submitAnonymously(first, [...fullAnswers(acmeForm), answer(acmeForm, 2, mine.path)]);
      expect(own.errors).toBeUndefined();
      // A used link hands out no more upload URLs.
      const late = await anonymous(UPLOAD, { tokenId: first, fileName: 'late.pdf' });
      expect(late.errors?.[0]).toMatchObject({ message: LINK_MESSAGE, extensions: { code: 'NOT_FOUND' } });
    });

    it('refuses an expired link with the same message, writing nothing', async () => {
      const { tokenId } = (await createToken()).data!.createAnonymousFormToken;
      await sql("UPDATE anonymous_form_token SET expires_at = now() - interval '1 second' WHERE id = $1", [tokenId]);
      const opened = await anonymous(ANONYMOUS_FORM, { tokenId });
      expect(opened.errors?.[0]).toMatchObject({ message: LINK_MESSAGE, extensions: { code: 'NOT_FOUND' } });
      const submitted = await submitAnonymously(tokenId);
      expect(submitted.errors?.[0]).toMatchObject({ message: LINK_MESSAGE, extensions: { code: 'NOT_FOUND' } });
      expect(await byToken(tokenId)).toBe(0);
    });

    it.each([randomUUID(), 'not-a-token'])('answers the same NOT_FOUND for an unknown link (%s)', async (tokenId) => {
      const opened = await anonymous(ANONYMOUS_FORM, { tokenId });
      expect(opened.errors?.[0]).toMatchObject({ message: LINK_MESSAGE, extensions: { code: 'NOT_FOUND' } });
      const submitted = await submitAnonymously(tokenId);
      expect(submitted.errors?.[0]).toMatchObject({ message: LINK_MESSAGE, extensions: { code: 'NOT_FOUND' } });
    });

    it('issues links only to case workers and TPA who can see the case, for a form of its organization', async () => {
      expect((await createToken('employee')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await createToken('globexAdmin')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await createToken('tpaMedical', globexCaseId, globexForm.id)).errors?.[0].extensions?.code).toBe(
        'NOT_FOUND',
      );
      expect((await createToken('casemanager', acmeCaseId, globexForm.id)).errors?.[0].extensions?.code).toBe(
        'NOT_FOUND',
      );
      const tokens = await count('SELECT count(*)::int AS n FROM anonymous_form_token');
      const tooLong = await createToken('casemanager', acmeCaseId, acmeForm.id, 0);
      expect(tooLong.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'expiresInDays' });
      expect(await count('SELECT count(*)::int AS n FROM anonymous_form_token')).toBe(tokens);
      const global = await createToken('tpaLegal', acmeCaseId, globalForm.id);
      expect(global.errors).toBeUndefined();
    });

    it('rate limits submissions per client address', async () => {
      const limit = api.config.RATE_LIMIT_PUBLIC_PER_MINUTE;
      // The limiter counts in fixed one-minute windows of the clock: a burst that straddles the end of
      // a window is not one burst, so it is sent again (from a new address) until one fits in a window.
      const windowNow = () => Math.floor(Date.now() / 60_000);
      const burst = async () => {
        const ip = randomIp();
        const codes: unknown[] = [];
        for (let request = 0; request <= limit; request += 1) {
          codes.push((await submitAnonymously(randomUUID(), [], ip)).errors?.[0].extensions?.code);
        }
        return codes;
      };
      let codes: unknown[] = [];
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const window = windowNow();
        codes = await burst();
        if (windowNow() === window) break;
        if (attempt === 3) throw new Error('Three bursts in a row straddled a rate limit window');
      }
      expect(codes.slice(0, limit).every((code) => code === 'NOT_FOUND')).toBe(true);
      expect(codes[limit]).toBe('TOO_MANY_REQUESTS');
    });
  });
});
