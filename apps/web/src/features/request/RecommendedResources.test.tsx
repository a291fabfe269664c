import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../app/notifications';
import {
  makeClient,
  makeSession,
  makeUser,
  ORG_ID,
  Providers,
  type Resolver,
  seriousAxeViolations,
} from '../../app/routes/test-support';
import { RecommendedResources } from './RecommendedResources';

function setup(answer: Resolver) {
  const client = makeClient({ NewRequestRecommendations: answer });
  render(
    <ToastProvider>
      <Providers session={makeSession(makeUser('USER'))} client={client.client}>
        <MemoryRouter>
          <RecommendedResources />
        </MemoryRouter>
      </Providers>
    </ToastProvider>,
  );
  return client;
}

const settings = (forms: unknown[], documents: unknown[]) => ({
  getGeneralOrganizationSettings: {
    __typename: 'GeneralOrganizationSettings',
    organizationId: ORG_ID,
    recommendedForms: forms,
    recommendedDocuments: documents,
  },
});

describe('RecommendedResources', () => {
  afterEach(() => cleanup());

  it('lists the recommended forms as links and the documents as downloads', async () => {
    setup(() =>
      settings(
        [
          { __typename: 'RecommendedForm', id: 'f1', name: 'Leave request', linkName: 'leave', isGlobal: true },
          { __typename: 'RecommendedForm', id: 'f2', name: 'Ergonomic chair', linkName: 'chair', isGlobal: false },
        ],
        [{ __typename: 'RecommendedDocument', id: 'd1', fileName: 'Leave policy.pdf' }],
      ),
    );
    const aside = await screen.findByRole('complementary', { name: 'Recommended for you' });
    expect(within(aside).getByRole('link', { name: 'Leave request' }).getAttribute('href')).toBe(
      '/accommodations/request/leave?isGlobal=true',
    );
    expect(within(aside).getByRole('link', { name: 'Ergonomic chair' }).getAttribute('href')).toBe(
      '/accommodations/request/chair',
    );
    expect(within(aside).getByRole('button', { name: 'Download Leave policy.pdf' })).toBeTruthy();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('shows nothing when nothing is recommended, or when the recommendations cannot be loaded', async () => {
    const empty = setup(() => settings([], []));
    await waitFor(() => expect(empty.named('NewRequestRecommendations')).toHaveLength(1));
    expect(screen.queryByRole('complementary')).toBeNull();
    cleanup();
    const failing = setup(() => Promise.reject(new Error('down')));
    await waitFor(() => expect(failing.named('NewRequestRecommendations')).toHaveLength(1));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
