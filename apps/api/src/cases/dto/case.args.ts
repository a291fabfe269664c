import { ArgsType, Field, ID } from '@nestjs/graphql';
import {
  CaseSortField,
  CaseStatus,
  EscalationType,
  FollowUpFormStatus,
  OrderStatus,
  PaymentInfoStatus,
  SearchField,
  SortDirection,
  VisitType,
} from '#domain/cases';
import { PagingArgs } from '../../graphql/paging.js';

/**
 * casesByStatus: one organization's case list (spec 001 §7), plus escalation category, assignee, sort order, and the
 * order and follow-up filters the spec's case list names (000 §2) for partner cases.
 */
@ArgsType()
export class CasesByStatusArgs extends PagingArgs {
  @Field(() => ID, { nullable: true })
  organizationId?: string | null;

  @Field(() => [CaseStatus], { nullable: true })
  statuses?: CaseStatus[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Null lists archived and live cases together' })
  isArchived?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isEscalated?: boolean | null;

  @Field(() => [EscalationType], { nullable: true })
  escalationCategories?: EscalationType[] | null;

  @Field(() => String, { nullable: true, description: "Part of the submitter's name or e-mail" })
  searchText?: string | null;

  @Field(() => SearchField, { nullable: true, description: 'Null searches name and e-mail' })
  searchField?: SearchField | null;

  @Field(() => Boolean, { nullable: true, description: 'Only cases the caller is assigned to or on the team of' })
  isAssignee?: boolean | null;

  @Field(() => ID, { nullable: true, description: 'Only cases assigned to this user' })
  assigneeId?: string | null;

  @Field(() => SortDirection, { nullable: true, description: 'By creation time; newest first by default' })
  sortOrder?: SortDirection | null;

  @Field(() => [OrderStatus], { nullable: true, description: 'Partner cases whose latest order is in one of these' })
  orderStatuses?: OrderStatus[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Also (or only, without orderStatuses) cases without an order' })
  isEmptyOrderStatus?: boolean | null;

  @Field(() => [FollowUpFormStatus], { nullable: true })
  followUpStatuses?: FollowUpFormStatus[] | null;
}

/** allMultiOrgUserCases: Cases For All Organizations, with the spec's filters. */
@ArgsType()
export class MultiOrgCasesArgs extends PagingArgs {
  @Field(() => ID, { nullable: true, description: 'Only this organization' })
  organizationId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only the organization the caller acts in now' })
  currentOrganizationOnly?: boolean | null;

  @Field(() => [CaseStatus], { nullable: true })
  statuses?: CaseStatus[] | null;

  @Field(() => [OrderStatus], { nullable: true })
  orderStatuses?: OrderStatus[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Also (or only, without orderStatuses) cases without an order' })
  isEmptyOrderStatus?: boolean | null;

  @Field(() => [VisitType], { nullable: true })
  visitTypes?: VisitType[] | null;

  @Field(() => ID, { nullable: true })
  assigneeId?: string | null;

  @Field(() => String, { nullable: true })
  searchText?: string | null;

  @Field(() => SearchField, { nullable: true })
  searchField?: SearchField | null;

  @Field(() => Boolean, { nullable: true })
  isArchived?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isEscalated?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  hasUnacknowledgedComments?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  hasUnacknowledgedNotes?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'An inbound e-mail or SMS the case team has not acknowledged' })
  hasUnacknowledgedMessages?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'No comment, e-mail or SMS sent on the case yet' })
  hasNoCommunication?: boolean | null;

  @Field(() => [FollowUpFormStatus], { nullable: true })
  followUpStatuses?: FollowUpFormStatus[] | null;

  @Field(() => [EscalationType], { nullable: true })
  escalationCategories?: EscalationType[] | null;

  @Field(() => [PaymentInfoStatus], { nullable: true })
  paymentInfoStatuses?: PaymentInfoStatus[] | null;

  @Field(() => String, { nullable: true })
  escalationReason?: string | null;

  @Field(() => CaseSortField, { nullable: true })
  sortBy?: CaseSortField | null;

  @Field(() => SortDirection, { nullable: true })
  sortOrder?: SortDirection | null;
}
