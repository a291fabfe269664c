/** Test helpers for the case detail screen. Imported by tests only. */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../../app/notifications';
import { buildAppRoutes } from '../../app/routes/app-router';
import {
  GraphQLErrorsAnswer,
  makeClient,
  makeSession,
  ORG_ID,
  Providers,
  type Resolver,
  TEST_PAGES,
} from '../../app/routes/test-support';
import type { SessionUser } from '../../app/session/session-types';

export { GraphQLErrorsAnswer, ORG_ID };
export type { Resolver };

export const CASE_ID = 'case-1';

export function person(id: string, fullName: string, role = 'CASEWORKER') {
  const [first, last = ''] = fullName.split(' ');
  return {
    __typename: 'CasePerson',
    id,
    fullName,
    firstName: first,
    lastName: last,
    email: `${first.toLowerCase()}@example.com`,
    role,
    deletedAt: null,
  };
}

export const EMPLOYEE = person('employee-1', 'Alice Chen', 'USER');
export const WORKER = person('user-caseworker', 'Sam Lee', 'CASEWORKER');

export function activity(id: string, type: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CaseActivity',
    id,
    caseId: CASE_ID,
    type,
    createdAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    payload: {},
    actor: WORKER,
    subjectUser: null,
    ...overrides,
  };
}

export function formResponse() {
  return {
    __typename: 'CaseFormResponse',
    id: 'response-1',
    formName: 'Pregnancy accommodation',
    submittedAt: '2026-01-05T10:00:00.000Z',
    createdAt: '2026-01-05T09:00:00.000Z',
    questions: [
      { __typename: 'Question', id: 'q-1', index: 0, type: 'TEXT', text: 'What do you need?', isPHI: false },
      { __typename: 'Question', id: 'q-2', index: 1, type: 'BOOLEAN', text: 'Do you need a chair?', isPHI: false },
      { __typename: 'Question', id: 'q-3', index: 2, type: 'FILE', text: 'Provider note', isPHI: false },
      { __typename: 'Question', id: 'q-4', index: 3, type: 'TEXT', text: 'Diagnosis', isPHI: true },
    ],
    questionResponses: [
      { __typename: 'QuestionResponse', questionId: 'q-1', response: ['A standing desk'], fileNames: [] },
      { __typename: 'QuestionResponse', questionId: 'q-2', response: ['true'], fileNames: [] },
      {
        __typename: 'QuestionResponse',
        questionId: 'q-3',
        response: ['uploads/a.pdf'],
        fileNames: ['provider-note.pdf'],
      },
    ],
  };
}

/** Every case operation of CaseViewerCan. */
const CASE_OPERATIONS = [
  'acceptCase',
  'acknowledgeCaseComment',
  'acknowledgeCaseNote',
  'addCaseComment',
  'addCaseDecision',
  'addCaseEscalation',
  'addCaseNote',
  'addCaseSupportNote',
  'addFmlaHours',
  'addFormResponseToCase',
  'allCaseSupportNotes',
  'allCaseConsultRequests',
  'requestCaseConsult',
  'sendCaseConsultMessage',
  'archiveCase',
  'assignCase',
  'assignCaseHrRep',
  'assignUserToCase',
  'changeCaseStatus',
  'createAnonymousFormToken',
  'deEscalateCase',
  'deleteCaseAttachment',
  'deleteCaseComment',
  'deleteCaseDecision',
  'downloadCase',
  'escalateCase',
  'fmlaHoursByUserId',
  'removeCaseEscalation',
  'reopenCase',
  'sendCaseMessage',
  'unassignCase',
  'unassignCaseHrRep',
  'unassignUserFromCase',
  'updateCase',
  'updateCaseDecision',
  'updateCaseEscalation',
  'updateCaseSupportNote',
  'uploadFile',
  'addCasePayment',
  'updateCasePayment',
  'deleteCasePayment',
  'sendPaymentInfoLink',
  'caseOrders',
  'createCaseOrder',
  'changeCaseOrder',
] as const;
export type CaseOperation = (typeof CASE_OPERATIONS)[number];

/** viewerCan as the api answers it: only the operations named are allowed. */
export function viewerCan(...allowed: CaseOperation[]) {
  return {
    __typename: 'CaseViewerCan',
    ...Object.fromEntries(CASE_OPERATIONS.map((operation) => [operation, allowed.includes(operation)])),
  };
}

/** viewerCan allowing everything but the operations named. */
export function viewerCanAllBut(...refused: CaseOperation[]) {
  return viewerCan(...CASE_OPERATIONS.filter((operation) => !refused.includes(operation)));
}

/**
 * What the api allows an admin on the default case (in progress, assigned to someone else, not escalated,
 * no team, no HR representative, not decided): the fixture's default viewerCan.
 */
export const ADMIN_ON_OPEN_CASE = viewerCanAllBut(
  'acceptCase',
  'reopenCase',
  'deEscalateCase',
  'updateCaseEscalation',
  'removeCaseEscalation',
  'unassignCaseHrRep',
  'unassignUserFromCase',
  'deleteCaseComment',
  // Payments are TPA Support's and the CV Admin's (spec 000 §6), not an HR administrator's.
  'addCasePayment',
  'updateCasePayment',
  'deleteCasePayment',
  'sendPaymentInfoLink',
  // Consults are TPA Support's and TPA Medical's (and the CV Admin's), not an HR administrator's.
  'allCaseConsultRequests',
  'requestCaseConsult',
  'sendCaseConsultMessage',
  // Orders too (spec 000 §6 "order details and creation").
  'caseOrders',
  'createCaseOrder',
  'changeCaseOrder',
);

/** What the api allows the employee on its own open request. */
export const EMPLOYEE_ON_OPEN_REQUEST = viewerCan('addCaseComment', 'uploadFile', 'caseOrders');

/** The case as the api answers staff. */
export function staffCase(overrides: Record<string, unknown> = {}) {
  return {
    caseById: {
      __typename: 'Case',
      id: CASE_ID,
      shortId: 'A1B2C3',
      title: 'Standing desk',
      status: 'IN_PROGRESS',
      visitType: 'SYNC_VIDEO',
      createdAt: '2026-01-05T10:00:00.000Z',
      updatedAt: '2026-01-06T10:00:00.000Z',
      organizationId: ORG_ID,
      isArchived: false,
      archiveReason: null,
      isEscalated: false,
      escalationCategory: null,
      escalationReasons: null,
      submitter: EMPLOYEE,
      assignedTo: WORKER,
      assignedBy: person('user-admin', 'Dana Rivera', 'ADMIN'),
      hrRep: null,
      assignees: [],
      organization: { __typename: 'Organization', id: ORG_ID, name: 'Acme Health', isPartner: false },
      viewerCan: ADMIN_ON_OPEN_CASE,
      decisions: [],
      escalations: [],
      formResponses: [formResponse()],
      unacknowledgedCommentCount: 0,
      unacknowledgedNoteCount: 0,
      promoCode: null,
      paymentInfoStatus: 'NOT_SENT',
      signUpPreauthorization: null,
      productBundleId: null,
      productBundle: null,
      comments: [],
      notes: [],
      messages: [],
      workflowRuns: [],
      activity: [
        activity('a-1', 'CREATE_CASE', { actor: EMPLOYEE }),
        activity('a-2', 'ADD_CASE_ASSIGNEE', {
          actor: person('user-admin', 'Dana Rivera', 'ADMIN'),
          subjectUser: WORKER,
          payload: { userId: WORKER.id, isPrimary: true },
        }),
      ],
      ...overrides,
    },
  };
}

/** The employee's own request as the api answers it. */
export function employeeRequest(overrides: Record<string, unknown> = {}) {
  return {
    caseById: {
      __typename: 'Case',
      id: CASE_ID,
      shortId: 'A1B2C3',
      title: 'Standing desk',
      status: 'IN_PROGRESS',
      createdAt: '2026-01-05T10:00:00.000Z',
      isArchived: false,
      decisions: [],
      formResponses: [formResponse()],
      comments: [],
      viewerCan: EMPLOYEE_ON_OPEN_REQUEST,
      activity: [
        activity('a-1', 'CREATE_CASE', { actor: EMPLOYEE }),
        activity('a-3', 'CHANGE_STATUS', { payload: { from: 'ASSIGNED', to: 'IN_PROGRESS' } }),
      ],
      ...overrides,
    },
  };
}

/** A comment as the api answers it. */
export function comment(id: string, text: string, author = EMPLOYEE, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CaseComment',
    id,
    text,
    createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
    isAcknowledged: author.role !== 'USER',
    acknowledgedAt: null,
    possiblyMentionsAttachment: /attachment|attached|document|file/i.test(text),
    formIds: [],
    author: { __typename: 'CasePerson', id: author.id, fullName: author.fullName, role: author.role, deletedAt: null },
    attachments: [],
    ...overrides,
  };
}

/** An internal note as the api answers it. */
export function note(
  id: string,
  text: string,
  author: ReturnType<typeof person>,
  tagged: ReadonlyArray<ReturnType<typeof person>> = [],
  overrides: Record<string, unknown> = {},
) {
  return {
    __typename: 'CaseNote',
    id,
    text,
    createdAt: new Date(Date.now() - 90 * 60 * 1000).toISOString(),
    isAcknowledged: tagged.length === 0,
    acknowledgedAt: null,
    author: { __typename: 'CasePerson', id: author.id, fullName: author.fullName, role: author.role, deletedAt: null },
    taggedUsers: tagged.map((one) => ({ __typename: 'CasePerson', id: one.id, fullName: one.fullName })),
    attachments: [],
    ...overrides,
  };
}

/** A file of the case as the attachments query answers it. */
export function caseFile(id: string, fileName: string, uploadedById: string, isPHI = false) {
  return {
    __typename: 'CaseAttachment',
    id,
    caseId: CASE_ID,
    createdAt: new Date(Date.now() - 30 * 60 * 1000).toISOString(),
    fileName,
    isPHI,
    uploadedById,
  };
}

/** The answer of the attachments query listing `files`. */
export function caseFiles(...files: ReturnType<typeof caseFile>[]) {
  return caseFilesAllowing(viewerCan('uploadFile', 'deleteCaseAttachment'), ...files);
}

/** The answer of the attachments query listing `files`, with what the api allows on them. */
export function caseFilesAllowing(can: ReturnType<typeof viewerCan>, ...files: ReturnType<typeof caseFile>[]) {
  return { caseById: { __typename: 'Case', id: CASE_ID, attachments: files, viewerCan: can } };
}

/** An e-mail or text message of the case's thread. */
export function caseMessage(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CaseMessage',
    id,
    channel: 'EMAIL',
    type: 'OUTBOUND_EMAIL',
    status: 'SENT',
    subject: 'New message about your request',
    text: 'Hello',
    errorReason: null,
    sentAt: null,
    createdAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    ...overrides,
  };
}

/** What CaseMessages answers: the case's thread. */
export function caseMessages(...messages: ReturnType<typeof caseMessage>[]) {
  return { caseById: { __typename: 'Case', id: CASE_ID, messages } };
}

export const NO_PHI_NOTICE = 'You have a new message about your request. Sign in to read it.';

/** What CaseMessagePreview answers: by default the text as written, the employee getting the notice. */
export function messagePreview(
  input: { channel?: string; text?: string | null; subject?: string | null },
  overrides: Record<string, unknown> = {},
) {
  return {
    caseMessagePreview: {
      __typename: 'CaseMessagePreview',
      subject: input.channel === 'EMAIL' ? input.subject || 'New message about your request' : null,
      text: input.text ?? '',
      sentText: NO_PHI_NOTICE,
      fullText: false,
      smsSegments:
        input.channel === 'SMS'
          ? { __typename: 'SmsSegmentCount', encoding: 'GSM', segments: 1, perSegment: 160 }
          : null,
      forms: [],
      files: [],
      documents: [],
      ...overrides,
    },
  };
}

/** A successful answer of a comment or note mutation, with the comment or note it returns. */
export function conversationPayload(
  field: string,
  payloadType: 'CaseCommentPayload' | 'CaseNotePayload',
  extra: Record<string, unknown> = {},
) {
  return {
    [field]: { __typename: payloadType, success: true, message: 'Operation succeeded!', activities: [], ...extra },
  };
}

/**
 * A change's answer: success, and when given the case as the change left it and the timeline entries it
 * recorded (which the page writes into its cached case instead of reloading it).
 */
export function casePayload(
  field: string,
  changed: { case?: Record<string, unknown>; activities?: ReturnType<typeof activity>[] } = {},
) {
  return {
    [field]: {
      __typename: 'CasePayload',
      success: true,
      message: 'Operation succeeded!',
      case: changed.case ?? null,
      activities: changed.activities ?? [],
    },
  };
}

/** A live connection that never reports anything. */
export const QUIET_SUBSCRIPTION: Resolver = () => new Promise(() => undefined);

/** Renders the app at `path` with toasts, as the signed-in `user`. */
export function renderCase(path: string, user: SessionUser, resolvers: Record<string, Resolver> = {}) {
  const fake = makeClient({
    CaseDetailActivityAdded: QUIET_SUBSCRIPTION,
    CaseDetailPeople: PEOPLE_RESOLVER,
    CaseDetailForms: () => ({ allForms: CASE_FORMS }),
    CaseAttachments: () => caseFiles(),
    CasePayments: () => casePayments([]),
    CaseOrders: () => ({ caseOrders: [] }),
    CaseDetailSupportNotes: () => ({ allCaseSupportNotes: [] }),
    CaseDetailConsults: () => ({ allCaseConsultRequests: [] }),
    FmlaHours: () => ({ fmlaHoursByUserId: [] }),
    CaseMessages: () => caseMessages(),
    CaseMessagePreview: (variables) => messagePreview((variables as { input: Record<string, string> }).input),
    CaseMessageTemplates: () => ({
      allCommunicationTemplates: { __typename: 'CommunicationTemplatesPage', templates: [] },
    }),
    CaseMessageFiles: () => ({ caseById: { __typename: 'Case', id: CASE_ID, messageFiles: [] } }),
    CaseMessageDocuments: () => ({ caseById: { __typename: 'Case', id: CASE_ID, messageDocuments: [] } }),
    ...resolvers,
  });
  const router = createMemoryRouter(buildAppRoutes(TEST_PAGES), { initialEntries: [path] });
  const rendered = render(
    <ToastProvider>
      <Providers session={makeSession(user)} client={fake.client}>
        <RouterProvider router={router} />
      </Providers>
    </ToastProvider>,
  );
  return { ...fake, router, ...rendered };
}

/** One order as the api answers who manages orders (the employee gets null send details, no next statuses). */
export function caseOrder(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CaseOrder',
    id,
    caseId: CASE_ID,
    status: 'PLACED',
    statusChangedAt: '2026-01-06T10:00:00.000Z',
    pharmacyName: 'Main Street Pharmacy',
    lines: [{ __typename: 'CaseOrderLine', source: 'DECISION', name: 'Semaglutide', quantity: 1, dosage: '0.25 mg' }],
    trackingNumber: null,
    carrier: null,
    sentAt: '2026-01-06T10:00:01.000Z',
    sendError: null,
    nextStatuses: ['PROCESSING', 'SHIPPED', 'CANCELLED', 'ERROR'],
    createdAt: '2026-01-06T10:00:00.000Z',
    ...overrides,
  };
}

/** One payment as the api answers payment staff (fees included). */
export function payment(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CasePayment',
    id,
    caseId: CASE_ID,
    amount: 29_900,
    currency: 'usd',
    status: 'UNPAID',
    description: 'Month 1',
    dueDate: '2026-03-01',
    paymentDate: null,
    cancellationDate: null,
    isScheduled: false,
    schedulePosition: null,
    paymentProcessingFee: 900,
    pharmacyFee: 11_000,
    syringeKitFee: 0,
    consultFee: 3_500,
    shippingFee: 0,
    techPlatformFee: 0,
    convenienceFee: 0,
    subFees: [],
    totalCost: 15_400,
    payoutAmount: 14_500,
    paymentAttachment: null,
    shippingAddress: null,
    createdAt: '2026-02-01T10:00:00.000Z',
    lastCharge: null,
    ...overrides,
  };
}

const NO_TOTALS = {
  totalPayments: null,
  totalCosts: null,
  totalPayoutAmount: null,
  totalConsultFees: null,
  totalPharmacyFees: null,
  totalShippingFees: null,
  totalTechPlatformFees: null,
  totalSyringeKitFees: null,
  totalPaymentProcessingFees: null,
};

/** The payments query's answer: the case's payments, its totals (none by default) and what the api allows. */
export function casePayments(
  payments: ReadonlyArray<ReturnType<typeof payment>>,
  can = viewerCan('addCasePayment', 'updateCasePayment', 'deleteCasePayment'),
  totals: Partial<Record<keyof typeof NO_TOTALS, number>> = {},
) {
  return { caseById: { __typename: 'Case', id: CASE_ID, payments, ...NO_TOTALS, ...totals, viewerCan: can } };
}

/** Someone of the organization as usersByRole answers. */
export function orgUser(id: string, fullName: string, role: string) {
  const [first, last = ''] = fullName.split(' ');
  return {
    __typename: 'User',
    id,
    firstName: first,
    lastName: last,
    fullName,
    email: `${first.toLowerCase()}@example.com`,
    role,
  };
}

/** The organization's staff; the viewer (an admin in most tests) is Dana Rivera, "user-admin". */
export const ORG_PEOPLE = [
  orgUser('user-admin', 'Dana Rivera', 'ADMIN'),
  orgUser('hr-1', 'Hana Ro', 'ADMIN'),
  orgUser('user-omar', 'Omar Diaz', 'CASEMANAGER'),
  orgUser('user-priya', 'Priya Shah', 'CASEWORKER'),
  orgUser('user-caseworker', 'Sam Lee', 'CASEWORKER'),
  orgUser('user-tina', 'Tina Cho', 'CVTPA'),
];

export function usersPage(users: ReadonlyArray<ReturnType<typeof orgUser>>, totalCount = users.length) {
  return {
    usersByRole: {
      __typename: 'UsersPage',
      totalCount,
      pageInfo: { __typename: 'PageInfo', endCursor: users.at(-1)?.id ?? null, hasNextPage: totalCount > users.length },
      users,
    },
  };
}

/** Answers usersByRole as the api does: by role, and by name or e-mail containing the search text. */
export const PEOPLE_RESOLVER: Resolver = (variables) => {
  const roles = (variables.roles as string[] | null) ?? null;
  const text = String(variables.searchText ?? '').toLowerCase();
  return usersPage(
    ORG_PEOPLE.filter(
      (user) =>
        (!roles || roles.includes(user.role)) &&
        (!text || user.fullName.toLowerCase().includes(text) || user.email.includes(text)),
    ),
  );
};

export function caseForm(id: string, name: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Form',
    id,
    name,
    linkName: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    isActive: true,
    isGlobal: false,
    versionId: `${id}-v1`,
    ...overrides,
  };
}

/** Forms as allForms answers staff of the organization: its own and the global ones. */
export const CASE_FORMS = [
  caseForm('form-medical', 'Medical certification'),
  caseForm('form-draft', 'Unpublished form', { versionId: null }),
  caseForm('form-pregnancy', 'Pregnancy accommodation', { isGlobal: true }),
];
