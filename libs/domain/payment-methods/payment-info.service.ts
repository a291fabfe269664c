import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { isUuid, notFound, type Principal, restricted, Role } from '#access';
import { addJob, QueueName } from '#events';
import { UserEntity } from '#domain/users';
import { PaymentInfoEntity } from './payment-info.entity.js';
import { PaymentRules } from './payment-rules.js';

/** What is shown of a saved card: never Stripe's object, never the number. */
export interface SavedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** What an off-session charge needs: the customer and its default card at Stripe. */
export interface ChargeableCard {
  stripeCustomerId: string;
  paymentMethodId: string;
}

/** The saved cards of employees (the api's side): read, delete (the worker detaches it at Stripe), look up for charges. */
@Injectable()
export class PaymentInfoService {
  private readonly logger = new Logger('PaymentInfo');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @InjectQueue(QueueName.payments) private readonly queue: Queue,
  ) {}

  /** The employee's own card, or any employee's for payment staff in its organization; null when none is saved. */
  async byUserId(principal: Principal, userId: string): Promise<SavedCard | null> {
    const organizationId = await this.checkedOrganization(principal, userId);
    const row = await this.dataSource.getRepository(PaymentInfoEntity).findOneBy({ organizationId, userId });
    return row ? savedCardOf(row) : null;
  }

  /**
   * Forgets the saved card at once (no charge can use it from here on) and has the worker detach it at Stripe
   * (job id = the payment method, so it runs once). Returns false when there was none.
   */
  async delete(principal: Principal, userId: string): Promise<boolean> {
    const organizationId = await this.checkedOrganization(principal, userId);
    const paymentMethodId = await this.dataSource.transaction(async (manager) => {
      const row = await manager
        .getRepository(PaymentInfoEntity)
        .findOne({ where: { organizationId, userId }, lock: { mode: 'pessimistic_write' } });
      if (!row?.paymentMethodId) return null;
      await manager.update(
        PaymentInfoEntity,
        { id: row.id },
        { paymentMethodId: null, cardBrand: null, cardLast4: null, cardExpMonth: null, cardExpYear: null },
      );
      return row.paymentMethodId;
    });
    if (!paymentMethodId) return false;
    await addJob(
      this.queue,
      'payments.detach-payment-method',
      { organizationId, userId, paymentMethodId, actorUserId: principal.userId },
      { jobId: `detach-${paymentMethodId}` },
    ).catch((error: Error) => this.logger.warn(`Detach of a deleted card not queued: ${error.message}`));
    return true;
  }

  /**
   * For an off-session charge (worker): the employee's Stripe customer and default card in the organization,
   * or null when no card is saved. The caller has checked its own access to the case.
   */
  async chargeableCard(organizationId: string, userId: string): Promise<ChargeableCard | null> {
    const row = await this.dataSource.getRepository(PaymentInfoEntity).findOneBy({ organizationId, userId });
    if (!row?.paymentMethodId) return null;
    return { stripeCustomerId: row.stripeCustomerId, paymentMethodId: row.paymentMethodId };
  }

  /** The user's organization when the caller may reach its payment information there; NOT_FOUND otherwise. */
  private async checkedOrganization(principal: Principal, userId: string): Promise<string> {
    if (!isUuid(userId)) throw notFound();
    const user = principal.assertCanSee(await this.dataSource.getRepository(UserEntity).findOneBy({ id: userId }));
    const organizationId = user.organizationId!;
    const scoped = principal.inOrganization(organizationId);
    if (scoped.role === Role.USER) {
      if (userId !== principal.userId) throw notFound();
      return organizationId;
    }
    const refusal = scoped.refusalOf(restricted(PaymentRules.manage));
    if (refusal) throw refusal;
    return organizationId;
  }
}

export const savedCardOf = (row: PaymentInfoEntity): SavedCard | null =>
  row.paymentMethodId && row.cardBrand && row.cardLast4 && row.cardExpMonth && row.cardExpYear
    ? { brand: row.cardBrand, last4: row.cardLast4, expMonth: row.cardExpMonth, expYear: row.cardExpYear }
    : null;
