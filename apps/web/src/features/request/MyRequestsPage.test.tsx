import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  makeSession,
  makeUser,
  preloadLazyModules,
  renderApp,
  seriousAxeViolations,
  setViewportWidth,
  type Resolver,
} from '../../app/routes/test-support';
import { exactTime } from './relative-time';
import { makeDraft, makeRequestClient, makeSubmittedRequest } from './test-support';

/** The text a screen reader reads (aria-hidden parts left out). */
function spokenText(node: Node): string {
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return Array.from(node.childNodes).map(spokenText).join('');
}

/** The stage marked current in a request's tracker, and the words every stage says. */
function tracker(shortId: string) {
  const list = screen.getByRole('list', { name: `Progress of request #${shortId}` });
  const stages = within(list).getAllByRole('listitem');
  const current = stages.filter((stage) => stage.getAttribute('aria-current') === 'step');
  return { list, stages: stages.map(spokenText), current: current.map(spokenText) };
}

function renderMyRequests(
  drafts: Array<ReturnType<typeof makeDraft>>,
  role: 'USER' | 'ADMIN' = 'USER',
  {
    requests = [],
    resolvers = {},
  }: { requests?: Array<ReturnType<typeof makeSubmittedRequest>>; resolvers?: Record<string, Resolver> } = {},
) {
  let current = drafts;
  const apollo = makeRequestClient({
    RequestDrafts: () => ({ userFormResponseDrafts: current }),
    SubmittedRequests: () => ({ allCasesBySubmitter: requests }),
    ...resolvers,
    DeleteRequestDraft: (variables) => {
      current = current.filter((draft) => draft.id !== variables.formResponseId);
      return { deleteFormResponse: { __typename: 'DeleteFormResponsePayload', success: true, message: 'ok' } };
    },
  });
  const rendered = renderApp('/accommodations/requests', {
    session: makeSession(makeUser(role, { id: 'employee-7' })),
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
    expect(await screen.findByText("You haven't submitted any requests yet.")).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'New Request' }).getAttribute('href')).toBe(
      '/accommodations/request',
    );
  });

  it('is for employees only', async () => {
    const { router } = renderMyRequests([], 'ADMIN');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });

  it("lists the employee's submitted requests with their stage, asked for with the signed-in user's id", async () => {
    const { container, named } = renderMyRequests([], 'USER', {
      requests: [
        makeSubmittedRequest('c5', { status: 'REJECTED', isArchived: true, title: 'Standing desk' }),
        makeSubmittedRequest('c4', { status: 'APPROVED', title: 'Flexible hours' }),
        makeSubmittedRequest('c3', { status: 'IN_PROGRESS' }),
        makeSubmittedRequest('c2', { status: 'ASSIGNED' }),
        makeSubmittedRequest('c1', { status: 'OPEN', createdAt: '2026-11-02T15:30:00Z', title: '' }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Submitted requests' });
    expect(named('SubmittedRequests').map((operation) => operation.variables)).toEqual([{ submitterId: 'employee-7' }]);

    // In the api's order (newest first), each opening its own page.
    const links = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => within(heading).getByRole('link'));
    expect(links.map((link) => link.textContent)).toEqual([
      'Standing desk, request #C5',
      'Flexible hours, request #C4',
      'Pregnancy accommodation, request #C3',
      'Pregnancy accommodation, request #C2',
      'Request #C1, request #C1',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/accommodations/requests/c5',
      '/accommodations/requests/c4',
      '/accommodations/requests/c3',
      '/accommodations/requests/c2',
      '/accommodations/requests/c1',
    ]);

    expect(tracker('C1').current).toEqual(['Submitted (current stage)']);
    expect(tracker('C2').current).toEqual(['Assigned (current stage)']);
    expect(tracker('C3').current).toEqual(['Review & Interaction (current stage)']);
    expect(tracker('C4').current).toEqual(['Final Decision (current stage)']);
    expect(tracker('C5').current).toEqual(['Completed (current stage)']);
    // The stages in order, each saying where the request is in words.
    expect(tracker('C3').stages).toEqual([
      'Submitted (done)',
      'Assigned (done)',
      'Review & Interaction (current stage)',
      'Final Decision (not yet)',
      'Completed (not yet)',
    ]);
    expect(tracker('C3').list.tagName).toBe('OL');
    expect(
      tracker('C5')
        .stages.slice(0, 4)
        .every((stage) => stage?.endsWith('(done)')),
    ).toBe(true);

    // The stage in words, and when it was submitted (exact time on hover).
    const first = links[4].closest('li') as HTMLElement;
    expect(first.textContent).toContain('#C1 · Submitted');
    expect(first.textContent).toContain('Stage: Submitted');
    const time = first.querySelector('time') as HTMLTimeElement;
    expect(time.getAttribute('dateTime')).toBe('2026-11-02T15:30:00Z');
    expect(time.getAttribute('title')).toBe(exactTime('2026-11-02T15:30:00Z'));
    expect(time.textContent).not.toBe('');

    // No drafts: the Drafts section says so, and New Request stays at the top.
    expect(screen.getByText('You have no saved drafts.')).toBeTruthy();
    expect(within(screen.getByRole('main')).getAllByRole('link', { name: 'New Request' })).toHaveLength(1);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it("labels the stages with the organization's aliases", async () => {
    renderMyRequests([], 'USER', {
      requests: [makeSubmittedRequest('c1', { status: 'APPROVED' })],
      resolvers: {
        LayoutAliasSettings: () => ({
          aliasSettings: {
            __typename: 'AliasSettings',
            organizationId: 'org-1',
            aliases: [
              {
                __typename: 'AliasLabel',
                key: 'STAGE_FINAL_DECISION',
                label: 'Prescription',
                defaultLabel: 'Final Decision',
              },
            ],
          },
        }),
      },
    });
    await screen.findByRole('list', { name: 'Progress of request #C1' });
    await waitFor(() => expect(tracker('C1').current).toEqual(['Prescription (current stage)']));
    expect(screen.getByText(/Stage:/).textContent).toContain('Stage: Prescription');
  });

  it('shows submitted requests and drafts together', async () => {
    renderMyRequests([makeDraft('draft-1')], 'USER', { requests: [makeSubmittedRequest('c1')] });
    expect(await screen.findByRole('list', { name: 'Submitted requests' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Drafts' })).toBeTruthy();
    const headings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Submitted requests', 'Drafts']);
    expect(within(screen.getByRole('main')).getAllByRole('link', { name: 'New Request' })).toHaveLength(1);
  });

  it('says when there are drafts but nothing submitted yet', async () => {
    renderMyRequests([makeDraft('draft-1')]);
    expect(await screen.findByRole('list', { name: 'Drafts' })).toBeTruthy();
    expect(await screen.findByText("You haven't submitted any requests yet.")).toBeTruthy();
    expect(within(screen.getByRole('main')).getAllByRole('link', { name: 'New Request' })).toHaveLength(1);
  });

  it('shows skeletons in each section while loading', async () => {
    renderMyRequests([], 'USER', {
      resolvers: {
        RequestDrafts: () => new Promise(() => undefined),
        SubmittedRequests: () => new Promise(() => undefined),
      },
    });
    expect(await screen.findByTestId('requests-loading')).toBeTruthy();
    expect(screen.getByTestId('drafts-loading')).toBeTruthy();
    expect(screen.getByText('Loading your requests…')).toBeTruthy();
    expect(screen.getByText('Loading your drafts…')).toBeTruthy();
  });

  it('shows an error with Try again when the submitted requests fail, keeping the drafts', async () => {
    let fail = true;
    const requests = [makeSubmittedRequest('c1', { status: 'ASSIGNED' })];
    const { named } = renderMyRequests([makeDraft('draft-1')], 'USER', {
      resolvers: {
        SubmittedRequests: () => {
          if (fail) throw new Error('offline');
          return { allCasesBySubmitter: requests };
        },
      },
    });
    const alert = await screen.findByText(
      "We couldn't load your submitted requests. Check your connection and try again.",
    );
    expect(await screen.findByRole('list', { name: 'Drafts' })).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Submitted requests' })).toBeTruthy();
    expect(tracker('C1').current).toEqual(['Assigned (current stage)']);
    expect(named('SubmittedRequests').length).toBeGreaterThanOrEqual(2);
  });

  it('shows an error with Try again when the drafts fail, keeping the submitted requests', async () => {
    let fail = true;
    renderMyRequests([], 'USER', {
      requests: [makeSubmittedRequest('c1')],
      resolvers: {
        RequestDrafts: () => {
          if (fail) throw new Error('offline');
          return { userFormResponseDrafts: [makeDraft('draft-1')] };
        },
      },
    });
    const alert = await screen.findByText("We couldn't load your drafts. Check your connection and try again.");
    expect(await screen.findByRole('list', { name: 'Submitted requests' })).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Drafts' })).toBeTruthy();
  });
});
