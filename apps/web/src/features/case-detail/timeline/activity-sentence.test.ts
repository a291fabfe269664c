import { describe, expect, it } from 'vitest';
import { activitySentence } from './activity-sentence';

describe('calendar entries on the timeline', () => {
  const start = new Date(2031, 2, 10, 14).toISOString();
  const when = new Date(start).toLocaleString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const actor = { fullName: 'Dana Rivera' };

  it('names the meeting’s time and the scheduling service it came through', () => {
    expect(activitySentence({ type: 'CALENDAR_EVENT_CREATED', payload: { start }, actor })).toBe(
      `Dana Rivera scheduled a meeting for ${when}`,
    );
    expect(activitySentence({ type: 'CALENDAR_EVENT_RESCHEDULED', payload: { start, provider: 'Calendly' } })).toBe(
      `System rescheduled a meeting through Calendly to ${when}`,
    );
    expect(activitySentence({ type: 'CALENDAR_EVENT_CANCELED', payload: { start }, actor })).toBe(
      `Dana Rivera canceled the meeting of ${when}`,
    );
    expect(activitySentence({ type: 'CALENDAR_EVENT_NO_SHOW', payload: { start }, actor })).toBe(
      `Dana Rivera marked the meeting of ${when} as a no-show`,
    );
    expect(activitySentence({ type: 'CALENDAR_EVENT_NO_SHOW_REMOVED', payload: { start }, actor })).toBe(
      `Dana Rivera removed the no-show from the meeting of ${when}`,
    );
  });

  it('reads without a time when the entry has none', () => {
    expect(activitySentence({ type: 'CALENDAR_EVENT_CREATED', payload: {}, actor })).toBe(
      'Dana Rivera scheduled a meeting',
    );
  });
});

describe('charges of the saved card on the timeline', () => {
  it('says a charge was asked for, and why one failed', () => {
    const sentence = (payload: Record<string, unknown>) =>
      activitySentence({ type: 'TEXT_INFO', payload: { field: 'payment', paymentId: 'p-1', ...payload } });
    expect(sentence({ change: 'charge-requested' })).toMatch(/asked to charge the saved card for a payment$/);
    expect(sentence({ change: 'charge-failed', failureCode: 'card_declined', completionLinkSent: true })).toMatch(
      /could not charge the saved card \(card declined\); the employee was sent a link to complete the payment$/,
    );
    expect(sentence({ change: 'scheduled-charge-failed', failureCode: 'card_declined', attempts: 4 })).toMatch(
      /could not charge the saved card for a scheduled payment after 4 tries \(card declined\)$/,
    );
  });
});

describe('workflow runs on the timeline', () => {
  it('says a run of the organization’s workflow ended, and why one could not finish', () => {
    expect(
      activitySentence({
        type: 'TEXT_INFO',
        payload: { field: 'workflowRun', trigger: 'DECISION_ADDED', status: 'SUCCESS', reason: null },
      }),
    ).toBe('System ran the workflow for “Decision added”');
    expect(
      activitySentence({
        type: 'TEXT_INFO',
        payload: {
          field: 'workflowRun',
          trigger: 'FORM_ANSWERED',
          status: 'ERROR',
          reason: 'Action 2 (MOVE_CASE): A case cannot move from OPEN to APPROVED',
        },
      }),
    ).toBe(
      'System could not finish the workflow for “Form answered”: Action 2 (MOVE_CASE): A case cannot move from OPEN to APPROVED',
    );
  });
});

describe('deleted people on the timeline', () => {
  it('keep their name, marked as former users, whether they acted or were acted on', () => {
    const former = { fullName: 'Riley Stone', deletedAt: '2031-03-01T00:00:00.000Z' };
    expect(
      activitySentence({ type: 'ADD_CASE_ASSIGNEE', payload: {}, actor: former, subjectUser: { fullName: 'Sam Lee' } }),
    ).toBe('Riley Stone (former user) assigned the case to Sam Lee');
    expect(
      activitySentence({
        type: 'ADD_CASE_ASSIGNEE',
        payload: {},
        actor: { fullName: 'Sam Lee', deletedAt: null },
        subjectUser: former,
      }),
    ).toBe('Sam Lee assigned the case to Riley Stone (former user)');
  });
});

describe('consults and follow-up forms on the timeline', () => {
  const actor = { fullName: 'Dana Rivera' };

  it('says a consult was asked for, written in and closed, without its text', () => {
    expect(activitySentence({ type: 'CONSULT_REQUESTED', payload: { consultRequestId: 'c-1' }, actor })).toBe(
      'Dana Rivera requested a consult',
    );
    expect(activitySentence({ type: 'CONSULT_MESSAGE_SENT', payload: { consultRequestId: 'c-1' }, actor })).toBe(
      'Dana Rivera wrote in a consult',
    );
    expect(
      activitySentence({ type: 'CONSULT_MESSAGE_SENT', payload: { consultRequestId: 'c-1', closed: true }, actor }),
    ).toBe('Dana Rivera closed a consult');
  });

  it('says how the follow-up forms went, and why they stopped or could not go out', () => {
    const sentence = (payload: Record<string, unknown>) =>
      activitySentence({ type: 'TEXT_INFO', payload: { field: 'followUpForm', ...payload } });
    expect(sentence({ status: 'ANSWERED' })).toBe('System marked the follow-up form answered');
    expect(sentence({ status: 'STOPPED', reason: 'ARCHIVED' })).toBe(
      'System stopped the follow-up forms: the case is archived',
    );
    expect(sentence({ status: 'STOPPED', reason: 'ORDER_CANCELLED' })).toBe(
      'System stopped the follow-up forms: the order is cancelled',
    );
    expect(sentence({ status: 'NOT_SENT', reason: 'The employee has no e-mail address' })).toBe(
      'System could not send the follow-up form: The employee has no e-mail address',
    );
  });

  it('says who moved an order and where to: a person, the pharmacy through its webhook, or the product', () => {
    const actor = { fullName: 'Jordan Ellis' };
    expect(activitySentence({ type: 'ORDER_CREATED', payload: { orderId: 'o-1' }, actor })).toBe(
      'Jordan Ellis created an order',
    );
    expect(
      activitySentence({
        type: 'ORDER_STATUS_CHANGED',
        payload: { orderId: 'o-1', to: 'SHIPPED', source: 'PHARMACY' },
      }),
    ).toBe('The pharmacy marked the order Shipped');
    expect(
      activitySentence({
        type: 'ORDER_TRACKING_ADDED',
        payload: { orderId: 'o-1', carrier: 'UPS', trackingNumber: '1Z', source: 'PHARMACY' },
      }),
    ).toBe('The pharmacy added the UPS tracking number');
    expect(activitySentence({ type: 'ORDER_STATUS_CHANGED', payload: { to: 'ERROR', source: 'SEND' } })).toBe(
      'System marked the order Not sent to the pharmacy',
    );
    expect(
      activitySentence({ type: 'ORDER_STATUS_CHANGED', payload: { to: 'PROCESSING', source: 'STAFF' }, actor }),
    ).toBe('Jordan Ellis marked the order Processing');
  });
});
