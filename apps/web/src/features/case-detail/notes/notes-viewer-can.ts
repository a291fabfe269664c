import { graphql } from '../../../generated';

/** What the internal notes need the api to allow. */
export const NOTES_VIEWER_CAN = graphql(`
  fragment NotesViewerCan on CaseViewerCan {
    addCaseNote
    acknowledgeCaseNote
  }
`);

/** What the support notes need the api to allow; without allCaseSupportNotes the section is not shown. */
export const SUPPORT_NOTES_VIEWER_CAN = graphql(`
  fragment SupportNotesViewerCan on CaseViewerCan {
    allCaseSupportNotes
    addCaseSupportNote
    updateCaseSupportNote
  }
`);
