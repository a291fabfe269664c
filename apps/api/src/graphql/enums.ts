import { registerEnumType } from '@nestjs/graphql';
import { ErrorCode, Permission, Role, TpaSubRole } from '#access';
import {
  CaseSortField,
  CaseStatus,
  EscalationType,
  MedicationType,
  OrderStatus,
  PaymentInfoStatus,
  SearchField,
  SortDirection,
  VisitType,
} from '#domain/cases';
import { CommunicationTemplateScope, CommunicationTemplateSearchBy } from '#domain/communication-templates';
import { FormLayout, QuestionType } from '#domain/forms';
import { AliasKey } from '#domain/organizations';
import { Gender, UserSearchField, UserSortField } from '#domain/users';
import { CaseActivityType } from '#events';

/** GraphQL enums carry the spec's values verbatim. */
const enums = {
  Role,
  TpaSubRole,
  Permission,
  ErrorCode,
  CaseStatus,
  OrderStatus,
  VisitType,
  PaymentInfoStatus,
  MedicationType,
  EscalationType,
  SearchField,
  SortDirection,
  CaseSortField,
  Gender,
  UserSearchField,
  UserSortField,
  AliasKey,
  CaseActivityType,
  QuestionType,
  FormLayout,
  CommunicationTemplateSearchBy,
  CommunicationTemplateScope,
};
for (const [name, enumRef] of Object.entries(enums)) registerEnumType(enumRef, { name });
