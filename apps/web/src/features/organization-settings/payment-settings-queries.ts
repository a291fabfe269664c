import { graphql } from '../../generated';

export const PAYMENT_SETTINGS_FIELDS = graphql(`
  fragment PaymentSettingsFields on OrganizationSettings {
    organizationId
    payments {
      fees {
        paymentProcessingBasisPoints
        paymentProcessingFixedFee
        pharmacyFee
        syringeKitFee
        consultFee
        shippingFee
        techPlatformFee
        convenienceFee
        subFees {
          label
          amount
        }
      }
      dunningRetryDays
      abandonedCartAfterHours
      abandonedCartMaxReminders
    }
  }
`);

/** The organization's payment settings, defaults filled in by the api. */
export const PAYMENT_SETTINGS_QUERY = graphql(`
  query PaymentSettings($organizationId: ID) {
    allOrganizationSettings(organizationId: $organizationId) {
      ...PaymentSettingsFields
    }
  }
`);

/** Replaces the payments section whole; the answer updates the cached settings (normalized by organizationId). */
export const UPDATE_PAYMENT_SETTINGS_MUTATION = graphql(`
  mutation UpdatePaymentSettings($organizationId: ID, $input: UpdateOrganizationSettingsInput!) {
    updateOrganizationSettings(organizationId: $organizationId, input: $input) {
      ...PaymentSettingsFields
    }
  }
`);
