import { graphql } from '../../../generated';

/** An internal note of the case team. */
export const CASE_DETAIL_NOTE_FIELDS = graphql(`
  fragment CaseDetailNoteFields on CaseNote {
    id
    text
    createdAt
    isAcknowledged
    acknowledgedAt
    author {
      id
      fullName
      role
      deletedAt
    }
    taggedUsers {
      id
      fullName
    }
    attachments {
      id
      fileName
    }
  }
`);

export const ADD_NOTE_MUTATION = graphql(`
  mutation CaseDetailAddNote($caseId: ID!, $text: String!, $taggedUserIds: [ID!], $attachmentIds: [ID!]) {
    addCaseNote(caseId: $caseId, text: $text, taggedUserIds: $taggedUserIds, attachmentIds: $attachmentIds) {
      success
      message
      case {
        id
        unacknowledgedNoteCount
      }
      activities {
        ...CaseDetailActivityFields
      }
      note {
        ...CaseDetailNoteFields
      }
    }
  }
`);

export const ACKNOWLEDGE_NOTE_MUTATION = graphql(`
  mutation CaseDetailAcknowledgeNote($noteId: ID!) {
    acknowledgeCaseNote(noteId: $noteId) {
      success
      message
      case {
        id
        unacknowledgedNoteCount
      }
      activities {
        ...CaseDetailActivityFields
      }
      note {
        ...CaseDetailNoteFields
      }
    }
  }
`);
