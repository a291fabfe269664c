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

/** Where to upload a file answer (file questions here, and the case page's uploads). */
export const CREATE_REQUEST_UPLOAD_URL_MUTATION = graphql(`
  mutation CreateRequestUploadUrl($fileName: String!, $contentType: String!) {
    createUploadUrl(target: PERSONAL, fileName: $fileName, contentType: $contentType) {
      success
      url
      path
    }
  }
`);
