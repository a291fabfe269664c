import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../app/notifications';
import {
  GraphQLErrorsAnswer,
  makeClient,
  makeSession,
  makeUser,
  ORG_ID,
  Providers,
  type Resolver,
  seriousAxeViolations,
} from '../../app/routes/test-support';
import type { Role } from '../../shared/roles';
import { CaseCategoriesTab } from './CaseCategoriesTab';

const category = (id: string, name: string) => ({ __typename: 'CaseCategory', id, name, linkName: id });
const CATALOGUE = [category('ada', 'ADA'), category('fmla', 'FMLA'), category('religious', 'Religious')];

function answer(catalogue = CATALOGUE, chosen = ['ada']) {
  return {
    allCaseCategories: catalogue,
    organizationBrandInfo: {
      __typename: 'OrganizationBrandInfo',
      id: ORG_ID,
      caseCategories: catalogue.filter((entry) => chosen.includes(entry.id)),
    },
  };
}

function setup(resolvers: Record<string, Resolver> = {}, role: Role = 'ADMIN') {
  const client = makeClient({ OrganizationCaseCategories: () => answer(), ...resolvers });
  render(
    <ToastProvider>
      <Providers session={makeSession(makeUser(role))} client={client.client}>
        <CaseCategoriesTab />
      </Providers>
    </ToastProvider>,
  );
  return client;
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('CaseCategoriesTab', () => {
  afterEach(() => cleanup());

  it("checks the organization's categories in the catalogue and saves the new choice; axe-clean", async () => {
    let chosen = ['ada'];
    const { named } = setup({
      OrganizationCaseCategories: () => answer(CATALOGUE, chosen),
      UpdateOrganizationCategories: (variables) => {
        chosen = (variables.input as { caseCategoryIds: string[] }).caseCategoryIds;
        return {
          updateOrganizationCategories: {
            __typename: 'OrganizationCategoriesPayload',
            success: true,
            message: 'Operation succeeded!',
            organization: { __typename: 'Organization', id: ORG_ID, caseCategories: [] },
          },
        };
      },
    });
    await screen.findByRole('checkbox', { name: 'ADA' });
    expect(box('ADA').checked).toBe(true);
    expect(box('FMLA').checked).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Add to the catalogue' })).toBeNull();
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    fireEvent.click(box('FMLA'));
    fireEvent.click(box('ADA'));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save case categories' }));
    await waitFor(() => expect(named('UpdateOrganizationCategories')).toHaveLength(1));
    expect(named('UpdateOrganizationCategories')[0].variables).toEqual({
      input: { organizationId: ORG_ID, caseCategoryIds: ['fmla'] },
    });
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(box('FMLA').checked).toBe(true);
  });

  it("shows the api's refusal and keeps the choice", async () => {
    setup({
      UpdateOrganizationCategories: () =>
        new GraphQLErrorsAnswer([
          { message: "Not authorized to change the organization's case categories", extensions: { code: 'FORBIDDEN' } },
        ]),
    });
    await screen.findByRole('checkbox', { name: 'ADA' });
    fireEvent.click(box('Religious'));
    fireEvent.click(screen.getByRole('button', { name: 'Save case categories' }));
    expect(await screen.findByText("Not authorized to change the organization's case categories")).toBeTruthy();
    expect(box('Religious').checked).toBe(true);
  });

  it('lets the CV Admin add to the catalogue, and the new category is chosen', async () => {
    let catalogue = CATALOGUE;
    const { named } = setup(
      {
        OrganizationCaseCategories: () => answer(catalogue),
        AllCaseCategories: () => ({ allCaseCategories: catalogue }),
        AddCaseCategory: (variables) => {
          const added = category('pregnancy', (variables.input as { name: string }).name);
          catalogue = [...catalogue, added];
          return {
            addCaseCategory: { __typename: 'CaseCategoryPayload', success: true, message: null, caseCategory: added },
          };
        },
      },
      'CVADMIN',
    );
    await screen.findByRole('heading', { name: 'Add to the catalogue' });
    fireEvent.change(screen.getByRole('textbox', { name: 'New case category' }), { target: { value: 'Pregnancy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByRole('checkbox', { name: 'Pregnancy' })).toBeTruthy();
    expect(named('AddCaseCategory')[0].variables).toEqual({ input: { name: 'Pregnancy' } });
    await waitFor(() => expect(box('Pregnancy').checked).toBe(true));
    expect(box('ADA').checked).toBe(true);
  });

  it('says so when the catalogue is empty, and offers to try again when it cannot load', async () => {
    let fail = true;
    setup({
      OrganizationCaseCategories: () => {
        if (fail) throw new Error('offline');
        return answer([], []);
      },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('There are no case categories yet.')).toBeTruthy();
    expect(within(document.body).queryByRole('checkbox')).toBeNull();
  });
});
