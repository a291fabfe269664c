import { DEMO_JOURNEY_CASES } from '../../libs/demo-data/demo-prescription-journey.js';
import {
  DEVELOPMENT_PAGE_URL,
  browserSessions,
  screenshot,
  seriousAxeViolations,
  signInAs,
  WEB_URL,
} from './support/browser.js';

const PHARMACY_PAGE_URL = `${DEVELOPMENT_PAGE_URL}pharmacy`;

/**
 * Journey: Vitality's prescriber (TPA Medical) records the prescription on the member's request and generates its
 * PDF; TPA Support places the order (spec 000 §6 gives order creation to TPA Support and the CV Admin); the
 * stand-in pharmacy takes it and reports it shipped through the signed webhook; the member's request page, open
 * all along, moves its tracker to Shipped without a reload.
 */
describe('prescription and pharmacy order', () => {
  const sessions = browserSessions();
  const caseRecord = DEMO_JOURNEY_CASES.awaiting;
  const caseUrl = `${WEB_URL}/accommodations/cases/${caseRecord.id}`;

  it('goes from prescription to a shipped order the member sees live', async () => {
    const member = await sessions.newPage();
    await signInAs(member, 'vitalityMember');
    await member.waitForURL(/\/accommodations\/welcome$/);
    await member.goto(`${WEB_URL}/accommodations/requests/${caseRecord.id}`);
    await member.getByRole('heading', { level: 1, name: caseRecord.title }).waitFor();

    // The prescriber records the prescription with its medication.
    const medical = await sessions.newPage();
    await signInAs(medical, 'vitalityMedical');
    await medical.waitForURL(/\/accommodations\/cases/);
    await medical.goto(caseUrl);
    await medical.getByRole('button', { name: 'Record a decision' }).click();
    const dialog = medical.getByRole('dialog', { name: 'Record a decision' });
    await dialog.getByRole('radio', { name: 'Approve' }).check();
    await dialog.getByLabel('Start date').fill('2026-12-01');
    await dialog.getByLabel('End date').fill('2026-12-29');
    await dialog.getByLabel('Decision text').fill('Raise semaglutide to 0.5 mg weekly.');
    await dialog.getByLabel('Medicine', { exact: true }).fill('Semaglutide');
    await dialog.getByLabel('Dosage').fill('0.5 mg');
    await dialog.getByLabel('Dosing frequency').fill('Once weekly');
    await dialog.getByLabel('Treatment period').fill('4 weeks');
    expect(await seriousAxeViolations(medical)).toEqual([]);
    await dialog.getByRole('button', { name: 'Record decision' }).click();
    await dialog.waitFor({ state: 'detached' });
    const decisions = medical.getByRole('region', { name: 'Decisions' });
    await decisions.getByText('Raise semaglutide to 0.5 mg weekly.').waitFor();

    // The prescription PDF, from a short-lived link.
    await decisions.getByRole('button', { name: 'Prescription for decision 1' }).click();
    const download = medical.getByRole('link', { name: /Download the prescription/ });
    const pdf = await medical.request.get((await download.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await screenshot(medical, 'prescription-recorded');

    // TPA Support places the order with the case's pharmacy.
    const support = await sessions.newPage();
    await signInAs(support, 'vitalitySupport');
    await support.waitForURL(/\/accommodations\/cases/);
    await support.goto(caseUrl);
    const orders = support.getByRole('region', { name: 'Orders' });
    await orders.getByRole('button', { name: 'Place order' }).click();
    const placing = support.getByRole('dialog', { name: 'Place an order' });
    await placing.getByLabel('Pharmacy').selectOption({ label: 'Sunrise Compounding Pharmacy' });
    await placing.getByLabel('Address line 1').fill('48 Lakeview Terrace');
    await placing.getByLabel('City').fill('San Diego');
    await placing.getByLabel('State').fill('CA');
    await placing.getByLabel('Postal code').fill('92101');
    await placing.getByLabel('Country').fill('US');
    expect(await seriousAxeViolations(support)).toEqual([]);
    await placing.getByRole('button', { name: 'Place order' }).click();
    await placing.waitFor({ state: 'detached' });
    await orders.getByText('Ordered').first().waitFor();

    // The member's tracker shows the order placed, live.
    const tracker = member.getByRole('list', { name: 'Order progress' });
    await tracker.locator('[aria-current="step"]', { hasText: 'Ordered' }).waitFor({ timeout: 15000 });

    // The worker sent it to the pharmacy, which reports it shipped.
    const pharmacy = await sessions.newPage();
    const received = pharmacy.getByRole('article').filter({ hasText: 'for Riley Park' }).filter({
      hasText: 'Semaglutide 0.5 mg',
    });
    // The page is drawn by the server: wait, with a deadline, until it lists the order, then show it.
    await pharmacy.goto(PHARMACY_PAGE_URL);
    await pharmacy.waitForFunction(
      async () => (await (await fetch('/pharmacy')).text()).includes('Semaglutide 0.5 mg'),
      undefined,
      { timeout: 30_000 },
    );
    await pharmacy.reload();
    await received.getByLabel('Tracking number (sent with Shipped)').fill('1ZE2E0000000000001');
    await received.getByRole('button', { name: 'Shipped' }).click();
    await pharmacy.getByRole('status').getByText(/reported Shipped: the webhook answered 20\d/).waitFor();

    // The member's page follows without a reload: Shipped, with the tracking number.
    await tracker.locator('[aria-current="step"]', { hasText: 'Shipped' }).waitFor({ timeout: 15000 });
    await member.getByText('Tracking number: UPS 1ZE2E0000000000001').waitFor();
    expect(await seriousAxeViolations(member)).toEqual([]);
    await screenshot(member, 'order-shipped-tracker');
    // And the case page of TPA Support shows the pharmacy's update too.
    await orders.getByText('Shipped').first().waitFor({ timeout: 15000 });
  });
});
