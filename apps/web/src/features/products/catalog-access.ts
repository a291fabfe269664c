import type { Role } from '../../shared/roles';

/**
 * Which editing controls to offer (spec 000 §6): global products and categories for the CV Admin, the
 * organization's products, bundles and categories for its Admin or owner (the custom role holding the
 * owner dashboard permission). Only a hint: the api decides on every change and its refusal is shown.
 */
export function catalogAccess(role: Role | undefined, ownerPermission: boolean | undefined) {
  return {
    editGlobal: role === 'CVADMIN',
    editOrganization: role === 'CVADMIN' || role === 'ADMIN' || ownerPermission === true,
  };
}
