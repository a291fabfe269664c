import { graphql } from '../../generated';

/** Public: a visitor becomes a USER of the partner organization (rate-limited). */
export const SIGN_UP_TO_PARTNER_ORGANIZATION = graphql(`
  mutation SignUpToPartnerOrganization($input: SignUpToPartnerOrganizationInput!) {
    signUpToPartnerOrganization(input: $input) {
      success
      message
      userId
      email
      organizationId
      productBundleId
    }
  }
`);

/** Everything the landing page shows, in one public request (no Apollo on this route, one round trip). */
export const PARTNER_LANDING_QUERY = graphql(`
  query PartnerLanding($linkName: String!) {
    organizationPartnerIntegrationPublicInfo(linkName: $linkName) {
      linkName
      organizationName
      primaryColor
      faqGradientColor
      defaultProductBundleId
      selfSignUpProfileFields
      selfSignUpSmsNotificationsRequired
      flags {
        allowSelfSignup
        referralCodeEnabled
        useModalForSignup
        showTestimonials
        showCarouselPrices
        showProductCategoriesInLandingPage
        hideSeeIfQualifyBtn
        enableSelfSignupPayment
      }
      texts {
        medicationTitle
        medicationSubtitle
        journeyTitle
        journeyItem1
        journeyItem2
        journeyItem3
        paymentLabel
        qualifyButtonText
        faqTitle
        signupSuccessMessage
      }
      images {
        logoUrl
        landingUrl
        journeyImage1Url
        journeyImage2Url
        journeyImage3Url
      }
      links {
        termsLink
        privacyLink
        supportLink
        medicalConsentLink
        californiaResidentsLink
        billOfRightsLink
      }
      faq {
        id
        question
        answer
        index
      }
    }
    publicOrganizationPartnerMetadata(linkName: $linkName) {
      title
      faviconUrl
    }
    organizationPublicTestimonials(linkName: $linkName) {
      id
      customerName
      content
      index
    }
    organizationProductBundles(linkName: $linkName) {
      id
      name
      description
      priceCents
      isSoldOut
      imageUrl
    }
    allOrganizationPublicProductCategories(linkName: $linkName) {
      id
      name
    }
  }
`);
