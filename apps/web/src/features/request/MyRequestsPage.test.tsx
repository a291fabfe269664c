import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  makeSession,
  makeUser,
  preloadLazyModules,
  renderApp,
  seriousAxeViolations,
  setViewportWidth,
} from '../../app/routes/test-support';
import { makeDraft, makeRequestClient } from './test-support';

function renderMyRequests(drafts: Array<ReturnType<typeof makeDraft>>, role: 'USER' | 'ADMIN' = 'USER') {
  let current = drafts;
  const apollo = makeRequestClient({
    RequestDrafts: () => ({ userFormResponseDrafts: current }),
    DeleteRequestDraft: (variables) => {
      current = current.filter((draft) => draft.id !== variables.formResponseId);
      return { deleteFormResponse: { __typename: 'DeleteFormResponsePayload', success: true, message: 'ok' } };
    },
  });
  const rendered = renderApp('/accommodations/requests', {
    session: makeSession(makeUser(role)),
    client: apollo.client,
  });
  return { ...rendered, ...apollo };
}

describe('My Requests', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./MyRequestsPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it("lists the employee's drafts, newest first, each with Resume and Delete draft", async () => {
    const { container } = renderMyRequests([
      makeDraft('draft-old', { updatedAt: '2026-11-01T10:00:00Z' }),
      makeDraft('draft-new', {
        updatedAt: '2026-11-21T10:00:00Z',
        questionResponses: [{ __typename: 'QuestionResponse', questionId: 'q', response: ['x'], fileNames: [] }],
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Requests' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Drafts' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('1 answer');
    const resume = within(items[0]).getByRole('link', { name: /Resume/ });
    expect(resume.getAttribute('href')).toBe('/accommodations/request?draftId=draft-new');
    expect(
      within(items[1])
        .getByRole('link', { name: /Resume/ })
        .getAttribute('href'),
    ).toBe('/accommodations/request?draftId=draft-old');
    expect(document.title).toBe('My Requests | Case Management');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('asks before deleting a draft; Cancel keeps it and returns focus to its button', async () => {
    const { named } = renderMyRequests([makeDraft('draft-1')]);
    const list = await screen.findByRole('list', { name: 'Drafts' });
    const trigger = within(list).getByRole('button', { name: /Delete draft/ });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(named('DeleteRequestDraft')).toHaveLength(0);
  });

  it('deletes a draft after confirmation and then offers New Request', async () => {
    const { named } = renderMyRequests([makeDraft('draft-1')]);
    const list = await screen.findByRole('list', { name: 'Drafts' });
    fireEvent.click(within(list).getByRole('button', { name: /Delete draft/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(named('DeleteRequestDraft')).toHaveLength(1));
    expect(named('DeleteRequestDraft')[0].variables).toEqual({ formResponseId: 'draft-1' });
    expect(await screen.findByText('You have no saved drafts.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Drafts' })));
  });

  it('shows an empty state that offers New Request', async () => {
    renderMyRequests([]);
    expect(await screen.findByText('You have no saved drafts.')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'New Request' }).getAttribute('href')).toBe(
      '/accommodations/request',
    );
  });

  it('is for employees only', async () => {
    const { router } = renderMyRequests([], 'ADMIN');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });
});
