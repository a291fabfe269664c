import { DEMO_USERS } from '../../libs/demo-data/demo-data.js';
import { apiAs, browserSessions, screenshot, seriousAxeViolations, signInAs, WEB_URL } from './support/browser.js';
import { submitRequestAsEmployee } from './support/requests.js';

interface Alias {
  key: string;
  label: string;
  defaultLabel: string;
}

const RENAMED = 'Accommodation Specialist';
const GROUP = 'Workplace Adjustments';

const storedAliases = async () =>
  (
    await apiAs<{ allOrganizationSettings: { aliases: Alias[] } }>(
      'admin',
      '{ allOrganizationSettings { aliases { key label defaultLabel } } }',
    )
  ).allOrganizationSettings.aliases;

/** Puts the labels back as they were: a label equal to its default is saved empty (the default). */
const restoreAliases = (aliases: Alias[]) =>
  apiAs(
    'admin',
    'mutation($input: UpdateOrganizationSettingsInput!) { updateOrganizationSettings(input: $input) { organizationId } }',
    {
      input: {
        aliases: aliases.map(({ key, label, defaultLabel }) => ({ key, label: label === defaultLabel ? '' : label })),
      },
    },
  );

/**
 * Journey 11: the HR administrator renames the "ADA Coordinator" alias (and the "Accommodations" group) in
 * the Aliases tab, sees the preview change as they type, saves, and then sees the new names across the app:
 * the navigation at once, the Notifications tab's role columns, and a coordinator's comment on a case page.
 */
describe('an administrator renames an alias and sees it across the app', () => {
  const { newPage } = browserSessions();
  let stored: Alias[];

  beforeAll(async () => {
    stored = await storedAliases();
  });
  afterAll(async () => {
    if (stored) await restoreAliases(stored);
  });

  it('renames "ADA Coordinator" and "Accommodations", then restores them', async () => {
    // A case with a comment by the coordinator, whose role the case page names.
    const caseId = await submitRequestAsEmployee();
    const caseworkerId = DEMO_USERS.find((user) => user.key === 'caseworker')!.id;
    await apiAs(
      'casemanager',
      'mutation($caseId: ID!, $userId: ID!) { assignCase(caseId: $caseId, userId: $userId) { success } }',
      { caseId, userId: caseworkerId },
    );
    await apiAs(
      'caseworker',
      'mutation($caseId: ID!, $text: String!) { addCaseComment(caseId: $caseId, text: $text) { success } }',
      { caseId, text: 'Could you tell us a little more about what would help?' },
    );

    const admin = await newPage();
    await signInAs(admin, 'admin');
    await admin.waitForURL(/\/accommodations\//);
    await admin.goto(`${WEB_URL}/organization-settings?tab=aliases`);
    await admin.getByRole('heading', { level: 1, name: 'Organization Settings' }).waitFor();
    const field = admin.getByRole('textbox', { name: 'ADA Coordinator' });
    await field.waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);

    await field.fill(RENAMED);
    await admin.getByRole('textbox', { name: 'Accommodations', exact: true }).fill(GROUP);
    const preview = admin.getByRole('region', { name: 'Preview' });
    await preview.getByText(RENAMED).waitFor();
    await preview.getByText(GROUP).waitFor();
    await admin.getByRole('button', { name: 'Save aliases' }).click();
    await admin.getByText('Aliases saved').waitFor();
    await screenshot(admin, 'aliases-renamed');

    // The navigation takes the new group name without a reload.
    await admin.getByRole('navigation').first().getByText(GROUP).waitFor();
    // The Notifications tab names coordinators by the new label.
    await admin.getByRole('tab', { name: 'Notifications' }).click();
    await admin.getByText(RENAMED).first().waitFor();

    // The case page names the coordinator who wrote by the new label.
    await admin.goto(`${WEB_URL}/accommodations/cases/${caseId}`);
    await admin.getByText('Could you tell us a little more about what would help?').waitFor();
    await admin.getByText(RENAMED).first().waitFor();
    await admin.getByRole('navigation').first().getByText(GROUP).waitFor();
    await screenshot(admin, 'aliases-case-page');

    // Back to the defaults through the same tab: empty fields are the default labels.
    await admin.goto(`${WEB_URL}/organization-settings?tab=aliases`);
    await admin.getByRole('textbox', { name: 'ADA Coordinator' }).fill('');
    await admin.getByRole('textbox', { name: 'Accommodations', exact: true }).fill('');
    await admin.getByRole('button', { name: 'Save aliases' }).click();
    await admin.getByText('Aliases saved').waitFor();
    const after = await storedAliases();
    expect(after.find((alias) => alias.key === 'ADA_COORDINATOR')?.label).toBe(
      stored.find((alias) => alias.key === 'ADA_COORDINATOR')?.defaultLabel,
    );
    await admin.getByRole('navigation').first().getByText(GROUP).waitFor({ state: 'detached' });
  });
});
