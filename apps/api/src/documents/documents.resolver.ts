import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal, SignedIn } from '#access';
import { CaseAttachmentsService } from '#domain/case-attachments';
import {
  type DocumentFolderEntity,
  DocumentRules,
  DocumentsService,
  DocumentType,
  documentViewerCan,
  folderViewerCan,
  type OrganizationDocumentEntity,
} from '#domain/documents';
import { CaseAttachmentsPayload } from '../case-attachments/attachment.model.js';
import { toAttachment } from '../case-attachments/attachments.resolver.js';
import { type ShapeRecorded, withRecordedActivities } from '../cases/case-change-payload.js';
import { type GraphqlContext, requirePrincipal } from '../graphql/graphql-context.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import {
  DocumentFolder,
  DocumentFolderPayload,
  DocumentUploader,
  OrganizationDocument,
  OrganizationDocumentPayload,
  OrganizationDocumentsPayload,
  OrganizationDocumentUrl,
} from './document.model.js';
import {
  AddLibraryDocumentsToCaseInput,
  CreateDocumentFolderInput,
  RenameDocumentFolderInput,
  UpdateOrganizationDocumentInput,
  UploadOrganizationDocumentsInput,
} from './dto/document.inputs.js';

/** The model plus the uploader's id, which the uploadedBy field resolves through the request's people loader. */
type DocumentModel = OrganizationDocument & { uploadedById: string | null };

export function toDocument(principal: Principal, document: OrganizationDocumentEntity): DocumentModel {
  return {
    id: document.id,
    fileName: document.fileName,
    type: document.type,
    isGlobal: document.organizationId === null,
    isPublic: document.isPublic,
    organizationId: document.organizationId,
    folderId: document.folderId,
    userId: document.userId,
    createdAt: document.createdAt,
    uploadedBy: null,
    uploadedById: document.uploadedById,
    viewerCan: documentViewerCan(principal, document),
  };
}

export function toFolder(principal: Principal, folder: DocumentFolderEntity): DocumentFolder {
  return {
    id: folder.id,
    label: folder.label,
    type: folder.type,
    path: folder.path,
    isGlobal: folder.isGlobal,
    isRoot: folder.isRoot,
    parentId: folder.parentId,
    organizationId: folder.organizationId,
    viewerCan: folderViewerCan(principal, folder),
  };
}

/**
 * The document library. Browsing is for every signed-in user and the service answers NOT_FOUND for what
 * the caller may not see (an employee: public documents and its own); changes are declared with the rules
 * of document-rules.ts and checked again in the folder's or document's own organization.
 */
@Resolver(() => DocumentFolder)
export class DocumentFoldersResolver {
  constructor(@Inject(DocumentsService) private readonly documents: DocumentsService) {}

  @Query(() => DocumentFolder, {
    description: 'The root folder of a document type in the organization, made on first use',
  })
  @SignedIn()
  async rootDocumentFolder(
    @CurrentPrincipal() principal: Principal,
    @Args('documentType', { type: () => DocumentType }) documentType: DocumentType,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string | null,
  ): Promise<DocumentFolder> {
    return toFolder(principal, await this.documents.rootFolder(principal, documentType));
  }

  @Query(() => [DocumentFolder], {
    description:
      "The folders in a folder, by label. An organization's root lists first the global root of its type " +
      '(isGlobal, isRoot), where the global documents of that type are kept.',
  })
  @SignedIn()
  async allChildDocumentFolders(
    @CurrentPrincipal() principal: Principal,
    @Args('parentId', { type: () => ID }) parentId: string,
  ): Promise<DocumentFolder[]> {
    return (await this.documents.childFolders(principal, parentId)).map((folder) => toFolder(principal, folder));
  }

  @Query(() => DocumentFolder)
  @SignedIn()
  async documentFolder(
    @CurrentPrincipal() principal: Principal,
    @Args('folderId', { type: () => ID }) folderId: string,
  ): Promise<DocumentFolder> {
    return toFolder(principal, await this.documents.folder(principal, folderId));
  }

  @ResolveField('documents', () => [OrganizationDocument], {
    description: "The folder's documents the viewer may see, newest first",
  })
  async folderDocuments(
    @Parent() folder: DocumentFolder,
    @Context() context: GraphqlContext,
  ): Promise<DocumentModel[]> {
    const principal = requirePrincipal(context);
    const found = await context.loaders
      .get('documentsByFolderId', (ids) => this.documents.documentsInFolders(principal, ids))
      .load(folder.id);
    return (found ?? []).map((document) => toDocument(principal, document));
  }

  @Mutation(() => DocumentFolderPayload)
  @AllowedFor(DocumentRules.createFolder)
  async createDocumentFolder(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: CreateDocumentFolderInput,
  ): Promise<DocumentFolderPayload> {
    const folder = await this.documents.createFolder(principal, input);
    return { success: true, message: OPERATION_SUCCEEDED, folder: toFolder(principal, folder) };
  }

  @Mutation(() => DocumentFolderPayload, {
    description: "Rename a folder; the paths of the folders inside it follow. Roots keep their type's name.",
  })
  @AllowedFor(DocumentRules.createFolder)
  async renameDocumentFolder(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: RenameDocumentFolderInput,
  ): Promise<DocumentFolderPayload> {
    const folder = await this.documents.renameFolder(principal, input);
    return { success: true, message: OPERATION_SUCCEEDED, folder: toFolder(principal, folder) };
  }
}

@Resolver(() => OrganizationDocument)
export class OrganizationDocumentsResolver {
  constructor(
    @Inject(DocumentsService) private readonly documents: DocumentsService,
    @Inject(CaseAttachmentsService) private readonly attachments: CaseAttachmentsService,
  ) {}

  /** File entries of the case, shaped by their files as they are now, as the timeline query does. */
  private readonly shapeFileEntries: ShapeRecorded = async (principal, entries) => {
    const first = entries[0];
    if (!first) return [];
    return this.attachments.timelineFor(principal, { id: first.caseId, organizationId: first.organizationId }, entries);
  };

  @ResolveField('uploadedBy', () => DocumentUploader, { nullable: true })
  async uploadedBy(
    @Parent() document: DocumentModel,
    @Context() context: GraphqlContext,
  ): Promise<DocumentUploader | null> {
    if (!document.uploadedById) return null;
    const person = await context.people.load(document.uploadedById);
    return person ? { id: person.id, firstName: person.firstName, lastName: person.lastName, role: person.role } : null;
  }

  @Query(() => [OrganizationDocument], { description: 'Every global document, newest first' })
  @AllowedFor(DocumentRules.read)
  async allGlobalDocuments(@CurrentPrincipal() principal: Principal): Promise<DocumentModel[]> {
    return (await this.documents.globalDocuments(principal)).map((document) => toDocument(principal, document));
  }

  @Query(() => [OrganizationDocument], {
    description: 'Documents of one type of every organization the caller may act in, newest first',
  })
  @AllowedFor(DocumentRules.multiOrganization)
  async multiOrganizationDocumentsByType(
    @CurrentPrincipal() principal: Principal,
    @Args('documentType', { type: () => DocumentType }) documentType: DocumentType,
  ): Promise<DocumentModel[]> {
    return (await this.documents.multiOrganizationDocuments(principal, documentType)).map((document) =>
      toDocument(principal, document),
    );
  }

  @Query(() => [OrganizationDocument], {
    description: "The organization's documents the caller may see, newest first",
  })
  @SignedIn()
  async allOrganizationDocuments(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string | null,
  ): Promise<DocumentModel[]> {
    return (await this.documents.organizationDocuments(principal)).map((document) => toDocument(principal, document));
  }

  @Query(() => [OrganizationDocument], { description: "The organization's public documents, newest first" })
  @SignedIn()
  async publicOrganizationDocuments(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID }) _organizationId: string,
  ): Promise<DocumentModel[]> {
    return (await this.documents.publicOrganizationDocuments(principal)).map((document) =>
      toDocument(principal, document),
    );
  }

  @Query(() => OrganizationDocumentUrl)
  @SignedIn()
  async organizationDocumentUrl(
    @CurrentPrincipal() principal: Principal,
    @Args('documentId', { type: () => ID }) documentId: string,
  ): Promise<OrganizationDocumentUrl> {
    return { success: true, url: await this.documents.downloadUrl(principal, documentId) };
  }

  @Mutation(() => OrganizationDocumentsPayload)
  @AllowedFor(DocumentRules.upload)
  async uploadOrganizationDocuments(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: UploadOrganizationDocumentsInput,
  ): Promise<OrganizationDocumentsPayload> {
    const saved = await this.documents.upload(principal, input);
    return {
      success: true,
      message: OPERATION_SUCCEEDED,
      documents: saved.map((document) => toDocument(principal, document)),
    };
  }

  @Mutation(() => OrganizationDocumentPayload)
  @AllowedFor(DocumentRules.upload)
  async updateOrganizationDocument(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: UpdateOrganizationDocumentInput,
  ): Promise<OrganizationDocumentPayload> {
    const updated = await this.documents.update(principal, input);
    return { success: true, message: OPERATION_SUCCEEDED, document: toDocument(principal, updated) };
  }

  @Mutation(() => OrganizationDocumentPayload)
  @AllowedFor(DocumentRules.remove)
  async deleteOrganizationDocument(
    @CurrentPrincipal() principal: Principal,
    @Args('documentId', { type: () => ID }) documentId: string,
  ): Promise<OrganizationDocumentPayload> {
    const removed = await this.documents.delete(principal, documentId);
    const document = toDocument(principal, removed);
    return {
      success: true,
      message: OPERATION_SUCCEEDED,
      document: { ...document, viewerCan: { update: false, delete: false, shareToCase: false } },
    };
  }

  @Mutation(() => CaseAttachmentsPayload, {
    description: 'Copies library documents onto the case as case files (returns the existing CaseAttachmentsPayload)',
  })
  @AllowedFor(DocumentRules.share)
  async addLibraryDocumentsToCase(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: AddLibraryDocumentsToCaseInput,
  ): Promise<CaseAttachmentsPayload> {
    const { result: added, ...recorded } = await withRecordedActivities(
      principal,
      () => this.documents.addToCase(principal, input),
      this.shapeFileEntries,
    );
    return { success: true, message: OPERATION_SUCCEEDED, attachments: added.map(toAttachment), ...recorded };
  }
}
