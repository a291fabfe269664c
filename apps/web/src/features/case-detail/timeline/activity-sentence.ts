import type { CaseActivityType, CaseStatus, EscalationType, OrderStatus, VisitType } from '../../../generated/graphql';
import { ORDER_STATUS_LABELS } from '../orders/order-labels';
import { CASE_STATUS_LABELS, ESCALATION_LABELS, VISIT_TYPE_LABELS } from '../shared/case-labels';
import { WORKFLOW_TRIGGER_LABELS } from '../workflow/workflow-trigger-labels';
import { personName } from '../shared/person-name';
import { formatCents } from '../../promo-codes/promo-example';

export interface ActivityEntry {
  type: CaseActivityType;
  payload: Record<string, unknown>;
  actor?: { fullName: string; deletedAt?: string | null } | null;
  subjectUser?: { fullName: string; deletedAt?: string | null } | null;
}

export interface SentenceOptions {
  /** How a status is named: the staff label, or the employee's stage. */
  statusLabel?: (status: CaseStatus) => string;
  /** The employee reads "request", staff "case". */
  noun?: 'case' | 'request';
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** How a run of the organization's workflow ended (staff only, as every "text info" entry). */
function workflowRunPredicate(payload: Record<string, unknown>): string {
  const trigger = WORKFLOW_TRIGGER_LABELS[String(payload.trigger)] ?? 'a trigger';
  if (payload.status === 'ERROR') {
    const reason = text(payload.reason);
    return `could not finish the workflow for “${trigger}”${reason ? `: ${reason}` : ''}`;
  }
  return `ran the workflow for “${trigger}”`;
}

const GENERIC: Readonly<Partial<Record<CaseActivityType, string>>> = {
  ADD_ATTACHMENT: 'added an attachment',
  ADD_COMMENT: 'added a comment',
  ADD_DECISION: 'recorded a decision',
  ADD_FORM_RESPONSE: 'added a form response',
  ADD_NOTE: 'added an internal note',
  ADD_PAYMENT_INFO_BY_LINK: 'gave payment information through a link',
  CALENDAR_EVENT_CANCELED: 'canceled a meeting',
  CALENDAR_EVENT_CREATED: 'scheduled a meeting',
  CALENDAR_EVENT_NO_SHOW: 'marked a meeting as a no-show',
  CALENDAR_EVENT_NO_SHOW_REMOVED: 'removed a no-show from a meeting',
  CALENDAR_EVENT_RESCHEDULED: 'rescheduled a meeting',
  COMMENT_ACKNOWLEDGED: 'acknowledged a comment',
  CONSULT_REQUESTED: 'requested a consult',
  DECISION_DELETED: 'deleted a decision',
  DELETE_ATTACHMENT: 'deleted an attachment',
  DELETE_COMMENT: 'deleted a comment',
  FOLLOW_UP_EMAIL: 'sent a follow-up e-mail',
  FOLLOW_UP_FORM: 'sent a follow-up form',
  INBOUND_EMAIL: 'received an e-mail',
  MESSAGES_ACKNOWLEDGED: 'acknowledged the employee’s messages',
  NOTE_ACKNOWLEDGED: 'acknowledged an internal note',
  ORDER_CREATED: 'created an order',
  OUTBOUND_EMAIL: 'sent an e-mail',
  PAYMENT_ADDED: 'added a payment',
  PAYMENT_COMPLETED: 'completed a payment',
  PAYMENT_INFO_LINK_SENT: 'sent a payment information link',
  PAYMENT_PREAUTHORIZED: 'preauthorized a payment',
  SMS_RECEIVED: 'received a text message',
  SMS_SENT: 'sent a text message',
  SUPPORT_NOTE_ADDED: 'added a support note',
  SUPPORT_NOTE_COMPLETED: 'completed a support note',
  SUPPORT_NOTE_UPDATED: 'edited a support note',
  UPDATE_FORM_RESPONSE: 'updated a form response',
};

const DECISION_OUTCOMES: Readonly<Partial<Record<CaseStatus, string>>> = {
  APPROVED: 'Approved',
  REJECTED: 'Denied',
  NO_DECISION: 'No decision',
};

function isStatus(value: unknown): value is CaseStatus {
  return typeof value === 'string' && value in CASE_STATUS_LABELS;
}

function escalationName(payload: Record<string, unknown>): string {
  const category = payload.category;
  return typeof category === 'string' && category in ESCALATION_LABELS
    ? `${ESCALATION_LABELS[category as EscalationType].toLowerCase()} escalation`
    : 'escalation';
}

/** "Tue, Mar 10, 2:00 PM" in the reader's zone, from a calendar entry's payload time. */
function meetingTime(value: unknown): string | null {
  const time = text(value);
  if (!time || Number.isNaN(Date.parse(time))) return null;
  return new Date(time).toLocaleString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A calendar entry's sentence with the meeting's time (and the scheduling service it came through). */
function meetingPredicate(type: CaseActivityType, payload: Record<string, unknown>): string | null {
  const when = meetingTime(payload.start);
  if (!when) return null;
  const through = text(payload.provider) ? ` through ${text(payload.provider)}` : '';
  switch (type) {
    case 'CALENDAR_EVENT_CREATED':
      return `scheduled a meeting${through} for ${when}`;
    case 'CALENDAR_EVENT_RESCHEDULED':
      return `rescheduled a meeting${through} to ${when}`;
    case 'CALENDAR_EVENT_CANCELED':
      return `canceled the meeting${through} of ${when}`;
    case 'CALENDAR_EVENT_NO_SHOW':
      return `marked the meeting of ${when} as a no-show`;
    case 'CALENDAR_EVENT_NO_SHOW_REMOVED':
      return `removed the no-show from the meeting of ${when}`;
    default:
      return null;
  }
}

/**
 * A change of the case's plan (product bundle), named as the plans were called then, and the promo code's
 * discount computed again for it: "changed the plan from Starter to Plus; WELCOME20 now takes $59.80 off the
 * first charge".
 */
function planPredicate(payload: Record<string, unknown>): string {
  const from = text(payload.from);
  const to = text(payload.to);
  const change =
    from && to
      ? `changed the plan from ${from} to ${to}`
      : to
        ? `set the plan to ${to}`
        : from
          ? `removed the plan ${from}`
          : 'changed the plan';
  const code = text(payload.promoCode);
  if (!code) return change;
  return typeof payload.discount === 'number'
    ? `${change}; ${code} now takes ${formatCents(payload.discount)} off the first charge`
    : `${change}; ${code} has no discount without a plan`;
}

function visitTypeName(value: unknown): string {
  return typeof value === 'string' && value in VISIT_TYPE_LABELS ? VISIT_TYPE_LABELS[value as VisitType] : 'none';
}

/** What happened, after the actor's name: "assigned the case to Sam Lee". */
/** TEXT_INFO entries of a payment change (payload.change). */
const PAYMENT_CHANGES: Record<string, string> = {
  updated: 'changed a payment',
  canceled: 'canceled a payment',
  deleted: 'deleted a payment',
};

/** TEXT_INFO entries of a charge of the saved card (payload.change), with the card network's reason. */
function chargePredicate(payload: Record<string, unknown>): string | null {
  const reason = typeof payload.failureCode === 'string' ? payload.failureCode.replace(/_/g, ' ') : 'no reason given';
  if (payload.change === 'charge-requested') return 'asked to charge the saved card for a payment';
  if (payload.change === 'charge-failed')
    return payload.completionLinkSent
      ? `could not charge the saved card (${reason}); the employee was sent a link to complete the payment`
      : `could not charge the saved card (${reason})`;
  if (payload.change === 'scheduled-charge-failed')
    return `could not charge the saved card for a scheduled payment after ${String(payload.attempts)} tries (${reason})`;
  return null;
}

export function activityPredicate(entry: ActivityEntry, options: SentenceOptions = {}): string {
  const noun = options.noun ?? 'case';
  const statusLabel = options.statusLabel ?? ((status: CaseStatus) => CASE_STATUS_LABELS[status]);
  const { payload } = entry;
  const subject = entry.subjectUser ? personName(entry.subjectUser) : 'a former user';
  const primary = payload.isPrimary !== false;

  switch (entry.type) {
    case 'CREATE_CASE':
      return `submitted the ${noun}`;
    case 'IMPORT_CASE':
      return `imported the ${noun}`;
    case 'ADD_CASE_ASSIGNEE': {
      if (!primary) return `added ${subject} to the case team`;
      const visit = text(payload.visitType);
      return visit
        ? `assigned the ${noun} to ${subject} (${visitTypeName(visit)})`
        : `assigned the ${noun} to ${subject}`;
    }
    case 'REMOVE_ASSIGNEE':
      return primary ? `unassigned ${subject} from the ${noun}` : `removed ${subject} from the case team`;
    case 'ADD_HR_REP':
      return `made ${subject} the HR representative`;
    case 'REMOVE_HR_REP':
      return `removed ${subject} as the HR representative`;
    case 'CHANGE_STATUS': {
      const to = isStatus(payload.to) ? statusLabel(payload.to) : null;
      const from = isStatus(payload.from) ? statusLabel(payload.from) : null;
      if (!to) return 'changed the status';
      return from && from !== to ? `changed the status from ${from} to ${to}` : `changed the status to ${to}`;
    }
    case 'ARCHIVE':
      if (noun === 'request') return 'completed the request';
      return payload.forced === true ? 'archived the case without a decision' : 'archived the case';
    case 'REOPEN':
      return `reopened the ${noun}`;
    case 'ESCALATE':
      return `escalated the case (${escalationName(payload)})`;
    case 'ADD_ESCALATION':
      return `added a ${escalationName(payload)}`;
    case 'UPDATE_ESCALATION':
      return `updated a ${escalationName(payload)}`;
    case 'REMOVE_ESCALATION':
      return `removed a ${escalationName(payload)}`;
    case 'DE_ESCALATE':
      return 'de-escalated the case';
    case 'ADD_DECISION': {
      // The outcome reads the same for staff and the employee: Approved, Denied or No decision.
      const outcome = isStatus(payload.status) ? DECISION_OUTCOMES[payload.status] : undefined;
      return outcome ? `recorded a decision: ${outcome}` : 'recorded a decision';
    }
    case 'TEXT_INFO':
      if (payload.field === 'title') return `changed the ${noun} title`;
      if (payload.field === 'decisionDates') return 'changed the dates of a decision';
      if (payload.field === 'payment')
        return chargePredicate(payload) ?? PAYMENT_CHANGES[String(payload.change)] ?? 'changed a payment';
      if (payload.field === 'workflowRun') return workflowRunPredicate(payload);
      if (payload.field === 'productBundle') return planPredicate(payload);
      if (payload.field === 'followUpForm') return followUpPredicate(payload);
      if (payload.field === 'promoCode' && typeof payload.promoCode === 'string') {
        return `applied the promo code ${payload.promoCode}`;
      }
      return `updated the ${noun} details`;
    case 'CONSULT_MESSAGE_SENT':
      return payload.closed ? 'closed a consult' : 'wrote in a consult';
    case 'ORDER_STATUS_CHANGED': {
      const to = typeof payload.to === 'string' ? ORDER_STATUS_LABELS[payload.to as OrderStatus] : undefined;
      return to ? `marked the order ${to}` : 'changed the order status';
    }
    case 'ORDER_TRACKING_ADDED':
      return typeof payload.carrier === 'string' && payload.carrier
        ? `added the ${payload.carrier} tracking number`
        : 'added the tracking number';
    case 'VISIT_TYPE_CHANGED':
      return `changed the visit type from ${visitTypeName(payload.from)} to ${visitTypeName(payload.to)}`;
    default:
      return meetingPredicate(entry.type, payload) ?? GENERIC[entry.type] ?? `updated the ${noun}`;
  }
}

/** TEXT_INFO entries of the follow-up form schedule (payload.status, and why for NOT_SENT and STOPPED). */
function followUpPredicate(payload: Record<string, unknown>): string {
  switch (payload.status) {
    case 'ANSWERED':
      return 'marked the follow-up form answered';
    case 'NOT_SENT':
      return typeof payload.reason === 'string'
        ? `could not send the follow-up form: ${payload.reason}`
        : 'could not send the follow-up form';
    case 'STOPPED':
      return payload.reason === 'ARCHIVED'
        ? 'stopped the follow-up forms: the case is archived'
        : payload.reason === 'ORDER_CANCELLED'
          ? 'stopped the follow-up forms: the order is cancelled'
          : 'stopped the follow-up forms';
    default:
      return 'updated the follow-up forms';
  }
}

/** Who did it; entries without a person come from the pharmacy (its status webhook) or the product itself. */
export function activityActor(entry: ActivityEntry): string {
  if (entry.actor) return personName(entry.actor);
  return entry.payload?.source === 'PHARMACY' ? 'The pharmacy' : 'System';
}

/** The whole sentence: "Dana Rivera assigned the case to Sam Lee". */
export function activitySentence(entry: ActivityEntry, options: SentenceOptions = {}): string {
  return `${activityActor(entry)} ${activityPredicate(entry, options)}`;
}
