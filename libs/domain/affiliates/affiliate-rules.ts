import { type AccessRule, Role } from '#access';

/**
 * Affiliate relations span organizations (who brought whom onto the platform, and the share of the platform
 * fee each earns), so only the CV Admin reads and changes them.
 */
export const AffiliateRules = {
  manage: { roles: [Role.CVADMIN], message: 'Not authorized to manage affiliates' },
} satisfies Record<string, AccessRule>;

export const AffiliateMessages = {
  SELF: 'An organization cannot be its own affiliate',
  EXISTS: 'These organizations are already related',
  CYCLE: 'This relation would make a cycle: the affiliate is already reached from the other organization',
  SHARE_OVER_ONE: (total: string) =>
    `The affiliates of an organization cannot share more than all of its implementation fee (this would make ${total})`,
} as const;
