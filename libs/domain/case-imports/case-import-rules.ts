import { type AccessRule, Role } from '#access';

/** Bulk import is the CV Admin's (spec 000 routes table: cases-import, Cvadmin). */
export const CaseImportRules = {
  use: { roles: [Role.CVADMIN], message: 'Not authorized to import cases' } satisfies AccessRule,
};
