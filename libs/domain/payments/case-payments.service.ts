import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { badInput, illegalState, isUuid, notFound, type Principal, restricted } from '#access';
import { CaseActivityType } from '#events';
import { CaseAttachmentEntity } from '#domain/case-attachments';
import { CaseChange, type CaseChangeContext, CasesService } from '#domain/cases';
import { parseInput } from '#domain/shared';
import { CasePaymentEntity } from './case-payment.entity.js';
import { organizationDefaultFees, type PaymentFees } from './default-fees.js';
import { FEE_FIELDS, type FeeField, payoutOf } from './payment-amounts.js';
import {
  type AddPaymentInput,
  addPaymentSchema,
  type ParsedAddPayment,
  type UpdatePaymentInput,
  updatePaymentSchema,
} from './payment-input.schemas.js';
import { CasePaymentRules, PaymentMessages } from './payment-rules.js';
import { isAllowedPaymentMove, PaymentStatus } from './payment-status.js';

type Clock = () => Date;

/**
 * Payments on a case: add, change and (softly) delete, each with its timeline entry in the same
 * transaction, through CaseChange (the case loaded locked within the caller's reach, the rule checked in
 * the case's organization, nothing written when anything is refused).
 */
@Injectable()
export class CasePaymentsService {
  private readonly now: Clock = () => new Date();

  constructor(
    @Inject(CaseChange) private readonly change: CaseChange,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CasesService) private readonly cases: CasesService,
  ) {}

  /**
   * The fees a payment of `amount` cents added to this case without fees would get, for the payment dialog
   * to show before it is sent: the same rule as add, for who may add payments to the case.
   */
  async defaultFees(principal: Principal, caseId: string, amount: number): Promise<PaymentFees> {
    const cents = parseInput(addPaymentSchema.shape.amount, amount);
    const caseRecord = await this.cases.findVisible(principal, caseId);
    const refusal = principal.inOrganization(caseRecord.organizationId).refusalOf(restricted(CasePaymentRules.manage));
    if (refusal) throw refusal;
    return organizationDefaultFees(this.dataSource.manager, caseRecord.organizationId, cents);
  }

  /** A payment added without any fee or sub-fee gets the organization's fees (payment settings). */
  add(principal: Principal, caseId: string, input: AddPaymentInput): Promise<CasePaymentEntity> {
    const parsed = parseInput(addPaymentSchema, input);
    return this.change.run(principal, caseId, CasePaymentRules.manage, async ({ manager, caseRecord, record }) => {
      const status = parsed.status ?? PaymentStatus.UNPAID;
      const now = this.now();
      const fees = givesFees(parsed)
        ? feesAsGiven(parsed)
        : await organizationDefaultFees(manager, caseRecord.organizationId, parsed.amount);
      const payment = manager.create(CasePaymentEntity, {
        organizationId: caseRecord.organizationId,
        caseId: caseRecord.id,
        amount: parsed.amount,
        currency: parsed.currency ?? 'usd',
        status,
        description: parsed.description ?? '',
        dueDate: parsed.dueDate ?? null,
        paymentDate: status === PaymentStatus.PAID ? now : null,
        cancellationDate: status === PaymentStatus.CANCELED ? now : null,
        isDeleted: false,
        isAutoCreated: false,
        isScheduled: parsed.isScheduled ?? false,
        schedulePosition: parsed.schedulePosition ?? null,
        createdById: principal.userId,
        paymentAttachmentId: parsed.paymentAttachmentId ?? null,
        shippingAddress: parsed.shippingAddress ?? null,
        ...fees,
      });
      await this.checkMoneyAndFile(context(manager, caseRecord), payment);
      const saved = await manager.save(payment);
      await record(CaseActivityType.PAYMENT_ADDED, {
        paymentId: saved.id,
        amount: saved.amount,
        currency: saved.currency,
        status: saved.status,
      });
      if (saved.status === PaymentStatus.PAID) {
        await record(CaseActivityType.PAYMENT_COMPLETED, { paymentId: saved.id });
      }
      return saved;
    });
  }

  /** Changes what the input names; a status move sets its date (paymentDate, cancellationDate). */
  update(principal: Principal, paymentId: string, input: UpdatePaymentInput): Promise<CasePaymentEntity> {
    const parsed = parseInput(updatePaymentSchema, input);
    return this.onPayment(principal, paymentId, async ({ manager, caseRecord, record }, payment) => {
      const from = payment.status;
      const to = parsed.status ?? from;
      if (!isAllowedPaymentMove(from, to)) throw illegalState(PaymentMessages.FINAL(from));
      const { status: _status, ...fields } = parsed;
      for (const [key, value] of Object.entries(fields)) {
        // Left out: kept. Null: cleared where the field may be empty, else kept.
        if (value === undefined) continue;
        if (value === null && !CLEARABLE.has(key)) continue;
        Object.assign(payment, { [key]: value });
      }
      if (to !== from) {
        payment.status = to;
        if (to === PaymentStatus.PAID) payment.paymentDate = this.now();
        if (to === PaymentStatus.CANCELED) payment.cancellationDate = this.now();
      }
      await this.checkMoneyAndFile(context(manager, caseRecord), payment);
      const saved = await manager.save(payment);
      if (to !== from && to === PaymentStatus.PAID) {
        await record(CaseActivityType.PAYMENT_COMPLETED, { paymentId: saved.id });
      } else {
        await record(CaseActivityType.TEXT_INFO, {
          field: 'payment',
          paymentId: saved.id,
          change: to !== from ? 'canceled' : 'updated',
        });
      }
      return saved;
    });
  }

  /** Marks the payment deleted: it leaves the case's list and totals, the row stays for the audit trail. */
  delete(principal: Principal, paymentId: string): Promise<CasePaymentEntity> {
    return this.onPayment(principal, paymentId, async ({ manager, record }, payment) => {
      payment.isDeleted = true;
      const saved = await manager.save(payment);
      await record(CaseActivityType.TEXT_INFO, { field: 'payment', paymentId: saved.id, change: 'deleted' });
      return saved;
    });
  }

  /** The payments of these cases that are not deleted, by case: by due date (none last), then creation. */
  async byCaseIds(cases: readonly { id: string; organizationId: string }[]): Promise<Map<string, CasePaymentEntity[]>> {
    const found = new Map<string, CasePaymentEntity[]>(cases.map((caseRecord) => [caseRecord.id, []]));
    if (cases.length === 0) return found;
    const rows = await this.dataSource.getRepository(CasePaymentEntity).find({
      where: {
        organizationId: In([...new Set(cases.map((caseRecord) => caseRecord.organizationId))]),
        caseId: In(cases.map((caseRecord) => caseRecord.id)),
        isDeleted: false,
      },
      order: { dueDate: { direction: 'ASC', nulls: 'LAST' }, createdAt: 'ASC', id: 'ASC' },
    });
    for (const row of rows) found.get(row.caseId)?.push(row);
    return found;
  }

  /** The case files these payments name, by id (id and file name only). */
  async attachmentsByIds(ids: readonly string[]): Promise<Map<string, { id: string; fileName: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(CaseAttachmentEntity)
      .find({ select: { id: true, fileName: true }, where: { id: In([...ids]) } });
    return new Map(rows.map((row) => [row.id, { id: row.id, fileName: row.fileName }]));
  }

  /** Costs within the amount, and a named file of this very case. */
  private async checkMoneyAndFile(
    { manager, caseRecord }: Pick<CaseChangeContext, 'manager' | 'caseRecord'>,
    payment: CasePaymentEntity,
  ): Promise<void> {
    if (payoutOf(payment) < 0) {
      throw badInput('amount: the fees and sub-fees add up to more than the amount', 'amount');
    }
    if (payment.paymentAttachmentId) {
      const attachment = await manager.findOneBy(CaseAttachmentEntity, {
        id: payment.paymentAttachmentId,
        caseId: caseRecord.id,
        organizationId: caseRecord.organizationId,
      });
      if (!attachment) throw badInput('paymentAttachmentId: not a file of this case', 'paymentAttachmentId');
    }
  }

  private async onPayment<T>(
    principal: Principal,
    paymentId: string,
    work: (context: CaseChangeContext, payment: CasePaymentEntity) => Promise<T>,
  ): Promise<T> {
    if (!isUuid(paymentId)) throw notFound();
    const found = principal.assertCanSee(
      await this.dataSource.getRepository(CasePaymentEntity).findOneBy({ id: paymentId }),
    );
    return this.change.run(principal, found.caseId, CasePaymentRules.manage, async (changeContext) => {
      const payment = await changeContext.manager.findOne(CasePaymentEntity, {
        where: { id: paymentId, caseId: found.caseId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!payment) throw notFound();
      if (payment.isDeleted) throw illegalState(PaymentMessages.DELETED);
      return work(changeContext, payment);
    });
  }
}

/** Whether the input names any fee or the sub-fees; without, the payment gets the organization's fees. */
const givesFees = (parsed: ParsedAddPayment) =>
  parsed.subFees != null || FEE_FIELDS.some((field) => parsed[field] != null);

/** The fees as given, a fee left out being none. */
const feesAsGiven = (parsed: ParsedAddPayment): PaymentFees => ({
  ...(Object.fromEntries(FEE_FIELDS.map((field) => [field, parsed[field] ?? 0])) as Record<FeeField, number>),
  subFees: parsed.subFees ?? [],
});

/** Fields an update may clear with null. */
const CLEARABLE = new Set(['dueDate', 'schedulePosition', 'paymentAttachmentId', 'shippingAddress']);

const context = (manager: CaseChangeContext['manager'], caseRecord: CaseChangeContext['caseRecord']) => ({
  manager,
  caseRecord,
});
