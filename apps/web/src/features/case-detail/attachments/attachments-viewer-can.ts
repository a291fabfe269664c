import { graphql } from '../../../generated';

/** What adding and deleting the case's files needs the api to allow. */
export const ATTACHMENTS_VIEWER_CAN = graphql(`
  fragment AttachmentsViewerCan on CaseViewerCan {
    uploadFile
    deleteCaseAttachment
  }
`);
