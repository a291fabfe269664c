import { graphql } from '../../../generated';

/** One file on a case. */
export const CASE_ATTACHMENT_FIELDS = graphql(`
  fragment CaseAttachmentFields on CaseAttachment {
    id
    caseId
    createdAt
    fileName
    isPHI
    uploadedById
  }
`);

/**
 * The case's files the viewer may see (PHI files of others are left out without access to PHI), and what
 * it may do with them: part of the case page's one query, so the section reads them from the cache.
 */
export const CASE_ATTACHMENTS_PART = graphql(`
  fragment CaseAttachmentsPart on Case {
    id
    attachments {
      ...CaseAttachmentFields
    }
    viewerCan {
      ...AttachmentsViewerCan
    }
  }
`);

/** The files alone: answered from the cache once the case page has loaded the case. */
export const CASE_ATTACHMENTS_QUERY = graphql(`
  query CaseAttachments($caseId: ID!) {
    caseById(caseId: $caseId) {
      ...CaseAttachmentsPart
    }
  }
`);

/** Registers files already uploaded to the uploader's personal storage on the case. */
export const UPLOAD_CASE_ATTACHMENTS_MUTATION = graphql(`
  mutation CaseAttachmentsUpload($caseId: ID!, $attachments: [CaseAttachmentInput!]!) {
    uploadMultipleFiles(caseId: $caseId, attachments: $attachments) {
      success
      message
      activities {
        ...CaseDetailActivityFields
      }
      attachments {
        ...CaseAttachmentFields
      }
    }
  }
`);

export const DELETE_CASE_ATTACHMENT_MUTATION = graphql(`
  mutation CaseAttachmentsDelete($attachmentId: ID!) {
    deleteCaseAttachment(attachmentId: $attachmentId) {
      success
      message
      attachment {
        id
      }
      activities {
        ...CaseDetailActivityFields
      }
    }
  }
`);

/**
 * A short-lived address that downloads the file. Its NOT_FOUND stays with the screen (no redirect to
 * /not-found); FORBIDDEN for a PHI file the viewer may not see.
 */
export const CASE_ATTACHMENT_URL_QUERY = graphql(`
  query CaseAttachmentUrl($attachmentId: ID!) {
    caseAttachmentUrl(attachmentId: $attachmentId) {
      success
      url
    }
  }
`);

/** The library documents the viewer may copy onto the case (empty for who may not). */
export const LIBRARY_DOCUMENTS_TO_ADD_QUERY = graphql(`
  query CaseLibraryDocumentsToAdd($caseId: ID!) {
    caseById(caseId: $caseId) {
      id
      libraryDocumentsToAdd {
        id
        fileName
      }
    }
  }
`);

/** Copies library documents onto the case as case files. */
export const ADD_LIBRARY_DOCUMENTS_MUTATION = graphql(`
  mutation CaseAttachmentsAddLibraryDocuments($input: AddLibraryDocumentsToCaseInput!) {
    addLibraryDocumentsToCase(input: $input) {
      success
      message
      activities {
        ...CaseDetailActivityFields
      }
      attachments {
        ...CaseAttachmentFields
      }
    }
  }
`);
