import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '#events';
import { IdentityModule, StorageModule } from '#integrations';
import { CaseImportRunner } from './case-import-runner.js';
import { CaseImportsService } from './case-imports.service.js';

const importsQueue = BullModule.registerQueue({ name: QueueName.imports });

/** Bulk case import: the api starts and lists imports (producing to the imports queue), the worker runs them. */
@Module({
  imports: [StorageModule, IdentityModule, importsQueue],
  providers: [CaseImportsService, CaseImportRunner],
  exports: [CaseImportsService, CaseImportRunner, importsQueue],
})
export class CaseImportsModule {}
