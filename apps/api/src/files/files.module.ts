import { Module } from '@nestjs/common';
import { StorageModule } from '#integrations';
import { FilesController } from './files.controller.js';

/** Signed upload and download endpoints for the local storage driver (GET/PUT /files/:token). */
@Module({
  imports: [StorageModule],
  controllers: [FilesController],
})
export class FilesModule {}
