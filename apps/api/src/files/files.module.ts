import { Module } from '@nestjs/common';
import { StorageModule } from '#integrations';
import { FilesController } from './files.controller.js';
import { UploadUrlsResolver } from './upload-urls.resolver.js';
import { UploadUrlsService } from './upload-urls.service.js';

/** Signed upload URLs (GraphQL) and the signed upload and download endpoints of the local driver (/files/:token). */
@Module({
  imports: [StorageModule],
  controllers: [FilesController],
  providers: [UploadUrlsService, UploadUrlsResolver],
  exports: [UploadUrlsService],
})
export class FilesModule {}
