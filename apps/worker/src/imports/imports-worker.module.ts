import { Module } from '@nestjs/common';
import { CaseImportsModule } from '#domain/case-imports';
import { ImportsProcessor } from './imports.processor.js';
import { RunCaseImportHandler } from './run-case-import.handler.js';

/** Consumes the imports queue (registered by the case-imports area). */
@Module({
  imports: [CaseImportsModule],
  providers: [RunCaseImportHandler, ImportsProcessor],
})
export class ImportsWorkerModule {}
