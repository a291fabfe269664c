import { Module } from '@nestjs/common';
import { CaseAssignmentService } from './case-assignment.service.js';
import { CaseChange } from './case-change.js';
import { CaseEscalationsService } from './case-escalations.service.js';
import { CaseLifecycleService } from './case-lifecycle.service.js';
import { CaseListService } from './case-list.service.js';
import { CasesService } from './cases.service.js';

const services = [
  CasesService,
  CaseChange,
  CaseListService,
  CaseAssignmentService,
  CaseLifecycleService,
  CaseEscalationsService,
];

/** Cases: who sees which, their lists, lifecycle, assignment and escalations; CaseChange for every area that changes a case. */
@Module({ providers: services, exports: services })
export class CasesModule {}
