import { Inject, Injectable } from '@nestjs/common';
import { badInput } from '#access';
import { parseInput } from '#domain/shared';
import { PeopleService, UserEntity } from '#domain/users';
import { type SignUpToPartnerInput, signUpToPartnerSchema } from './partner-sign-up-input.js';
import { PartnerSignUpEntity } from './partner-sign-up.entity.js';
import { PartnerSignUpRulesReader } from './partner-sign-up-rules.js';

export const SELF_SIGNUP_CLOSED_MESSAGE = 'This partner does not accept sign-ups at the moment';


export interface PartnerSignUpResult {
  userId: string;
  email: string;
  organizationId: string;
  productBundleId: string | null;
}

/**
 * signUpToPartnerOrganization: a visitor of a partner's landing page becomes a USER of that partner
 * organization. Everything is checked before anything is written; the user row, the sign-up record and
 * the identity are created together or not at all (PeopleService.addSelfSignedUp).
 */
@Injectable()
export class PartnerSignUpService {
  constructor(
    @Inject(PeopleService) private readonly people: PeopleService,
    @Inject(PartnerSignUpRulesReader) private readonly rules: PartnerSignUpRulesReader,
  ) {}

  async signUp(input: SignUpToPartnerInput): Promise<PartnerSignUpResult> {
    const data = parseInput(signUpToPartnerSchema, input);
    const { organization, info } = await this.rules.partnerOf(data.linkName);
    const organizationId = organization.id;
    if (info.flags?.allowSelfSignup !== true) throw badInput(SELF_SIGNUP_CLOSED_MESSAGE);
    const profileFields = info.selfSignUpProfileFields ?? [];
    for (const field of profileFields) {
      if (data[field] == null) throw badInput(`${field}: is required`, field);
    }
    if (info.selfSignUpSmsNotificationsRequired && data.smsConsent !== true) {
      throw badInput('smsConsent: consent to SMS notifications is required', 'smsConsent');
    }
    if (data.referralCode && info.flags?.referralCodeEnabled !== true) {
      throw badInput('referralCode: this partner does not take referral codes', 'referralCode');
    }
    if (data.productBundleId) await this.rules.assertBundleOpen(organizationId, data.productBundleId);

    const profile: Record<string, string> = {};
    for (const field of profileFields) {
      const value = data[field];
      if (value != null) profile[field] = value;
    }
    const user = await this.people.addSelfSignedUp(organizationId, data, async (manager, created) => {
      await manager.update(UserEntity, created.id, {
        partnerIntegrationInfoId: info.id ?? null,
        dob: data.dob,
        address: data.address,
        city: data.city,
        state: data.state,
        postalCode: data.postalCode,
        country: data.country,
      });
      await manager.insert(PartnerSignUpEntity, {
        userId: created.id,
        organizationId,
        productBundleId: data.productBundleId,
        referralCode: data.referralCode,
        smsConsent: data.smsConsent === true,
        profile,
      });
    });
    return { userId: user.id, email: user.email, organizationId, productBundleId: data.productBundleId };
  }
}
