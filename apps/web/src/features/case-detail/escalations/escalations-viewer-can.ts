import { graphql } from '../../../generated';

/** What adding, changing and removing single escalations needs the api to allow. */
export const ESCALATIONS_VIEWER_CAN = graphql(`
  fragment EscalationsViewerCan on CaseViewerCan {
    addCaseEscalation
    updateCaseEscalation
    removeCaseEscalation
  }
`);
