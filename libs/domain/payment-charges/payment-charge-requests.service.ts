import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { badInput, illegalState, isUuid, notFound, type Principal } from '#access';
import { addJob, CaseActivityType, QueueName } from '#events';
import { CaseChange } from '#domain/cases';
import { PaymentInfoEntity } from '#domain/payment-methods';
import { CasePaymentEntity, PaymentMessages, PaymentStatus } from '#domain/payments';
import { CHARGE_JOB_OPTIONS, chargeJobId } from './charge-jobs.js';
import { PaymentChargeMessages, PaymentChargeRules } from './payment-charge-rules.js';
import { PaymentChargeEntity, PaymentChargeKind, PaymentChargeStatus } from './payment-charge.entity.js';
import { PaymentCompletionLinkEntity } from './payment-completion-link.entity.js';

/**
 * makeOffSessionPayment (the api's side): records the intent to charge, a PENDING attempt of the payment,
 * with its timeline entry, in one transaction; the worker charges the card. The row is the outbox: the job
 * is enqueued after commit, and the worker's sweep enqueues any attempt whose enqueue was lost.
 */
@Injectable()
export class PaymentChargeRequests {
  private readonly logger = new Logger('PaymentCharges');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CaseChange) private readonly change: CaseChange,
    @InjectQueue(QueueName.payments) private readonly queue: Queue,
  ) {}

  async requestOffSession(
    principal: Principal,
    paymentId: string,
  ): Promise<{ payment: CasePaymentEntity; charge: PaymentChargeEntity }> {
    if (!isUuid(paymentId)) throw notFound();
    const found = principal.assertCanSee(
      await this.dataSource.getRepository(CasePaymentEntity).findOneBy({ id: paymentId }),
    );
    const result = await this.change.run(principal, found.caseId, PaymentChargeRules.offSession, async (context) => {
      const { manager, caseRecord, record } = context;
      const payment = await manager.findOne(CasePaymentEntity, {
        where: { id: paymentId, caseId: caseRecord.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!payment) throw notFound();
      if (payment.isDeleted) throw illegalState(PaymentMessages.DELETED);
      if (payment.status !== PaymentStatus.UNPAID) throw illegalState(PaymentChargeMessages.NOT_UNPAID);
      if (!caseRecord.submitterId) throw badInput(PaymentChargeMessages.NO_EMPLOYEE, 'paymentId');
      const card = await manager.findOneBy(PaymentInfoEntity, {
        organizationId: caseRecord.organizationId,
        userId: caseRecord.submitterId,
      });
      if (!card?.paymentMethodId) throw illegalState(PaymentChargeMessages.NO_CARD);
      const charges = await manager.find(PaymentChargeEntity, { where: { paymentId }, order: { attempt: 'DESC' } });
      if (charges.some((charge) => isOpen(charge.status))) throw illegalState(PaymentChargeMessages.UNDER_WAY);
      const charge = await manager.save(
        manager.create(PaymentChargeEntity, {
          organizationId: caseRecord.organizationId,
          caseId: caseRecord.id,
          paymentId,
          attempt: (charges[0]?.attempt ?? 0) + 1,
          kind: PaymentChargeKind.OFF_SESSION,
          status: PaymentChargeStatus.PENDING,
          requestedById: principal.userId,
        }),
      );
      // A completion link of an earlier failure would now pay twice: it closes.
      await manager.update(
        PaymentCompletionLinkEntity,
        { paymentId, usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
        { expiresAt: new Date() },
      );
      await record(CaseActivityType.TEXT_INFO, { field: 'payment', paymentId, change: 'charge-requested' });
      return { payment, charge };
    });
    const { charge } = result;
    await addJob(
      this.queue,
      'payments.charge',
      { organizationId: charge.organizationId, paymentId, chargeId: charge.id, attempt: charge.attempt },
      { jobId: chargeJobId(charge), ...CHARGE_JOB_OPTIONS },
    ).catch((error: Error) => this.logger.warn(`Charge ${charge.id} not queued, left to the sweep: ${error.message}`));
    return result;
  }

  /** The latest charge of each payment, by payment id (for the case's payments panel). */
  async latestByPaymentIds(paymentIds: readonly string[]): Promise<Map<string, PaymentChargeEntity>> {
    if (paymentIds.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(PaymentChargeEntity)
      .createQueryBuilder('charge')
      .distinctOn(['charge.paymentId'])
      .where('charge.paymentId IN (:...paymentIds)', { paymentIds: [...paymentIds] })
      .orderBy('charge.paymentId')
      .addOrderBy('charge.attempt', 'DESC')
      .getMany();
    return new Map(rows.map((row) => [row.paymentId, row]));
  }
}

const isOpen = (status: PaymentChargeStatus) =>
  status === PaymentChargeStatus.PENDING || status === PaymentChargeStatus.PROCESSING;
