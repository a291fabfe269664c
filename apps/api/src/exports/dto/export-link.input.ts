import { Field, ID, InputType, registerEnumType } from '@nestjs/graphql';
import { Role } from '#access';
import { CaseStatus, EscalationType, FollowUpFormStatus, OrderStatus, SearchField, SortDirection } from '#domain/cases';
import { ExportList } from '#domain/exports';
import { PaymentStatus } from '#domain/payments';
import { UserSearchField, UserSortField } from '#domain/users';

registerEnumType(ExportList, { name: 'ExportList', description: 'A list that can be exported as CSV' });

/** The filters both case lists take (casesByStatus and allMultiOrgUserCases). */
@InputType({ isAbstract: true })
abstract class SharedCaseExportFilters {
  @Field(() => [CaseStatus], { nullable: true })
  statuses?: CaseStatus[] | null;

  @Field(() => Boolean, { nullable: true })
  isArchived?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isEscalated?: boolean | null;

  @Field(() => [EscalationType], { nullable: true })
  escalationCategories?: EscalationType[] | null;

  @Field(() => String, { nullable: true })
  searchText?: string | null;

  @Field(() => SearchField, { nullable: true })
  searchField?: SearchField | null;

  @Field(() => ID, { nullable: true })
  assigneeId?: string | null;

  @Field(() => SortDirection, { nullable: true })
  sortOrder?: SortDirection | null;

  @Field(() => [OrderStatus], { nullable: true })
  orderStatuses?: OrderStatus[] | null;

  @Field(() => Boolean, { nullable: true })
  isEmptyOrderStatus?: boolean | null;

  @Field(() => [FollowUpFormStatus], { nullable: true })
  followUpStatuses?: FollowUpFormStatus[] | null;
}

/** casesByStatus' filters, as the case list sends them. */
@InputType()
export class CaseListExportFilters extends SharedCaseExportFilters {
  @Field(() => Boolean, { nullable: true })
  isAssignee?: boolean | null;
}

/** allMultiOrgUserCases' filters, as Cases For All Organizations and My Tasks send them. */
@InputType()
export class MultiOrganizationCaseExportFilters extends SharedCaseExportFilters {
  @Field(() => ID, { nullable: true, description: 'Only this organization' })
  organizationId?: string | null;
}

/** The people lists' filters (usersByRole, tpaUsersForOrganization, allTpaUsers). */
@InputType()
export class UserListExportFilters {
  @Field(() => [Role], { nullable: true })
  roles?: Role[] | null;

  @Field(() => [String], { nullable: true })
  customRoles?: string[] | null;

  @Field(() => UserSortField, { nullable: true })
  sortBy?: UserSortField | null;

  @Field(() => SortDirection, { nullable: true })
  sortOrder?: SortDirection | null;

  @Field(() => String, { nullable: true })
  searchText?: string | null;

  @Field(() => UserSearchField, { nullable: true })
  searchField?: UserSearchField | null;
}

/** casePaymentsForPeriod's period. */
@InputType()
export class PaymentPeriodExportFilters {
  @Field({ description: 'YYYY-MM-DD, included' })
  from: string;

  @Field({ description: 'YYYY-MM-DD, included; at most a year after from' })
  to: string;

  @Field(() => PaymentStatus, { nullable: true })
  status?: PaymentStatus | null;
}

@InputType()
export class CreateExportLinkInput {
  @Field(() => ExportList)
  list: ExportList;

  @Field(() => CaseListExportFilters, { nullable: true, description: 'For CASES' })
  caseFilters?: CaseListExportFilters | null;

  @Field(() => MultiOrganizationCaseExportFilters, { nullable: true, description: 'For CASES_ACROSS_ORGANIZATIONS' })
  multiOrganizationCaseFilters?: MultiOrganizationCaseExportFilters | null;

  @Field(() => UserListExportFilters, { nullable: true, description: 'For USERS, TPA_USERS and ALL_TPA_USERS' })
  userFilters?: UserListExportFilters | null;

  @Field(() => PaymentPeriodExportFilters, { nullable: true, description: 'For PAYMENTS_FOR_PERIOD (required there)' })
  paymentPeriod?: PaymentPeriodExportFilters | null;

  @Field(() => Boolean, { nullable: true, description: 'For CASES_WITH_PAYMENT_TOTALS' })
  onlyWithPayments?: boolean | null;
}
