import { isVisibleToEmployee } from './activity-visibility.js';
import { CaseActivityType } from './case-activity-type.js';

const T = CaseActivityType;

describe('isVisibleToEmployee', () => {
  it.each([
    T.CREATE_CASE,
    T.ADD_COMMENT,
    T.DELETE_COMMENT,
    T.ADD_DECISION,
    T.DECISION_DELETED,
    T.ADD_ATTACHMENT,
    T.DELETE_ATTACHMENT,
    T.CHANGE_STATUS,
    T.ARCHIVE,
    T.REOPEN,
    T.ADD_FORM_RESPONSE,
    T.UPDATE_FORM_RESPONSE,
    T.CALENDAR_EVENT_CREATED,
    T.CALENDAR_EVENT_CANCELED,
    T.CALENDAR_EVENT_RESCHEDULED,
  ])('%s is visible', (type) => {
    expect(isVisibleToEmployee(type)).toBe(true);
  });

  it.each([
    // Escalations are staff-only.
    T.ESCALATE,
    T.DE_ESCALATE,
    T.ADD_ESCALATION,
    T.UPDATE_ESCALATION,
    T.REMOVE_ESCALATION,
    // Support notes and internal-note acknowledgements are staff-only.
    T.SUPPORT_NOTE_ADDED,
    T.SUPPORT_NOTE_UPDATED,
    T.SUPPORT_NOTE_COMPLETED,
    T.NOTE_ACKNOWLEDGED,
  ])('%s is not visible', (type) => {
    expect(isVisibleToEmployee(type)).toBe(false);
  });

  it.each([
    '',
    'UNKNOWN_ACTIVITY',
    'add_comment',
    'ADD_COMMENT ',
    ' ADD_COMMENT',
    'ESCALATE_LATER',
    'constructor',
    'toString',
    '__proto__',
    'hasOwnProperty',
  ])('an unknown string %p is not visible (deny by default)', (type) => {
    expect(isVisibleToEmployee(type)).toBe(false);
  });

  it('shows the employee fewer than all activity types', () => {
    const all = Object.values(CaseActivityType);
    const visible = all.filter(isVisibleToEmployee);
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.length).toBeLessThan(all.length);
    expect(visible).not.toContain(T.ESCALATE);
  });
});
