import { registerEnumType } from '@nestjs/graphql';

/** Where an upload goes (spec 001 "File storage layout"). */
export enum UploadTarget {
  /** personal/{userId}/…: the caller's own files, e.g. case attachments before they are registered. */
  PERSONAL = 'PERSONAL',
  /**
   * logo.png, favicon.png and prescription-logo.png: staged in the caller's own folder and registered (checked,
   * then stored at organizations/{organizationId}/) by uploadCompanyLogo, uploadOrganizationFavicon and
   * uploadPrescriptionLogo.
   */
  ORGANIZATION_IMAGE = 'ORGANIZATION_IMAGE',
  /** organizations/{organizationId}/documents/…: the organization's document library. */
  ORGANIZATION_DOCUMENT = 'ORGANIZATION_DOCUMENT',
  /** partnerIntegrations/{id}/logo.png, landing.png, … */
  PARTNER_INTEGRATION_IMAGE = 'PARTNER_INTEGRATION_IMAGE',
}
registerEnumType(UploadTarget, { name: 'UploadTarget' });
