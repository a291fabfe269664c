import { Inject, Injectable } from '@nestjs/common';
import { badInput } from '#access';
import { type PromoCodeEntity, PromoCodesService } from '#domain/promo-codes';
import { parseInput } from '#domain/shared';
import { PeopleService, UserEntity } from '#domain/users';
import { type SignUpToPartnerInput, signUpToPartnerSchema } from './partner-sign-up-input.js';
import { PartnerSignUpEntity } from './partner-sign-up.entity.js';
import { PartnerSignUpRulesReader } from './partner-sign-up-rules.js';

export const SELF_SIGNUP_CLOSED_MESSAGE = 'This partner does not accept sign-ups at the moment';
export const UNKNOWN_REFERRAL_CODE_MESSAGE = 'This referral code does not exist or is not active';

export interface PartnerSignUpResult {
  userId: string;
  email: string;
  organizationId: string;
  productBundleId: string | null;
  /** The member's own promo code, when the partner creates them (autoCreateUserPromoCodes and a master code). */
  ownPromoCode: PromoCodeEntity | null;
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
    @Inject(PromoCodesService) private readonly promoCodes: PromoCodesService,
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
    // The referral code is a promo code of the partner or a global one, active now; kept by id and name.
    const referral = data.referralCode ? await this.promoCodes.findApplicable(organizationId, data.referralCode) : null;
    if (data.referralCode && !referral) {
      throw badInput(`referralCode: ${UNKNOWN_REFERRAL_CODE_MESSAGE}`, 'referralCode');
    }
    if (data.productBundleId) await this.rules.assertBundleOpen(organizationId, data.productBundleId);

    const profile: Record<string, string> = {};
    for (const field of profileFields) {
      const value = data[field];
      if (value != null) profile[field] = value;
    }
    let ownPromoCode: PromoCodeEntity | null = null;
    const user = await this.people.addSelfSignedUp(organizationId, data, async (manager, created) => {
      // Checked again and held in the transaction: a code deleted since the check above is refused, not a crash.
      if (
        data.referralCode &&
        !(await this.promoCodes.findApplicable(organizationId, data.referralCode, manager, { hold: true }))
      ) {
        throw badInput(`referralCode: ${UNKNOWN_REFERRAL_CODE_MESSAGE}`, 'referralCode');
      }
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
        referralCode: referral?.name ?? null,
        promoCodeId: referral?.id ?? null,
        smsConsent: data.smsConsent === true,
        profile,
      });
      if (referral?.userId) await this.promoCodes.countReferralSignUp(manager, referral.id);
      if (info.flags?.autoCreateUserPromoCodes === true) {
        ownPromoCode = await this.promoCodes.createForNewMember(manager, {
          organizationId,
          userId: created.id,
          firstName: created.firstName,
          lastName: created.lastName,
          masterPromoCodeId: info.masterUserPromoCodeId ?? null,
        });
      }
    });
    return {
      userId: user.id,
      email: user.email,
      organizationId,
      productBundleId: data.productBundleId,
      ownPromoCode,
    };
  }
}
