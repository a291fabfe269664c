import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { notFound, type Principal, restricted, Role } from '#access';
import { CasesService, type PaymentInfoStatus } from '#domain/cases';
import { OrganizationEntity } from '#domain/organizations';
import {
  DEFAULT_PARTNER_PRIMARY_COLOR,
  PartnerIntegrationInfoEntity,
  resolvePartnerTexts,
} from '#domain/partner-integrations';
import { PaymentRules } from '#domain/payment-methods';
import { caseFirstChargeDue } from '#domain/promo-codes';
import { SignUpPaymentEntity } from './sign-up-payment.entity.js';
import { SignUpPreauthorizationEntity } from './sign-up-preauthorization.entity.js';

/** What the sign-up's card collection page shows: the amount and the partner's branding, nothing else. */
export interface SignUpPaymentView {
  caseId: string;
  organizationId: string;
  organizationName: string;
  /** The case's first charge now (its bundle less the promo code's discount); null without a bundle. */
  amountCents: number | null;
  currency: string;
  primaryColor: string;
  paymentSuccessMessage: string;
  paymentInfoStatus: PaymentInfoStatus;
}

/**
 * The card collection a payment sign-up continues to after its eligibility form: for the case's own
 * employee (or payment staff), only on a case a payment sign-up opened; anything else is NOT_FOUND.
 */
@Injectable()
export class SignUpPaymentViews {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CasesService) private readonly cases: CasesService,
  ) {}

  async forCase(principal: Principal, caseId: string): Promise<SignUpPaymentView> {
    const caseRecord = await this.cases.findVisible(principal, caseId);
    const scoped = principal.inOrganization(caseRecord.organizationId);
    if (!scoped.satisfies(restricted(PaymentRules.setup))) throw notFound();
    if (scoped.role === Role.USER && caseRecord.submitterId !== principal.userId) throw notFound();
    const manager = this.dataSource.manager;
    const cart = await manager.findOneBy(SignUpPaymentEntity, {
      caseId: caseRecord.id,
      organizationId: caseRecord.organizationId,
    });
    if (!cart) throw notFound();
    const organization = await manager.findOneByOrFail(OrganizationEntity, { id: caseRecord.organizationId });
    const info = await manager.findOneBy(PartnerIntegrationInfoEntity, { organizationId: organization.id });
    return {
      caseId: caseRecord.id,
      organizationId: organization.id,
      organizationName: organization.name,
      amountCents: await caseFirstChargeDue(manager, caseRecord),
      currency: 'usd',
      primaryColor: info?.primaryColor || DEFAULT_PARTNER_PRIMARY_COLOR,
      paymentSuccessMessage: resolvePartnerTexts(info?.texts).paymentSuccessMessage,
      paymentInfoStatus: caseRecord.paymentInfoStatus,
    };
  }

  /** The hold of each case (payment staff read it on the case page), by case id. */
  async holdsOf(
    cases: readonly { id: string; organizationId: string }[],
  ): Promise<Map<string, SignUpPreauthorizationEntity>> {
    if (cases.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(SignUpPreauthorizationEntity)
      .createQueryBuilder('hold')
      .where('(hold.organizationId, hold.caseId) IN (SELECT unnest(:orgs::uuid[]), unnest(:ids::uuid[]))', {
        orgs: cases.map((caseRecord) => caseRecord.organizationId),
        ids: cases.map((caseRecord) => caseRecord.id),
      })
      .getMany();
    return new Map(rows.map((row) => [row.caseId, row]));
  }
}
