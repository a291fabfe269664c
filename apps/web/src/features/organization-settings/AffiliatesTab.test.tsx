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
import { AffiliatesTab } from './AffiliatesTab';
import { percentToFraction, shareText } from './affiliate-share-text';

const ORGANIZATIONS = [
  { __typename: 'Organization', id: ORG_ID, name: 'Vitality' },
  { __typename: 'Organization', id: 'org-brokers', name: 'Brokers Inc' },
  { __typename: 'Organization', id: 'org-clinic', name: 'Clinic Co' },
];

const relation = (id: string, from: string, to: string, fraction: number) => ({
  __typename: 'AffiliateRelation',
  id,
  fromOrganizationId: from,
  fromOrganizationName: ORGANIZATIONS.find((entry) => entry.id === from)!.name,
  toOrganizationId: to,
  toOrganizationName: ORGANIZATIONS.find((entry) => entry.id === to)!.name,
  implementationFeeShareFraction: fraction,
});

function setup(relations: ReturnType<typeof relation>[], resolvers: Record<string, Resolver> = {}) {
  const client = makeClient({
    OrganizationAffiliates: () => ({ organizationAffiliateRelations: relations, allOrganizations: ORGANIZATIONS }),
    ...resolvers,
  });
  render(
    <ToastProvider>
      <Providers session={makeSession(makeUser('CVADMIN'))} client={client.client}>
        <AffiliatesTab />
      </Providers>
    </ToastProvider>,
  );
  return client;
}

const payload = (name: string, body: Record<string, unknown>) => ({
  [name]: { __typename: 'AffiliateRelationPayload', success: true, message: 'Operation succeeded!', ...body },
});

describe('AffiliatesTab', () => {
  afterEach(() => cleanup());

  it('lists who earns a share of this organization and whom it brought; axe-clean', async () => {
    setup([relation('r-1', 'org-brokers', ORG_ID, 0.25), relation('r-2', ORG_ID, 'org-clinic', 0.125)]);
    const earning = await screen.findByRole('region', { name: 'Affiliates of this organization' });
    expect(within(earning).getByRole('listitem').textContent).toContain('Brokers Inc — 25 %');
    const brought = screen.getByRole('region', { name: 'Organizations this one brought' });
    expect(within(brought).getByRole('listitem').textContent).toContain('Clinic Co — 12.5 %');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says when there is none on either side', async () => {
    setup([]);
    expect(await screen.findByText("No affiliate earns a share of this organization's fee.")).toBeTruthy();
    expect(screen.getByText('This organization brought no other organization.')).toBeTruthy();
  });

  it('adds a relation in the chosen direction with the share as a fraction, and reloads', async () => {
    let relations: ReturnType<typeof relation>[] = [];
    const client = setup([], {
      OrganizationAffiliates: () => ({ organizationAffiliateRelations: relations, allOrganizations: ORGANIZATIONS }),
      CreateAffiliateRelationship: () => {
        relations = [relation('r-9', ORG_ID, 'org-clinic', 0.075)];
        return payload('createAffiliateRelationship', { affiliateRelation: relations[0] });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add affiliate relation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add affiliate relation' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /This organization, of the other one's fee/ }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Other organization' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Brokers Inc', 'Clinic Co']);
    fireEvent.click(options[1]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Share of the implementation fee/ }), {
      target: { value: '7.5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(client.named('CreateAffiliateRelationship')[0].variables).toEqual({
      input: { fromOrganizationId: ORG_ID, toOrganizationId: 'org-clinic', implementationFeeShareFraction: 0.075 },
    });
    const brought = await screen.findByRole('region', { name: 'Organizations this one brought' });
    await within(brought).findByText(/Clinic Co/);
  });

  it('checks the fields before asking, and shows the api refusal in the dialog', async () => {
    const client = setup([], {
      CreateAffiliateRelationship: () =>
        new GraphQLErrorsAnswer([
          {
            message: 'This relation would make a cycle: the affiliate is already reached from the other organization',
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add affiliate relation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add affiliate relation' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Share of the implementation fee/ }), {
      target: { value: '120' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Choose an organization')).toBeTruthy();
    expect(within(dialog).getByText('Enter a share from 0 to 100 %, with at most two decimals')).toBeTruthy();
    expect(client.named('CreateAffiliateRelationship')).toHaveLength(0);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Other organization' }));
    fireEvent.click(within(screen.getByRole('listbox')).getAllByRole('option')[0]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Share of the implementation fee/ }), {
      target: { value: '10' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This relation would make a cycle: the affiliate is already reached from the other organization',
    );
  });

  it('changes a share and removes a relation', async () => {
    const client = setup([relation('r-1', 'org-brokers', ORG_ID, 0.25)], {
      UpdateAffiliateRelationship: (variables) =>
        payload('updateAffiliateRelationship', {
          affiliateRelation: relation(
            'r-1',
            'org-brokers',
            ORG_ID,
            (variables.input as { implementationFeeShareFraction: number }).implementationFeeShareFraction,
          ),
        }),
      DeleteAffiliateRelationship: () => ({
        deleteAffiliateRelationship: { __typename: 'DeleteAffiliateRelationPayload', success: true, message: 'ok' },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change the share of Brokers Inc' }));
    const edit = await screen.findByRole('dialog', { name: 'Change share' });
    const field = within(edit).getByRole('textbox', { name: /Share of the implementation fee/ }) as HTMLInputElement;
    expect(field.value).toBe('25');
    fireEvent.change(field, { target: { value: '30' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(client.named('UpdateAffiliateRelationship')[0].variables).toEqual({
      input: { id: 'r-1', implementationFeeShareFraction: 0.3 },
    });
    await waitFor(() => expect(screen.getByRole('listitem').textContent).toContain('Brokers Inc — 30 %'));

    fireEvent.click(screen.getByRole('button', { name: 'Remove the relation with Brokers Inc' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove affiliate relation?' });
    fireEvent.click(within(remove).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(client.named('DeleteAffiliateRelationship')).toHaveLength(1));
    expect(client.named('DeleteAffiliateRelationship')[0].variables).toEqual({ id: 'r-1' });
  });
});

describe('share text', () => {
  it('turns percents into fractions of four decimals and back', () => {
    expect(percentToFraction('12.5')).toBe(0.125);
    expect(percentToFraction('7.25 %')).toBe(0.0725);
    expect(percentToFraction('100')).toBe(1);
    expect(percentToFraction('0')).toBe(0);
    for (const bad of ['', '-1', '100.01', '1.234', 'ten', '1e2'])
      expect([bad, percentToFraction(bad)]).toEqual([bad, undefined]);
    expect(shareText(0.0725)).toBe('7.25 %');
  });
});
