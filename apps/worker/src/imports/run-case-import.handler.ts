import { Inject, Injectable } from '@nestjs/common';
import { CaseImportRunner } from '#domain/case-imports';
import type { JobPayloads } from '#events';
import type { JobHandler } from '../job-handler.js';

/** Imports an uploaded case file, going on from the rows a previous try counted. */
@Injectable()
export class RunCaseImportHandler implements JobHandler<'case-imports.run'> {
  readonly jobName = 'case-imports.run' as const;

  constructor(@Inject(CaseImportRunner) private readonly runner: CaseImportRunner) {}

  async handle(payload: JobPayloads['case-imports.run']): Promise<void> {
    await this.runner.run(payload.caseImportId);
  }
}
