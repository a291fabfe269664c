import { graphql } from '../../../generated';

/** What answering a form onto the case and sending a form link need the api to allow. */
export const CASE_FORMS_VIEWER_CAN = graphql(`
  fragment CaseFormsViewerCan on CaseViewerCan {
    addFormResponseToCase
    createAnonymousFormToken
  }
`);
