import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, preloadLazyModules, seriousAxeViolations } from '../../../app/routes/test-support';
import {
  activity,
  CASE_ID,
  caseOrder,
  employeeRequest,
  renderCase,
  staffCase,
  viewerCanAllBut,
} from '../test-case-detail';

/** The whole case page renders first; a loaded machine takes a while. */
const WAIT = { timeout: 30_000 };
const ORDER_STAFF = viewerCanAllBut('acceptCase', 'reopenCase');

const section = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Orders' }, WAIT)).closest('section') as HTMLElement;

describe('Orders on the case page', () => {
  beforeAll(async () => {
    await preloadLazyModules();
  }, 300_000);
  afterEach(cleanup);

  it('shows the orders to who manages them and moves one to a status the api offers', async () => {
    const { named } = renderCase(`/accommodations/cases/${CASE_ID}`, makeUser('CVTPA'), {
      CaseDetail: () => staffCase({ viewerCan: ORDER_STAFF }),
      CaseOrders: () => ({ caseOrders: [caseOrder('o-1')] }),
      ChangeCaseOrderStatus: () => ({
        changeCaseOrderStatus: {
          __typename: 'CaseOrderPayload',
          success: true,
          message: 'Operation succeeded!',
          order: caseOrder('o-1', { status: 'SHIPPED', nextStatuses: ['DELIVERED', 'TRANSIT_FAILURE', 'RETURNED'] }),
          case: { __typename: 'Case', id: CASE_ID, orderStatus: 'SHIPPED' },
          activities: [activity('a-order', 'ORDER_STATUS_CHANGED', { payload: { orderId: 'o-1', to: 'SHIPPED' } })],
        },
      }),
    });
    const orders = await section();
    expect(await within(orders).findByText('Semaglutide, 0.25 mg × 1', {}, WAIT)).toBeTruthy();
    expect(within(orders).getByText('Ordered')).toBeTruthy();
    expect(within(orders).getByRole('button', { name: 'Place order' })).toBeTruthy();
    fireEvent.click(within(orders).getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the order status' }, WAIT);
    fireEvent.change(within(dialog).getByLabelText('New status'), { target: { value: 'SHIPPED' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(
      () => expect(named('ChangeCaseOrderStatus')[0]?.variables).toEqual({ orderId: 'o-1', status: 'SHIPPED' }),
      WAIT,
    );
    expect(await within(orders).findByText('Shipped', {}, WAIT)).toBeTruthy();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('shows no orders section to who may not read them', async () => {
    renderCase(`/accommodations/cases/${CASE_ID}`, makeUser('ADMIN'), {
      CaseDetail: () => staffCase({ viewerCan: viewerCanAllBut('caseOrders', 'createCaseOrder', 'changeCaseOrder') }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Payments' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Orders' })).toBeNull();
  });

  it('shows the employee a tracker of the order with the current stage marked', async () => {
    renderCase(`/accommodations/requests/${CASE_ID}`, makeUser('USER'), {
      RequestDetail: () => employeeRequest(),
      CaseOrders: () => ({
        caseOrders: [
          caseOrder('o-1', {
            status: 'SHIPPED',
            trackingNumber: '1Z999',
            carrier: 'UPS',
            sentAt: null,
            nextStatuses: [],
          }),
        ],
      }),
    });
    const progress = await screen.findByRole('list', { name: 'Order progress' }, WAIT);
    const current = within(progress)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toBe('Shipped (current stage)');
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['✓ Ordered (done)', '✓ Processing (done)', 'Shipped (current stage)', 'Delivered (to come)']);
    expect(screen.getByText('Tracking number: UPS 1Z999')).toBeTruthy();
    expect(screen.queryByText('Change status')).toBeNull();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
