import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CaseActivityDispatcher, type CaseActivityEntity, CaseActivityRecorder } from '#events';
import {
  Provider,
  type ProviderEventEntity,
  ProviderEventHandlers,
  type ProviderEventHandler,
  type ProviderEventOutcome,
  ProviderEventResult,
} from '#domain/provider-events';
import { CaseOrderEntity } from './case-order.entity.js';
import { moveOrder, type RecordOrderActivity, trackOrder } from './order-status-change.js';
import { isAllowedOrderMove } from './order-transitions.js';
import { storedPharmacyStatus } from './pharmacy-status-event.js';

/**
 * Applies a pharmacy's status webhook (stored once by its webhook-id, processed here in the worker): a move the
 * order status table allows, and a tracking number that is new. A status older than the order's last change,
 * repeated, or not allowed from where the order is (a late PROCESSING after SHIPPED) changes nothing and is
 * kept on the event as STALE_ORDER_STATUS; an order this pharmacy was never sent is UNKNOWN_ORDER.
 */
@Injectable()
export class PharmacyStatusHandler implements ProviderEventHandler, OnModuleInit {
  readonly provider = Provider.PHARMACY;
  readonly name = 'pharmacy-order-status';

  constructor(
    @Inject(ProviderEventHandlers) private readonly registry: ProviderEventHandlers,
    @Inject(CaseActivityRecorder) private readonly recorder: CaseActivityRecorder,
    @Inject(CaseActivityDispatcher) private readonly dispatcher: CaseActivityDispatcher,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async handle(event: ProviderEventEntity, manager: EntityManager): Promise<ProviderEventOutcome> {
    const parsed = storedPharmacyStatus.safeParse(event.payload);
    if (!parsed.success) return { handled: false, reason: 'not a pharmacy order status' };
    const update = parsed.data;
    const order = await manager.findOne(CaseOrderEntity, {
      where: { id: update.orderId, pharmacyId: update.pharmacyId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!order) return { handled: true, outcome: ProviderEventResult.UNKNOWN_ORDER };
    const occurredAt = new Date(update.occurredAt);
    const recorded: CaseActivityEntity[] = [];
    const record: RecordOrderActivity = async (type, payload) => {
      recorded.push(
        await this.recorder.record(manager, {
          organizationId: order.organizationId,
          caseId: order.caseId,
          actorUserId: null,
          type,
          payload,
        }),
      );
    };
    const moves = occurredAt >= order.statusChangedAt && isAllowedOrderMove(order.status, update.status);
    if (moves) await moveOrder(manager, order, update.status, 'PHARMACY', record, occurredAt);
    const tracking =
      update.trackingNumber && update.trackingNumber !== order.trackingNumber
        ? { trackingNumber: update.trackingNumber, carrier: update.carrier ?? order.carrier ?? '' }
        : null;
    // Tracking goes with a status the order takes now, or repeats the one it has (a number sent later).
    if (tracking && (moves || update.status === order.status))
      await trackOrder(manager, order, tracking, 'PHARMACY', record);
    if (recorded.length === 0) return { handled: true, outcome: ProviderEventResult.STALE_ORDER_STATUS };
    return { handled: true, afterCommit: () => this.dispatcher.dispatchAfterCommit(recorded) };
  }
}
