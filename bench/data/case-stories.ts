// One case at a time, the way the product would have written it over the case's life: opened by an
// employee, assigned, accepted, decided and archived (or stopped somewhere along the way), with its team,
// HR rep, escalation, comments and internal notes, and a timeline entry for every change.
import { CaseStatus, EscalationType, MedicationType, OrderStatus, PaymentInfoStatus, VisitType } from '#domain/cases';
import { CaseActivityType } from '#events';
import { arrayLiteral, date, json, timestamp } from './copy-format.js';
import { DATASET_END_MS } from './plan.js';
import type { OrganizationPeople } from './people.js';
import { hex32, type Random, scramble32 } from './random.js';
import type { TableCopy } from './table-copy.js';
import {
  ADA_CASE_TITLES,
  ARCHIVE_REASONS,
  DECISION_CATEGORIES,
  DECISION_TEXTS,
  EMPLOYEE_COMMENTS,
  ESCALATION_REASONS,
  GLP_CASE_TITLES,
  NOTES,
  STAFF_COMMENTS,
} from './vocabulary.js';

export const CASE_COLUMNS = [
  'id',
  'created_at',
  'updated_at',
  'organization_id',
  'short_id',
  'type',
  'title',
  'status',
  'order_status',
  'visit_type',
  'assigned_at',
  'in_progress_at',
  'closed_at',
  'is_archived',
  'archive_reason',
  'is_escalated',
  'escalation_category',
  'escalation_reasons',
  'escalated_at',
  'is_imported',
  'payment_info_status',
  'unacknowledged_comment_count',
  'unacknowledged_note_count',
  'earliest_unacknowledged_at',
  'submitter_id',
  'assigned_to_id',
  'assigned_by_id',
  'hr_rep_id',
] as const;
export const CASE_ASSIGNEE_COLUMNS = ['case_id', 'user_id'] as const;
export const ACTIVITY_COLUMNS = [
  'id',
  'organization_id',
  'case_id',
  'type',
  'actor_user_id',
  'payload',
  'created_at',
  'dispatched_at',
  'workflow_done_at',
] as const;
export const COMMENT_COLUMNS = [
  'id',
  'created_at',
  'updated_at',
  'organization_id',
  'case_id',
  'author_id',
  'text',
  'is_acknowledged',
  'acknowledged_at',
  'acknowledged_by_id',
  'user_channels',
] as const;
export const NOTE_COLUMNS = [
  'id',
  'created_at',
  'updated_at',
  'organization_id',
  'case_id',
  'author_id',
  'text',
  'tagged_user_ids',
  'is_acknowledged',
  'acknowledged_at',
  'acknowledged_by_id',
] as const;
export const DECISION_COLUMNS = [
  'id',
  'created_at',
  'updated_at',
  'organization_id',
  'case_id',
  'is_approved',
  'is_no_decision',
  'is_indefinite',
  'start_date',
  'end_date',
  'decision_text',
  'category',
  'added_by_id',
] as const;
export const ESCALATION_COLUMNS = [
  'id',
  'created_at',
  'updated_at',
  'organization_id',
  'case_id',
  'category',
  'reasons',
  'created_by_id',
] as const;

export interface CaseTables {
  caseRecord: TableCopy;
  caseAssignee: TableCopy;
  caseActivity: TableCopy;
  caseComment: TableCopy;
  caseNote: TableCopy;
  caseDecision: TableCopy;
  caseEscalation: TableCopy;
}

const SECOND = 1000;
const DAY = 24 * 3600 * SECOND;
/** Nothing happens after the dataset's end; events crowding there keep their order. */
const LATEST = DATASET_END_MS - 60 * SECOND;

const UNDECIDED_STATUSES = [
  [CaseStatus.OPEN, 0.35],
  [CaseStatus.ASSIGNED, 0.2],
  [CaseStatus.IN_PROGRESS, 0.35],
  [CaseStatus.NO_DECISION, 0.1],
] as const;
const ESCALATION_TYPES = [
  [EscalationType.SUPPORT_ESCALATION, 0.6],
  [EscalationType.CLINICAL_ESCALATION, 0.25],
  [EscalationType.EXTERNAL_SUPPORT_ESCALATION, 0.15],
] as const;
const ORDER_PROGRESS = [OrderStatus.PLACED, OrderStatus.PROCESSING, OrderStatus.SHIPPED, OrderStatus.DELIVERED];

export class CaseStories {
  private readonly shortIdKeys: number[];
  private readonly sequences: number[];

  constructor(
    private readonly random: Random,
    organizations: readonly OrganizationPeople[],
    private readonly tables: CaseTables,
  ) {
    this.shortIdKeys = organizations.map(() => random.uint32());
    this.sequences = organizations.map(() => 0);
  }

  /** Writes one case opened at `createdAt` in `organization` and everything that followed. */
  write(organization: OrganizationPeople, createdAt: number): void {
    const { random, tables } = this;
    const organizationId = organization.id;
    const caseId = random.uuid();
    const submitterId = random.pick(organization.employees);
    const telehealth = organization.isPartner;
    const ageDays = (DATASET_END_MS - createdAt) / DAY;
    // Young cases are mostly still being worked; a share of old ones never got a decision.
    const status: CaseStatus = random.chance(0.2 + 0.7 * Math.exp(-ageDays / 60))
      ? random.weighted(UNDECIDED_STATUSES)
      : random.chance(0.62)
        ? CaseStatus.APPROVED
        : CaseStatus.REJECTED;
    const decided = status === CaseStatus.APPROVED || status === CaseStatus.REJECTED;

    let clock = createdAt;
    let updatedAt = createdAt;
    const after = (meanMs: number) => (clock = later(random, clock, meanMs));
    const activity = (type: CaseActivityType, actor: string | null, payload: Record<string, unknown>, at: number) => {
      updatedAt = Math.max(updatedAt, at);
      tables.caseActivity.write([
        random.uuid(),
        organizationId,
        caseId,
        type,
        actor,
        json(payload),
        timestamp(at),
        // Published right after commit and its workflow job run: nothing is left for the outbox relay.
        timestamp(at + random.int(20, 400)),
        timestamp(at + random.int(400, 900)),
      ]);
    };

    const isImported = random.chance(0.02);
    activity(
      isImported ? CaseActivityType.IMPORT_CASE : CaseActivityType.CREATE_CASE,
      isImported ? null : submitterId,
      {},
      createdAt,
    );

    let assignedToId: string | null = null;
    let assignedById: string | null = null;
    let assignedAt: number | null = null;
    let inProgressAt: number | null = null;
    let visitType: VisitType | null = null;
    if (status !== CaseStatus.OPEN) {
      const byManager = random.chance(0.85) || organization.admins.length === 0;
      assignedById = byManager ? random.pick(organization.caseManagers) : random.pick(organization.admins);
      const selfAssigned = byManager && status !== CaseStatus.ASSIGNED && random.chance(0.1);
      assignedToId = selfAssigned
        ? assignedById
        : random.chance(0.85)
          ? random.pick(organization.caseworkers)
          : random.pick(organization.caseManagers);
      visitType = telehealth
        ? random.pick([VisitType.SYNC_VIDEO, VisitType.ASYNC_TEXT_EMAIL, VisitType.ORDER_FORM])
        : random.chance(0.4)
          ? random.pick([VisitType.SYNC_PHONE, VisitType.SYNC_VIDEO, VisitType.ASYNC_TEXT_EMAIL])
          : null;
      assignedAt = after(1.5 * DAY);
      activity(
        CaseActivityType.ADD_CASE_ASSIGNEE,
        assignedById,
        {
          userId: assignedToId,
          previousUserId: null,
          isPrimary: true,
          visitType,
          status: selfAssigned ? CaseStatus.IN_PROGRESS : CaseStatus.ASSIGNED,
        },
        assignedAt,
      );
      if (selfAssigned) inProgressAt = assignedAt;
      else if (status !== CaseStatus.ASSIGNED) {
        inProgressAt = after(0.7 * DAY);
        activity(
          CaseActivityType.CHANGE_STATUS,
          assignedToId,
          { from: CaseStatus.ASSIGNED, to: CaseStatus.IN_PROGRESS },
          inProgressAt,
        );
      }
      if (random.chance(0.25)) this.writeTeam(organization, caseId, assignedToId, assignedById, after, activity);
    }

    let hrRepId: string | null = null;
    if (random.chance(0.2)) {
      hrRepId = random.pick(random.chance(0.7) ? organization.caseManagers : organization.admins);
      activity(
        CaseActivityType.ADD_HR_REP,
        assignedById ?? organization.admins[0],
        { userId: hrRepId, previousUserId: null },
        after(DAY),
      );
    }

    const worker = assignedToId ?? random.pick(organization.caseManagers);
    if (status === CaseStatus.NO_DECISION || decided) {
      this.writeDecision(organizationId, caseId, status, worker, after(12 * DAY), activity);
    }

    let closedAt: number | null = null;
    let archiveReason: string | null = null;
    if (decided && random.chance(ageDays > 30 ? 0.75 : 0.25)) {
      closedAt = after(6 * DAY);
      archiveReason = random.pick(ARCHIVE_REASONS);
      activity(CaseActivityType.ARCHIVE, worker, { forced: false, status }, closedAt);
    }
    // Conversation happens while the case is worked: until it was closed, or a while after the last change.
    const activeUntil = closedAt ?? Math.min(LATEST, clock + Math.floor(random.exponential(10 * DAY)));
    const between = () => createdAt + Math.floor(random.next() * (activeUntil - createdAt));

    let escalation: { category: EscalationType; reasons: string[]; at: number } | null = null;
    if (assignedAt !== null && random.chance(closedAt === null ? 0.05 : 0.01)) {
      const at = assignedAt + Math.floor(random.next() * (activeUntil - assignedAt));
      escalation = {
        category: random.weighted(ESCALATION_TYPES),
        reasons: random.chance(0.3)
          ? [...new Set([random.pick(ESCALATION_REASONS), random.pick(ESCALATION_REASONS)])]
          : [random.pick(ESCALATION_REASONS)],
        at,
      };
      const escalationId = random.uuid();
      tables.caseEscalation.write([
        escalationId,
        timestamp(at),
        timestamp(at),
        organizationId,
        caseId,
        escalation.category,
        arrayLiteral(escalation.reasons),
        worker,
      ]);
      activity(CaseActivityType.ESCALATE, worker, { escalationId, category: escalation.category }, at);
    }

    const unacknowledged = { comments: 0, notes: 0, earliest: Number.POSITIVE_INFINITY };
    const comments = random.poisson(random.exponential(1.0));
    for (let i = 0; i < comments; i += 1) {
      this.writeComment(organization, caseId, submitterId, worker, between(), activity, unacknowledged);
    }
    const notes = random.poisson(random.exponential(0.55));
    for (let i = 0; i < notes; i += 1) {
      this.writeNote(organization, caseId, worker, between(), activity, unacknowledged);
    }

    const sequence = (this.sequences[organization.index] += 1);
    tables.caseRecord.write([
      caseId,
      timestamp(createdAt),
      timestamp(updatedAt),
      organizationId,
      `C-${hex32(scramble32(sequence, this.shortIdKeys[organization.index])).toUpperCase()}`,
      telehealth ? MedicationType.GLP : MedicationType.ADA,
      random.pick(telehealth ? GLP_CASE_TITLES : ADA_CASE_TITLES),
      status,
      telehealth && status === CaseStatus.APPROVED ? random.pick(ORDER_PROGRESS) : null,
      visitType,
      assignedAt === null ? null : timestamp(assignedAt),
      inProgressAt === null ? null : timestamp(inProgressAt),
      closedAt === null ? null : timestamp(closedAt),
      closedAt !== null,
      archiveReason,
      escalation !== null,
      escalation?.category ?? null,
      arrayLiteral(escalation?.reasons ?? []),
      escalation ? timestamp(escalation.at) : null,
      isImported,
      telehealth
        ? decided
          ? PaymentInfoStatus.SUBMITTED
          : random.pick([PaymentInfoStatus.NOT_SENT, PaymentInfoStatus.SENT_LINK])
        : PaymentInfoStatus.NOT_SENT,
      unacknowledged.comments,
      unacknowledged.notes,
      Number.isFinite(unacknowledged.earliest) ? timestamp(unacknowledged.earliest) : null,
      submitterId,
      assignedToId,
      assignedById,
      hrRepId,
    ]);
  }

  /** Team members besides the primary assignee: the case_assignee rows. */
  private writeTeam(
    organization: OrganizationPeople,
    caseId: string,
    assignedToId: string,
    assignedById: string,
    after: (meanMs: number) => number,
    activity: ActivityWriter,
  ): void {
    const wanted = this.random.chance(0.3) ? 2 : 1;
    const members = new Set<string>();
    for (let attempt = 0; attempt < 4 && members.size < wanted; attempt += 1) {
      const member = this.random.pick(organization.caseworkers);
      if (member !== assignedToId) members.add(member);
    }
    for (const member of members) {
      this.tables.caseAssignee.write([caseId, member]);
      activity(CaseActivityType.ADD_CASE_ASSIGNEE, assignedById, { userId: member, isPrimary: false }, after(2 * DAY));
    }
  }

  private writeDecision(
    organizationId: string,
    caseId: string,
    status: CaseStatus,
    addedById: string,
    at: number,
    activity: ActivityWriter,
  ): void {
    const { random } = this;
    const decisionId = random.uuid();
    const approved = status === CaseStatus.APPROVED;
    const indefinite = approved && random.chance(0.2);
    const start = at + random.int(0, 14) * DAY;
    this.tables.caseDecision.write([
      decisionId,
      timestamp(at),
      timestamp(at),
      organizationId,
      caseId,
      approved,
      status === CaseStatus.NO_DECISION,
      indefinite,
      date(start),
      indefinite ? null : date(start + random.int(30, 180) * DAY),
      approved
        ? random.pick(DECISION_TEXTS.slice(0, 2))
        : status === CaseStatus.REJECTED
          ? random.pick(DECISION_TEXTS.slice(2, 4))
          : DECISION_TEXTS[4],
      random.pick(DECISION_CATEGORIES),
      addedById,
    ]);
    activity(CaseActivityType.ADD_DECISION, addedById, { decisionId, status }, at);
  }

  /** An employee's comment waits for the team to acknowledge it; a staff comment goes out by e-mail or SMS. */
  private writeComment(
    organization: OrganizationPeople,
    caseId: string,
    submitterId: string,
    worker: string,
    at: number,
    activity: ActivityWriter,
    unacknowledged: Unacknowledged,
  ): void {
    const { random } = this;
    const commentId = random.uuid();
    const fromEmployee = random.chance(0.5);
    const acknowledgedAt = fromEmployee && random.chance(0.85) ? later(random, at, DAY) : null;
    this.tables.caseComment.write([
      commentId,
      timestamp(at),
      timestamp(acknowledgedAt ?? at),
      organization.id,
      caseId,
      fromEmployee ? submitterId : worker,
      random.pick(fromEmployee ? EMPLOYEE_COMMENTS : STAFF_COMMENTS),
      !fromEmployee || acknowledgedAt !== null,
      acknowledgedAt === null ? null : timestamp(acknowledgedAt),
      acknowledgedAt === null ? null : worker,
      fromEmployee ? '{}' : random.weighted(USER_CHANNELS),
    ]);
    activity(CaseActivityType.ADD_COMMENT, fromEmployee ? submitterId : worker, { commentId, fromEmployee }, at);
    if (acknowledgedAt !== null) activity(CaseActivityType.COMMENT_ACKNOWLEDGED, worker, { commentId }, acknowledgedAt);
    else if (fromEmployee) {
      unacknowledged.comments += 1;
      unacknowledged.earliest = Math.min(unacknowledged.earliest, at);
    }
  }

  /** An internal note that tags someone waits until that person acknowledges it. */
  private writeNote(
    organization: OrganizationPeople,
    caseId: string,
    worker: string,
    at: number,
    activity: ActivityWriter,
    unacknowledged: Unacknowledged,
  ): void {
    const { random } = this;
    const noteId = random.uuid();
    const tagged = random.chance(0.3) ? random.pick(organization.caseManagers) : null;
    const taggedUserIds = tagged && tagged !== worker ? [tagged] : [];
    const acknowledgedAt = taggedUserIds.length > 0 && random.chance(0.8) ? later(random, at, DAY) : null;
    const isAcknowledged = taggedUserIds.length === 0 || acknowledgedAt !== null;
    this.tables.caseNote.write([
      noteId,
      timestamp(at),
      timestamp(acknowledgedAt ?? at),
      organization.id,
      caseId,
      worker,
      random.pick(NOTES),
      arrayLiteral(taggedUserIds),
      isAcknowledged,
      acknowledgedAt === null ? null : timestamp(acknowledgedAt),
      acknowledgedAt === null ? null : taggedUserIds[0],
    ]);
    activity(CaseActivityType.ADD_NOTE, worker, { noteId, taggedUserIds }, at);
    if (acknowledgedAt !== null)
      activity(CaseActivityType.NOTE_ACKNOWLEDGED, taggedUserIds[0], { noteId }, acknowledgedAt);
    else if (!isAcknowledged) {
      unacknowledged.notes += 1;
      unacknowledged.earliest = Math.min(unacknowledged.earliest, at);
    }
  }
}

/**
 * A moment an exponential wait after `from`. Waits that would run past the dataset's end land somewhere
 * before it instead, so recent cases keep distinct, ordered times rather than piling up at the end.
 */
function later(random: Random, from: number, meanMs: number): number {
  const next = from + SECOND + Math.floor(random.exponential(meanMs));
  return next <= LATEST ? next : from + Math.floor(random.next() * (LATEST - from));
}

type ActivityWriter = (
  type: CaseActivityType,
  actor: string | null,
  payload: Record<string, unknown>,
  at: number,
) => void;

interface Unacknowledged {
  comments: number;
  notes: number;
  earliest: number;
}

const USER_CHANNELS = [
  ['{}', 0.3],
  ['{EMAIL}', 0.6],
  ['{EMAIL,SMS}', 0.1],
] as const;
