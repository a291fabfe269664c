import { CaseActivityEntity } from '#events';
import { CaseEntity, CaseEscalationEntity } from '#domain/cases';
import { AnonymousFormTokenEntity, FormEntity, FormResponseEntity, FormVersionEntity } from '#domain/forms';
import { CustomRoleEntity, OrganizationEntity } from '#domain/organizations';
import { OrganizationAccessEntity, UserEntity } from '#domain/users';

/** Every mapped table; migrations are generated from this list. */
export const entities = [
  OrganizationEntity,
  CustomRoleEntity,
  UserEntity,
  OrganizationAccessEntity,
  CaseEntity,
  CaseEscalationEntity,
  CaseActivityEntity,
  FormEntity,
  FormVersionEntity,
  FormResponseEntity,
  AnonymousFormTokenEntity,
];
