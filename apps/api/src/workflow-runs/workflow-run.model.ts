import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { RunStatus } from '#domain/workflow-runs';
import { WorkflowTriggerEvent } from '#events';
import { Paginated } from '../graphql/paging.js';

/** One run of a workflow trigger on a case (staff only). */
@ObjectType()
export class WorkflowRun {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  caseId: string;

  @Field(() => String, { nullable: true, description: 'The case id as people see it' })
  caseShortId: string | null;

  @Field(() => WorkflowTriggerEvent)
  trigger: WorkflowTriggerEvent;

  @Field(() => RunStatus)
  status: RunStatus;

  @Field(() => String, { nullable: true, description: 'Why the run ended in ERROR: the failing action and its error' })
  reason: string | null;

  @Field(() => Int)
  attempts: number;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  finishedAt: Date | null;
}

@ObjectType()
export class WorkflowRunsPage extends Paginated(WorkflowRun, 'runs') {
  runs: WorkflowRun[];
}
