import { type AccessRule, Permission, Role } from '#access';

const { CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA } = Role;

export const CatalogMessages = {
  VIEW: 'Not authorized to view products',
  GLOBAL: 'Only a CV Admin can add or update global products and categories',
  DEFAULT_PRODUCTS: 'Only a CV Admin can set default products',
  PHARMACIES: "Only a CV Admin can change a pharmacy's connection",
  ORGANIZATION: "Not authorized to change the organization's products, bundles or categories",
  SOLD_OUT: 'This bundle is sold out',
  NOT_OFFERED: 'This bundle is not offered',
} as const;

/**
 * Spec 000 §6: "Cvadmin only: add or update global products, categories ...; set default products" and "Admin
 * or owner in the organization: products, bundles, categories". The owner is recognised by the named
 * permission access_owner_dashboard, the mark of the OWNER custom role (no built-in role but Cvadmin holds it
 * by default), as case categories do; renaming the custom role does not change who is an owner. Every staff
 * role reads the catalogue (decisions and orders pick products); an employee reads only the public bundles.
 */
export const CatalogRules = {
  view: { roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA], message: CatalogMessages.VIEW },
  global: { roles: [CVADMIN], message: CatalogMessages.GLOBAL },
  defaultProducts: { roles: [CVADMIN], message: CatalogMessages.DEFAULT_PRODUCTS },
  /** Where pharmacies take orders and the secrets they sign with: shared by every organization they serve. */
  pharmacies: { roles: [CVADMIN], message: CatalogMessages.PHARMACIES },
  organization: {
    roles: [CVADMIN, ADMIN],
    permissions: [Permission.ACCESS_OWNER_DASHBOARD],
    message: CatalogMessages.ORGANIZATION,
  },
} satisfies Record<string, AccessRule>;
