import { graphql } from '../../generated';

/** The organization's welcome text for the employee's landing page. */
export const WELCOME_QUERY = graphql(`
  query WelcomePage($organizationId: ID) {
    organizationBrandInfo(organizationId: $organizationId) {
      id
      name
      welcomeText
    }
  }
`);
