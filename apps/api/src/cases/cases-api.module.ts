import { Module } from '@nestjs/common';
import { CaseAttachmentsModule } from '#domain/case-attachments';
import { CasesModule } from '#domain/cases';
import { CatalogModule } from '#domain/catalog';
import { FmlaModule } from '#domain/fmla';
import { OrganizationsModule } from '#domain/organizations';
import { CaseActivityResolver } from './case-activity.resolver.js';
import { CaseEscalationsResolver } from './case-escalations.resolver.js';
import { CaseFieldsResolver } from './case-fields.resolver.js';
import { CaseListsLiveResolver } from './case-lists-live.resolver.js';
import { CaseLiveAccess } from './case-live-access.js';
import { CasesResolver } from './cases.resolver.js';
import { CaseViewerCanResolver } from './case-viewer-can.resolver.js';
import { CaseWorkResolver } from './case-work.resolver.js';

/** Cases over GraphQL: lists, detail, the work on them and their live updates. */
@Module({
  imports: [CasesModule, CaseAttachmentsModule, CatalogModule, OrganizationsModule, FmlaModule],
  providers: [
    CaseLiveAccess,
    CasesResolver,
    CaseFieldsResolver,
    CaseWorkResolver,
    CaseEscalationsResolver,
    CaseActivityResolver,
    CaseListsLiveResolver,
    CaseViewerCanResolver,
  ],
  exports: [CaseLiveAccess],
})
export class CasesApiModule {}
