import { registerEnumType } from '@nestjs/graphql';

/** Which landing page image uploadCompanyLandingPageImage replaces (partnerIntegrations/{id}/...). */
export enum LandingPageImage {
  /** landing.png: the hero image at the top of the landing page. */
  LANDING = 'LANDING',
  /** landing-bottom.png: the image above the page's footer. */
  LANDING_BOTTOM = 'LANDING_BOTTOM',
}
registerEnumType(LandingPageImage, { name: 'LandingPageImage' });

/** Which partner image uploadCompanyPartnerIntegrationImage replaces (partnerIntegrations/{id}/...). */
export enum PartnerIntegrationImage {
  /** logo.png: the partner's logo in the landing page header. */
  LOGO = 'LOGO',
  /** journey-image-1.png .. journey-image-3.png: beside the three journey steps. */
  JOURNEY_IMAGE_1 = 'JOURNEY_IMAGE_1',
  JOURNEY_IMAGE_2 = 'JOURNEY_IMAGE_2',
  JOURNEY_IMAGE_3 = 'JOURNEY_IMAGE_3',
}
registerEnumType(PartnerIntegrationImage, { name: 'PartnerIntegrationImage' });

/** The profile fields self sign-up may ask besides name and e-mail. */
export enum SelfSignUpProfileField {
  phoneNumber = 'phoneNumber',
  dob = 'dob',
  gender = 'gender',
  address = 'address',
  city = 'city',
  state = 'state',
  postalCode = 'postalCode',
  country = 'country',
}
registerEnumType(SelfSignUpProfileField, { name: 'SelfSignUpProfileField' });

export enum PaymentProvider {
  STRIPE = 'STRIPE',
}
registerEnumType(PaymentProvider, { name: 'PaymentProvider' });
