import { Field, ID, InputType } from '@nestjs/graphql';

@InputType()
export class CreateDocumentFolderInput {
  @Field(() => ID)
  parentId: string;

  @Field({ description: 'Trimmed; 1 to 100 characters, no control characters or /, unique among its siblings' })
  label: string;
}

@InputType()
export class RenameDocumentFolderInput {
  @Field(() => ID, { description: 'A folder that is not a root' })
  folderId: string;

  @Field({ description: 'Trimmed; 1 to 100 characters, no control characters or /, unique among its siblings' })
  label: string;
}

@InputType()
export class OrganizationDocumentFileInput {
  @Field({ description: 'The path createUploadUrl(ORGANIZATION_DOCUMENT) returned, once the bytes are uploaded' })
  filePath: string;

  @Field(() => String, { nullable: true, description: "Shown name; defaults to the uploaded file's name" })
  fileName?: string | null;
}

@InputType()
export class UploadOrganizationDocumentsInput {
  @Field(() => ID)
  folderId: string;

  @Field(() => [OrganizationDocumentFileInput], { description: 'At most 20 files' })
  files: OrganizationDocumentFileInput[];

  @Field(() => Boolean, {
    nullable: true,
    description: 'Defaults to true in a PUBLIC_DOCUMENT folder, false elsewhere',
  })
  isPublic?: boolean | null;

  @Field(() => ID, { nullable: true, description: 'For a USER_DOCUMENT folder: the person the documents belong to' })
  userId?: string | null;
}

@InputType()
export class UpdateOrganizationDocumentInput {
  @Field(() => ID)
  documentId: string;

  @Field(() => String, { nullable: true })
  fileName?: string | null;

  @Field(() => ID, { nullable: true, description: 'Move to another folder of the same type and organization' })
  folderId?: string | null;

  @Field(() => Boolean, { nullable: true })
  isPublic?: boolean | null;
}

@InputType()
export class AddLibraryDocumentsToCaseInput {
  @Field(() => ID)
  caseId: string;

  @Field(() => [ID], { description: 'At most 20 documents' })
  documentIds: string[];
}
