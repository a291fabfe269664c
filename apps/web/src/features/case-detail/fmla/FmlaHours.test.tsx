import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeUser, preloadLazyModules, seriousAxeViolations, setViewportWidth } from '../../../app/routes/test-support';
import { formatHours, hoursProblem } from './FmlaHours';
import {
  CASE_ID,
  EMPLOYEE,
  GraphQLErrorsAnswer,
  renderCase,
  type Resolver,
  staffCase,
  viewerCan,
  viewerCanAllBut,
} from '../test-case-detail';

const CASE_PATH = `/accommodations/cases/${CASE_ID}`;

function entry(id: string, fmlaHoursTaken: number, workHoursMissed: number) {
  return {
    __typename: 'FmlaHours',
    id,
    userId: EMPLOYEE.id,
    fmlaHoursTaken,
    workHoursMissed,
    createdAt: new Date(Date.now() - 26 * 60 * 60 * 1000).toISOString(),
  };
}

const ENTRIES = [entry('fmla-2', 8, 8), entry('fmla-1', 4.5, 6)];

async function openCase(role: Parameters<typeof makeUser>[0], resolvers: Record<string, Resolver> = {}) {
  const rendered = renderCase(CASE_PATH, makeUser(role), {
    CaseDetail: () => staffCase(),
    FmlaHours: () => ({ fmlaHoursByUserId: ENTRIES }),
    ...resolvers,
  });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const fmlaSection = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'FMLA hours' })).closest('section') as HTMLElement;

describe("the employee's FMLA hours on the case page", () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('../CaseDetailPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it('shows the totals and entries of the case’s employee', async () => {
    const { named } = await openCase('ADMIN');
    const section = await fmlaSection();
    await within(section).findByText('12.5 h');
    expect(within(section).getByText("Alice Chen's hours, across all of their cases.")).toBeTruthy();
    expect(within(section).getByText('14 h')).toBeTruthy();
    expect(
      within(within(section).getByRole('list', { name: 'FMLA entries' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Recorded yesterday: 8 h FMLA taken, 8 h work missed',
      'Recorded yesterday: 4.5 h FMLA taken, 6 h work missed',
    ]);
    expect(named('FmlaHours')[0].variables).toEqual({ userId: EMPLOYEE.id });
    expect(await seriousAxeViolations(section)).toEqual([]);
  });

  it('records hours for the employee and reloads them', async () => {
    let recorded = false;
    const { named } = await openCase('CASEWORKER', {
      FmlaHours: () => ({ fmlaHoursByUserId: recorded ? [entry('fmla-3', 2, 0), ...ENTRIES] : ENTRIES }),
      FmlaHoursAdd: () => {
        recorded = true;
        return {
          addFmlaHours: {
            __typename: 'FmlaHoursPayload',
            success: true,
            message: 'Operation succeeded!',
            fmlaHours: { __typename: 'FmlaHours', id: 'fmla-3' },
          },
        };
      },
    });
    const section = await fmlaSection();
    fireEvent.change(within(section).getByRole('spinbutton', { name: 'FMLA hours taken' }), {
      target: { value: '2' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Record hours' }));
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('FmlaHoursAdd')[0].variables).toEqual({
      userId: EMPLOYEE.id,
      fmlaHoursTaken: 2,
      workHoursMissed: 0,
    });
    await within(section).findByText('14.5 h');
    await waitFor(() =>
      expect((within(section).getByRole('spinbutton', { name: 'FMLA hours taken' }) as HTMLInputElement).value).toBe(
        '',
      ),
    );
  });

  it('asks for some hours and refuses out-of-range ones without calling the api', async () => {
    const { named } = await openCase('CASEWORKER');
    const section = await fmlaSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Record hours' }));
    expect(await within(section).findByText('Enter some hours')).toBeTruthy();
    fireEvent.change(within(section).getByRole('spinbutton', { name: 'Work hours missed' }), {
      target: { value: '1200' },
    });
    expect(within(section).getByText('Must be at most 1,000 hours')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Record hours' }));
    expect(named('FmlaHoursAdd')).toHaveLength(0);
  });

  it("shows the api's refusal", async () => {
    await openCase('CASEWORKER', {
      FmlaHoursAdd: () =>
        new GraphQLErrorsAnswer([
          { message: 'Not authorized to update FMLA hours', extensions: { code: 'FORBIDDEN' } },
        ]),
    });
    const section = await fmlaSection();
    fireEvent.change(within(section).getByRole('spinbutton', { name: 'Work hours missed' }), {
      target: { value: '3' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Record hours' }));
    expect(await screen.findByText('Not authorized to update FMLA hours')).toBeTruthy();
  });

  it('lets read the hours without recording them when the api allows only reading', async () => {
    await openCase('CVTPA', { CaseDetail: () => staffCase({ viewerCan: viewerCanAllBut('addFmlaHours') }) });
    const section = await fmlaSection();
    await within(section).findByText('12.5 h');
    expect(within(section).queryByRole('button', { name: 'Record hours' })).toBeNull();
  });

  it('is not shown when the api allows neither reading nor recording the hours', async () => {
    await openCase('ADMIN', { CaseDetail: () => staffCase({ viewerCan: viewerCan('addCaseComment') }) });
    await screen.findByRole('heading', { level: 2, name: /^Comments/ });
    expect(screen.queryByRole('heading', { level: 2, name: 'FMLA hours' })).toBeNull();
  });

  it('says when nothing is recorded', async () => {
    await openCase('ADMIN', { FmlaHours: () => ({ fmlaHoursByUserId: [] }) });
    expect(await within(await fmlaSection()).findByText('No FMLA hours recorded.')).toBeTruthy();
  });
});

describe('hours', () => {
  it('formats to two decimals at most', () => {
    expect(formatHours(4.5)).toBe('4.5 h');
    expect(formatHours(1 / 3)).toBe('0.33 h');
    expect(formatHours(1200)).toBe('1,200 h');
  });

  it('accepts 0 to 1,000 hours, empty as none', () => {
    expect(hoursProblem('')).toBeNull();
    expect(hoursProblem('1000')).toBeNull();
    expect(hoursProblem('-1')).toBe('Must not be negative');
    expect(hoursProblem('1000.5')).toBe('Must be at most 1,000 hours');
  });
});
