import { Field, Float, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { VisitType } from '#domain/cases';
import { CaseChangePayload } from '../cases/case-change-payload.js';
import { Case } from '../cases/case.model.js';

/** What the caller may do with a decision's medication, by the operations' own rules in the case's organization. */
@ObjectType()
export class DecisionViewerCan {
  @Field({ description: 'Print the prescription (the decision names a medicine)' })
  generatePrescription: boolean;

  @Field({ description: 'Sign in to the prescribing portal from this case (the decision names a medicine)' })
  providerPortalLogInRequest: boolean;
}

@ObjectType()
export class CaseDecision {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  caseId: string;

  @Field()
  isApproved: boolean;

  @Field()
  isNoDecision: boolean;

  @Field()
  isIndefinite: boolean;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  startDate: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  endDate: string | null;

  @Field()
  decisionText: string;

  @Field(() => String, { nullable: true })
  category: string | null;

  @Field(() => Float, { nullable: true, description: 'Staff only' })
  cost: number | null;

  @Field(() => VisitType, { nullable: true })
  visitType: VisitType | null;

  @Field(() => ID, { nullable: true })
  addedById: string | null;

  @Field({ description: 'A decision letter is attached' })
  hasAttachment: boolean;

  @Field(() => String, { nullable: true })
  medicine: string | null;

  @Field(() => String, { nullable: true })
  medicineExternalId: string | null;

  @Field(() => String, { nullable: true })
  dosage: string | null;

  @Field(() => Int, { nullable: true })
  refillCount: number | null;

  @Field()
  isPriorAuthRequested: boolean;

  @Field(() => String, { nullable: true })
  dosingFrequency: string | null;

  @Field(() => String, { nullable: true })
  treatmentPeriod: string | null;

  @Field(() => String, { nullable: true })
  pharmacyInstructions: string | null;

  @Field()
  isRefill: boolean;

  @Field()
  createdAt: Date;

  @Field(() => DecisionViewerCan)
  viewerCan: DecisionViewerCan;
}

@InputType()
export class CaseDecisionInput {
  @Field(() => ID)
  caseId: string;

  @Field()
  isApproved: boolean;

  @Field(() => Boolean, { nullable: true })
  isNoDecision?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isIndefinite?: boolean | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; required unless isNoDecision' })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; required unless indefinite' })
  endDate?: string | null;

  @Field(() => String, { nullable: true })
  decisionText?: string | null;

  @Field(() => String, { nullable: true })
  category?: string | null;

  @Field(() => Float, { nullable: true })
  cost?: number | null;

  @Field(() => VisitType, { nullable: true })
  visitType?: VisitType | null;

  @Field(() => String, { nullable: true })
  medicine?: string | null;

  @Field(() => String, { nullable: true })
  medicineExternalId?: string | null;

  @Field(() => String, { nullable: true })
  dosage?: string | null;

  @Field(() => Int, { nullable: true })
  refillCount?: number | null;

  @Field(() => Boolean, { nullable: true })
  isPriorAuthRequested?: boolean | null;

  @Field(() => String, { nullable: true })
  dosingFrequency?: string | null;

  @Field(() => String, { nullable: true })
  treatmentPeriod?: string | null;

  @Field(() => String, { nullable: true })
  pharmacyInstructions?: string | null;

  @Field(() => Boolean, { nullable: true })
  isRefill?: boolean | null;
}

@ObjectType()
export class CaseDecisionPayload extends CaseChangePayload {
  @Field(() => CaseDecision, { nullable: true })
  decision: CaseDecision | null;

  @Field(() => Case, { nullable: true, description: 'The case as the decision left it (its status, decisions)' })
  case: Case | null;
}
