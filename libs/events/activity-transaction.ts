import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CaseActivityEntity } from './case-activity.entity.js';
import { CaseActivityDispatcher } from './case-activity-dispatcher.js';
import { CaseActivityRecorder, type InsertedActivityRow, type NewCaseActivity } from './case-activity-recorder.js';

export type RecordActivity = (activity: NewCaseActivity) => Promise<CaseActivityEntity>;
/** Hands on activities the work inserted itself, many in one statement returning ACTIVITY_RETURNING. */
export type NoteInsertedActivities = (rows: readonly InsertedActivityRow[]) => CaseActivityEntity[];

/**
 * Runs a change and the activities it records in one transaction, then dispatches them after commit.
 * Every service that changes a case goes through here.
 */
@Injectable()
export class ActivityTransaction {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CaseActivityRecorder) private readonly recorder: CaseActivityRecorder,
    @Inject(CaseActivityDispatcher) private readonly dispatcher: CaseActivityDispatcher,
  ) {}

  async run<T>(
    work: (manager: EntityManager, record: RecordActivity, noteInserted: NoteInsertedActivities) => Promise<T>,
  ): Promise<T> {
    const recorded: CaseActivityEntity[] = [];
    const result = await this.dataSource.transaction(async (manager) =>
      work(
        manager,
        async (activity) => {
          const saved = await this.recorder.record(manager, activity);
          recorded.push(saved);
          return saved;
        },
        (rows) => {
          const inserted = this.recorder.inserted(rows);
          recorded.push(...inserted);
          return inserted;
        },
      ),
    );
    await this.dispatcher.dispatchAfterCommit(recorded);
    return result;
  }

  /**
   * A change written by one statement that also inserts its activities and returns them (see
   * ACTIVITY_RETURNING): one round trip instead of begin, change, insert and commit, with the same
   * all-or-nothing commit. Its activities are dispatched after commit as `run`'s are.
   */
  async runStatement(sql: string, parameters: unknown[]): Promise<CaseActivityEntity[]> {
    const rows: InsertedActivityRow[] = await this.dataSource.query(sql, parameters);
    const recorded = this.recorder.inserted(rows);
    await this.dispatcher.dispatchAfterCommit(recorded);
    return recorded;
  }
}
