import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { badInput, illegalState, isUuid, notFound, type Principal, Role } from '#access';
import { addJob, CaseActivityType, QueueName } from '#events';
import { CaseChange } from '#domain/cases';
import { PaymentInfoEntity } from '#domain/payment-methods';
import { CasePaymentEntity, MAX_PAYMENT_CENTS, PaymentMessages, PaymentStatus } from '#domain/payments';
import { CHARGE_JOB_OPTIONS, chargeJobId } from './charge-jobs.js';
import { PaymentChargeMessages, PaymentChargeRules } from './payment-charge-rules.js';
import { PaymentChargeEntity, PaymentChargeKind, PaymentChargeStatus } from './payment-charge.entity.js';
import { PaymentCompletionLinkEntity } from './payment-completion-link.entity.js';
import { PaymentIntentSecretRequests } from './payment-intent-secret-requests.js';

/**
 * makeOffSessionPayment (the api's side): records the intent to charge, a PENDING attempt of the payment,
 * with its timeline entry, in one transaction; the worker charges the card. The row is the outbox: the job
 * is enqueued after commit, and the worker's charges sweep charges any attempt whose job was lost.
 */
@Injectable()
export class PaymentChargeRequests {
  private readonly logger = new Logger('PaymentCharges');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CaseChange) private readonly change: CaseChange,
    @InjectQueue(QueueName.payments) private readonly queue: Queue,
    @Inject(PaymentIntentSecretRequests) private readonly secrets: PaymentIntentSecretRequests,
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

  /**
   * initiatePayment (the api's side): the signed-in employee pays `amount` on its own case (payment staff may
   * start it too): the oldest UNPAID payment of exactly that amount is the one paid. An on-session attempt is
   * recorded (or the one already waiting reused, so a reload makes no second intent) and the worker makes its
   * PaymentIntent; the secret is what the page's card field confirms. The webhook settles it.
   */
  async initiateForEmployee(principal: Principal, caseId: string, amount: number): Promise<string> {
    if (!Number.isInteger(amount) || amount <= 0 || amount > MAX_PAYMENT_CENTS)
      throw badInput(`amount: a whole number of cents from 1 to ${MAX_PAYMENT_CENTS}`, 'amount');
    const charge = await this.change.run(principal, caseId, PaymentChargeRules.pay, async (context) => {
      const { manager, caseRecord, principal: scoped } = context;
      if (!caseRecord.submitterId) throw badInput(PaymentChargeMessages.NO_EMPLOYEE, 'caseId');
      // The employee role passes the rule; only the case's own employee passes this.
      if (scoped.role === Role.USER && caseRecord.submitterId !== principal.userId) throw notFound();
      const payment = await manager.findOne(CasePaymentEntity, {
        where: {
          caseId: caseRecord.id,
          organizationId: caseRecord.organizationId,
          status: PaymentStatus.UNPAID,
          isDeleted: false,
          amount,
        },
        order: { dueDate: { direction: 'ASC', nulls: 'LAST' }, createdAt: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      if (!payment) throw badInput(PaymentChargeMessages.NO_PAYMENT_OF_AMOUNT, 'amount');
      const charges = await manager.find(PaymentChargeEntity, {
        where: { paymentId: payment.id },
        order: { attempt: 'DESC' },
      });
      if (charges.some((existing) => isOpen(existing.status))) throw illegalState(PaymentChargeMessages.UNDER_WAY);
      const waiting = charges.find(
        (existing) =>
          existing.kind === PaymentChargeKind.ON_SESSION && existing.status === PaymentChargeStatus.AWAITING_CUSTOMER,
      );
      if (waiting) return waiting;
      return manager.save(
        manager.create(PaymentChargeEntity, {
          organizationId: caseRecord.organizationId,
          caseId: caseRecord.id,
          paymentId: payment.id,
          attempt: (charges[0]?.attempt ?? 0) + 1,
          kind: PaymentChargeKind.ON_SESSION,
          status: PaymentChargeStatus.AWAITING_CUSTOMER,
          requestedById: principal.userId,
        }),
      );
    });
    return this.secrets.clientSecretFor(charge.organizationId, charge.id, principal.userId);
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
