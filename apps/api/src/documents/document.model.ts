import { Field, ID, ObjectType } from '@nestjs/graphql';
import { DocumentType } from '#domain/documents';
import { MutationPayload } from '../graphql/mutation-payload.js';

@ObjectType({ description: 'Who uploaded a library document' })
export class DocumentUploader {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true })
  firstName: string | null;

  @Field(() => String, { nullable: true })
  lastName: string | null;

  @Field(() => String, { nullable: true })
  role: string | null;
}

@ObjectType()
export class DocumentViewerCan {
  @Field({ description: 'updateOrganizationDocument' })
  update: boolean;

  @Field({ description: 'deleteOrganizationDocument' })
  delete: boolean;

  @Field({ description: 'addLibraryDocumentsToCase, for a case the caller works' })
  shareToCase: boolean;
}

/** A file of the document library (spec 000 "Document"). */
@ObjectType()
export class OrganizationDocument {
  @Field(() => ID)
  id: string;

  @Field()
  fileName: string;

  @Field(() => DocumentType)
  type: DocumentType;

  @Field()
  isGlobal: boolean;

  @Field()
  isPublic: boolean;

  @Field(() => ID, { nullable: true, description: 'Null for a global document' })
  organizationId: string | null;

  @Field(() => ID)
  folderId: string;

  @Field(() => ID, { nullable: true, description: 'The person a USER_DOCUMENT belongs to' })
  userId: string | null;

  @Field()
  createdAt: Date;

  @Field(() => DocumentUploader, { nullable: true, description: "Null once the uploader's account is gone" })
  uploadedBy: DocumentUploader | null;

  @Field(() => DocumentViewerCan)
  viewerCan: DocumentViewerCan;
}

@ObjectType()
export class DocumentFolderViewerCan {
  @Field({ description: 'createDocumentFolder in this folder' })
  createFolder: boolean;

  @Field({ description: 'uploadOrganizationDocuments into this folder' })
  upload: boolean;

  @Field({ description: 'Rename this folder (not a root)' })
  rename: boolean;
}

/** A folder of the document library (spec 000 "Document folder"). */
@ObjectType()
export class DocumentFolder {
  @Field(() => ID)
  id: string;

  @Field()
  label: string;

  @Field(() => DocumentType)
  type: DocumentType;

  @Field({ description: 'Labels from the root, joined by /' })
  path: string;

  @Field()
  isGlobal: boolean;

  @Field()
  isRoot: boolean;

  @Field(() => ID, { nullable: true })
  parentId: string | null;

  @Field(() => ID, { nullable: true })
  organizationId: string | null;

  @Field(() => DocumentFolderViewerCan)
  viewerCan: DocumentFolderViewerCan;
}

@ObjectType()
export class OrganizationDocumentUrl {
  @Field()
  success: boolean;

  @Field({ description: 'Short-lived; the file downloads as an attachment' })
  url: string;
}

@ObjectType()
export class DocumentFolderPayload extends MutationPayload {
  @Field(() => DocumentFolder, { nullable: true })
  folder: DocumentFolder | null;
}

@ObjectType()
export class OrganizationDocumentsPayload extends MutationPayload {
  @Field(() => [OrganizationDocument])
  documents: OrganizationDocument[];
}

@ObjectType()
export class OrganizationDocumentPayload extends MutationPayload {
  @Field(() => OrganizationDocument, { nullable: true })
  document: OrganizationDocument | null;
}
