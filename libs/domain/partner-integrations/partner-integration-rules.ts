import { type AccessRule, Permission, Role } from '#access';

export const PARTNER_SETTINGS_MESSAGE = 'Not authorized to manage organization settings';
export const NOT_A_PARTNER_MESSAGE = 'organizationId: not a partner organization';

/**
 * The partner settings are organization settings (spec 000 §6 "Tpasupport in the organization (and cvadmin):
 * ... all-organization settings"; "All organization settings may be loaded only by Cvadmin and Admin, or a
 * custom role holding the edit-settings permission"). edit_settings' defaults are Admin and Tpasupport, and a
 * custom role such as OWNER holds it by its list; the CV Admin is named so no custom role locks it out.
 * Reading for editing and changing follow the same rule: the editor view holds the webhook and promo ids.
 */
export const PartnerIntegrationRules = {
  edit: { roles: [Role.CVADMIN], permissions: [Permission.EDIT_SETTINGS], message: PARTNER_SETTINGS_MESSAGE },
} satisfies Record<string, AccessRule>;
