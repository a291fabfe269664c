import { canManageRole, canSetRole, MANAGEABLE_ROLES } from './manages.js';
import { Role, TpaSubRole } from './roles.js';

/** Spec 001 §8 permission messages for people, verbatim; {role} is the Role enum value. */
export const PeopleMessages = {
  create: (role: Role) => `Not authorized to create ${role}s`,
  updateRole: (role: Role) => `Not authorized to update ${role}s`,
  updateUser: (id: string) => `Not authorized to update user with ${id} id`,
  updateEmail: 'Not authorized to update user email',
} as const;

/** The caller as the people rules see it, scoped to the organization it acts in. */
export type PeopleActor = {
  id: string;
  role: Role;
  tpaSubRole?: TpaSubRole;
  /** Holds add_user there (Admin and Cvadmin by default; a custom role may grant or withhold it). */
  mayAddUsers: boolean;
};

/** The person acted on. */
export type PeopleTarget = { id: string; role: Role };

/** Spec 000 §6 "Default rules": "Admin or cvadmin: ... set a user password". */
const SETS_PASSWORDS: ReadonlySet<Role> = new Set([Role.CVADMIN, Role.ADMIN]);
/** "Admin, TPA and case managers: bypass the password reset e-mail" (case managers: Cvadmin, Admin, Casemanager). */
const BYPASSES_WELCOME: ReadonlySet<Role> = new Set([Role.CVADMIN, Role.ADMIN, Role.CASEMANAGER, Role.CVTPA]);

/**
 * May `actor` edit a user of role `target`? The manage table (peers included: an Admin edits Admins); an
 * employee (User, left out of the table because employees are not staff) by anyone who manages someone,
 * as canSetRole decides for setting the User role.
 */
export function canManageUser(actor: Role, target: Role): boolean {
  if (canManageRole(actor, target)) return true;
  return target === Role.USER && (MANAGEABLE_ROLES[actor]?.length ?? 0) > 0;
}

export function maySetPasswords(actor: Role): boolean {
  return SETS_PASSWORDS.has(actor);
}

export function mayBypassWelcomeEmail(actor: Role): boolean {
  return BYPASSES_WELCOME.has(actor);
}

/**
 * addUser: add_user in the organization ("Admin or cvadmin: add users (lower roles only)") and a role the
 * actor may set (canSetRole: strictly lower rank, so no Cvadmin is ever added here: createCVAdmin is for
 * that). Setting the first password and skipping the welcome e-mail are further rights; without them the
 * whole creation is refused, with the same message, rather than silently ignoring what was asked.
 */
export function createUserRefusal(
  actor: PeopleActor,
  role: Role,
  options: { password?: boolean; bypassWelcomeEmail?: boolean } = {},
): string | null {
  if (!actor.mayAddUsers || !canSetRole(actor.role, role)) return PeopleMessages.create(role);
  if (options.password && !maySetPasswords(actor.role)) return PeopleMessages.create(role);
  if (options.bypassWelcomeEmail && !mayBypassWelcomeEmail(actor.role)) return PeopleMessages.create(role);
  return null;
}

/** addTpaUser: only Cvadmin manages Cvtpa. */
export function createTpaUserRefusal(actor: PeopleActor): string | null {
  return actor.role === Role.CVADMIN ? null : PeopleMessages.create(Role.CVTPA);
}

/**
 * updateUser. Messages: about the person ("... user with {id} id") when the actor manages nobody at all or
 * asks for what nobody may do to this person (a password for oneself, a password without the right to set
 * passwords); about the role ("... update {role}s") when the actor manages others but not this role.
 * Users may update themselves (never their own password here: that goes through the reset e-mail).
 */
export function updateUserRefusal(
  actor: PeopleActor,
  target: PeopleTarget,
  options: { password?: boolean } = {},
): string | null {
  if (actor.id === target.id) return options.password ? PeopleMessages.updateUser(target.id) : null;
  if ((MANAGEABLE_ROLES[actor.role]?.length ?? 0) === 0) return PeopleMessages.updateUser(target.id);
  if (!canManageUser(actor.role, target.role)) return PeopleMessages.updateRole(target.role);
  if (options.password && !maySetPasswords(actor.role)) return PeopleMessages.updateUser(target.id);
  return null;
}

/**
 * changeUserRole: "Admin or cvadmin: change a user's role (lower roles only)", i.e. add_user in the
 * organization, a person whose current role the actor may set, and a new role it may set. Nobody changes
 * their own role. The message names the role that fails: the person's current one first, then the new one.
 */
export function changeRoleRefusal(actor: PeopleActor, target: PeopleTarget, role: Role): string | null {
  if (actor.id === target.id) return PeopleMessages.updateUser(target.id);
  if (!actor.mayAddUsers || !canSetRole(actor.role, target.role)) return PeopleMessages.updateRole(target.role);
  if (!canSetRole(actor.role, role)) return PeopleMessages.updateRole(role);
  return null;
}

/**
 * changeUserEmail: the sign-in identity, so only who adds users (add_user) and manages the person (an
 * Admin also for itself). An employee does not change its own sign-in address: the organization does.
 */
export function changeEmailRefusal(actor: PeopleActor, target: PeopleTarget): string | null {
  if (!actor.mayAddUsers || !canManageUser(actor.role, target.role)) return PeopleMessages.updateEmail;
  return null;
}

/** deleteUser: "Cvadmin only: delete users (not other cvadmins)"; so no Cvadmin is ever deleted, itself included. */
export function deleteUserRefusal(actor: PeopleActor, target: PeopleTarget): string | null {
  if (actor.role !== Role.CVADMIN) return PeopleMessages.updateUser(target.id);
  if (target.role === Role.CVADMIN) return PeopleMessages.updateRole(Role.CVADMIN);
  return null;
}

/**
 * updateTpaUser: Cvadmin, or a TPA holding Tpasupport in the organization ("may update TPA info when the
 * caller has Tpasupport in the organization"). A TPA may update its own name and phone, not its sub-role.
 */
export function updateTpaUserRefusal(
  actor: PeopleActor,
  target: PeopleTarget,
  options: { tpaSubRole?: boolean } = {},
): string | null {
  if (actor.role === Role.CVADMIN) return null;
  if (actor.id === target.id) return options.tpaSubRole ? PeopleMessages.updateUser(target.id) : null;
  if (actor.role === Role.CVTPA && actor.tpaSubRole === TpaSubRole.TPASUPPORT) return null;
  return PeopleMessages.updateRole(Role.CVTPA);
}

/** Which organizations a TPA serves: Cvadmin only (the only role that manages Cvtpa). */
export function tpaOrganizationsRefusal(actor: PeopleActor): string | null {
  return actor.role === Role.CVADMIN ? null : PeopleMessages.updateRole(Role.CVTPA);
}

/**
 * Who may read another person's profile (userById, userByEmail): the user-profile route is for all six
 * roles, for staff; an employee (User without query_users) reads only itself.
 */
export function mayViewUser(actor: PeopleActor & { mayQueryUsers: boolean }, target: { id: string }): boolean {
  return actor.id === target.id || actor.role !== Role.USER || actor.mayQueryUsers;
}

/**
 * What the people screens may offer the caller (myPermissions): the roles it may give a new user, the roles
 * of people it may edit, the roles it may change people from and to, and the other people operations.
 * Derived from the rules above, so an offer and the answer to the operation cannot disagree.
 */
export function peopleAbilities(actor: PeopleActor) {
  const roles = Object.values(Role);
  return {
    creatableRoles: roles.filter((role) => role !== Role.CVTPA && createUserRefusal(actor, role) === null),
    manageableRoles: roles.filter((role) => canManageUser(actor.role, role)),
    changeableRoles: roles.filter((role) => role !== Role.CVTPA && actor.mayAddUsers && canSetRole(actor.role, role)),
    changeUserEmail: actor.mayAddUsers && roles.some((role) => canManageUser(actor.role, role)),
    deleteUser: actor.role === Role.CVADMIN,
    setUserPassword: maySetPasswords(actor.role),
    bypassPasswordResetEmail: mayBypassWelcomeEmail(actor.role),
    addTpaUser: createTpaUserRefusal(actor) === null,
  };
}
