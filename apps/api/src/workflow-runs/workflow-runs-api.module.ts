import { Module } from '@nestjs/common';
import { WorkflowRunsModule } from '#domain/workflow-runs';
import { WorkflowRunsResolver } from './workflow-runs.resolver.js';

/** Workflow runs over GraphQL: the workflowRuns query and Case.workflowRuns. */
@Module({
  imports: [WorkflowRunsModule],
  providers: [WorkflowRunsResolver],
})
export class WorkflowRunsApiModule {}
