import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { CasesService } from '#domain/cases';
import { type CasePaymentEntity, CasePaymentRules, CasePaymentsService } from '#domain/payments';
import { toCaseModel } from '../cases/case.mapper.js';
import { withRecordedActivities } from '../cases/case-change-payload.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { AddCasePaymentInput, UpdateCasePaymentInput } from './dto/payment.inputs.js';
import { toCasePayment } from './payment.mapper.js';
import { CasePaymentPayload } from './payment.model.js';

/** addCasePayment, updateCasePayment, deleteCasePayment (spec 001 "Payments"): payment staff only. */
@Resolver()
export class CasePaymentsResolver {
  constructor(
    @Inject(CasePaymentsService) private readonly payments: CasePaymentsService,
    @Inject(CasesService) private readonly cases: CasesService,
  ) {}

  @Mutation(() => CasePaymentPayload)
  @AllowedFor(CasePaymentRules.manage)
  addCasePayment(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: AddCasePaymentInput,
  ): Promise<CasePaymentPayload> {
    const { caseId, ...payment } = input;
    return this.answer(principal, () => this.payments.add(principal, caseId, payment));
  }

  /** Changes what the input names; PAID and CANCELED are final, a deleted payment is not changed. */
  @Mutation(() => CasePaymentPayload)
  @AllowedFor(CasePaymentRules.manage)
  updateCasePayment(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: UpdateCasePaymentInput,
  ): Promise<CasePaymentPayload> {
    const { paymentId, ...changes } = input;
    return this.answer(principal, () => this.payments.update(principal, paymentId, changes));
  }

  /** Soft delete: the payment leaves the case's list and totals. */
  @Mutation(() => CasePaymentPayload)
  @AllowedFor(CasePaymentRules.manage)
  deleteCasePayment(
    @CurrentPrincipal() principal: Principal,
    @Args('paymentId', { type: () => ID }) paymentId: string,
  ): Promise<CasePaymentPayload> {
    return this.answer(principal, () => this.payments.delete(principal, paymentId));
  }

  /** The payment, the case as the change left it, and the timeline entries the change recorded. */
  private async answer(principal: Principal, change: () => Promise<CasePaymentEntity>): Promise<CasePaymentPayload> {
    const { result: payment, ...recorded } = await withRecordedActivities(principal, change);
    const caseRecord = await this.cases.findVisible(principal, payment.caseId);
    return {
      success: true,
      message: OPERATION_SUCCEEDED,
      payment: toCasePayment(payment, true),
      case: toCaseModel(caseRecord, principal),
      ...recorded,
    };
  }
}
