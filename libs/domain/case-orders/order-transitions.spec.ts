import { OrderStatus } from '#domain/cases';
import { FINAL_ORDER_STATUSES, isAllowedOrderMove, ORDER_STATUS_MOVES } from './order-transitions.js';

describe('order status moves', () => {
  it('names every status of the spec, and only those, as a source and as targets', () => {
    expect(Object.keys(ORDER_STATUS_MOVES).sort()).toEqual(Object.values(OrderStatus).sort());
    for (const targets of Object.values(ORDER_STATUS_MOVES))
      for (const target of targets) expect(Object.values(OrderStatus)).toContain(target);
  });

  it.each([
    ['PLACED', 'PROCESSING'],
    ['PLACED', 'SHIPPED'],
    ['PROCESSING', 'SHIPPED'],
    ['SHIPPED', 'DELIVERED'],
    ['SHIPPED', 'TRANSIT_FAILURE'],
    ['TRANSIT_FAILURE', 'SHIPPED'],
    ['DELIVERED', 'RETURNED'],
    ['ERROR', 'PLACED'],
    ['DRAFT', 'PLACED'],
  ] as const)('allows %s to %s', (from, to) => {
    expect(isAllowedOrderMove(OrderStatus[from], OrderStatus[to])).toBe(true);
  });

  it.each([
    ['SHIPPED', 'PROCESSING'],
    ['DELIVERED', 'SHIPPED'],
    ['CANCELLED', 'PLACED'],
    ['RETURNED', 'DELIVERED'],
    ['PLACED', 'DELIVERED'],
    ['PLACED', 'PLACED'],
    ['SHIPPED', 'CANCELLED'],
  ] as const)('refuses %s to %s', (from, to) => {
    expect(isAllowedOrderMove(OrderStatus[from], OrderStatus[to])).toBe(false);
  });

  it('ends only at CANCELLED and RETURNED', () => {
    expect([...FINAL_ORDER_STATUSES].sort()).toEqual(['CANCELLED', 'RETURNED']);
  });
});
