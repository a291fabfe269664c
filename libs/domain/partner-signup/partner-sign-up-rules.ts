import { Inject, Injectable } from '@nestjs/common';
import { AppError, badInput, ErrorCode } from '#access';
import { ProductBundlesService } from '#domain/catalog';
import { type PartnerOfLinkName, PartnerIntegrationsService } from '#domain/partner-integrations';

/**
 * The partner behind a landing page and its bundle check, from the partner integration info and the
 * catalog. Partner flags are off until set (allowSelfSignup included).
 */
@Injectable()
export class PartnerSignUpRulesReader {
  constructor(
    @Inject(PartnerIntegrationsService) private readonly partners: PartnerIntegrationsService,
    @Inject(ProductBundlesService) private readonly bundles: ProductBundlesService,
  ) {}

  /** NOT_FOUND unless the linkName is a partner organization's. */
  partnerOf(linkName: string): Promise<PartnerOfLinkName> {
    return this.partners.findByLinkName(linkName);
  }

  /**
   * The bundle must be a visible, not sold-out bundle of the partner: a sold-out or hidden one keeps the
   * catalog's ILLEGAL_STATE ("This bundle is sold out"), another organization's or an unknown id is bad input.
   */
  async assertBundleOpen(organizationId: string, bundleId: string): Promise<void> {
    try {
      await this.bundles.openForSignUp(organizationId, bundleId);
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) {
        throw badInput('productBundleId: not a plan of this partner', 'productBundleId');
      }
      throw error;
    }
  }
}
