import { graphql } from '../../../generated';

/** What the consult section needs the api to allow; without allCaseConsultRequests it is not shown. */
export const CONSULTS_VIEWER_CAN = graphql(`
  fragment ConsultsViewerCan on CaseViewerCan {
    allCaseConsultRequests
    requestCaseConsult
    sendCaseConsultMessage
  }
`);

/** The case's consult requests, newest first, each with its thread (staff on consults only). */
export const CONSULTS_QUERY = graphql(`
  query CaseDetailConsults($caseId: ID!) {
    allCaseConsultRequests(caseId: $caseId) {
      id
      reason
      status
      requestedByName
      createdAt
      closedAt
      messages {
        id
        authorName
        text
        createdAt
      }
    }
  }
`);

export const REQUEST_CONSULT_MUTATION = graphql(`
  mutation CaseDetailRequestConsult($caseId: ID!, $reason: String!) {
    requestCaseConsult(caseId: $caseId, reason: $reason) {
      success
      message
      activities {
        ...CaseDetailActivityFields
      }
    }
  }
`);

export const SEND_CONSULT_MESSAGE_MUTATION = graphql(`
  mutation CaseDetailSendConsultMessage($consultRequestId: ID!, $text: String!, $closeRequest: Boolean) {
    sendCaseConsultMessage(consultRequestId: $consultRequestId, text: $text, closeRequest: $closeRequest) {
      success
      message
      activities {
        ...CaseDetailActivityFields
      }
    }
  }
`);
