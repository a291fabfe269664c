import { Inject } from '@nestjs/common';
import { Args, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal, restricted } from '#access';
import {
  CASE_IMPORTS_TOPIC,
  type CaseImportEntity,
  type CaseImportProgressMessage,
  CaseImportRules,
  CaseImportsService,
  IMPORT_TEMPLATE,
} from '#domain/case-imports';
import { LivePubSub } from '#events';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { CaseImport, CaseImportProgress, ImportCasesPayload } from './case-import.model.js';

/** Bulk case import for the CV Admin: start one from an uploaded CSV, list them, watch them move. */
@Resolver(() => CaseImport)
export class CaseImportsResolver {
  constructor(
    @Inject(CaseImportsService) private readonly imports: CaseImportsService,
    @Inject(LivePubSub) private readonly pubSub: LivePubSub,
  ) {}

  private async toModel(record: CaseImportEntity): Promise<CaseImport> {
    return {
      id: record.id,
      createdById: record.createdById,
      createdAt: record.createdAt,
      finishedAt: record.finishedAt,
      fileName: record.fileName,
      status: record.status,
      resultInfo: {
        totalRows: record.totalRows,
        processedRows: record.processedRows,
        importedCount: record.importedCount,
        skippedCount: record.skippedCount,
        errorCount: record.errorCount,
        errorsFileUrl: await this.imports.errorsFileUrl(record),
        failureReason: record.failureReason,
      },
    };
  }

  /**
   * Checks the uploaded file (`filePath` as createUploadUrl returned it) and starts importing its rows in the
   * worker; answers at once. A malformed file or header is BAD_USER_INPUT and nothing is written.
   */
  @Mutation(() => ImportCasesPayload)
  @AllowedFor(CaseImportRules.use)
  async importCases(
    @CurrentPrincipal() principal: Principal,
    @Args('filePath') filePath: string,
  ): Promise<ImportCasesPayload> {
    const record = await this.imports.start(principal, filePath);
    return {
      success: true,
      message: OPERATION_SUCCEEDED,
      imported: 0,
      errors: [],
      caseImport: await this.toModel(record),
    };
  }

  /** The template to fill in: the header and one example row (docs in README "Bulk case import"). */
  @Query(() => String, { description: 'The CSV template of a case import file' })
  @AllowedFor(CaseImportRules.use)
  caseImportTemplate(): string {
    return IMPORT_TEMPLATE;
  }

  /** The newest imports with their status, counts and errors file. */
  @Query(() => [CaseImport])
  @AllowedFor(CaseImportRules.use)
  async caseImportsInfo(): Promise<CaseImport[]> {
    return Promise.all((await this.imports.list()).map((record) => this.toModel(record)));
  }

  /** Each import's progress (rows done of total) as the worker moves; CV Admins only, checked per event. */
  @Subscription(() => CaseImportProgress, {
    filter: (_message: CaseImportProgressMessage, _variables: unknown, context: { principal?: Principal }) =>
      context.principal?.satisfies(restricted(CaseImportRules.use)) ?? false,
    resolve: (message: CaseImportProgressMessage): CaseImportProgress => message,
  })
  @AllowedFor(CaseImportRules.use)
  caseImportProgress(): AsyncIterableIterator<CaseImportProgressMessage> {
    return this.pubSub.asyncIterator<CaseImportProgressMessage>([CASE_IMPORTS_TOPIC]);
  }
}
