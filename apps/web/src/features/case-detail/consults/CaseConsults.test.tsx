import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeUser, preloadLazyModules, seriousAxeViolations, setViewportWidth } from '../../../app/routes/test-support';
import { ADMIN_ON_OPEN_CASE, CASE_ID, renderCase, type Resolver, staffCase, viewerCan } from '../test-case-detail';

const CASE_PATH = `/accommodations/cases/${CASE_ID}`;
const HOURS_AGO = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();

const SUPPORT = viewerCan('allCaseConsultRequests', 'requestCaseConsult', 'sendCaseConsultMessage');
const MEDICAL = viewerCan('allCaseConsultRequests', 'sendCaseConsultMessage');

function consult(id: string, status: 'OPEN' | 'CLOSED', reason: string, messages: [string, string][] = []) {
  return {
    __typename: 'CaseConsultRequest',
    id,
    reason,
    status,
    requestedByName: 'Sam Support',
    createdAt: HOURS_AGO(5),
    closedAt: status === 'CLOSED' ? HOURS_AGO(1) : null,
    messages: messages.map(([authorName, text], index) => ({
      __typename: 'CaseConsultMessage',
      id: `${id}-m${index}`,
      authorName,
      text,
      createdAt: HOURS_AGO(4 - index),
    })),
  };
}

const OPEN = consult('c-2', 'OPEN', 'Nausea after the dose increase', [['Mia Medical', 'Lower the dose to 0.5 mg.']]);
const CLOSED = consult('c-1', 'CLOSED', 'Which pharmacy ships to Alaska?', [['Sam Support', 'Found one, thanks.']]);

const payload = (field: string) => ({
  [field]: { __typename: 'CaseConsultPayload', success: true, message: 'Operation succeeded!', activities: [] },
});

async function openCase(
  can: ReturnType<typeof viewerCan>,
  consults: unknown[],
  resolvers: Record<string, Resolver> = {},
) {
  const answer = staffCase({ viewerCan: can });
  const rendered = renderCase(CASE_PATH, makeUser('CVTPA'), {
    CaseDetail: () => answer,
    CaseDetailConsults: () => ({ allCaseConsultRequests: consults }),
    CaseDetailRequestConsult: () => payload('requestCaseConsult'),
    CaseDetailSendConsultMessage: () => payload('sendCaseConsultMessage'),
    ...resolvers,
  });
  await screen.findByRole('heading', { level: 1, name: answer.caseById.title });
  const section = await screen.findByRole('region', { name: 'Consults' });
  return { ...rendered, section };
}

describe('Consults on the case page', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('../CaseDetailPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it('lists the consults with their threads, newest first; only an open one takes replies', async () => {
    const { section, named } = await openCase(MEDICAL, [OPEN, CLOSED]);
    const [open, closed] = await within(section).findAllByTestId('consult');
    expect(named('CaseDetailConsults')[0].variables).toEqual({ caseId: CASE_ID });
    expect(within(open).getByRole('heading', { name: 'Consult 2' })).toBeTruthy();
    expect(within(open).getByText('Open')).toBeTruthy();
    expect(within(open).getByText('Nausea after the dose increase')).toBeTruthy();
    expect(within(open).getByText('Lower the dose to 0.5 mg.')).toBeTruthy();
    expect(within(open).getByLabelText('Reply to consult 2')).toBeTruthy();
    expect(within(closed).getByText('Closed')).toBeTruthy();
    expect(within(closed).queryByLabelText('Reply to consult 1')).toBeNull();
    // TPA Medical answers consults but does not ask for them.
    expect(within(section).queryByRole('button', { name: 'Request a consult' })).toBeNull();
  });

  it('sends a reply, and a reply that closes the consult; an empty one is refused here', async () => {
    const { section, named } = await openCase(MEDICAL, [OPEN]);
    const [open] = await within(section).findAllByTestId('consult');
    fireEvent.click(within(open).getByRole('button', { name: 'Send' }));
    expect(await within(open).findByText('Write a message.')).toBeTruthy();
    expect(named('CaseDetailSendConsultMessage')).toHaveLength(0);

    fireEvent.change(within(open).getByLabelText('Reply to consult 1'), { target: { value: '  Recheck in a week. ' } });
    fireEvent.click(within(open).getByRole('button', { name: 'Send and close' }));
    await waitFor(() => expect(named('CaseDetailSendConsultMessage')).toHaveLength(1));
    expect(named('CaseDetailSendConsultMessage')[0].variables).toEqual({
      consultRequestId: 'c-2',
      text: 'Recheck in a week.',
      closeRequest: true,
    });
    await waitFor(() => expect(named('CaseDetailConsults').length).toBeGreaterThan(1));
  });

  it('lets TPA Support ask for a consult when none is open, with a reason', async () => {
    const { section, named } = await openCase(SUPPORT, [CLOSED]);
    const trigger = await within(section).findByRole('button', { name: 'Request a consult' });
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Request a consult' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request consult' }));
    expect(await within(dialog).findByText('Say why a consult is needed.')).toBeTruthy();
    expect(named('CaseDetailRequestConsult')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Dose question' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request consult' }));
    await waitFor(() => expect(named('CaseDetailRequestConsult')).toHaveLength(1));
    expect(named('CaseDetailRequestConsult')[0].variables).toEqual({ caseId: CASE_ID, reason: 'Dose question' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('offers no second request while one is open, and says when there are none', async () => {
    const withOpen = await openCase(SUPPORT, [OPEN]);
    await within(withOpen.section).findAllByTestId('consult');
    expect(within(withOpen.section).queryByRole('button', { name: 'Request a consult' })).toBeNull();
    cleanup();
    const empty = await openCase(SUPPORT, []);
    expect(await within(empty.section).findByText('No consults requested.')).toBeTruthy();
  });

  it('is not shown to who may not read consults', async () => {
    renderCase(CASE_PATH, makeUser('ADMIN'), { CaseDetail: () => staffCase({ viewerCan: ADMIN_ON_OPEN_CASE }) });
    await screen.findByRole('heading', { level: 1, name: 'Standing desk' });
    expect(screen.queryByRole('region', { name: 'Consults' })).toBeNull();
  });

  it('has no serious axe violations with the thread listed and the request dialog open', async () => {
    const { section, container } = await openCase(SUPPORT, [CLOSED]);
    await within(section).findAllByTestId('consult');
    expect(await seriousAxeViolations(container)).toEqual([]);
    fireEvent.click(within(section).getByRole('button', { name: 'Request a consult' }));
    await screen.findByRole('dialog', { name: 'Request a consult' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    // Two axe runs over the whole case page.
  }, 60_000);
});
