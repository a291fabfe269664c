import type { AccessSubject } from './access-subject.js';
import type { AccessDeclaration } from './access-declaration.js';
import { type AppError, forbidden, notFound, NO_ORGANIZATION_ACCESS_MESSAGE } from './app-error.js';
import { canActInOrganization, resolveEffectiveOrganizationId, roleInOrganization } from './effective-organization.js';
import { effectivePermissions, type Permission } from './permissions.js';
import { Role, type TpaSubRole } from './roles.js';

/** The signed-in caller, scoped to the organization the current operation acts in. */
export class Principal {
  readonly role: Role;
  readonly tpaSubRole?: TpaSubRole;
  readonly permissions: ReadonlySet<Permission>;

  private constructor(
    readonly subject: AccessSubject,
    /** Null only for a user who belongs to no organization at all. */
    readonly organizationId: string | null,
  ) {
    const scoped = organizationId ? roleInOrganization(subject, organizationId) : { role: subject.role };
    this.role = scoped.role;
    this.tpaSubRole = scoped.tpaSubRole;
    this.permissions = effectivePermissions({
      role: scoped.role,
      tpaSubRole: scoped.tpaSubRole,
      customRolePermissions: scoped.customRole?.permissions,
    });
  }

  get userId(): string {
    return this.subject.id;
  }

  /** The effective organization (spec 000 §6), from the organization the client has stored, if any. */
  static forSession(subject: AccessSubject, storedOrganizationId?: string | null): Principal {
    return new Principal(subject, resolveEffectiveOrganizationId(subject, storedOrganizationId ?? null));
  }

  /** Re-scopes to an organization named by the caller; NOT_FOUND where it may not act. */
  inOrganization(organizationId: string): Principal {
    if (organizationId === this.organizationId) return this;
    if (!canActInOrganization(this.subject, organizationId)) throw notFound(NO_ORGANIZATION_ACCESS_MESSAGE);
    return new Principal(this.subject, organizationId);
  }

  /** The organization to act in, or NOT_FOUND when the caller resolves to none. */
  requireOrganizationId(): string {
    if (!this.organizationId) throw notFound(NO_ORGANIZATION_ACCESS_MESSAGE);
    return this.organizationId;
  }

  canActIn(organizationId: string): boolean {
    return canActInOrganization(this.subject, organizationId);
  }

  /** Tenant check for a row loaded by id: another organization's row does not exist for this caller. */
  assertCanSee<T extends { organizationId: string | null }>(row: T | null | undefined): T {
    if (!row || !row.organizationId || !this.canActIn(row.organizationId)) throw notFound();
    return row;
  }

  has(permission: Permission): boolean {
    return this.permissions.has(permission);
  }

  isCvadmin(): boolean {
    return this.subject.role === Role.CVADMIN;
  }

  /** Whether this caller satisfies a restricted declaration (public and signedIn always pass here). */
  satisfies(declaration: AccessDeclaration): boolean {
    if (declaration.kind !== 'restricted') return true;
    return (
      declaration.roles.includes(this.role) ||
      (this.tpaSubRole !== undefined && declaration.tpaSubRoles.includes(this.tpaSubRole)) ||
      declaration.permissions.some((permission) => this.permissions.has(permission))
    );
  }

  /** The FORBIDDEN answer to a caller who does not satisfy the declaration, or null when it does. */
  refusalOf(declaration: AccessDeclaration): AppError | null {
    if (this.satisfies(declaration)) return null;
    return forbidden(
      (declaration.kind === 'restricted' && declaration.message) || 'Not authorized to perform this operation',
    );
  }

  assertSatisfies(declaration: AccessDeclaration): void {
    const refusal = this.refusalOf(declaration);
    if (refusal) throw refusal;
  }
}
