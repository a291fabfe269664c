import { Module } from '@nestjs/common';
import {
  CaseAssignmentService,
  CaseChange,
  CaseEscalationsService,
  CaseLifecycleService,
  CaseListService,
  CasesService,
} from '#domain/cases';
import { OrganizationsService } from '#domain/organizations';
import { CaseActivityResolver } from './case-activity.resolver.js';
import { CaseEscalationsResolver } from './case-escalations.resolver.js';
import { CaseFieldsResolver } from './case-fields.resolver.js';
import { CaseListsLiveResolver } from './case-lists-live.resolver.js';
import { CaseLiveAccess } from './case-live-access.js';
import { CasesResolver } from './cases.resolver.js';
import { CaseWorkResolver } from './case-work.resolver.js';

/** Cases: lists, detail, the work on them and their live updates. CasesService is shared with other modules. */
@Module({
  providers: [
    CasesService,
    CaseChange,
    CaseListService,
    CaseAssignmentService,
    CaseLifecycleService,
    CaseEscalationsService,
    OrganizationsService,
    CaseLiveAccess,
    CasesResolver,
    CaseFieldsResolver,
    CaseWorkResolver,
    CaseEscalationsResolver,
    CaseActivityResolver,
    CaseListsLiveResolver,
  ],
  exports: [CasesService, CaseLiveAccess],
})
export class CasesModule {}
