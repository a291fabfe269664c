import { DEMO_CASES, DEMO_USERS } from '../../libs/demo-data/demo-data.js';
import { apiAs, browserSessions, screenshot, seriousAxeViolations, signInAs, WEB_URL } from './support/browser.js';

const leaveCase = DEMO_CASES.find((candidate) => candidate.shortId === 'AC-1002')!;

/** The bell keeps what happened while one was away. */
describe('notifications under the bell', () => {
  const { newPage } = browserSessions();

  it('a tagged admin who was away finds the tag under the bell', async () => {
    // The admin is on the case team, so the coordinator (who cannot search everyone) can tag them.
    const adminId = DEMO_USERS.find((user) => user.key === 'admin')!.id;
    await apiAs(
      'admin',
      'mutation($caseId: ID!, $userIds: [ID!]!) { assignUserToCase(caseId: $caseId, userIds: $userIds) { success } }',
      {
        caseId: leaveCase.id,
        userIds: [adminId],
      },
    ).catch((error: Error) => {
      if (!error.message.includes('already on the case team')) throw error;
    });
    const coordinator = await newPage();
    await signInAs(coordinator, 'caseworker');
    await coordinator.waitForURL(/\/accommodations\/cases/);
    await coordinator.goto(`${WEB_URL}/accommodations/cases/${leaveCase.id}`);
    await coordinator.getByRole('heading', { level: 1, name: leaveCase.title }).waitFor();
    const note = `Avery, please approve the leave plan (${Date.now()})`;
    await coordinator.getByRole('textbox', { name: 'Write an internal note' }).fill(note);
    await coordinator.getByRole('combobox', { name: 'Tag people' }).click();
    await coordinator.getByRole('option', { name: /^Avery Admin/ }).click();
    // The choice shows as a chip before the note is sent, so the note goes with the tag.
    await coordinator.locator('[title^="Avery Admin —"]').waitFor();
    await coordinator.keyboard.press('Escape');
    await coordinator.getByRole('button', { name: 'Add note' }).click();
    // Saved with its tag (named under the note), so the admin's notice was recorded with it.
    await coordinator
      .getByText(note)
      .locator('xpath=ancestor::*[contains(., "Tagged: Avery Admin")][1]')
      .waitFor({ timeout: 15000 });

    // The admin was not signed in when tagged: the bell has kept it.
    const admin = await newPage();
    await signInAs(admin, 'admin');
    await admin.waitForURL(/\/accommodations\/cases/);
    const bell = admin.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor({ timeout: 15000 });
    await bell.focus();
    await admin.keyboard.press('Enter');
    const panel = admin.getByRole('dialog', { name: 'Notifications' });
    const item = panel
      .getByRole('button', { name: new RegExp(`^Unread: You were tagged in a note on case #${leaveCase.shortId}`) })
      .filter({ hasText: note });
    await item.waitFor({ timeout: 15000 });
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await screenshot(admin, 'notifications-bell');
    await item.click();
    await admin.waitForURL(`${WEB_URL}/accommodations/cases/${leaveCase.id}`);
    await admin.getByRole('heading', { level: 1, name: leaveCase.title }).waitFor();
    // Choosing a notice closes the panel (its closing transition keeps the notice's text a moment longer).
    await panel.waitFor({ state: 'hidden' });
    await admin.getByTestId('internal-notes').getByText(note).waitFor();

    // Read now: opened again, it is no longer marked unread.
    await admin.getByRole('button', { name: /^Notifications/ }).click();
    await panel
      .getByRole('button', { name: /You were tagged/ })
      .filter({ hasText: note })
      .waitFor();
    expect(
      await panel
        .getByRole('button', { name: /^Unread: You were tagged/ })
        .filter({ hasText: note })
        .count(),
    ).toBe(0);
  });
});
