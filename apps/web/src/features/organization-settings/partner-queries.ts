import { graphql } from '../../generated';

/** Whether the acting organization is a partner, and its partner info's id (null until first saved). */
export const PARTNER_BRAND_QUERY = graphql(`
  query PartnerBrand($organizationId: ID) {
    organizationBrandInfo(organizationId: $organizationId) {
      id
      name
      isPartner
      partnerIntegrationInfoId
    }
  }
`);

export const PARTNER_INTEGRATION_INFO_FIELDS = graphql(`
  fragment PartnerIntegrationInfoFields on PartnerIntegrationInfo {
    id
    organizationId
    linkName
    monthlyCost
    tagline
    videoLink
    webhookUrl
    favicon
    contactEmail
    contactPhone
    links {
      homeLink
      membersAreaLink
      orderStatusLink
      instructionsLink
      supportLink
      affiliateLink
      termsLink
      privacyLink
      fulfillmentLink
      medicalConsentLink
      californiaResidentsLink
      billOfRightsLink
      consentFormLink
    }
    flags {
      allowSelfSignup
      enableSelfSignupPayment
      referralCodeEnabled
      showCarouselPrices
      showTestimonials
      showLogos
      hideSeeIfQualifyBtn
      useModalForSignup
      showGDPRLogo
      enableLegitScriptLogo
      isWebhookEnabled
      autoCreateUserPromoCodes
      preauthorizeCreditCardOnSignup
      sendFullCaseDataInWebhookEventEnabled
      addHomeLinkToHeader
      showProductCategoriesInLandingPage
    }
    selfSignUpProfileFields
    selfSignUpSmsNotificationsRequired
    masterUserPromoCodeId
    paymentProvider
    paymentPublishableKey
    texts {
      medicationTitle
      medicationSubtitle
      journeyTitle
      journeyItem1
      journeyItem2
      journeyItem3
      secondaryMedicationTitle
      secondaryMedicationText
      paymentLabel
      paymentSubLabel
      signupSuccessMessage
      paymentSuccessMessage
      qualifyButtonText
      faqTitle
      logosTitle
    }
    primaryColor
    faqGradientColor
    formVersionId
    defaultProductBundleId
    faq {
      id
      question
      answer
      index
    }
    images {
      logoUrl
      landingUrl
      landingBottomUrl
      journeyImage1Url
      journeyImage2Url
      journeyImage3Url
    }
  }
`);

export const TESTIMONIAL_FIELDS = graphql(`
  fragment TestimonialFields on Testimonial {
    id
    rating
    customerName
    title
    content
    createdAt
    isVerified
    index
  }
`);

export const PARTNER_INTEGRATION_INFO_QUERY = graphql(`
  query PartnerIntegrationInfo($integrationInfoId: ID!) {
    organizationPartnerIntegrationInfo(integrationInfoId: $integrationInfoId) {
      ...PartnerIntegrationInfoFields
    }
    getPartnerIntegrationTestimonials(partnerIntegrationId: $integrationInfoId) {
      ...TestimonialFields
    }
  }
`);

export const UPDATE_PARTNER_INTEGRATION_INFO_MUTATION = graphql(`
  mutation UpdatePartnerIntegrationInfo($input: UpdatePartnerIntegrationInfoInput!) {
    updateOrganizationPartnerIntegrationInfo(input: $input) {
      success
      message
      partnerIntegrationInfo {
        ...PartnerIntegrationInfoFields
      }
    }
  }
`);

export const UPDATE_PARTNER_FAQ_MUTATION = graphql(`
  mutation UpdatePartnerIntegrationFaq($input: UpdatePartnerIntegrationFaqInput!) {
    updatePartnerIntegrationFAQ(input: $input) {
      success
      message
      faq {
        id
        question
        answer
        index
      }
    }
  }
`);

export const UPDATE_TESTIMONIALS_MUTATION = graphql(`
  mutation UpdateOrganizationTestimonials($input: UpdateOrganizationTestimonialsInput!) {
    updateOrganizationTestimonials(input: $input) {
      success
      message
      testimonials {
        ...TestimonialFields
      }
    }
  }
`);

export const UPLOAD_LANDING_PAGE_IMAGE_MUTATION = graphql(`
  mutation UploadCompanyLandingPageImage($organizationId: ID!, $filePath: String!, $image: LandingPageImage!) {
    uploadCompanyLandingPageImage(organizationId: $organizationId, filePath: $filePath, image: $image) {
      success
      message
      url
    }
  }
`);

export const UPLOAD_PARTNER_IMAGE_MUTATION = graphql(`
  mutation UploadCompanyPartnerIntegrationImage(
    $organizationId: ID!
    $filePath: String!
    $image: PartnerIntegrationImage!
  ) {
    uploadCompanyPartnerIntegrationImage(organizationId: $organizationId, filePath: $filePath, image: $image) {
      success
      message
      url
    }
  }
`);
