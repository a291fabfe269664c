import { Module } from '@nestjs/common';
import { CaseDownloadModule } from '#domain/case-download';
import { CaseDownloadController } from './case-download.controller.js';

/** The case download over HTTP: GET /cases/:caseId/download. */
@Module({ imports: [CaseDownloadModule], controllers: [CaseDownloadController] })
export class CaseDownloadApiModule {}
