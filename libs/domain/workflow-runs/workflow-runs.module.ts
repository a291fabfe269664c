import { Module } from '@nestjs/common';
import { CaseMessagesModule } from '#domain/case-messages';
import { CasesModule } from '#domain/cases';
import { CommunicationTemplatesModule } from '#domain/communication-templates';
import { FormNotSentSweep } from './form-not-sent-sweep.js';
import { WorkflowActionPerformer } from './workflow-action-performer.js';
import { WorkflowClock } from './workflow-clock.js';
import { WorkflowRunner } from './workflow-runner.service.js';
import { WorkflowRunsListService } from './workflow-runs-list.service.js';

const services = [WorkflowRunner, WorkflowActionPerformer, WorkflowClock, FormNotSentSweep, WorkflowRunsListService];

/** Workflow runs: the organization's actions run per trigger, and the record of each run. */
@Module({
  imports: [CasesModule, CaseMessagesModule, CommunicationTemplatesModule],
  providers: services,
  exports: services,
})
export class WorkflowRunsModule {}
