import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { DEFAULT_ROLE_PERMISSIONS, Permission, Role, TpaSubRole } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';

type Answer<T = Record<string, unknown>> = {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};
type ViewerCan = Record<string, boolean>;

/** One user per role, and an HR Administrator whose custom role lacks delete_case_attachment. */
const ACTORS = {
  Cv: Role.CVADMIN,
  Admin: Role.ADMIN,
  Manager: Role.CASEMANAGER,
  Worker: Role.CASEWORKER,
  Pat: Role.USER,
  Support: TpaSubRole.TPASUPPORT,
  Legal: TpaSubRole.TPALEGAL,
  Medical: TpaSubRole.TPAMEDICAL,
  Custom: Role.ADMIN,
} as const;
type Actor = keyof typeof ACTORS;
const ACTOR_NAMES = Object.keys(ACTORS) as Actor[];

interface CaseState {
  status?: string;
  isArchived?: boolean;
  /** The assignee; 'actor' names whoever runs the operation. */
  assignedTo?: Actor | 'actor';
  hrRep?: Actor;
}

interface Operation {
  /** The viewerCan field that answers for this operation. */
  field: string;
  label?: string;
  state?: CaseState;
  /** Brings the case to where the operation has something to act on; returns ids the run needs. */
  setup?: (caseId: string, actor: Actor) => Promise<Record<string, string>>;
  run: (actor: Actor, caseId: string, ids: Record<string, string>) => Promise<Answer>;
}

const VIEWER_CAN = 'query($caseId: ID!) { caseById(caseId: $caseId) { viewerCan { FIELDS } } }';

describe('Case.viewerCan matches what each role may do', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let formId: string;
  let questionId: string;
  let viewerCanFields: string[];

  const as = <T = Record<string, unknown>>(actor: Actor, query: string, variables: Record<string, unknown> = {}) =>
    api.graphql<T>(query, variables, { token: org.users[actor].token }) as Promise<Answer<T>>;
  /** Setup steps run as the CV Admin and must succeed. */
  const staff = async <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>) => {
    const answer = await as<T>('Cv', query, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data as T;
  };
  const uploaded = async (actor: Actor) => {
    const created = await as<{ createUploadUrl: { url: string; path: string } }>(
      actor,
      'mutation { createUploadUrl(target: PERSONAL, fileName: "letter.pdf", contentType: "application/pdf") { url path } }',
    );
    const { url, path } = created.data!.createUploadUrl;
    const put = await fetch(api.url + new URL(url).pathname, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: '%PDF-1.4 letter',
    });
    expect(put.ok).toBe(true);
    return path;
  };
  const paymentOn = async (caseId: string) => {
    const added = await staff<{ addCasePayment: { payment: { id: string } } }>(
      'mutation($caseId: ID!) { addCasePayment(input: { caseId: $caseId, amount: 2500 }) { payment { id } } }',
      { caseId },
    );
    return { paymentId: added.addCasePayment.payment.id };
  };
  const escalated = async (caseId: string) => {
    await staff(
      'mutation($caseId: ID!) { escalateCase(caseId: $caseId, category: SUPPORT_ESCALATION, reasons: ["Late"]) { success } }',
      {
        caseId,
      },
    );
    const found = await staff<{ caseById: { escalations: { id: string }[] } }>(
      'query($caseId: ID!) { caseById(caseId: $caseId) { escalations { id } } }',
      { caseId },
    );
    return { escalationId: found.caseById.escalations[0].id };
  };
  const decided = async (caseId: string) => {
    const added = await staff<{ addCaseDecision: { decision: { id: string } } }>(
      'mutation($decision: CaseDecisionInput!) { addCaseDecision(decision: $decision) { decision { id } } }',
      { decision: { caseId, isApproved: true, isIndefinite: true, startDate: '2026-01-05' } },
    );
    return { decisionId: added.addCaseDecision.decision.id };
  };
  let pharmacyId: string;
  const ORDER_ADDRESS = {
    addressLine1: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    country: 'US',
    postalCode: '62701',
  };
  const CREATE_ORDER = `mutation($caseId: ID!, $pharmacyId: ID!, $address: PaymentShippingAddressInput!) {
    createCaseOrder(input: { caseId: $caseId, pharmacyId: $pharmacyId, shippingAddress: $address }) { order { id } } }`;
  /** A decision naming a medication, which an order carries. */
  const medicated = async (caseId: string) => {
    await staff(
      'mutation($decision: CaseDecisionInput!) { addCaseDecision(decision: $decision) { decision { id } } }',
      { decision: { caseId, isApproved: true, isIndefinite: true, startDate: '2026-01-05', medicine: 'Semaglutide' } },
    );
    return {};
  };
  const orderOn = async (caseId: string) => {
    await medicated(caseId);
    const placed = await staff<{ createCaseOrder: { order: { id: string } } }>(CREATE_ORDER, {
      caseId,
      pharmacyId,
      address: ORDER_ADDRESS,
    });
    return { orderId: placed.createCaseOrder.order.id };
  };
  const mutate =
    (query: string, extra: (ids: Record<string, string>) => Record<string, unknown> = () => ({})) =>
    (actor: Actor, caseId: string, ids: Record<string, string>) =>
      as(actor, query, { caseId, ...extra(ids) });

  const OPERATIONS: Operation[] = [
    {
      field: 'updateCase',
      run: mutate('mutation($caseId: ID!) { updateCase(caseId: $caseId, input: { title: "Renamed" }) { success } }'),
    },
    {
      field: 'changeCaseStatus',
      run: mutate('mutation($caseId: ID!) { changeCaseStatus(caseId: $caseId, status: NO_DECISION) { success } }'),
    },
    {
      field: 'assignCase',
      state: { status: 'OPEN' },
      run: (actor, caseId) =>
        as(actor, 'mutation($caseId: ID!, $userId: ID!) { assignCase(caseId: $caseId, userId: $userId) { success } }', {
          caseId,
          userId: org.users.Worker.id,
        }),
    },
    {
      field: 'unassignCase',
      state: { status: 'ASSIGNED', assignedTo: 'Worker' },
      run: mutate('mutation($caseId: ID!) { unassignCase(caseId: $caseId) { success } }'),
    },
    {
      field: 'acceptCase',
      state: { status: 'ASSIGNED', assignedTo: 'actor' },
      run: mutate('mutation($caseId: ID!) { acceptCase(caseId: $caseId) { success } }'),
    },
    {
      field: 'assignUserToCase',
      run: (actor, caseId) =>
        as(
          actor,
          'mutation($caseId: ID!, $ids: [ID!]!) { assignUserToCase(caseId: $caseId, userIds: $ids) { success } }',
          {
            caseId,
            ids: [org.users.Admin.id],
          },
        ),
    },
    {
      field: 'unassignUserFromCase',
      run: (actor, caseId) =>
        as(
          actor,
          'mutation($caseId: ID!, $userId: ID!) { unassignUserFromCase(caseId: $caseId, userId: $userId) { success } }',
          {
            caseId,
            userId: org.users.Worker.id,
          },
        ),
    },
    {
      field: 'assignCaseHrRep',
      run: (actor, caseId) =>
        as(
          actor,
          'mutation($caseId: ID!, $userId: ID!) { assignCaseHrRep(caseId: $caseId, userId: $userId) { success } }',
          {
            caseId,
            userId: org.users.Manager.id,
          },
        ),
    },
    {
      field: 'unassignCaseHrRep',
      state: { hrRep: 'Manager' },
      run: mutate('mutation($caseId: ID!) { unassignCaseHrRep(caseId: $caseId) { success } }'),
    },
    {
      field: 'archiveCase',
      label: 'archiveCase (decided)',
      state: { status: 'APPROVED' },
      run: mutate('mutation($caseId: ID!) { archiveCase(caseId: $caseId, reason: "Done") { success } }'),
    },
    {
      field: 'archiveCase',
      label: 'archiveCase (force, no decision)',
      run: mutate(
        'mutation($caseId: ID!) { archiveCase(caseId: $caseId, reason: "Withdrawn", force: true) { success } }',
      ),
    },
    {
      field: 'reopenCase',
      state: { status: 'APPROVED', isArchived: true },
      run: mutate('mutation($caseId: ID!) { reopenCase(caseId: $caseId) { success } }'),
    },
    {
      field: 'escalateCase',
      run: mutate(
        'mutation($caseId: ID!) { escalateCase(caseId: $caseId, category: CLINICAL_ESCALATION, reasons: ["Pain"]) { success } }',
      ),
    },
    {
      field: 'addCaseEscalation',
      run: mutate(
        'mutation($caseId: ID!) { addCaseEscalation(caseId: $caseId, category: CLINICAL_ESCALATION, reasons: ["Pain"]) { success } }',
      ),
    },
    {
      field: 'updateCaseEscalation',
      setup: escalated,
      run: (actor, _caseId, ids) =>
        as(
          actor,
          'mutation($id: ID!) { updateCaseEscalation(escalationId: $id, category: CLINICAL_ESCALATION, reasons: ["Worse"]) { success } }',
          { id: ids.escalationId },
        ),
    },
    {
      field: 'removeCaseEscalation',
      setup: escalated,
      run: (actor, _caseId, ids) =>
        as(actor, 'mutation($id: ID!) { removeCaseEscalation(escalationId: $id) { success } }', {
          id: ids.escalationId,
        }),
    },
    {
      field: 'deEscalateCase',
      setup: escalated,
      run: mutate('mutation($caseId: ID!) { deEscalateCase(caseId: $caseId) { success } }'),
    },
    {
      field: 'addCaseComment',
      run: mutate('mutation($caseId: ID!) { addCaseComment(caseId: $caseId, text: "Hello") { success } }'),
    },
    {
      field: 'sendCaseMessage',
      run: mutate(
        'mutation($caseId: ID!) { sendCaseMessage(input: { caseId: $caseId, channel: EMAIL, text: "Hello" }) { success } }',
      ),
    },
    {
      field: 'acknowledgeCaseComment',
      setup: async (caseId) => {
        const added = await as<{ addCaseComment: { comment: { id: string } } }>(
          'Pat',
          'mutation($caseId: ID!) { addCaseComment(caseId: $caseId, text: "Any news?") { comment { id } } }',
          { caseId },
        );
        return { commentId: added.data!.addCaseComment.comment.id };
      },
      run: (actor, _caseId, ids) =>
        as(actor, 'mutation($id: ID!) { acknowledgeCaseComment(commentId: $id) { success } }', { id: ids.commentId }),
    },
    {
      field: 'deleteCaseComment',
      label: "deleteCaseComment (someone else's comment)",
      setup: async (caseId, actor) => {
        const added = await as<{ addCaseComment: { comment: { id: string } } }>(
          actor === 'Pat' ? 'Admin' : 'Pat',
          'mutation($caseId: ID!) { addCaseComment(caseId: $caseId, text: "Sent twice") { comment { id } } }',
          { caseId },
        );
        return { commentId: added.data!.addCaseComment.comment.id };
      },
      run: (actor, _caseId, ids) =>
        as(actor, 'mutation($id: ID!) { deleteCaseComment(commentId: $id) { success } }', { id: ids.commentId }),
    },
    {
      field: 'addCaseNote',
      run: mutate('mutation($caseId: ID!) { addCaseNote(caseId: $caseId, text: "Internal") { success } }'),
    },
    {
      field: 'acknowledgeCaseNote',
      setup: async (caseId) => {
        const added = await staff<{ addCaseNote: { note: { id: string } } }>(
          'mutation($caseId: ID!, $tagged: [ID!]) { addCaseNote(caseId: $caseId, text: "Look", taggedUserIds: $tagged) { note { id } } }',
          { caseId, tagged: [org.users.Worker.id] },
        );
        return { noteId: added.addCaseNote.note.id };
      },
      run: (actor, _caseId, ids) =>
        as(actor, 'mutation($id: ID!) { acknowledgeCaseNote(noteId: $id) { success } }', { id: ids.noteId }),
    },
    {
      field: 'addCaseDecision',
      run: (actor, caseId) =>
        as(actor, 'mutation($decision: CaseDecisionInput!) { addCaseDecision(decision: $decision) { success } }', {
          decision: { caseId, isApproved: false, isIndefinite: true, startDate: '2026-02-01' },
        }),
    },
    {
      field: 'updateCaseDecision',
      setup: decided,
      run: (actor, _caseId, ids) =>
        as(
          actor,
          'mutation($id: ID!) { updateCaseDecision(caseDecisionId: $id, isIndefinite: true, startDate: "2026-03-01") { success } }',
          { id: ids.decisionId },
        ),
    },
    {
      field: 'deleteCaseDecision',
      setup: decided,
      run: (actor, _caseId, ids) =>
        as(actor, 'mutation($id: ID!) { deleteCaseDecision(caseDecisionId: $id) { success } }', { id: ids.decisionId }),
    },
    {
      field: 'uploadFile',
      run: async (actor, caseId) =>
        as(
          actor,
          'mutation($caseId: ID!, $path: String!) { uploadFile(caseId: $caseId, filePath: $path) { success } }',
          {
            caseId,
            path: await uploaded(actor),
          },
        ),
    },
    {
      field: 'deleteCaseAttachment',
      setup: async (caseId) => {
        const added = await staff<{ uploadFile: { attachment: { id: string } } }>(
          'mutation($caseId: ID!, $path: String!) { uploadFile(caseId: $caseId, filePath: $path) { attachment { id } } }',
          { caseId, path: await uploaded('Cv') },
        );
        return { attachmentId: added.uploadFile.attachment.id };
      },
      run: (actor, _caseId, ids) =>
        as(actor, 'mutation($id: ID!) { deleteCaseAttachment(attachmentId: $id) { success } }', {
          id: ids.attachmentId,
        }),
    },
    {
      field: 'allCaseConsultRequests',
      run: mutate('query($caseId: ID!) { allCaseConsultRequests(caseId: $caseId) { id } }'),
    },
    {
      field: 'requestCaseConsult',
      run: mutate(
        'mutation($caseId: ID!) { requestCaseConsult(caseId: $caseId, reason: "Dose question") { success } }',
      ),
    },
    {
      field: 'sendCaseConsultMessage',
      setup: async (caseId) => {
        const asked = await staff<{ requestCaseConsult: { consultRequest: { id: string } } }>(
          'mutation($caseId: ID!) { requestCaseConsult(caseId: $caseId, reason: "Dose") { consultRequest { id } } }',
          { caseId },
        );
        return { consultRequestId: asked.requestCaseConsult.consultRequest.id };
      },
      run: (actor, _caseId, ids) =>
        as(actor, 'mutation($id: ID!) { sendCaseConsultMessage(consultRequestId: $id, text: "Noted") { success } }', {
          id: ids.consultRequestId,
        }),
    },
    {
      field: 'allCaseSupportNotes',
      run: mutate('query($caseId: ID!) { allCaseSupportNotes(caseId: $caseId) { id } }'),
    },
    {
      field: 'addCaseSupportNote',
      run: mutate('mutation($caseId: ID!) { addCaseSupportNote(caseId: $caseId, content: "Called back") { success } }'),
    },
    {
      field: 'updateCaseSupportNote',
      setup: async (caseId) => {
        const added = await staff<{ addCaseSupportNote: { supportNote: { id: string } } }>(
          'mutation($caseId: ID!) { addCaseSupportNote(caseId: $caseId, content: "Call") { supportNote { id } } }',
          { caseId },
        );
        return { supportNoteId: added.addCaseSupportNote.supportNote.id };
      },
      run: (actor, _caseId, ids) =>
        as(actor, 'mutation($id: ID!) { updateCaseSupportNote(supportNoteId: $id, isCompleted: true) { success } }', {
          id: ids.supportNoteId,
        }),
    },
    {
      field: 'addCasePayment',
      run: (actor, caseId) =>
        as(actor, 'mutation($caseId: ID!) { addCasePayment(input: { caseId: $caseId, amount: 1000 }) { success } }', {
          caseId,
        }),
    },
    {
      field: 'updateCasePayment',
      setup: async (caseId) => paymentOn(caseId),
      run: (actor, _caseId, ids) =>
        as(actor, 'mutation($id: ID!) { updateCasePayment(input: { paymentId: $id, status: PAID }) { success } }', {
          id: ids.paymentId,
        }),
    },
    {
      field: 'deleteCasePayment',
      setup: async (caseId) => paymentOn(caseId),
      run: (actor, _caseId, ids) =>
        as(actor, 'mutation($id: ID!) { deleteCasePayment(paymentId: $id) { success } }', { id: ids.paymentId }),
    },
    {
      field: 'sendPaymentInfoLink',
      run: (actor, caseId) =>
        as(actor, 'mutation($caseId: ID!) { sendPaymentInfoLink(caseId: $caseId, channel: EMAIL) { success } }', {
          caseId,
        }),
    },
    {
      field: 'caseOrders',
      run: (actor, caseId) => as(actor, 'query($caseId: ID!) { caseOrders(caseId: $caseId) { id } }', { caseId }),
    },
    {
      field: 'createCaseOrder',
      setup: medicated,
      run: (actor, caseId) => as(actor, CREATE_ORDER, { caseId, pharmacyId, address: ORDER_ADDRESS }),
    },
    {
      field: 'changeCaseOrder',
      setup: orderOn,
      run: (actor, _caseId, ids) =>
        as(actor, 'mutation($id: ID!) { changeCaseOrderStatus(orderId: $id, status: CANCELLED) { success } }', {
          id: ids.orderId,
        }),
    },
    {
      field: 'fmlaHoursByUserId',
      run: (actor) => as(actor, 'query($id: ID!) { fmlaHoursByUserId(userId: $id) { id } }', { id: org.users.Pat.id }),
    },
    {
      field: 'addFmlaHours',
      run: (actor) =>
        as(
          actor,
          'mutation($id: ID!) { addFmlaHours(userId: $id, fmlaHoursTaken: 4, workHoursMissed: 4) { success } }',
          {
            id: org.users.Pat.id,
          },
        ),
    },
    {
      field: 'addFormResponseToCase',
      run: (actor, caseId) =>
        as(
          actor,
          'mutation($caseId: ID!, $input: AddFormResponseToCaseInput!) { addFormResponseToCase(caseId: $caseId, input: $input) { success } }',
          { caseId, input: { formId, questionResponses: [{ questionId, response: ['Dr. Rivera'] }] } },
        ),
    },
    {
      field: 'createAnonymousFormToken',
      run: (actor, caseId) =>
        as(
          actor,
          'mutation($caseId: ID!, $formId: ID!) { createAnonymousFormToken(caseId: $caseId, formId: $formId, expiresInDays: 7) { success } }',
          { caseId, formId },
        ),
    },
    {
      field: 'downloadCase',
      run: async (actor, caseId) => {
        const response = await fetch(`${api.url}/cases/${caseId}/download`, {
          headers: { authorization: `Bearer ${org.users[actor].token}` },
        });
        await response.arrayBuffer();
        return response.ok ? { data: {} } : { errors: [{ message: `HTTP ${response.status}` }] };
      },
    },
  ];

  /** The scratch organization's one database connection takes one statement at a time. */
  let writing: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const done = writing.then(work);
    writing = done.catch(() => undefined);
    return done;
  };

  /** A fresh case of Pat's, worked by the caseworker and the TPA Medical (on its team), in the given state. */
  const scratchCase = (actor: Actor, state: CaseState = {}) => serially(() => insertScratchCase(actor, state));
  const insertScratchCase = async (actor: Actor, state: CaseState) => {
    const assignee = state.assignedTo === 'actor' ? actor : state.assignedTo;
    const caseId = await org.insertCase({
      submitter: 'Pat',
      status: state.status ?? 'IN_PROGRESS',
      isArchived: state.isArchived ?? false,
      assignedTo: assignee,
    });
    for (const member of ['Worker', 'Medical'] as const) {
      await org.query('INSERT INTO case_assignee (case_id, user_id) VALUES ($1, $2)', [caseId, org.users[member].id]);
    }
    if (state.hrRep)
      await org.query('UPDATE case_record SET hr_rep_id = $1 WHERE id = $2', [org.users[state.hrRep].id, caseId]);
    return caseId;
  };

  const viewerCanOf = async (actor: Actor, caseId: string): Promise<ViewerCan | null> => {
    const answer = await as<{ caseById: { viewerCan: ViewerCan } }>(
      actor,
      VIEWER_CAN.replace('FIELDS', viewerCanFields.join(' ')),
      { caseId },
    );
    // A case the caller may not see has nothing it may do (the operations answer NOT_FOUND).
    return answer.data?.caseById.viewerCan ?? null;
  };

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({ ...ACTORS });
    const [customRole] = await org.query<{ id: string }>(
      `INSERT INTO custom_role (organization_id, name, label, permissions) VALUES ($1, 'NO_FILE_DELETE', 'No file delete', $2) RETURNING id`,
      [org.id, DEFAULT_ROLE_PERMISSIONS[Role.ADMIN].filter((p) => p !== Permission.DELETE_CASE_ATTACHMENT)],
    );
    await org.query('UPDATE app_user SET custom_role_id = $1 WHERE id = $2', [customRole.id, org.users.Custom.id]);
    const type = await as<{ __type: { fields: { name: string }[] } }>(
      'Cv',
      '{ __type(name: "CaseViewerCan") { fields { name } } }',
    );
    viewerCanFields = type.data!.__type.fields.map((field) => field.name).sort();
    const form = await as<{ createForm: { form: { id: string; questions: { id: string }[] } } }>(
      'Admin',
      'mutation($input: CreateFormInput!) { createForm(input: $input) { form { id questions { id } } } }',
      {
        input: {
          name: 'Provider note',
          linkName: `provider-${org.id.slice(0, 8)}`,
          questions: [{ type: 'TEXT', text: 'Provider name', required: true }],
        },
      },
    );
    expect(form.errors).toBeUndefined();
    formId = form.data!.createForm.form.id;
    // Decisions name medications (which orders carry) in partner organizations.
    await org.query('UPDATE organization SET is_partner = true WHERE id = $1', [org.id]);
    [{ id: pharmacyId }] = await org.query<{ id: string }>(
      `INSERT INTO pharmacy (name, endpoint_url, signing_secret) VALUES ('Scratch pharmacy', 'http://127.0.0.1:9/orders', 'whsec_c2NyYXRjaA==') RETURNING id`,
    );
    await org.query('INSERT INTO pharmacy_organization (pharmacy_id, organization_id) VALUES ($1, $2)', [
      pharmacyId,
      org.id,
    ]);
    questionId = form.data!.createForm.form.questions[0].id;
  });
  afterAll(async () => {
    await org.close();
    await api.close();
  });

  it('has an operation here for every viewerCan field', () => {
    expect([...new Set(OPERATIONS.map((operation) => operation.field))].sort()).toEqual(viewerCanFields);
  });

  it('for every role and operation: viewerCan is true exactly when the operation succeeds', async () => {
    type Row = { actor: Actor; operation: string; viewerCan: boolean; allowed: boolean; refusal?: string };
    const rowsOf = async (actor: Actor): Promise<Row[]> => {
      const rows: Row[] = [];
      for (const operation of OPERATIONS) {
        const caseId = await scratchCase(actor, operation.state);
        const ids = operation.setup ? await operation.setup(caseId, actor) : {};
        const can = await viewerCanOf(actor, caseId);
        const answer = await operation.run(actor, caseId, ids);
        rows.push({
          actor,
          operation: operation.label ?? operation.field,
          viewerCan: can?.[operation.field] ?? false,
          allowed: answer.errors === undefined,
          refusal: answer.errors?.[0].message,
        });
      }
      return rows;
    };
    const rows = (await Promise.all(ACTOR_NAMES.map(rowsOf))).flat();
    expect(rows.filter((row) => row.viewerCan !== row.allowed)).toEqual([]);
    // Spec 000 §6 where it names the holders outright; the TPA Medical works every scratch case (its team).
    const assigners: Actor[] = ['Admin', 'Custom', 'Cv', 'Legal', 'Manager', 'Medical', 'Support'];
    const SPEC_HOLDERS: Record<string, Actor[]> = {
      updateCase: ['Cv', 'Support'],
      'archiveCase (decided)': ['Cv', 'Support'],
      'archiveCase (force, no decision)': ['Cv', 'Support'],
      reopenCase: ['Admin', 'Custom', 'Cv'],
      assignCase: assigners,
      unassignCase: assigners,
      // "Tpasupport in the organization (and cvadmin): ... payments".
      addCasePayment: ['Cv', 'Support'],
      updateCasePayment: ['Cv', 'Support'],
      deleteCasePayment: ['Cv', 'Support'],
      sendPaymentInfoLink: ['Cv', 'Support'],
      // "… order details and creation"; the employee follows its own request's orders.
      caseOrders: ['Cv', 'Pat', 'Support'],
      createCaseOrder: ['Cv', 'Support'],
      changeCaseOrder: ['Cv', 'Support'],
    };
    const holders = (operation: string) =>
      rows
        .filter((row) => row.operation === operation && row.allowed)
        .map((row) => row.actor)
        .sort();
    expect(Object.fromEntries(Object.keys(SPEC_HOLDERS).map((operation) => [operation, holders(operation)]))).toEqual(
      SPEC_HOLDERS,
    );
    // Every operation is possible for someone, so no row agrees only because its setup was wrong.
    const possible = new Set(rows.filter((row) => row.allowed).map((row) => row.operation));
    expect(
      OPERATIONS.map((operation) => operation.label ?? operation.field).filter((name) => !possible.has(name)),
    ).toEqual([]);
  }, 180_000);

  it('costs no statement per case: a page of 20 reads as many statements as a page of 2', async () => {
    const runner = api.app.get(DataSource).createQueryRunner();
    const queryRunnerType = Object.getPrototypeOf(runner) as { query: (...args: unknown[]) => Promise<unknown> };
    await runner.release();
    const statements = jest.spyOn(queryRunnerType, 'query');
    const PAGE = `query($n: Int) { casesByStatus(recordsPerPage: $n) { cases { id viewerCan { ${viewerCanFields.join(' ')} } } } }`;
    const statementsFor = async (actor: Actor, recordsPerPage: number) => {
      await as(actor, '{ currentUser { id } }');
      statements.mockClear();
      const page = await as<{ casesByStatus: { cases: { viewerCan: ViewerCan }[] } }>(actor, PAGE, {
        n: recordsPerPage,
      });
      expect(page.errors).toBeUndefined();
      expect(page.data?.casesByStatus.cases).toHaveLength(recordsPerPage);
      // The list's own statement at least: the spy sees the statements the request runs.
      expect(statements.mock.calls.length).toBeGreaterThan(0);
      return statements.mock.calls.length;
    };
    try {
      // The admin reads the team and the submitters' FMLA standing; the caseworker's reach reads the team.
      for (const actor of ['Admin', 'Worker'] as const) {
        expect(await statementsFor(actor, 20)).toBe(await statementsFor(actor, 2));
      }
    } finally {
      statements.mockRestore();
    }
  });

  it('a custom role lacking delete_case_attachment gets false for exactly that, in viewerCan and myPermissions', async () => {
    const caseId = await scratchCase('Admin');
    const [plain, custom] = await Promise.all([viewerCanOf('Admin', caseId), viewerCanOf('Custom', caseId)]);
    expect(plain?.deleteCaseAttachment).toBe(true);
    expect(custom).toEqual({ ...plain, deleteCaseAttachment: false });

    const PERMISSIONS =
      '{ myPermissions { organizationId deleteCaseAttachment addUser editForm getReports queryUsers createForm } }';
    const [adminPermissions, customPermissions] = await Promise.all([
      as('Admin', PERMISSIONS),
      as('Custom', PERMISSIONS),
    ]);
    expect(adminPermissions.data?.myPermissions).toMatchObject({ organizationId: org.id, deleteCaseAttachment: true });
    expect(customPermissions.data?.myPermissions).toEqual({
      ...(adminPermissions.data?.myPermissions as object),
      deleteCaseAttachment: false,
    });
  });
});
