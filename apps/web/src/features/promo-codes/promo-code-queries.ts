import { graphql } from '../../generated';

export const PROMO_CODE_FIELDS = graphql(`
  fragment PromoCodeFields on PromoCode {
    id
    organizationId
    name
    label
    description
    percentDiscount
    priceDiscount
    refillType
    refillCount
    influencerName
    influencerCreditPercent
    influencerCreditCents
    isVisible
    isAnalytics
    isMaster
  }
`);

/** An organization's codes, or (organizationId null) the global ones. */
export const ALL_PROMO_CODES_QUERY = graphql(`
  query AllPromoCodes($organizationId: ID) {
    allPromoCodes(organizationId: $organizationId) {
      ...PromoCodeFields
    }
  }
`);

export const ADD_PROMO_CODE_MUTATION = graphql(`
  mutation AddPromoCode($input: AddPromoCodeInput!) {
    addPromoCode(input: $input) {
      success
      message
      promoCode {
        ...PromoCodeFields
      }
    }
  }
`);

export const UPDATE_PROMO_CODE_MUTATION = graphql(`
  mutation UpdatePromoCode($input: UpdatePromoCodeInput!) {
    updatePromoCode(input: $input) {
      success
      message
      promoCode {
        ...PromoCodeFields
      }
    }
  }
`);

export const DELETE_PROMO_CODE_MUTATION = graphql(`
  mutation DeletePromoCode($id: ID!) {
    deletePromoCode(id: $id) {
      success
      message
    }
  }
`);

export const APPLY_PROMO_CODE_MUTATION = graphql(`
  mutation ApplyPromoCodeToCase($caseId: ID!, $code: String!) {
    applyPromoCodeToCase(caseId: $caseId, code: $code) {
      success
      message
      case {
        id
        promoCode {
          id
          name
          discountCents
        }
      }
    }
  }
`);
