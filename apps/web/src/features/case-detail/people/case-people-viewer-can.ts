import { graphql } from '../../../generated';

/** What changing the assignee, the team and the HR representative needs the api to allow. */
export const CASE_PEOPLE_VIEWER_CAN = graphql(`
  fragment CasePeopleViewerCan on CaseViewerCan {
    assignCase
    unassignCase
    assignUserToCase
    unassignUserFromCase
    assignCaseHrRep
    unassignCaseHrRep
  }
`);
