import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadLazyModules, seriousAxeViolations, setViewportWidth } from '../../app/routes/test-support';
import { GraphQLErrorsAnswer, person, renderPeople, type Resolver } from './test-people';

function profile(overrides: Record<string, unknown> = {}) {
  return {
    ...person('user-ann', 'Ann', 'Lee', { employeeId: 'E-1', department: 'Finance', phoneNumber: '555-0100' }),
    secondaryEmail: null,
    directSupervisor: 'Hana Ortiz',
    title: null,
    titleSuffix: null,
    gender: null,
    dob: null,
    address: null,
    city: 'Denver',
    state: null,
    postalCode: null,
    country: null,
    hoursWorkedPerWeek: 40,
    deletedAt: null,
    documents: [
      {
        __typename: 'OrganizationDocument',
        id: 'doc-1',
        fileName: 'doctor-note.pdf',
        createdAt: new Date().toISOString(),
        type: 'USER_DOCUMENT',
      },
    ],
    ...overrides,
  };
}

const CASES = {
  allCasesBySubmitter: [
    {
      __typename: 'Case',
      id: 'case-1',
      shortId: 'A1B2C3',
      title: 'Standing desk',
      status: 'IN_PROGRESS',
      isArchived: false,
      createdAt: new Date().toISOString(),
    },
  ],
};

const FMLA = {
  fmlaHoursByUserId: [
    { __typename: 'FmlaHours', id: 'f-1', fmlaHoursTaken: 8, workHoursMissed: 6, createdAt: new Date().toISOString() },
    { __typename: 'FmlaHours', id: 'f-2', fmlaHoursTaken: 4, workHoursMissed: 4, createdAt: new Date().toISOString() },
  ],
};

const resolvers = (extra: Record<string, Resolver> = {}) => ({
  UserProfile: () => ({ userById: profile() }),
  UserProfileCases: () => CASES,
  UserProfileFmlaHours: () => FMLA,
  ...extra,
});

describe('user profile', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./UserProfilePage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows an employee's profile, organizations, cases, FMLA hours and documents, axe-clean", async () => {
    const { named } = renderPeople('/user-profile/user-ann?listType=employees', 'ADMIN', resolvers());
    await screen.findByRole('heading', { level: 1, name: 'Ann Lee' });
    expect(named('UserProfile')[0]?.variables).toEqual({ userId: 'user-ann', organizationId: 'org-1' });
    expect(screen.getByRole('link', { name: 'Back to Employees' }).getAttribute('href')).toBe('/employees');
    const details = screen.getByRole('region', { name: 'Profile' });
    expect(within(details).getByText('Finance')).toBeTruthy();
    expect(within(details).getByText('40')).toBeTruthy();
    const cases = await screen.findByRole('table', { name: 'Their cases' });
    expect(within(cases).getByRole('link', { name: 'Standing desk' }).getAttribute('href')).toBe(
      '/accommodations/cases/case-1',
    );
    expect(await screen.findByText('12 FMLA hours taken, 10 work hours missed in total.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download doctor-note.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change e-mail' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change role' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(await seriousAxeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('hides the FMLA hours and cases when the api refuses them', async () => {
    const refuse: Resolver = () => {
      throw new GraphQLErrorsAnswer([{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }]);
    };
    renderPeople(
      '/user-profile/user-ann',
      'CASEMANAGER',
      resolvers({ UserProfileFmlaHours: refuse, UserProfileCases: refuse }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Ann Lee' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'FMLA hours' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cases' })).toBeNull());
  });

  it('shows a deleted person as a former user, read-only', async () => {
    renderPeople(
      '/user-profile/user-ann',
      'CVADMIN',
      resolvers({ UserProfile: () => ({ userById: profile({ deletedAt: new Date().toISOString() }) }) }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Ann Lee' });
    expect(screen.getByText('Former user')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('saves the changed fields only, and shows the refusal of the server', async () => {
    let refuse = true;
    const update = vi.fn((_variables: Record<string, unknown>) => {
      if (refuse) {
        throw new GraphQLErrorsAnswer([
          { message: 'Not authorized to update user with user-ann id', extensions: { code: 'FORBIDDEN' } },
        ]);
      }
      return { updateUser: { __typename: 'UserPayload', success: true, message: null, user: null } };
    });
    renderPeople('/user-profile/user-ann', 'ADMIN', resolvers({ UserProfileUpdate: update }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the profile of Ann Lee' });
    fireEvent.change(within(dialog).getByLabelText(/^Department/), { target: { value: 'Payroll' } });
    fireEvent.change(within(dialog).getByLabelText(/^City/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Not authorized to update user with user-ann id',
    );
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(update.mock.calls.at(-1)![0]).toEqual({
      userId: 'user-ann',
      organizationId: 'org-1',
      input: { department: 'Payroll', city: null },
    });
  });

  it("shows a staff member's prescriber details and saves them; axe-clean", async () => {
    const details = (overrides: Record<string, unknown> = {}) => ({
      __typename: 'ExternalProviderDetails',
      userId: 'user-ann',
      npi: '1234567893',
      dea: null,
      availableInStates: ['TX'],
      doseSpotUserId: null,
      doseSpotClinicId: null,
      ...overrides,
    });
    const update = vi.fn((_variables: Record<string, unknown>) => ({
      updateUserExternalProviderDetails: {
        __typename: 'ExternalProviderDetailsPayload',
        success: true,
        message: 'Operation succeeded!',
        details: details({ availableInStates: ['CA', 'TX'], doseSpotUserId: '4321' }),
      },
    }));
    renderPeople(
      '/user-profile/user-ann',
      'ADMIN',
      resolvers({
        UserProfile: () => ({ userById: profile({ role: 'CASEWORKER', documents: [] }) }),
        PrescriberDetails: () => ({ getUserExternalProviderDetails: details() }),
        UpdatePrescriberDetails: update,
      }),
    );
    const section = await screen.findByRole('region', { name: 'Prescriber details' });
    expect(await within(section).findByText('1234567893')).toBeTruthy();
    expect(within(section).getByText('TX')).toBeTruthy();
    expect(await seriousAxeViolations(screen.getByRole('main'))).toEqual([]);
    fireEvent.click(within(section).getByRole('button', { name: 'Edit prescriber details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit prescriber details' });
    fireEvent.change(within(dialog).getByLabelText(/^Licensed in states/), { target: { value: 'tx, CA' } });
    fireEvent.change(within(dialog).getByLabelText(/^DoseSpot user id/), { target: { value: '4321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(update.mock.calls[0][0]).toEqual({
      userId: 'user-ann',
      organizationId: 'org-1',
      input: {
        npi: '1234567893',
        dea: '',
        availableInStates: ['tx', 'CA'],
        doseSpotUserId: '4321',
        doseSpotClinicId: '',
      },
    });
    expect(await within(section).findByText('CA, TX')).toBeTruthy();
  });

  it('changes the e-mail after checking the address', async () => {
    const change = vi.fn((_variables: Record<string, unknown>) => ({
      changeUserEmail: { __typename: 'UserPayload', success: true, message: null, user: null },
    }));
    renderPeople('/user-profile/user-ann', 'ADMIN', resolvers({ UserProfileChangeEmail: change }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the e-mail of Ann Lee' });
    fireEvent.change(within(dialog).getByLabelText(/New e-mail/), { target: { value: 'ann.lee@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change e-mail' }));
    expect(within(dialog).getByText('This is already their e-mail address.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/New e-mail/), { target: { value: 'ann@newmail.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change e-mail' }));
    await waitFor(() => expect(change).toHaveBeenCalledWith({ userId: 'user-ann', email: 'ann@newmail.example' }));
  });

  it('lets an employee see their own profile without staff sections or actions they may not take', async () => {
    renderPeople(
      '/user-profile/user-user',
      'USER',
      resolvers({ UserProfile: () => ({ userById: profile({ id: 'user-user' }) }) }),
      { addUser: false },
    );
    await screen.findByRole('heading', { level: 1, name: 'Ann Lee' });
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change e-mail' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change role' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Cases' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'FMLA hours' })).toBeNull();
  });

  it('shows a loading state and a retry when the profile fails to load', async () => {
    let fail = true;
    renderPeople(
      '/user-profile/user-ann',
      'ADMIN',
      resolvers({
        UserProfile: () => {
          if (fail) throw new Error('offline');
          return { userById: profile() };
        },
      }),
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    await screen.findByRole('heading', { level: 1, name: 'Ann Lee' });
  });
});
