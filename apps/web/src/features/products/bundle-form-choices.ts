import { graphql } from '../../generated';

/** The organization's active forms with their current version: what a bundle's forms are chosen from. */
export const BUNDLE_FORM_CHOICES_QUERY = graphql(`
  query BundleFormChoices($organizationId: ID) {
    allForms(organizationId: $organizationId) {
      id
      name
      versionId
      versionNumber
    }
  }
`);
