import { graphql } from '../../../generated';

/** What the messages section needs the api to allow; without it the section is not shown. */
export const MESSAGES_VIEWER_CAN = graphql(`
  fragment MessagesViewerCan on CaseViewerCan {
    sendCaseMessage
  }
`);

/** One e-mail or text message of the case's thread. */
export const CASE_MESSAGE_FIELDS = graphql(`
  fragment CaseMessageFields on CaseMessage {
    id
    channel
    type
    status
    subject
    text
    errorReason
    sentAt
    createdAt
  }
`);

/** The thread as the case page's own query loads it, so opening the page is one request. */
export const CASE_MESSAGES_PART = graphql(`
  fragment CaseMessagesPart on Case {
    messages {
      ...CaseMessageFields
    }
  }
`);

/** The thread on its own: read from the case page's request, and reloaded alone when a message's status changes. */
export const CASE_MESSAGES_QUERY = graphql(`
  query CaseMessages($caseId: ID!) {
    caseById(caseId: $caseId) {
      id
      messages {
        ...CaseMessageFields
      }
    }
  }
`);

export const SEND_CASE_MESSAGE_MUTATION = graphql(`
  mutation CaseDetailSendMessage($input: SendCaseMessageInput!) {
    sendCaseMessage(input: $input) {
      success
      message
      activities {
        ...CaseDetailActivityFields
      }
      caseMessage {
        ...CaseMessageFields
      }
    }
  }
`);

/** Templates the caller may use, searched by name as the picker is typed into (loaded once it opens). */
export const MESSAGE_TEMPLATES_QUERY = graphql(`
  query CaseMessageTemplates($input: AllCommunicationTemplatesInput) {
    allCommunicationTemplates(input: $input) {
      templates {
        id
        name
        text
        formIds
      }
    }
  }
`);

/** The case files a message may carry: those the employee may see too, never an internal note's. */
export const MESSAGE_FILES_QUERY = graphql(`
  query CaseMessageFiles($caseId: ID!) {
    caseById(caseId: $caseId) {
      id
      messageFiles {
        id
        fileName
      }
    }
  }
`);

/** The library documents a message may carry: never a private document or another person's. */
export const MESSAGE_DOCUMENTS_QUERY = graphql(`
  query CaseMessageDocuments($caseId: ID!) {
    caseById(caseId: $caseId) {
      id
      messageDocuments {
        id
        fileName
      }
    }
  }
`);

/** The message the api would write for the same input, placeholders filled; nothing is written. */
export const MESSAGE_PREVIEW_QUERY = graphql(`
  query CaseMessagePreview($input: SendCaseMessageInput!) {
    caseMessagePreview(input: $input) {
      subject
      text
      sentText
      fullText
      smsSegments {
        encoding
        segments
        perSegment
      }
      forms {
        formId
        name
      }
      files {
        attachmentId
        fileName
      }
      documents {
        documentId
        fileName
      }
    }
  }
`);
