import { graphql } from '../../generated';

/** The employee's submitted requests (My Requests), newest first, with what the stage tracker needs. */
export const SUBMITTED_REQUESTS_QUERY = graphql(`
  query SubmittedRequests($submitterId: ID!) {
    allCasesBySubmitter(submitterId: $submitterId) {
      id
      shortId
      title
      status
      isArchived
      createdAt
      updatedAt
    }
  }
`);

/** Deletes one of the employee's drafts (after confirmation). */
export const DELETE_REQUEST_DRAFT_MUTATION = graphql(`
  mutation DeleteRequestDraft($formResponseId: ID!) {
    deleteFormResponse(formResponseId: $formResponseId) {
      success
      message
    }
  }
`);
