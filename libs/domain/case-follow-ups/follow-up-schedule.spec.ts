import { followUpDueAfter, nextFollowUpDue } from './follow-up-schedule.js';

const NEW_YORK = 'America/New_York';

describe('follow-up due times', () => {
  it('counts calendar days at the same wall-clock time in the organization’s zone, across a DST change', () => {
    // 20 October 2031 10:00 EDT (UTC-4) + 30 days = 19 November 2031 10:00 EST (UTC-5).
    expect(followUpDueAfter(new Date('2031-10-20T14:00:00Z'), 30, NEW_YORK)).toEqual(new Date('2031-11-19T15:00:00Z'));
    expect(followUpDueAfter(new Date('2031-10-20T14:00:00Z'), 30, 'UTC')).toEqual(new Date('2031-11-19T14:00:00Z'));
  });

  it('takes the next due time after now, skipping the periods a late sweep missed', () => {
    const due = new Date('2031-06-02T14:00:00Z');
    expect(nextFollowUpDue(due, 30, NEW_YORK, due)).toEqual(new Date('2031-07-02T14:00:00Z'));
    expect(nextFollowUpDue(due, 30, NEW_YORK, new Date('2031-08-15T00:00:00Z'))).toEqual(
      new Date('2031-08-31T14:00:00Z'),
    );
    expect(nextFollowUpDue(due, 7, NEW_YORK, new Date('2031-06-09T14:00:00Z'))).toEqual(
      new Date('2031-06-16T14:00:00Z'),
    );
  });
});
