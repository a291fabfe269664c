import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { badInput, notFound } from '#access';
import { parseInput } from '#domain/shared';
import { PeopleService, UserEntity } from '#domain/users';
import { type SignUpToPartnerInput, signUpToPartnerSchema } from './partner-sign-up-input.js';
import { PartnerSignUpEntity } from './partner-sign-up.entity.js';
import { PartnerSignUpRulesReader } from './partner-sign-up-rules.js';

export const SELF_SIGNUP_CLOSED_MESSAGE = 'This partner does not accept sign-ups at the moment';
export const BUNDLE_NOT_OPEN_MESSAGE = 'productBundleId: this bundle is not available for sign-up';

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
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PeopleService) private readonly people: PeopleService,
    @Inject(PartnerSignUpRulesReader) private readonly rules: PartnerSignUpRulesReader,
  ) {}

  async signUp(input: SignUpToPartnerInput): Promise<PartnerSignUpResult> {
    const data = parseInput(signUpToPartnerSchema, input);
    const rows: { id: string }[] = await this.dataSource.query(
      'SELECT id FROM organization WHERE link_name = $1 AND is_partner = true LIMIT 1',
      [data.linkName],
    );
    const organizationId = rows[0]?.id;
    if (!organizationId) throw notFound();
    const rules = await this.rules.rulesFor(this.dataSource.manager, organizationId);
    if (!rules.allowSelfSignup) throw badInput(SELF_SIGNUP_CLOSED_MESSAGE);
    for (const field of rules.selfSignUpProfileFields) {
      if (data[field] == null) throw badInput(`${field}: is required`, field);
    }
    if (rules.selfSignUpSmsNotificationsRequired && data.smsConsent !== true) {
      throw badInput('smsConsent: consent to SMS notifications is required', 'smsConsent');
    }
    if (data.referralCode && !rules.referralCodeEnabled) {
      throw badInput('referralCode: this partner does not take referral codes', 'referralCode');
    }
    if (data.productBundleId && !(await this.rules.bundleOpenForSignUp(organizationId, data.productBundleId))) {
      throw badInput(BUNDLE_NOT_OPEN_MESSAGE, 'productBundleId');
    }

    const profile: Record<string, string> = {};
    for (const field of rules.selfSignUpProfileFields) {
      const value = data[field];
      if (value != null) profile[field] = value;
    }
    const user = await this.people.addSelfSignedUp(organizationId, data, async (manager, created) => {
      await manager.update(UserEntity, created.id, {
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
