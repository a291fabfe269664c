import { graphql } from '../../../generated';

/** The case's support notes and its organization's organization-wide ones (staff only). */
export const SUPPORT_NOTES_QUERY = graphql(`
  query CaseDetailSupportNotes($caseId: ID!) {
    allCaseSupportNotes(caseId: $caseId) {
      id
      caseId
      content
      isCompleted
      completedAt
      isOrganizationWide
      authorId
      createdAt
    }
  }
`);

export const ADD_SUPPORT_NOTE_MUTATION = graphql(`
  mutation CaseDetailAddSupportNote($caseId: ID!, $content: String!, $isOrganizationWide: Boolean) {
    addCaseSupportNote(caseId: $caseId, content: $content, isOrganizationWide: $isOrganizationWide) {
      success
      message
      activities {
        ...CaseDetailActivityFields
      }
    }
  }
`);

export const UPDATE_SUPPORT_NOTE_MUTATION = graphql(`
  mutation CaseDetailUpdateSupportNote(
    $supportNoteId: ID!
    $content: String
    $isCompleted: Boolean
    $isOrganizationWide: Boolean
  ) {
    updateCaseSupportNote(
      supportNoteId: $supportNoteId
      content: $content
      isCompleted: $isCompleted
      isOrganizationWide: $isOrganizationWide
    ) {
      success
      message
      activities {
        ...CaseDetailActivityFields
      }
    }
  }
`);
