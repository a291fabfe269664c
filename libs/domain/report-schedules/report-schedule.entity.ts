import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { BaseEntity } from '#database';

/** How often a schedule runs: every day, or on chosen days of the week. */
export enum ScheduleType {
  DAILY = 'DAILY',
  WEEKLY = 'WEEKLY',
}

/**
 * A scheduled report (organization settings "schedules", spec 000 §3: name, enabled, scheduleType, days, hour,
 * recipients, startDate, endDate). At `hour` (0–23) in the organization's time zone, every day or on `days`
 * (0 Sunday to 6 Saturday), between startDate and endDate (both included, either open), the worker e-mails
 * the case summary report to the recipients.
 */
@Entity('report_schedule')
@Index('report_schedule_organization_idx', ['organizationId', 'createdAt'])
@Check('report_schedule_hour_check', 'hour >= 0 AND hour <= 23')
@Check('report_schedule_type_check', "schedule_type IN ('DAILY', 'WEEKLY')")
export class ReportScheduleEntity extends BaseEntity {
  @ForeignKey('OrganizationEntity', { name: 'FK_report_schedule_organization', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'varchar', length: 10 })
  scheduleType: ScheduleType;

  @Column({ type: 'smallint', array: true, default: () => "'{}'" })
  days: number[];

  @Column({ type: 'smallint' })
  hour: number;

  @Column({ type: 'text', array: true })
  recipients: string[];

  /** YYYY-MM-DD in the organization's time zone; null: from now on. */
  @Column({ type: 'date', nullable: true })
  startDate: string | null;

  /** YYYY-MM-DD in the organization's time zone, included; null: no end. */
  @Column({ type: 'date', nullable: true })
  endDate: string | null;
}
