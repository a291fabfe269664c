import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Role } from '#access';
import {
  CaseStatus,
  EscalationType,
  FollowUpFormStatus,
  MedicationType,
  OrderStatus,
  PaymentInfoStatus,
  VisitType,
} from '#domain/cases';
import { LazyField, type Lazy } from '../graphql/lazy-field.js';
import { Paginated } from '../graphql/paging.js';

/** Who takes a part on a case: enough to show and pick them, nothing personal beyond the name and e-mail. */
@ObjectType()
export class CasePerson {
  @Field(() => ID)
  id: string;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field()
  fullName: string;

  @Field()
  email: string;

  @Field(() => Role)
  role: Role;
}

/**
 * A person field of a case: the person when the case was read with it (a list page reads its rows'
 * people in the same statement), null when none is named, or else loaded when asked for (see LazyField).
 */
export type CasePersonField = Lazy<CasePerson | null>;

@ObjectType()
export class CaseEscalation {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  caseId: string;

  @Field(() => EscalationType)
  category: EscalationType;

  @Field(() => [String])
  reasons: string[];

  @Field(() => ID, { nullable: true })
  createdById: string | null;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;
}

/**
 * A case (spec 000 §3). Fields marked staff-only answer null for an employee, who sees only its own
 * request's progress: escalations, the archive reason, internal-note counts and test or referral data.
 */
/** The promo code applied to a case, as it was when applied (spec 000 Case "promoCode"). */
@ObjectType()
export class CasePromoCode {
  @Field(() => ID, { nullable: true, description: 'Null once the code has been deleted' })
  id: string | null;

  @Field()
  name: string;

  @Field(() => Int, {
    nullable: true,
    description:
      "The discount on the first charge of the case's plan in cents: computed when applied and again when the plan changes; null while the case has no plan",
  })
  discountCents: number | null;
}

/**
 * The product bundle a case is for (spec 000 Case "productBundle"): what the case page shows of the plan.
 * The full bundle is the catalogue's (organizationProductBundles).
 */
@ObjectType()
export class CaseProductBundle {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => Int, { description: 'Price in cents per priceUnit' })
  priceCents: number;

  @Field()
  priceUnit: string;

  @Field(() => Int, {
    description:
      "The first charge in cents, which a promo code's discount is computed from: the price less the initial discount, plus the one-time fee",
  })
  firstChargeCents: number;
}

@ObjectType()
export class Case {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  organizationId: string;

  @Field()
  shortId: string;

  @Field(() => MedicationType)
  type: MedicationType;

  @Field()
  title: string;

  @Field(() => CaseStatus)
  status: CaseStatus;

  @Field(() => OrderStatus, { nullable: true })
  orderStatus: OrderStatus | null;

  @Field(() => VisitType, { nullable: true })
  visitType: VisitType | null;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;

  @Field(() => Date, { nullable: true })
  assignedAt: Date | null;

  @Field(() => Date, { nullable: true })
  inProgressAt: Date | null;

  @Field(() => Date, { nullable: true })
  closedAt: Date | null;

  @Field()
  isArchived: boolean;

  @Field(() => String, { nullable: true, description: 'Staff only' })
  archiveReason: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Staff only' })
  isEscalated: boolean | null;

  @Field(() => EscalationType, { nullable: true, description: 'Staff only' })
  escalationCategory: EscalationType | null;

  @Field(() => [String], { nullable: true, description: 'Staff only' })
  escalationReasons: string[] | null;

  @Field(() => Date, { nullable: true, description: 'Staff only' })
  escalatedAt: Date | null;

  @Field()
  isImported: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Staff only' })
  isTest: boolean | null;

  @Field(() => String, { nullable: true, description: 'Staff only' })
  referralCode: string | null;

  @Field(() => CasePromoCode, { nullable: true, description: 'The promo code applied to the case' })
  promoCode: CasePromoCode | null;

  @Field(() => ID, { nullable: true, description: 'The product bundle (plan) of the case; see productBundle' })
  productBundleId: string | null;

  @Field(() => PaymentInfoStatus)
  paymentInfoStatus: PaymentInfoStatus;

  @Field(() => FollowUpFormStatus, { nullable: true })
  followUpFormStatus: FollowUpFormStatus | null;

  @Field(() => Date, { nullable: true })
  lastFollowUpFormSentAt: Date | null;

  @Field(() => Date, { nullable: true })
  lastFollowUpFormAnsweredAt: Date | null;

  @Field(() => Int, { nullable: true, description: 'Staff only' })
  unacknowledgedCommentCount: number | null;

  @Field(() => Int, { nullable: true, description: 'Staff only' })
  unacknowledgedNoteCount: number | null;

  @Field(() => Date, { nullable: true, description: 'Staff only' })
  earliestUnacknowledgedAt: Date | null;

  @Field(() => ID, { nullable: true })
  submitterId: string | null;

  @Field(() => ID, { nullable: true })
  assignedToId: string | null;

  @Field(() => ID, { nullable: true, description: 'Staff only' })
  assignedById: string | null;

  @Field(() => ID, { nullable: true })
  hrRepId: string | null;

  @LazyField(() => CasePerson, { nullable: true })
  submitter: CasePersonField;

  @LazyField(() => CasePerson, { nullable: true })
  assignedTo: CasePersonField;

  @LazyField(() => CasePerson, { nullable: true, description: 'Staff only' })
  assignedBy: CasePersonField;

  @LazyField(() => CasePerson, { nullable: true })
  hrRep: CasePersonField;
}

@ObjectType()
export class CasesPage extends Paginated(Case, 'cases') {
  declare cases: Case[];
}

/** Counts per status group of the case list; see STATUS_GROUP_RULES for what each group holds. */
@ObjectType()
export class CasesMetadata {
  @Field(() => Int)
  new: number;

  @Field(() => Int)
  notConfirmed: number;

  @Field(() => Int)
  inProgress: number;

  @Field(() => Int)
  outstanding: number;

  @Field(() => Int)
  approved: number;

  @Field(() => Int)
  denied: number;

  @Field(() => Int)
  approvedClosed: number;

  @Field(() => Int)
  deniedClosed: number;
}

/** A change to some case of a list the subscriber watches: refetch the list and counts. */
@ObjectType()
export class CaseListChange {
  @Field(() => ID)
  organizationId: string;

  @Field(() => ID)
  caseId: string;

  @Field(() => String, { description: 'The CaseActivityType that changed the case' })
  activityType: string;

  @Field()
  occurredAt: Date;
}
