import { SetMetadata } from '@nestjs/common';
import type { Permission } from './permissions.js';
import type { Role, TpaSubRole } from './roles.js';

export const ACCESS_DECLARATION = 'access:declaration';

/**
 * Who may call an operation. The global guard refuses any handler without one (deny by default).
 * - public: no identity needed (the handler applies its own limits);
 * - signedIn: any user with a user row;
 * - roles / tpaSubRoles / permissions: the caller passes if it matches ANY listed item.
 */
export type AccessDeclaration =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'restricted'; roles: Role[]; tpaSubRoles: TpaSubRole[]; permissions: Permission[]; message?: string };

const declare = (declaration: AccessDeclaration) => SetMetadata(ACCESS_DECLARATION, declaration);

/** No identity needed. */
export const Public = () => declare({ kind: 'public' });

/** Any signed-in user with a user row. */
export const SignedIn = () => declare({ kind: 'signedIn' });

export interface AccessRule {
  roles?: Role[];
  tpaSubRoles?: TpaSubRole[];
  permissions?: Permission[];
  /** The spec's permission message, when it names one for this operation. */
  message?: string;
}

/** The declaration of a rule, for checking it again in another organization (a case's own). */
export const restricted = (rule: AccessRule): AccessDeclaration => ({
  kind: 'restricted',
  roles: rule.roles ?? [],
  tpaSubRoles: rule.tpaSubRoles ?? [],
  permissions: rule.permissions ?? [],
  message: rule.message,
});

/** Callers whose role in the acting organization, TPA sub-role or permissions match any item. */
export const AllowedFor = (rule: AccessRule) => declare(restricted(rule));
