import { createCanvas } from '@napi-rs/canvas';
import { Role, TpaSubRole } from '#access';
import { readPdf } from '#test/pdf-pages';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { singleSignOnCode, singleSignOnUserIdVerify } from '#domain/prescriptions';

type Answer<T> = { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

const DETAILS_FIELDS = 'userId npi dea availableInStates doseSpotUserId doseSpotClinicId notificationsDisabled';
const DETAILS = `query($userId: ID!, $organizationId: ID) {
  getUserExternalProviderDetails(userId: $userId, organizationId: $organizationId) { ${DETAILS_FIELDS} } }`;
const UPDATE_DETAILS = `mutation($userId: ID!, $input: ExternalProviderDetailsInput!) {
  updateUserExternalProviderDetails(userId: $userId, input: $input) { success details { ${DETAILS_FIELDS} } } }`;
const PHYSICIANS = `query($organizationId: ID) { getPhysiciansByOrganizationId(organizationId: $organizationId) { id npi availableInStates } }`;
const ADD_DECISION = `mutation($decision: CaseDecisionInput!) { addCaseDecision(decision: $decision) { success decision { id } } }`;
const GENERATE = `mutation($caseId: ID!, $caseDecisionId: ID) { generatePrescription(caseId: $caseId, caseDecisionId: $caseDecisionId) { success url } }`;
const PORTAL = `mutation($providerName: String!, $caseId: ID!, $input: ProviderPortalLogInInput) {
  providerPortalLogInRequest(providerName: $providerName, caseId: $caseId, input: $input) { success providerLoggingUrl } }`;
const UPLOAD_URL = `mutation($fileName: String!) {
  createUploadUrl(target: ORGANIZATION_IMAGE, fileName: $fileName, contentType: "image/png") { url path headers { name value } } }`;
const UPLOAD_LOGO = `mutation($organizationId: ID!, $filePath: String!) {
  uploadPrescriptionLogo(organizationId: $organizationId, filePath: $filePath) { success message url } }`;
const SECRET = `mutation { createOrganizationSecretKey(type: DOSE_SPOT) { secretKey } }`;
const CREATE_FORM = `mutation($input: CreateFormInput!) { createForm(input: $input) { form { id questions { id } } } }`;
const CREATE_RESPONSE = `mutation($input: CreateFormResponseInput!) { createFormResponse(input: $input) { formResponse { id } } }`;
const SUBMIT = 'mutation($id: ID!) { submitForm(formResponseId: $id) { caseId } }';

const VALID_NPI = '1234567893';
const OTHER_NPI = '1245319599';
const VALID_DEA = 'AQ1234563';

/** A solid blue PNG. */
const bluePng = () => {
  const canvas = createCanvas(160, 60);
  const context = canvas.getContext('2d');
  context.fillStyle = '#0000ff';
  context.fillRect(0, 0, 160, 60);
  return canvas.toBuffer('image/png');
};

/**
 * Prescriptions of a partner organization: prescriber details, the physician list, automatic assignment by
 * state, the printed prescription (with the prescription logo) and the DoseSpot sign-on.
 */
describe('prescriptions and prescribers over GraphQL', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let other: ScratchOrganization;

  const call = <T>(query: string, variables: Record<string, unknown>, token: string) =>
    api.graphql<T>(query, variables, { token }) as Promise<Answer<T>>;
  const as = (name: string) => org.users[name].token;
  const code = (answer: Answer<unknown>) => answer.errors?.[0]?.extensions?.code;
  const storedUser = async (id: string) =>
    (
      await org.query<{ npi: string | null; prescriber_ids: Record<string, string> }>(
        'SELECT npi, prescriber_ids FROM app_user WHERE id = $1',
        [id],
      )
    )[0];

  const uploadLogo = async (bytes: Buffer) => {
    type Signed = { createUploadUrl: { url: string; path: string; headers: { name: string; value: string }[] } };
    const signed = await call<Signed>(UPLOAD_URL, { fileName: 'prescription-logo.png' }, as('Admin'));
    const { url, path, headers } = signed.data!.createUploadUrl;
    const put = await fetch(api.url + new URL(url).pathname + new URL(url).search, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', ...Object.fromEntries(headers.map((h) => [h.name, h.value])) },
      body: new Uint8Array(bytes),
    });
    expect(put.ok).toBe(true);
    return call<{ uploadPrescriptionLogo: { success: boolean; message: string; url: string } }>(
      UPLOAD_LOGO,
      { organizationId: org.id, filePath: path },
      as('Admin'),
    );
  };

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Admin: Role.ADMIN,
      Worker: Role.CASEWORKER,
      Medical: TpaSubRole.TPAMEDICAL,
      Pat: Role.USER,
    });
    other = await createScratchOrganization({ Admin: Role.ADMIN, Pat: Role.USER });
    await org.query('UPDATE organization SET is_partner = true WHERE id = $1', [org.id]);
    await org.query(
      `UPDATE app_user SET state = 'Texas', dob = '1980-04-02', address = '1 Main St', city = 'Austin' WHERE id = $1`,
      [org.users.Pat.id],
    );
  });
  afterAll(async () => {
    for (const scratch of [org, other]) await scratch?.close();
    await api?.close();
  });

  describe('prescriber details', () => {
    it('lets a physician record their own NPI, DEA, states and DoseSpot ids, and reads them back', async () => {
      const medical = org.users.Medical;
      const answer = await call<{ updateUserExternalProviderDetails: { details: Record<string, unknown> } }>(
        UPDATE_DETAILS,
        {
          userId: medical.id,
          input: {
            npi: VALID_NPI,
            dea: 'aq1234563',
            availableInStates: ['tx', 'CA'],
            doseSpotUserId: '4321',
            doseSpotClinicId: '77',
          },
        },
        medical.token,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.updateUserExternalProviderDetails.details).toEqual({
        userId: medical.id,
        npi: VALID_NPI,
        dea: VALID_DEA,
        availableInStates: ['CA', 'TX'],
        doseSpotUserId: '4321',
        doseSpotClinicId: '77',
        notificationsDisabled: false,
      });
      const read = await call<{ getUserExternalProviderDetails: { npi: string } }>(
        DETAILS,
        { userId: medical.id, organizationId: org.id },
        as('Worker'),
      );
      expect(read.data?.getUserExternalProviderDetails.npi).toBe(VALID_NPI);
      // An administrator edits a person of the organization (the one who will print prescriptions here).
      const admin = await call(UPDATE_DETAILS, { userId: org.users.Admin.id, input: { npi: OTHER_NPI } }, as('Admin'));
      expect(admin.errors).toBeUndefined();
    });

    it.each([
      ['an NPI with a wrong check digit', { npi: '1234567890' }, 'npi'],
      ['a DEA number with a wrong check digit', { dea: 'AQ1234564' }, 'dea'],
      ['a state that is not one', { availableInStates: ['XX'] }, 'availableInStates'],
      ['a state twice', { availableInStates: ['TX', 'tx'] }, 'availableInStates'],
      ['a control character', { doseSpotUserId: '12\u0000' }, 'doseSpotUserId'],
      ['a huge text', { npi: '9'.repeat(100_000) }, 'npi'],
    ])('refuses %s and writes nothing', async (_name, input, field) => {
      const before = await storedUser(org.users.Worker.id);
      const answer = await call(UPDATE_DETAILS, { userId: org.users.Worker.id, input }, as('Admin'));
      expect(code(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0].message).toContain(field);
      expect(await storedUser(org.users.Worker.id)).toEqual(before);
    });

    it('refuses a wrong type at the schema', async () => {
      const answer = await call(
        UPDATE_DETAILS,
        { userId: org.users.Worker.id, input: { npi: 1234567893 } },
        as('Admin'),
      );
      expect(answer.errors).toBeDefined();
      expect(answer.data ?? null).toBeNull();
    });

    it('keeps an employee to their own details, and other organizations out', async () => {
      expect(code(await call(DETAILS, { userId: org.users.Admin.id }, as('Pat')))).toBe('FORBIDDEN');
      expect(
        code(await call(UPDATE_DETAILS, { userId: org.users.Admin.id, input: { npi: VALID_NPI } }, as('Pat'))),
      ).toBe('FORBIDDEN');
      expect((await call(DETAILS, { userId: org.users.Pat.id }, as('Pat'))).errors).toBeUndefined();
      expect(code(await call(DETAILS, { userId: org.users.Admin.id }, other.users.Admin.token))).toBe('NOT_FOUND');
      expect(
        code(
          await call(
            UPDATE_DETAILS,
            { userId: org.users.Admin.id, input: { npi: VALID_NPI } },
            other.users.Admin.token,
          ),
        ),
      ).toBe('NOT_FOUND');
      expect((await storedUser(org.users.Admin.id)).npi).toBe(OTHER_NPI);
    });

    it('lists the physicians of the organization: who may be assigned cases and has an NPI', async () => {
      const answer = await call<{ getPhysiciansByOrganizationId: { id: string }[] }>(PHYSICIANS, {}, as('Worker'));
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.getPhysiciansByOrganizationId.map((user) => user.id).sort()).toEqual(
        [org.users.Admin.id, org.users.Medical.id].sort(),
      );
      expect(code(await call(PHYSICIANS, {}, as('Pat')))).toBe('FORBIDDEN');
      expect(code(await call(PHYSICIANS, { organizationId: org.id }, other.users.Admin.token))).toBe('NOT_FOUND');
    });
  });

  describe('automatic assignment to a physician licensed in the employee state', () => {
    let formId: string;
    let questionId: string;
    const submitRequest = async () => {
      const draft = await call<{ createFormResponse: { formResponse: { id: string } } }>(
        CREATE_RESPONSE,
        { input: { formId, questionResponses: [{ questionId, response: ['Weight'] }] } },
        as('Pat'),
      );
      expect(draft.errors).toBeUndefined();
      const submitted = await call<{ submitForm: { caseId: string } }>(
        SUBMIT,
        { id: draft.data!.createFormResponse.formResponse.id },
        as('Pat'),
      );
      expect(submitted.errors).toBeUndefined();
      const [row] = await org.query<{ assigned_to_id: string | null; status: string }>(
        'SELECT assigned_to_id, status FROM case_record WHERE id = $1',
        [submitted.data!.submitForm.caseId],
      );
      const activities = await org.query<{ type: string; payload: Record<string, unknown> }>(
        `SELECT type, payload FROM case_activity WHERE case_id = $1 AND type = 'ADD_CASE_ASSIGNEE'`,
        [submitted.data!.submitForm.caseId],
      );
      return { ...row, activities };
    };

    beforeAll(async () => {
      const created = await call<{ createForm: { form: { id: string; questions: { id: string }[] } } }>(
        CREATE_FORM,
        {
          input: {
            name: 'Weight care intake',
            linkName: `rx-${org.id.slice(0, 8)}`,
            questions: [{ type: 'TEXT', text: 'What brings you here?', required: true }],
          },
        },
        as('Admin'),
      );
      expect(created.errors).toBeUndefined();
      formId = created.data!.createForm.form.id;
      questionId = created.data!.createForm.form.questions[0].id;
    });

    it('leaves a new request unassigned while the organization has the setting off', async () => {
      const opened = await submitRequest();
      expect(opened).toMatchObject({ assigned_to_id: null, status: 'OPEN', activities: [] });
    });

    it('assigns the physician licensed in the state, recording the assignee activity', async () => {
      await org.query(
        `UPDATE organization SET settings = settings || '{"featureFlags": {"messagesIncludeFullText": false, "autoAssignPhysicians": true}}' WHERE id = $1`,
        [org.id],
      );
      // The administrator (an NPI, no states) is not licensed in Texas; the TPA Medical is.
      const opened = await submitRequest();
      expect(opened.assigned_to_id).toBe(org.users.Medical.id);
      expect(opened.status).toBe('ASSIGNED');
      expect(opened.activities).toEqual([
        expect.objectContaining({
          type: 'ADD_CASE_ASSIGNEE',
          payload: expect.objectContaining({ userId: org.users.Medical.id, automatic: true, state: 'TX' }),
        }),
      ]);
    });

    it('picks the licensed physician with fewer undecided cases, and nobody when none is licensed', async () => {
      await call(UPDATE_DETAILS, { userId: org.users.Admin.id, input: { availableInStates: ['TX'] } }, as('Admin'));
      const opened = await submitRequest();
      expect(opened.assigned_to_id).toBe(org.users.Admin.id);
      await org.query(`UPDATE app_user SET state = 'Ohio' WHERE id = $1`, [org.users.Pat.id]);
      expect((await submitRequest()).assigned_to_id).toBeNull();
      await org.query(`UPDATE app_user SET state = 'Texas' WHERE id = $1`, [org.users.Pat.id]);
    });
  });

  describe('generatePrescription', () => {
    let caseId: string;
    let bareCaseId: string;

    beforeAll(async () => {
      caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Medical' });
      bareCaseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
      const decided = await call(
        ADD_DECISION,
        {
          decision: {
            caseId,
            isApproved: true,
            isIndefinite: true,
            startDate: '2026-11-01',
            medicine: 'Semaglutide',
            dosage: '0.25 mg',
            dosingFrequency: 'Once weekly',
            refillCount: 2,
            pharmacyInstructions: 'Keep refrigerated',
          },
        },
        as('Admin'),
      );
      expect(decided.errors).toBeUndefined();
    });

    it('registers the prescription logo after checking it is a PNG', async () => {
      const refused = await uploadLogo(Buffer.from('not a png at all'));
      expect(code(refused)).toBe('BAD_USER_INPUT');
      const stored = await uploadLogo(bluePng());
      expect(stored.errors).toBeUndefined();
      expect(stored.data?.uploadPrescriptionLogo).toMatchObject({
        success: true,
        message: 'Image uploaded successfully',
      });
      expect(stored.data?.uploadPrescriptionLogo.url).toBeTruthy();
      expect(
        code(await call(UPLOAD_LOGO, { organizationId: org.id, filePath: 'personal/x/y.png' }, as('Worker'))),
      ).toBe('FORBIDDEN');
    });

    it('prints the decision medication with the patient, the prescriber NPI and the logo', async () => {
      const answer = await call<{ generatePrescription: { success: boolean; url: string } }>(
        GENERATE,
        { caseId },
        as('Admin'),
      );
      expect(answer.errors).toBeUndefined();
      const download = await fetch(
        api.url +
          new URL(answer.data!.generatePrescription.url).pathname +
          new URL(answer.data!.generatePrescription.url).search,
      );
      expect(download.status).toBe(200);
      const [page] = await readPdf(Buffer.from(await download.arrayBuffer()));
      for (const text of [
        'Pat Scratch',
        'Semaglutide',
        'Dosage: 0.25 mg',
        'Once weekly',
        'Refills: 2',
        `NPI: ${OTHER_NPI}`,
      ]) {
        expect(page.text).toContain(text);
      }
      expect(page.images).toBe(1);
      expect(page.pixelAt(74, 74)).toEqual([0, 0, 255, 255]);
    });

    it('tells each viewer, on the decision, which prescription actions it may take', async () => {
      const DECISIONS = `query($caseId: ID!) { caseById(caseId: $caseId) { decisions { medicine viewerCan { generatePrescription providerPortalLogInRequest } } } }`;
      type Decisions = { caseById: { decisions: { viewerCan: Record<string, boolean> }[] } };
      const admin = await call<Decisions>(DECISIONS, { caseId }, as('Admin'));
      expect(admin.data?.caseById.decisions[0].viewerCan).toEqual({
        generatePrescription: true,
        providerPortalLogInRequest: true,
      });
      const employee = await call<Decisions>(DECISIONS, { caseId }, as('Pat'));
      expect(employee.data?.caseById.decisions[0].viewerCan).toEqual({
        generatePrescription: false,
        providerPortalLogInRequest: false,
      });
    });

    it('refuses who may not decide, other organizations, and cases without a medication', async () => {
      expect(code(await call(GENERATE, { caseId }, as('Pat')))).toBe('FORBIDDEN');
      expect(code(await call(GENERATE, { caseId }, other.users.Admin.token))).toBe('NOT_FOUND');
      expect(code(await call(GENERATE, { caseId: 'not-an-id' }, as('Admin')))).toBe('NOT_FOUND');
      expect(code(await call(GENERATE, { caseId: bareCaseId }, as('Admin')))).toBe('ILLEGAL_STATE');
      expect(
        code(await call(GENERATE, { caseId, caseDecisionId: '00000000-0000-4000-8000-000000000000' }, as('Admin'))),
      ).toBe('NOT_FOUND');
    });
  });

  describe('providerPortalLogInRequest', () => {
    let caseId: string;
    let clinicKey: string;

    beforeAll(async () => {
      caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Medical' });
    });

    it('needs the organization DoseSpot key first', async () => {
      expect(code(await call(PORTAL, { providerName: 'DOSE_SPOT', caseId }, as('Medical')))).toBe('ILLEGAL_STATE');
      const issued = await call<{ createOrganizationSecretKey: { secretKey: string } }>(SECRET, {}, as('Admin'));
      clinicKey = issued.data!.createOrganizationSecretKey.secretKey;
      expect(clinicKey).toBeTruthy();
    });

    it('signs the physician in to DoseSpot by its documented single sign-on, without revealing the key', async () => {
      const answer = await call<{ providerPortalLogInRequest: { providerLoggingUrl: string } }>(
        PORTAL,
        { providerName: 'DOSE_SPOT', caseId, input: { patientId: '9001' } },
        as('Medical'),
      );
      expect(answer.errors).toBeUndefined();
      const url = new URL(answer.data!.providerPortalLogInRequest.providerLoggingUrl);
      expect(`${url.origin}${url.pathname}`).toBe('https://my.staging.dosespot.com/LoginSingleSignOn.aspx');
      const parameters = url.searchParams;
      expect(parameters.get('SingleSignOnClinicId')).toBe('77');
      expect(parameters.get('SingleSignOnUserId')).toBe('4321');
      expect(parameters.get('SingleSignOnPhraseLength')).toBe('32');
      expect(parameters.get('PatientId')).toBe('9001');
      const phrase = parameters.get('SingleSignOnCode')!.slice(0, 32);
      expect(parameters.get('SingleSignOnCode')).toBe(singleSignOnCode(phrase, clinicKey));
      expect(parameters.get('SingleSignOnUserIdVerify')).toBe(singleSignOnUserIdVerify(phrase, '4321', clinicKey));
      expect(url.href).not.toContain(clinicKey);
    });

    it('refuses other providers, bad patient ids, non-prescribers, employees and other organizations', async () => {
      expect(code(await call(PORTAL, { providerName: 'SURESCRIPTS', caseId }, as('Medical')))).toBe('BAD_USER_INPUT');
      expect(
        code(await call(PORTAL, { providerName: 'DOSE_SPOT', caseId, input: { patientId: '9\u0000' } }, as('Medical'))),
      ).toBe('BAD_USER_INPUT');
      // The administrator has an NPI but no DoseSpot ids.
      expect(code(await call(PORTAL, { providerName: 'DOSE_SPOT', caseId }, as('Admin')))).toBe('ILLEGAL_STATE');
      expect(code(await call(PORTAL, { providerName: 'DOSE_SPOT', caseId }, as('Pat')))).toBe('FORBIDDEN');
      expect(code(await call(PORTAL, { providerName: 'DOSE_SPOT', caseId }, other.users.Admin.token))).toBe(
        'NOT_FOUND',
      );
    });
  });
});
