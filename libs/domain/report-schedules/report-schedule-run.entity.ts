import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { BaseEntity } from '#database';

/** Spec 000 §3 "Run status". */
export enum ReportRunStatus {
  ERROR = 'ERROR',
  IN_PROGRESS = 'IN_PROGRESS',
  SUCCESS = 'SUCCESS',
}

/**
 * One run of a schedule, for one slot (the hour it was due). Unique per schedule and slot: a job delivered
 * twice, or two workers, claim the slot once, so the e-mail goes once.
 */
@Entity('report_schedule_run')
@Index('report_schedule_run_slot_key', ['scheduleId', 'slotAt'], { unique: true })
@Index('report_schedule_run_organization_idx', ['organizationId', 'scheduleId', 'slotAt'])
@Check('report_schedule_run_status_check', "status IN ('ERROR', 'IN_PROGRESS', 'SUCCESS')")
export class ReportScheduleRunEntity extends BaseEntity {
  @ForeignKey('OrganizationEntity', { name: 'FK_report_schedule_run_organization', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  organizationId: string;

  @ForeignKey('ReportScheduleEntity', { name: 'FK_report_schedule_run_schedule', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  scheduleId: string;

  @Column({ type: 'timestamptz' })
  slotAt: Date;

  /** Where the report's period starts: the previous run's slot (or a day or week before the first). */
  @Column({ type: 'timestamptz' })
  periodStart: Date;

  @Column({ type: 'varchar', length: 20 })
  status: ReportRunStatus;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  /** Why a run failed, without PHI (the provider's or the database's message). */
  @Column({ type: 'text', nullable: true })
  error: string | null;
}
