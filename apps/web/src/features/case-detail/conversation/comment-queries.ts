import { graphql } from '../../../generated';

/** A comment of the conversation between the employee and the case team. */
export const CASE_DETAIL_COMMENT_FIELDS = graphql(`
  fragment CaseDetailCommentFields on CaseComment {
    id
    text
    createdAt
    isAcknowledged
    acknowledgedAt
    possiblyMentionsAttachment
    formIds
    author {
      id
      fullName
      role
      deletedAt
    }
    attachments {
      id
      fileName
    }
  }
`);

export const ADD_COMMENT_MUTATION = graphql(`
  mutation CaseDetailAddComment($caseId: ID!, $text: String!, $formIds: [ID!], $attachmentIds: [ID!]) {
    addCaseComment(caseId: $caseId, text: $text, formIds: $formIds, attachmentIds: $attachmentIds) {
      success
      message
      case {
        id
        unacknowledgedCommentCount
      }
      activities {
        ...CaseDetailActivityFields
      }
      comment {
        ...CaseDetailCommentFields
      }
    }
  }
`);

export const ACKNOWLEDGE_COMMENT_MUTATION = graphql(`
  mutation CaseDetailAcknowledgeComment($commentId: ID!) {
    acknowledgeCaseComment(commentId: $commentId) {
      success
      message
      case {
        id
        unacknowledgedCommentCount
      }
      activities {
        ...CaseDetailActivityFields
      }
      comment {
        ...CaseDetailCommentFields
      }
    }
  }
`);

export const DELETE_COMMENT_MUTATION = graphql(`
  mutation CaseDetailDeleteComment($commentId: ID!) {
    deleteCaseComment(commentId: $commentId) {
      success
      message
      comment {
        id
      }
      case {
        id
        unacknowledgedCommentCount
      }
      activities {
        ...CaseDetailActivityFields
      }
    }
  }
`);
