import { Module } from '@nestjs/common';
import { ExportsModule } from '#domain/exports';
import { UsersModule } from '#domain/users';
import { ExportLinkResolver } from './export-link.resolver.js';
import { ExportLinks } from './export-links.service.js';
import { ExportsController } from './exports.controller.js';

/** CSV exports: createExportLink and GET /exports/download. */
@Module({
  imports: [ExportsModule, UsersModule],
  providers: [ExportLinks, ExportLinkResolver],
  controllers: [ExportsController],
})
export class ExportsApiModule {}
