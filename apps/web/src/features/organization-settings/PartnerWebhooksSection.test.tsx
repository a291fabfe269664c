import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
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
import { PartnerWebhooksSection } from './PartnerWebhooksSection';

function delivery(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PartnerWebhookDelivery',
    id,
    caseId: `case-${id}`,
    shortId: `P-${id}`,
    eventType: 'case.decision_added',
    status: 'SUCCEEDED',
    attemptCount: 1,
    lastResponseStatus: 200,
    lastError: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    deliveredAt: '2026-11-20T10:00:01.000Z',
    nextAttemptAt: null,
    ...overrides,
  };
}

function deliveriesPage(deliveries: unknown[], hasNextPage = false) {
  return {
    partnerWebhookDeliveries: {
      __typename: 'PartnerWebhookDeliveryList',
      totalCount: deliveries.length,
      pageInfo: { __typename: 'PageInfo', endCursor: hasNextPage ? 'cursor-1' : null, hasNextPage },
      deliveries,
    },
  };
}

const signing = (secretIssuedAt: string | null) => () => ({
  partnerWebhookSigning: { __typename: 'PartnerWebhookSigning', secretIssuedAt },
});

function setup(resolvers: Record<string, Resolver>) {
  const client = makeClient({ PartnerWebhookSigning: signing('2026-11-01T00:00:00.000Z'), ...resolvers });
  const view = render(
    <ToastProvider>
      <Providers session={makeSession(makeUser('ADMIN'))} client={client.client}>
        <MemoryRouter>
          <PartnerWebhooksSection organizationId={ORG_ID} />
        </MemoryRouter>
      </Providers>
    </ToastProvider>,
  );
  return { ...client, ...view };
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Webhook deliveries' }))
    .getAllByRole('row')
    .slice(1);

describe('PartnerWebhooksSection', () => {
  afterEach(cleanup);

  it('lists deliveries with event, case, status, answer and tries; axe-clean', async () => {
    const { named } = setup({
      PartnerWebhookDeliveries: () =>
        deliveriesPage([
          delivery('2', {
            eventType: 'case.payment_completed',
            status: 'FAILED',
            attemptCount: 8,
            lastResponseStatus: 503,
          }),
          delivery('1'),
        ]),
    });
    expect(await screen.findByRole('table', { name: 'Webhook deliveries' })).toBeTruthy();
    const [failed, delivered] = rows();
    expect(within(failed).getByText('Payment completed')).toBeTruthy();
    expect(within(failed).getByRole('link', { name: 'P-2' }).getAttribute('href')).toContain('case-2');
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('HTTP 503')).toBeTruthy();
    expect(within(failed).getByText('8')).toBeTruthy();
    expect(within(delivered).getByText('Decision added')).toBeTruthy();
    expect(within(delivered).getByText('Delivered')).toBeTruthy();
    expect(named('PartnerWebhookDeliveries')[0].variables).toEqual({
      organizationId: ORG_ID,
      status: null,
      recordsPerPage: 20,
      after: null,
    });
    expect(screen.getByText(/A signing secret was issued/)).toBeTruthy();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('pages on with the cursor and filters by status', async () => {
    const { named } = setup({
      PartnerWebhookDeliveries: (variables) =>
        variables.status
          ? deliveriesPage([])
          : variables.after
            ? deliveriesPage([delivery('3')])
            : deliveriesPage([delivery('1'), delivery('2')], true),
    });
    await screen.findByRole('link', { name: 'P-1' });
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    await screen.findByRole('link', { name: 'P-3' });
    expect(named('PartnerWebhookDeliveries').at(-1)!.variables.after).toBe('cursor-1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    expect(await screen.findByText('No deliveries with this status')).toBeTruthy();
    expect(named('PartnerWebhookDeliveries').at(-1)!.variables).toMatchObject({ status: 'FAILED', after: null });
  });

  it('says when there are none yet, and offers to try again when loading fails', async () => {
    let fail = true;
    setup({
      PartnerWebhookDeliveries: () => {
        if (fail) throw new GraphQLErrorsAnswer([{ message: 'down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
        return deliveriesPage([]);
      },
    });
    expect(await screen.findByText(/couldn.t load the webhook deliveries/)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('No webhook deliveries yet')).toBeTruthy();
  });

  it('shows a delivery’s tries and body, and Replay sends it again', async () => {
    let replayed = false;
    const { named } = setup({
      PartnerWebhookDeliveries: () => deliveriesPage([delivery('1', { status: 'FAILED', lastResponseStatus: 500 })]),
      PartnerWebhookDelivery: () => ({
        partnerWebhookDelivery: {
          __typename: 'PartnerWebhookDeliveryDetail',
          delivery: {
            __typename: 'PartnerWebhookDelivery',
            id: '1',
            status: replayed ? 'SUCCEEDED' : 'FAILED',
            attemptCount: replayed ? 2 : 1,
            lastResponseStatus: replayed ? 200 : 500,
            lastError: null,
            deliveredAt: null,
            nextAttemptAt: null,
          },
          requestBody: '{"type":"case.decision_added","data":{"caseId":"case-1"}}',
          requestBodyWithheld: false,
          attempts: [
            {
              __typename: 'PartnerWebhookAttempt',
              id: 'a-1',
              attempt: 1,
              url: 'https://partner.example/hooks',
              responseStatus: 500,
              error: null,
              durationMs: 42,
              isReplay: false,
              createdAt: '2026-11-20T10:00:00.000Z',
            },
          ],
        },
      }),
      ReplayPartnerWebhookDelivery: () => {
        replayed = true;
        return {
          replayPartnerWebhookDelivery: {
            __typename: 'PartnerWebhookDeliveryPayload',
            success: true,
            message: 'Operation succeeded!',
            delivery: {
              __typename: 'PartnerWebhookDelivery',
              id: '1',
              status: 'PENDING',
              attemptCount: 1,
              lastResponseStatus: 500,
              lastError: null,
              deliveredAt: null,
              nextAttemptAt: null,
            },
          },
        };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Details of the Decision added delivery of P-1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Webhook delivery' });
    expect(await within(dialog).findByRole('table', { name: 'Tries of this delivery' })).toBeTruthy();
    expect(within(dialog).getByText('HTTP 500')).toBeTruthy();
    expect(within(dialog).getByLabelText('Request body').textContent).toContain('"type": "case.decision_added"');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replay' }));
    await waitFor(() => expect(named('ReplayPartnerWebhookDelivery')).toHaveLength(1));
    expect(named('ReplayPartnerWebhookDelivery')[0].variables).toEqual({ id: '1' });
    expect(await screen.findByText('The delivery is being sent again.')).toBeTruthy();
  });

  it('creates the signing secret and shows it once', async () => {
    let issuedAt: string | null = null;
    setup({
      PartnerWebhookSigning: () => signing(issuedAt)(),
      PartnerWebhookDeliveries: () => deliveriesPage([]),
      RotatePartnerWebhookSecret: () => {
        issuedAt = '2026-11-29T08:00:00.000Z';
        return {
          rotatePartnerWebhookSecret: {
            __typename: 'PartnerWebhookSecretPayload',
            success: true,
            message: 'Operation succeeded!',
            secret: 'whsec_c2VjcmV0',
            issuedAt,
          },
        };
      },
    });
    expect(await screen.findByText(/No signing secret yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create a signing secret' }));
    expect(await screen.findByText('Copy the secret now: it is not shown again.')).toBeTruthy();
    expect((screen.getByLabelText('Webhook signing secret') as HTMLInputElement).value).toBe('whsec_c2VjcmV0');
    expect(await screen.findByRole('button', { name: 'Replace the signing secret' })).toBeTruthy();
  });

  it('says the body is withheld from a reader who may not see health information', async () => {
    setup({
      PartnerWebhookDeliveries: () => deliveriesPage([delivery('1')]),
      PartnerWebhookDelivery: () => ({
        partnerWebhookDelivery: {
          __typename: 'PartnerWebhookDeliveryDetail',
          delivery: {
            __typename: 'PartnerWebhookDelivery',
            id: '1',
            status: 'SUCCEEDED',
            attemptCount: 1,
            lastResponseStatus: 200,
            lastError: null,
            deliveredAt: null,
            nextAttemptAt: null,
          },
          requestBody: null,
          requestBodyWithheld: true,
          attempts: [],
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Details of the Decision added delivery of P-1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Webhook delivery' });
    expect(await within(dialog).findByText(/Not shown: the body can hold the case.s health information/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Request body')).toBeNull();
  });
});
