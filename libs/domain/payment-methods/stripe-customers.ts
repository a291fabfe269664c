import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { StripeClient } from '#integrations';
import { PaymentInfoEntity } from './payment-info.entity.js';

/**
 * The employee's Stripe customer in an organization (worker only), made once: the idempotency key is the
 * organization and user, and the row is inserted ON CONFLICT DO NOTHING, so two jobs at once end with one.
 * Stripe is told only our ids (metadata), no name, e-mail or health data.
 */
@Injectable()
export class StripeCustomers {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(StripeClient) private readonly client: StripeClient,
  ) {}

  async ensure(organizationId: string, userId: string): Promise<PaymentInfoEntity> {
    const repository = this.dataSource.getRepository(PaymentInfoEntity);
    const existing = await repository.findOneBy({ organizationId, userId });
    if (existing) return existing;
    const customer = await this.client.stripe.customers.create(
      { metadata: { organizationId, userId } },
      { idempotencyKey: `customer-${organizationId}-${userId}` },
    );
    await repository
      .createQueryBuilder()
      .insert()
      .values({ organizationId, userId, stripeCustomerId: customer.id })
      .orIgnore()
      .execute();
    return repository.findOneByOrFail({ organizationId, userId });
  }
}
