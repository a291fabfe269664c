import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadLazyModules, seriousAxeViolations, setViewportWidth } from '../../app/routes/test-support';
import { GraphQLErrorsAnswer, renderDashboards, stubResizeObserver } from '../dashboards/test-dashboards';
import { describeSeries } from './ReportFigure';
import { defaultFilters, filtersFrom } from './report-filters';
import { REPORT_COLUMNS } from './report-tables';
import { caseReport } from './test-reports';

const rowOf = (table: HTMLElement, header: string) =>
  within(within(table).getByRole('rowheader', { name: header }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('reports', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./ReportsPage');
    await import('./OrganizationsReportsPage');
  }, 30_000);
  beforeEach(() => {
    setViewportWidth(1280);
    stubResizeObserver();
  });
  afterEach(() => cleanup());

  it('shows each chart with its text alternative and the table under it, filters from the URL, axe-clean', async () => {
    const { named } = renderDashboards('/reports?period=month&from=2026-01-01&to=2026-02-28', 'CASEWORKER', {
      CaseReport: () => ({ caseReport: caseReport() }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    await waitFor(() => expect(document.title).toBe('Reports | Case Management'));
    const section = await screen.findByRole('region', { name: 'Acme Health' });
    expect(named('CaseReport')[0]?.variables).toEqual({
      input: { granularity: 'MONTH', from: '2026-01-01', to: '2026-02-28' },
      organizationId: 'org-1',
    });

    const periods = within(section).getByRole('figure', { name: 'Cases opened, decided and closed' });
    expect(
      within(periods).getByText(
        'Cases opened, decided and closed. Opened: 2026-01-01 3, 2026-02-01 2; Decided: 2026-01-01 1, 2026-02-01 2; ' +
          'Closed: 2026-01-01 0, 2026-02-01 1.',
      ),
    ).toBeTruthy();
    const periodTable = within(periods).getByRole('table', { name: 'Cases opened, decided and closed (table)' });
    expect(
      within(periodTable)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(REPORT_COLUMNS.periods.map((column) => column.header));
    expect(rowOf(periodTable, '2026-02-01 to 2026-02-28')).toEqual(['2', '2', '1']);

    const stages = within(section).getByRole('table', { name: 'Open cases by stage and age (table)' });
    expect(rowOf(stages, 'Assigned')).toEqual(['0', '2', '0', '0', '2']);
    const times = within(section).getByRole('table', { name: 'Response times (table)' });
    expect(rowOf(times, 'Time to decision')).toEqual(['5', '0', '—', '—']);
    const workload = within(section).getByRole('table', { name: 'Workload by assignee (table)' });
    expect(rowOf(workload, 'Wendy Worker')[0]).toBe('3');
    expect(
      rowOf(within(section).getByRole('table', { name: 'FMLA hours (table)' }), '2026-01-01 to 2026-01-31'),
    ).toEqual(['1', '8', '8.5']);
    // No payments section where the api gives none (not a partner, or not one who may read payment totals).
    expect(within(section).queryByRole('figure', { name: 'Payments' })).toBeNull();
    expect(await seriousAxeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('writes applied filters into the URL and asks again', async () => {
    const { named, router } = renderDashboards('/reports?period=month&from=2026-01-01&to=2026-02-28', 'ADMIN', {
      CaseReport: () => ({ caseReport: caseReport() }),
    });
    await screen.findByRole('region', { name: 'Acme Health' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=month&from=2026-02-01&to=2026-02-28'));
    await waitFor(() =>
      expect(named('CaseReport').at(-1)?.variables).toMatchObject({
        input: { granularity: 'MONTH', from: '2026-02-01', to: '2026-02-28' },
      }),
    );
  });

  it('shows the payments of a partner organization as a chart and a table of cents as dollars', async () => {
    renderDashboards('/organizations-reports?organizations=org-2', 'CVADMIN', {
      OrganizationsCaseReport: () => ({ organizationsCaseReport: [caseReport('org-2', 'Vitality', true)] }),
    });
    const section = await screen.findByRole('region', { name: 'Vitality' });
    const payments = within(section).getByRole('figure', { name: 'Payments' });
    expect(within(payments).getByText(/^Payments\. Payments \(dollars\): 2026-01-01 200/)).toBeTruthy();
    const table = within(payments).getByRole('table', { name: 'Payments (table)' });
    expect(rowOf(table, '2026-02-01 to 2026-02-28').slice(0, 4)).toEqual(['2', '$400.00', '$15.00', '$385.00']);
    expect(await seriousAxeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('exports a table as CSV with the columns and rows shown, named after the organization and range', async () => {
    const blobs: Blob[] = [];
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderDashboards('/organizations-reports?organizations=org-2', 'CVADMIN', {
      OrganizationsCaseReport: () => ({
        organizationsCaseReport: [{ ...caseReport('org-2', 'Vitality, Inc.', true), from: '2026-01-01', to: '2026-02-28' }],
      }),
    });
    const section = await screen.findByRole('region', { name: 'Vitality, Inc.' });
    fireEvent.click(within(section).getByRole('button', { name: 'Export CSV of Payments' }));
    expect(saved).toEqual(['vitality-inc-2026-01-01-to-2026-02-28-payments.csv']);
    const text = await blobs[0].text();
    const [header, , second] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(REPORT_COLUMNS.payments.map((column) => column.header).join(','));
    // The cells as the table shows them: the period first, amounts in dollars, quoted where they hold a comma.
    expect(second.split(',').slice(0, 4)).toEqual(['2026-02-01 to 2026-02-28', '2', '$400.00', '$15.00']);
    // A byte order mark first (text() drops it when decoding, so the bytes are read).
    expect([...new Uint8Array(await blobs[0].arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it("says why when the api refuses, and shows the api's message", async () => {
    renderDashboards('/reports', 'ADMIN', {
      CaseReport: () =>
        new GraphQLErrorsAnswer([{ message: 'Not authorized to view reports', extensions: { code: 'FORBIDDEN' } }]),
    });
    expect(await screen.findByText('Not authorized to view reports')).toBeTruthy();
  });

  it('reads the filters from the URL, with defaults for what is missing or malformed', () => {
    const today = new Date(2026, 10, 29);
    expect(defaultFilters(today)).toEqual({ granularity: 'MONTH', from: '2025-12-01', to: '2026-11-29' });
    expect(filtersFrom(new URLSearchParams('period=quarter&from=2025-01-01&to=bad'), today)).toEqual({
      granularity: 'QUARTER',
      from: '2025-01-01',
      to: '2026-11-29',
    });
    expect(filtersFrom(new URLSearchParams('period=year'), today).granularity).toBe('MONTH');
    expect(describeSeries(['a', 'b'], [{ label: 'X', data: [1, 2] }])).toBe('X: a 1, b 2');
    // An empty range reads as such, not as series without figures ("Approved: ; Denied: ").
    expect(describeSeries([], [{ label: 'Approved', data: [] }])).toBe('Nothing in this range');
  });
});
