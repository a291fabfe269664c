import { graphql } from '../../generated';

/** The signed-in respondent's saved drafts (My Requests, and resuming from ?draftId=). */
export const REQUEST_DRAFTS_QUERY = graphql(`
  query RequestDrafts {
    userFormResponseDrafts {
      id
      formId
      formVersionId
      isDraft
      createdAt
      updatedAt
      questionResponses {
        questionId
        response
        fileNames
      }
    }
  }
`);
