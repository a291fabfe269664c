import { graphql } from '../../../generated';

/**
 * What the employee's FMLA hours need the api to allow; both are false unless the submitter is an
 * employee of the viewer's organization, so the section is not shown then.
 */
export const FMLA_VIEWER_CAN = graphql(`
  fragment FmlaViewerCan on CaseViewerCan {
    fmlaHoursByUserId
    addFmlaHours
  }
`);
