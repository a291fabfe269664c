import { apiAs, browserSessions, screenshot, seriousAxeViolations, signInAs, waitForTitle } from './support/browser.js';

const ADD = `mutation($title: String!, $start: DateTime!, $end: DateTime!) {
  addCalendarEvent(title: $title, start: $start, end: $end) { calendarEvent { id } } }`;

/** Two days of the week the calendar opens on (it starts on Sunday), at an hour: where the event is, and where it goes. */
function slotsThisWeek() {
  const now = new Date();
  const sunday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - now.getDay());
  const on = (day: number, hour: number) =>
    new Date(sunday.getFullYear(), sunday.getMonth(), sunday.getDate() + day, hour);
  return { from: on(1, 9), to: on(3, 15) };
}

/** The calendar (UI.md "Calendar: drag to move"): a move by one person shows for the others without a reload. */
describe('calendar', () => {
  const { newPage } = browserSessions();

  it('two staff see a calendar event moved live', async () => {
    const title = `Interactive meeting ${Date.now()}`;
    const { from, to } = slotsThisWeek();
    await apiAs('admin', ADD, {
      title,
      start: from.toISOString(),
      end: new Date(from.getTime() + 3_600_000).toISOString(),
    });

    const openCalendar = async (key: string) => {
      const page = await newPage();
      await signInAs(page, key);
      await page.waitForURL(/\/accommodations\/cases/);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Calendar' }).click();
      await waitForTitle(page, 'Calendar | Case Management');
      return page;
    };
    const eventIn = (page: Awaited<ReturnType<typeof openCalendar>>, slot: Date) =>
      page.locator(`[data-slot="${slot.toISOString()}"]`).getByRole('button', { name: new RegExp(title) });

    const admin = await openCalendar('admin');
    const manager = await openCalendar('casemanager');
    await eventIn(admin, from).waitFor();
    await eventIn(manager, from).waitFor();
    expect(await seriousAxeViolations(manager)).toEqual([]);
    const marker = await manager.evaluate(() => ((window as unknown as { calendarMarker: number }).calendarMarker = 1));

    await eventIn(admin, from).dragTo(admin.locator(`[data-slot="${to.toISOString()}"]`));
    await eventIn(admin, to).waitFor();

    await eventIn(manager, to).waitFor();
    expect(await eventIn(manager, from).count()).toBe(0);
    // The same page, not a reload: what the page set before is still there.
    expect(await manager.evaluate(() => (window as unknown as { calendarMarker?: number }).calendarMarker)).toBe(
      marker,
    );
    await screenshot(manager, 'calendar-moved-live');
  });
});
