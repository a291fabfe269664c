import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ActivityTransaction } from '#events';
import { OrderStatus } from '#domain/cases';
import { CaseOrderEntity } from './case-order.entity.js';
import {
  PHARMACY_ADAPTER,
  type PharmacyAdapter,
  type PharmacyOrderBody,
  PharmacySendError,
} from './pharmacy-adapter.js';
import { ORDER_SEND_ATTEMPTS, OrderSendQueue } from './order-send-queue.js';
import { moveOrder } from './order-status-change.js';

export type OrderSendOutcome = 'SENT' | 'NOTHING_TO_SEND' | 'FAILED';

/**
 * The worker's side of an order: sends a PLACED order not yet accepted through the pharmacy adapter and marks
 * it sent. A rerun finds it sent and sends nothing; a send whose answer was lost is sent again under the same
 * idempotency key (the order id), so the pharmacy still takes it once. After the last try, or a refusal, the
 * order ends ERROR (ORDER_STATUS_CHANGED, by nobody).
 */
@Injectable()
export class OrderSender {
  private readonly logger = new Logger('CaseOrders');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ActivityTransaction) private readonly activities: ActivityTransaction,
    @Inject(PHARMACY_ADAPTER) private readonly adapter: PharmacyAdapter,
    @Inject(OrderSendQueue) private readonly sends: OrderSendQueue,
  ) {}

  /** Throws PharmacySendError when the send is to be tried again (not the last attempt, not permanent). */
  async send(orderId: string, isLastAttempt: boolean): Promise<OrderSendOutcome> {
    const order = await this.dataSource
      .getRepository(CaseOrderEntity)
      .findOne({ where: { id: orderId }, relations: { pharmacy: true } });
    if (!order || order.status !== OrderStatus.PLACED || order.sentAt) return 'NOTHING_TO_SEND';
    const [pharmacy] = await this.dataSource.query<{ endpoint_url: string | null; signing_secret: string | null }[]>(
      `SELECT endpoint_url, signing_secret FROM pharmacy WHERE id = $1`,
      [order.pharmacyId],
    );
    try {
      if (!pharmacy?.endpoint_url || !pharmacy.signing_secret)
        throw new PharmacySendError('the pharmacy has no endpoint or signing secret', true);
      const { reference } = await this.adapter.send({
        endpointUrl: pharmacy.endpoint_url,
        signingSecret: pharmacy.signing_secret,
        orderId: order.id,
        body: await this.bodyOf(order),
      });
      await this.dataSource.query(
        `UPDATE case_order SET sent_at = now(), pharmacy_reference = $2, send_attempts = send_attempts + 1,
                send_error = NULL, updated_at = now()
          WHERE id = $1 AND sent_at IS NULL`,
        [order.id, reference],
      );
      return 'SENT';
    } catch (error) {
      const failure =
        error instanceof PharmacySendError
          ? error
          : new PharmacySendError(`send failed: ${(error as Error).message}`, false);
      // The order's own count bounds the tries too: a send enqueued again by the unsent sweep starts a new job.
      const forGood = failure.permanent || isLastAttempt || order.sendAttempts + 1 >= ORDER_SEND_ATTEMPTS;
      await this.failed(order.id, failure.reason, forGood);
      this.logger.warn(`Order ${order.id} not sent${forGood ? ', for good' : ''}: ${failure.reason}`);
      if (forGood) return 'FAILED';
      throw failure;
    }
  }

  /** Placed orders not accepted after `olderThanMs` whose job may be lost get it again (same job id). */
  async requeueUnsent(olderThanMs: number, batchSize = 100): Promise<number> {
    const unsent = await this.dataSource
      .getRepository(CaseOrderEntity)
      .createQueryBuilder('o')
      .select(['o.id', 'o.organizationId', 'o.caseId', 'o.statusChangedAt'])
      .where(`o.status = 'PLACED' AND o.sent_at IS NULL`)
      .andWhere('o.status_changed_at < :before', { before: new Date(Date.now() - olderThanMs) })
      .orderBy('o.created_at', 'ASC')
      .limit(batchSize)
      .getMany();
    for (const order of unsent) await this.sends.add(order);
    return unsent.length;
  }

  private async failed(orderId: string, reason: string, forGood: boolean): Promise<void> {
    await this.activities.run(async (manager, record) => {
      const order = await manager.findOne(CaseOrderEntity, {
        where: { id: orderId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!order || order.status !== OrderStatus.PLACED || order.sentAt) return;
      order.sendAttempts += 1;
      order.sendError = reason.slice(0, 500);
      if (!forGood) {
        await manager.save(CaseOrderEntity, order);
        return;
      }
      await moveOrder(manager, order, OrderStatus.ERROR, 'SEND', (type, payload) =>
        record({ organizationId: order.organizationId, caseId: order.caseId, actorUserId: null, type, payload }),
      );
    });
  }

  private async bodyOf(order: CaseOrderEntity): Promise<PharmacyOrderBody> {
    const [patient] = await this.dataSource.query<
      {
        short_id: string;
        first_name: string | null;
        last_name: string | null;
        email: string | null;
        phone: string | null;
      }[]
    >(
      `SELECT c.short_id, u.first_name, u.last_name, u.email, u.phone_number AS phone
         FROM case_record c LEFT JOIN app_user u ON u.id = c.submitter_id WHERE c.id = $1`,
      [order.caseId],
    );
    return {
      orderId: order.id,
      caseReference: patient?.short_id ?? '',
      placedAt: order.statusChangedAt.toISOString(),
      patient: {
        firstName: patient?.first_name ?? '',
        lastName: patient?.last_name ?? '',
        email: patient?.email ?? null,
        phone: patient?.phone ?? null,
      },
      shippingAddress: order.shippingAddress,
      lines: order.lines,
    };
  }
}
