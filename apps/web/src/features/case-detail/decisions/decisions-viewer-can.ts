import { graphql } from '../../../generated';

/** What recording, changing and deleting decisions needs the api to allow. */
export const DECISIONS_VIEWER_CAN = graphql(`
  fragment DecisionsViewerCan on CaseViewerCan {
    addCaseDecision
    updateCaseDecision
    deleteCaseDecision
  }
`);
