import { graphql } from '../../../generated';

/** What the case's own actions (header buttons, "More actions", download) need the api to allow. */
export const CASE_ACTIONS_VIEWER_CAN = graphql(`
  fragment CaseActionsViewerCan on CaseViewerCan {
    acceptCase
    changeCaseStatus
    escalateCase
    deEscalateCase
    reopenCase
    downloadCase
    updateCase
    archiveCase
  }
`);
