import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PartnerProfileField } from './partner-sign-up-input.js';

/** The partner's settings that govern self sign-up (spec 000 §3, partner integration info). */
export interface PartnerSignUpRules {
  allowSelfSignup: boolean;
  referralCodeEnabled: boolean;
  /** The profile fields the partner asks for; each is then required. */
  selfSignUpProfileFields: PartnerProfileField[];
  selfSignUpSmsNotificationsRequired: boolean;
}

/**
 * Reads a partner's sign-up rules and checks the chosen bundle. The partner integration info and the
 * catalog live in their own modules; until they answer, a partner allows self sign-up with no extra
 * profile fields, and a named bundle is refused (no bundle can be shown as open for sign-up yet).
 */
@Injectable()
export class PartnerSignUpRulesReader {
  async rulesFor(_manager: EntityManager, _organizationId: string): Promise<PartnerSignUpRules> {
    return {
      allowSelfSignup: true,
      referralCodeEnabled: true,
      selfSignUpProfileFields: [],
      selfSignUpSmsNotificationsRequired: false,
    };
  }

  /** Whether the bundle is a visible, not sold-out bundle of the organization. */
  async bundleOpenForSignUp(_organizationId: string, _bundleId: string): Promise<boolean> {
    return false;
  }
}
