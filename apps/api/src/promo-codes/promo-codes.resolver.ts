import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { MAX_RECORDS_PER_PAGE } from '#database';
import { type PromoCodeEntity, PromoCodeRules, PromoCodesService } from '#domain/promo-codes';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { answerCaseChange, CasePayload } from '../cases/cases.payloads.js';
import { PromoCode } from './promo-code.model.js';
import { AddPromoCodeInput, UpdatePromoCodeInput } from './promo-code.inputs.js';
import { PromoCodePayload } from './promo-code.payloads.js';

const toModel = (code: PromoCodeEntity): PromoCode => ({
  id: code.id,
  organizationId: code.organizationId,
  name: code.name,
  label: code.label,
  description: code.description,
  percentDiscount: code.percentDiscount,
  priceDiscount: code.priceDiscount,
  refillType: code.refillType,
  refillCount: code.refillCount,
  influencerName: code.influencerName,
  influencerCreditPercent: code.influencerCreditPercent,
  influencerCreditCents: code.influencerCreditCents,
  referralSignUpCount: code.referralSignUpCount,
  influencerCreditEarnedCents: code.influencerCreditEarnedCents,
  isVisible: code.isVisible,
  isAnalytics: code.isAnalytics,
  isMaster: code.isMaster,
  userId: code.userId,
  startsAt: code.startsAt,
  endsAt: code.endsAt,
  createdAt: code.createdAt,
  updatedAt: code.updatedAt,
});

/**
 * Promo codes: an organization's (its Admin or a Tpasupport in it) and global ones (the CV Admin), and
 * applying one to a case. Each operation is declared with its rule in the caller's organization; the
 * service checks it again in the organization named.
 */
@Resolver(() => PromoCode)
export class PromoCodesResolver {
  constructor(@Inject(PromoCodesService) private readonly promoCodes: PromoCodesService) {}

  @Query(() => [PromoCode], {
    complexity: MAX_RECORDS_PER_PAGE,
    description:
      "The organization's promo codes (organizationId null: the global ones), by name; search matches name or label",
  })
  @AllowedFor(PromoCodeRules.list)
  async allPromoCodes(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) organizationId?: string | null,
    @Args('search', { type: () => String, nullable: true }) search?: string | null,
    @Args('includeUserCodes', { type: () => Boolean, nullable: true }) includeUserCodes?: boolean | null,
  ): Promise<PromoCode[]> {
    const codes = await this.promoCodes.list(principal, {
      organizationId: organizationId ?? null,
      search,
      includeUserCodes,
    });
    return codes.map(toModel);
  }

  @Mutation(() => PromoCodePayload)
  @AllowedFor(PromoCodeRules.manage)
  async addPromoCode(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: AddPromoCodeInput,
  ): Promise<PromoCodePayload> {
    const promoCode = await this.promoCodes.add(principal, input);
    return { success: true, message: OPERATION_SUCCEEDED, promoCode: toModel(promoCode) };
  }

  @Mutation(() => PromoCodePayload)
  @AllowedFor(PromoCodeRules.manage)
  async updatePromoCode(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: UpdatePromoCodeInput,
  ): Promise<PromoCodePayload> {
    const promoCode = await this.promoCodes.update(principal, input);
    return { success: true, message: OPERATION_SUCCEEDED, promoCode: toModel(promoCode) };
  }

  @Mutation(() => PromoCodePayload)
  @AllowedFor(PromoCodeRules.manage)
  async deletePromoCode(
    @CurrentPrincipal() principal: Principal,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<PromoCodePayload> {
    const promoCode = await this.promoCodes.delete(principal, id);
    return { success: true, message: OPERATION_SUCCEEDED, promoCode: toModel(promoCode) };
  }

  /** The discount is the server's, from the case's price; the timeline records the change. */
  @Mutation(() => CasePayload)
  @AllowedFor(PromoCodeRules.apply)
  async applyPromoCodeToCase(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('code') code: string,
  ): Promise<CasePayload> {
    return answerCaseChange(principal, () => this.promoCodes.applyToCase(principal, caseId, code));
  }
}
