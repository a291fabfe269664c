import { z } from 'zod';
import { isUuid } from '#access';
import { CaseStatus, EscalationType, FollowUpFormStatus, OrderStatus, PaymentInfoStatus, VisitType } from './case.enums.js';

export enum SearchField {
  EMAIL = 'EMAIL',
  NAME = 'NAME',
}

export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}

/** Lists sort on a column backed by a keyset index; creation time is the only one so far. */
export enum CaseSortField {
  CREATED_AT = 'CREATED_AT',
}

const uuid = z.string().refine(isUuid, 'must be an id');
const searchText = z.string().trim().max(200, 'must be at most 200 characters');

/** Filters shared by the organization list and the cross-organization list. */
const sharedFilters = {
  statuses: z.array(z.enum(CaseStatus)).max(6).nullish(),
  isArchived: z.boolean().nullish(),
  isEscalated: z.boolean().nullish(),
  escalationCategories: z.array(z.enum(EscalationType)).max(3).nullish(),
  searchText: searchText.nullish(),
  searchField: z.enum(SearchField).nullish(),
  sortOrder: z.enum(SortDirection).nullish(),
  orderStatuses: z.array(z.enum(OrderStatus)).max(9).nullish(),
  isEmptyOrderStatus: z.boolean().nullish(),
  followUpStatuses: z.array(z.enum(FollowUpFormStatus)).max(5).nullish(),
};

export const caseListFiltersSchema = z.object({
  ...sharedFilters,
  isAssignee: z.boolean().nullish(),
  assigneeId: uuid.nullish(),
});
export type CaseListFilters = z.infer<typeof caseListFiltersSchema>;

export const multiOrganizationCaseFiltersSchema = z.object({
  ...sharedFilters,
  organizationId: uuid.nullish(),
  currentOrganizationOnly: z.boolean().nullish(),
  visitTypes: z.array(z.enum(VisitType)).max(5).nullish(),
  assigneeId: uuid.nullish(),
  hasUnacknowledgedComments: z.boolean().nullish(),
  hasUnacknowledgedNotes: z.boolean().nullish(),
  hasUnacknowledgedMessages: z.boolean().nullish(),
  hasNoCommunication: z.boolean().nullish(),
  paymentInfoStatuses: z.array(z.enum(PaymentInfoStatus)).max(3).nullish(),
  escalationReason: z.string().trim().min(1).max(200).nullish(),
  sortBy: z.enum(CaseSortField).nullish(),
});
export type MultiOrganizationCaseFilters = z.infer<typeof multiOrganizationCaseFiltersSchema>;
