import { Inject } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { DocumentsService } from '#domain/documents';
import { Case } from '../cases/case.model.js';
import { type GraphqlContext, requirePrincipal } from '../graphql/graphql-context.js';
import { OrganizationDocument } from './document.model.js';
import { toDocument } from './documents.resolver.js';

@Resolver(() => Case)
export class CaseLibraryDocumentsResolver {
  constructor(@Inject(DocumentsService) private readonly documents: DocumentsService) {}

  @ResolveField(() => [OrganizationDocument], {
    description:
      'The library documents the caller may add to this case with addLibraryDocumentsToCase; empty for who may not',
  })
  async libraryDocumentsToAdd(
    @Parent() parent: Case,
    @Context() context: GraphqlContext,
  ): Promise<OrganizationDocument[]> {
    const principal = requirePrincipal(context);
    return (await this.documents.documentsToAddToCase(principal, parent.id)).map((document) =>
      toDocument(principal, document),
    );
  }
}
