import { graphql } from '../../../generated';

/**
 * What the conversation needs the api to allow. Whoever may comment may delete its own comments while
 * the case is open; deleteCaseComment is deleting comments written by others.
 */
export const COMMENTS_VIEWER_CAN = graphql(`
  fragment CommentsViewerCan on CaseViewerCan {
    addCaseComment
    acknowledgeCaseComment
    deleteCaseComment
  }
`);
