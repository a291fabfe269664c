import { DEMO_CALENDAR_EVENTS } from './demo-calendar.js';
import { DEMO_CASES, DEMO_USERS } from './demo-data.js';

describe('demo calendar events', () => {
  it('are visits on demo cases of their own organization, made by demo users, each id once', () => {
    const users = new Set(DEMO_USERS.map((user) => user.key));
    for (const event of DEMO_CALENDAR_EVENTS) {
      const demoCase = event.caseId ? DEMO_CASES.find((demo) => demo.id === event.caseId) : null;
      expect([event.id, event.caseId === null || demoCase?.organization === event.organization]).toEqual([
        event.id,
        true,
      ]);
      expect(users.has(event.createdBy)).toBe(true);
      expect(event.minutes).toBeGreaterThan(0);
    }
    expect(new Set(DEMO_CALENDAR_EVENTS.map((event) => event.id)).size).toBe(DEMO_CALENDAR_EVENTS.length);
  });

  it('hold a booking from the scheduling service, which is not edited here, and an event without a case', () => {
    expect(DEMO_CALENDAR_EVENTS.some((event) => event.fromCalendly && event.caseId)).toBe(true);
    expect(DEMO_CALENDAR_EVENTS.some((event) => event.caseId === null)).toBe(true);
  });
});
