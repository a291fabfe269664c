import { CaseActivityEntity } from '#events';
import { CaseAttachmentEntity } from '#domain/case-attachments';
import { CaseCommentEntity, CaseNoteEntity } from '#domain/case-conversation';
import { CaseDecisionEntity } from '#domain/case-decisions';
import { CaseSupportNoteEntity } from '#domain/case-support-notes';
import { FmlaHoursEntity } from '#domain/fmla';
import { CaseEntity, CaseEscalationEntity, CaseStatusCountEntity } from '#domain/cases';
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
  CaseStatusCountEntity,
  CaseCommentEntity,
  CaseNoteEntity,
  CaseDecisionEntity,
  CaseSupportNoteEntity,
  FmlaHoursEntity,
  CaseAttachmentEntity,
  CaseActivityEntity,
  FormEntity,
  FormVersionEntity,
  FormResponseEntity,
  AnonymousFormTokenEntity,
];
