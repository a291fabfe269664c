import type { DataSource } from 'typeorm';
import { isUuid } from '#access';
import { type CaseActivityEntity, TRIGGER_BY_ACTIVITY } from '#events';

/** The columns the trigger needs of an activity just marked done. */
export type MarkedActivity = Pick<CaseActivityEntity, 'caseId' | 'type'>;

export interface DoneMarkBatching {
  /**
   * Marks written by one statement at most; a batch this full goes out at once. The worker gives its
   * workflow concurrency: once every job it runs waits on its mark, no other mark can come.
   */
  maxBatch: number;
  /** How long the first mark of a batch waits for others before the statement goes out. */
  maxWaitMs: number;
}

/** Measured in bench/queue: 2 ms gathers the marks of the jobs running at once without idling the worker. */
export const DONE_MARK_WAIT_MS = 2;

interface WaitingMark {
  activityId: string;
  organizationId: string;
  /** Mark also an activity that fires a trigger (its trigger was found to have no actions). */
  evenTrigger: boolean;
  resolve(activity: MarkedActivity | null): void;
  reject(error: unknown): void;
}

interface MarkedRow extends MarkedActivity {
  id: string;
}

// Sets the mark only where it is not set yet (a rerun never moves it) and only on the activity of the
// job's organization, and not on an activity that fires a trigger unless asked (its run marks it, with
// the run's end); returns the activities it marked with what their trigger needs.
const MARK_DONE = `UPDATE case_activity AS activity SET workflow_done_at = clock_timestamp()
  FROM unnest($1::uuid[], $2::uuid[], $3::boolean[]) AS mark(id, organization_id, even_trigger)
  WHERE activity.id = mark.id AND activity.organization_id = mark.organization_id
    AND activity.workflow_done_at IS NULL
    AND (mark.even_trigger OR activity.type <> ALL($4::varchar[]))
  RETURNING activity.id, activity.case_id AS "caseId", activity.type`;

const TRIGGER_ACTIVITY_TYPES = Object.keys(TRIGGER_BY_ACTIVITY);

/**
 * Marks activities done for the workflow (`workflow_done_at`), the marks of the jobs the worker runs at
 * once gathered into one statement: one UPDATE per job cost most of the worker's time per job (bench/queue).
 * A caller's promise settles only once the statement that carries its mark has committed, so a job
 * completes only after its mark is written; a worker that dies before leaves the job to be run again.
 * One statement runs at a time; marks that arrive meanwhile go out together when it ends.
 */
export class WorkflowDoneMarks {
  private waiting: WaitingMark[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing = false;

  constructor(
    private readonly dataSource: Pick<DataSource, 'query'>,
    private readonly batching: DoneMarkBatching,
  ) {}

  /**
   * Marks the activity done; resolves with its case and type, or null when it was marked already, does
   * not exist in that organization, or fires a trigger (unless `evenTrigger`). Rejects when the statement
   * carrying the mark fails.
   */
  mark(activityId: string, organizationId: string, evenTrigger = false): Promise<MarkedActivity | null> {
    // A malformed id would fail the whole statement and with it the marks of other jobs.
    if (!isUuid(activityId) || !isUuid(organizationId)) {
      return Promise.reject(new Error(`Activity ${activityId} of organization ${organizationId}: not a UUID`));
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ activityId, organizationId, evenTrigger, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.writing) return; // what waits goes out when the running statement ends
    if (this.waiting.length >= this.batching.maxBatch) return this.writeNext();
    this.timer ??= setTimeout(() => this.writeNext(), this.batching.maxWaitMs);
  }

  private writeNext(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.waiting.splice(0, this.batching.maxBatch);
    if (batch.length === 0) return;
    this.writing = true;
    void this.write(batch).finally(() => {
      this.writing = false;
      if (this.waiting.length > 0) this.writeNext();
    });
  }

  private async write(batch: WaitingMark[]): Promise<void> {
    let marked: Map<string, MarkedActivity>;
    try {
      // TypeORM answers an UPDATE with [rows, affected count].
      const [rows]: [MarkedRow[], number] = await this.dataSource.query(MARK_DONE, [
        batch.map((mark) => mark.activityId),
        batch.map((mark) => mark.organizationId),
        batch.map((mark) => mark.evenTrigger),
        TRIGGER_ACTIVITY_TYPES,
      ]);
      marked = new Map(rows.map((row) => [row.id, { caseId: row.caseId, type: row.type }]));
    } catch (error) {
      for (const mark of batch) mark.reject(error);
      return;
    }
    for (const mark of batch) mark.resolve(marked.get(mark.activityId.toLowerCase()) ?? null);
  }
}
