import { graphql } from '../../generated';

/** What the viewer may do with the documents library in an organization, as the api decides it. */
export const DOCUMENTS_PERMISSIONS_QUERY = graphql(`
  query DocumentsPermissions($organizationId: ID) {
    myPermissions(organizationId: $organizationId) {
      organizationId
      manageDocuments
      uploadOrganizationDocuments
      deleteOrgDocument
      allOrganizations
    }
  }
`);

/** One document of the library, with what the viewer may do with it. */
export const DOCUMENT_ROW_FIELDS = graphql(`
  fragment DocumentRow on OrganizationDocument {
    id
    fileName
    type
    isGlobal
    isPublic
    organizationId
    folderId
    userId
    createdAt
    uploadedBy {
      id
      firstName
      lastName
      role
    }
    viewerCan {
      update
      delete
      shareToCase
    }
  }
`);

/** A folder without its documents (child folder lists, the move picker). */
export const DOCUMENT_FOLDER_FIELDS = graphql(`
  fragment DocumentFolderFields on DocumentFolder {
    id
    label
    type
    path
    isGlobal
    isRoot
    parentId
    organizationId
    viewerCan {
      createFolder
      upload
      rename
    }
  }
`);

/** The root folder of one document type in the organization, with its documents. */
export const ROOT_DOCUMENT_FOLDER_QUERY = graphql(`
  query DocumentsRootFolder($organizationId: ID, $documentType: DocumentType!) {
    rootDocumentFolder(organizationId: $organizationId, documentType: $documentType) {
      ...DocumentFolderFields
      documents {
        ...DocumentRow
      }
    }
  }
`);

/** One folder by id, with its documents. */
export const DOCUMENT_FOLDER_QUERY = graphql(`
  query DocumentsFolder($folderId: ID!) {
    documentFolder(folderId: $folderId) {
      ...DocumentFolderFields
      documents {
        ...DocumentRow
      }
    }
  }
`);

export const CHILD_DOCUMENT_FOLDERS_QUERY = graphql(`
  query DocumentsChildFolders($parentId: ID!) {
    allChildDocumentFolders(parentId: $parentId) {
      ...DocumentFolderFields
    }
  }
`);

/** The documents shared with every organization (the CV Admin's "Global" tab). */
export const GLOBAL_DOCUMENTS_QUERY = graphql(`
  query DocumentsGlobal {
    allGlobalDocuments {
      ...DocumentRow
    }
  }
`);

/**
 * A short-lived address that downloads the document as an attachment. Its NOT_FOUND stays with the screen
 * (spec 001 §8: no redirect to /not-found for this query), which shows an error toast instead.
 */
export const ORGANIZATION_DOCUMENT_URL_QUERY = graphql(`
  query OrganizationDocumentUrl($documentId: ID!) {
    organizationDocumentUrl(documentId: $documentId) {
      success
      url
    }
  }
`);

/** An upload address under the organization's documents, with the headers its PUT must carry. */
export const CREATE_DOCUMENT_UPLOAD_URL_MUTATION = graphql(`
  mutation DocumentsCreateUploadUrl($organizationId: ID, $fileName: String!, $contentType: String!) {
    createUploadUrl(
      target: ORGANIZATION_DOCUMENT
      organizationId: $organizationId
      fileName: $fileName
      contentType: $contentType
    ) {
      success
      message
      url
      path
      headers {
        name
        value
      }
    }
  }
`);

export const CREATE_DOCUMENT_FOLDER_MUTATION = graphql(`
  mutation DocumentsCreateFolder($input: CreateDocumentFolderInput!) {
    createDocumentFolder(input: $input) {
      success
      message
      folder {
        ...DocumentFolderFields
      }
    }
  }
`);

/** A folder's new name; the api rewrites the paths of the folders inside it. */
export const RENAME_DOCUMENT_FOLDER_MUTATION = graphql(`
  mutation DocumentsRenameFolder($input: RenameDocumentFolderInput!) {
    renameDocumentFolder(input: $input) {
      success
      message
      folder {
        ...DocumentFolderFields
      }
    }
  }
`);

/** Registers files already sent to storage as documents of a folder, in one call. */
export const UPLOAD_ORGANIZATION_DOCUMENTS_MUTATION = graphql(`
  mutation DocumentsUpload($input: UploadOrganizationDocumentsInput!) {
    uploadOrganizationDocuments(input: $input) {
      success
      message
      documents {
        ...DocumentRow
      }
    }
  }
`);

/** Renames, moves or shares a document; the answer replaces the cached document. */
export const UPDATE_ORGANIZATION_DOCUMENT_MUTATION = graphql(`
  mutation DocumentsUpdate($input: UpdateOrganizationDocumentInput!) {
    updateOrganizationDocument(input: $input) {
      success
      message
      document {
        ...DocumentRow
      }
    }
  }
`);

export const DELETE_ORGANIZATION_DOCUMENT_MUTATION = graphql(`
  mutation DocumentsDelete($documentId: ID!) {
    deleteOrganizationDocument(documentId: $documentId) {
      success
      message
      document {
        id
        folderId
      }
    }
  }
`);
