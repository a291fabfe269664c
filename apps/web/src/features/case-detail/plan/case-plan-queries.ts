import { graphql } from '../../../generated';

/** What the case page shows of the case's plan (product bundle), its promo discount, and who may change it. */
export const CASE_PLAN_FIELDS = graphql(`
  fragment CasePlanFields on Case {
    id
    organizationId
    isArchived
    productBundleId
    productBundle {
      id
      name
      priceCents
      priceUnit
      firstChargeCents
    }
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

/** The organization's plans to choose from (organizationProductBundles, staff: every bundle, hidden ones too). */
export const CASE_PLAN_BUNDLES_QUERY = graphql(`
  query CasePlanBundles($organizationId: ID!) {
    organizationProductBundles(organizationId: $organizationId) {
      id
      name
      priceCents
      priceUnit
      isVisible
      isSoldOut
    }
  }
`);

/** updateCase with the plan alone; the answer's case and timeline entries go into the cache. */
export const CASE_PLAN_UPDATE_MUTATION = graphql(`
  mutation CasePlanUpdate($caseId: ID!, $input: UpdateCaseInput!) {
    updateCase(caseId: $caseId, input: $input) {
      success
      message
      case {
        ...CasePlanFields
      }
      activities {
        ...CaseDetailActivityFields
      }
    }
  }
`);
