import { graphql } from '../../generated';

/** What the case page shows of a case's promo code, and whether the viewer may apply one. */
export const CASE_PROMO_CODE_FIELDS = graphql(`
  fragment CasePromoCodeFields on Case {
    id
    isArchived
    promoCode {
      id
      name
      discountCents
    }
    viewerCan {
      updateCase
    }
  }
`);
