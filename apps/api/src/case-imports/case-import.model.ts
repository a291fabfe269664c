import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { RunStatus } from '#domain/workflow-runs';
import { MutationPayload } from '../graphql/mutation-payload.js';

@ObjectType({ description: 'A refused row of an import file: its row number (the header is row 1) and why' })
export class CaseImportRowError {
  @Field(() => Int)
  row: number;

  @Field()
  reason: string;
}

@ObjectType({ description: 'The outcome of an import so far (spec 000 §3 Case import record "resultInfo")' })
export class CaseImportResultInfo {
  @Field(() => Int)
  totalRows: number;

  @Field(() => Int, { description: 'Rows imported, skipped (already imported) or refused so far' })
  processedRows: number;

  @Field(() => Int)
  importedCount: number;

  @Field(() => Int, { description: 'Rows whose external id already has a case in that organization' })
  skippedCount: number;

  @Field(() => Int)
  errorCount: number;

  @Field(() => String, { nullable: true, description: 'A short-lived link to the CSV of refused rows' })
  errorsFileUrl: string | null;

  @Field(() => String, { nullable: true, description: 'Why the import stopped (status ERROR)' })
  failureReason: string | null;
}

@ObjectType({ description: 'An uploaded file of cases being or having been imported' })
export class CaseImport {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  createdById: string;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  finishedAt: Date | null;

  @Field()
  fileName: string;

  @Field(() => RunStatus)
  status: RunStatus;

  @Field(() => CaseImportResultInfo)
  resultInfo: CaseImportResultInfo;
}

@ObjectType()
export class ImportCasesPayload extends MutationPayload {
  @Field(() => Int, { description: 'Rows imported so far: 0, as the rows are imported after the answer' })
  imported: number;

  @Field(() => [CaseImportRowError], { description: 'Rows refused so far; the full list is in caseImportsInfo' })
  errors: CaseImportRowError[];

  @Field(() => CaseImport)
  caseImport: CaseImport;
}

@ObjectType({ description: 'An import moved on: rows done of total, and its counts' })
export class CaseImportProgress {
  @Field(() => ID)
  caseImportId: string;

  @Field(() => RunStatus)
  status: RunStatus;

  @Field(() => Int)
  totalRows: number;

  @Field(() => Int)
  processedRows: number;

  @Field(() => Int)
  importedCount: number;

  @Field(() => Int)
  skippedCount: number;

  @Field(() => Int)
  errorCount: number;
}
