import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { illegalState, isUuid, notFound } from '#access';
import { OrganizationEntity } from '#domain/organizations';
import { CasePaymentEntity, PaymentStatus } from '#domain/payments';
import { PaymentChargeMessages } from './payment-charge-rules.js';
import { PaymentCompletionLinkEntity } from './payment-completion-link.entity.js';
import { PaymentIntentSecretRequests } from './payment-intent-secret-requests.js';

export type CompletionLinkState = 'OPEN' | 'USED' | 'EXPIRED';

/** What the public page shows of a completion link: the amount and whose page it is, nothing of the case. */
export interface CompletionLinkView {
  state: CompletionLinkState;
  organizationId: string;
  organizationName: string;
  amountCents: number;
  currency: string;
}

/**
 * The public "pay" page of a completion link (payment-setup/{id}?mode=pay): its view, and the client secret of
 * the failed charge's PaymentIntent the page confirms with the employee's card. A link is used once its
 * payment is paid (by the link or otherwise); unknown or malformed ids are NOT_FOUND.
 */
@Injectable()
export class CompletionPagesService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PaymentIntentSecretRequests) private readonly secrets: PaymentIntentSecretRequests,
  ) {}

  async view(linkId: string): Promise<CompletionLinkView> {
    const { link, payment } = await this.find(linkId);
    const organization = await this.dataSource
      .getRepository(OrganizationEntity)
      .findOneByOrFail({ id: link.organizationId });
    return {
      state: stateOf(link, payment),
      organizationId: organization.id,
      organizationName: organization.name,
      amountCents: payment.amount,
      currency: payment.currency,
    };
  }

  async start(linkId: string): Promise<string> {
    const { link, payment } = await this.find(linkId);
    const state = stateOf(link, payment);
    if (state === 'USED') throw illegalState(PaymentChargeMessages.LINK_USED);
    if (state === 'EXPIRED') throw illegalState(PaymentChargeMessages.LINK_EXPIRED);
    return this.secrets.clientSecretFor(link.organizationId, link.chargeId, null);
  }

  private async find(linkId: string) {
    if (!isUuid(linkId)) throw notFound();
    const link = await this.dataSource.getRepository(PaymentCompletionLinkEntity).findOneBy({ id: linkId });
    if (!link) throw notFound();
    const payment = await this.dataSource
      .getRepository(CasePaymentEntity)
      .findOneByOrFail({ id: link.paymentId, organizationId: link.organizationId });
    return { link, payment };
  }
}

export function stateOf(
  link: Pick<PaymentCompletionLinkEntity, 'usedAt' | 'expiresAt'>,
  payment: Pick<CasePaymentEntity, 'status' | 'isDeleted'>,
  now = new Date(),
): CompletionLinkState {
  if (link.usedAt || payment.status === PaymentStatus.PAID) return 'USED';
  if (link.expiresAt.getTime() <= now.getTime() || payment.status !== PaymentStatus.UNPAID || payment.isDeleted)
    return 'EXPIRED';
  return 'OPEN';
}
