import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { isUuid, notFound, type Principal } from '#access';
import { csvText } from '#domain/exports';
import { DEFAULT_TIME_ZONE, OrganizationEntity } from '#domain/organizations';
import { isKnownTimeZone } from '#domain/reminders';
import { caseReportExportTables, CaseReportService, ReportGranularity } from '#domain/reports';
import { calendarDateIn, parseInput } from '#domain/shared';
import { QueueName } from '#events';
import { type ReportScheduleInput, reportScheduleSchema } from './report-schedule-input.js';
import { ReportScheduleEntity } from './report-schedule.entity.js';
import { ReportRunStatus, ReportScheduleRunEntity } from './report-schedule-run.entity.js';
import { currentSlot, previousSlot, repeatOptions } from './schedule-slots.js';

/** The job scheduler of a schedule in Redis, keyed by the schedule's id. */
export const schedulerKey = (scheduleId: string) => `report-schedule:${scheduleId}`;

/**
 * How late a slot may still run: a job delayed by a worker outage or retried with back-off still sends, but a
 * slot long past (a week-old Monday found on a Sunday night) is not made up.
 */
export const REPORT_SLOT_GRACE_MS = 6 * 60 * 60 * 1000;

/** A claimed run: what the worker e-mails. */
export interface ClaimedRun {
  runId: string;
  schedule: ReportScheduleEntity;
  slotAt: Date;
  periodStart: Date;
  /** The report's days, in the organization's time zone: from the previous slot's day to the day before this one. */
  from: string;
  to: string;
  /** One CSV per table of the report. */
  files: { fileName: string; csv: string }[];
}

/**
 * Scheduled reports: the organization's schedules (spec 000 §3), their job schedulers (one per enabled
 * schedule, at the hour in the organization's time zone; removed when disabled or deleted), and the run log.
 */
@Injectable()
export class ReportSchedulesService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @InjectQueue(QueueName.scheduledReports) private readonly queue: Queue,
    @Inject(CaseReportService) private readonly reports: CaseReportService,
  ) {}

  list(principal: Principal): Promise<ReportScheduleEntity[]> {
    return this.dataSource.getRepository(ReportScheduleEntity).find({
      where: { organizationId: principal.requireOrganizationId() },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** Creates (id null) or replaces a schedule, then brings its job scheduler in line. */
  async save(principal: Principal, id: string | null, input: ReportScheduleInput): Promise<ReportScheduleEntity> {
    const data = parseInput(reportScheduleSchema, input);
    const organizationId = principal.requireOrganizationId();
    const repository = this.dataSource.getRepository(ReportScheduleEntity);
    const schedule = id ? await this.load(principal, id) : repository.create({ organizationId });
    Object.assign(schedule, data);
    const saved = await repository.save(schedule);
    await this.syncScheduler(saved);
    return saved;
  }

  async remove(principal: Principal, id: string): Promise<ReportScheduleEntity> {
    const schedule = await this.load(principal, id);
    await this.dataSource.getRepository(ReportScheduleEntity).delete({ id: schedule.id });
    await this.queue.removeJobScheduler(schedulerKey(schedule.id));
    return schedule;
  }

  /** The run log of a schedule, newest first. */
  async runs(principal: Principal, scheduleId: string, limit = 50): Promise<ReportScheduleRunEntity[]> {
    const schedule = await this.load(principal, scheduleId);
    return this.dataSource.getRepository(ReportScheduleRunEntity).find({
      where: { scheduleId: schedule.id },
      order: { slotAt: 'DESC' },
      take: limit,
    });
  }

  /** Enabled: a job scheduler at the hour in the organization's time zone; disabled: none. */
  async syncScheduler(schedule: ReportScheduleEntity): Promise<void> {
    const key = schedulerKey(schedule.id);
    if (!schedule.enabled) {
      await this.queue.removeJobScheduler(key);
      return;
    }
    await this.queue.upsertJobScheduler(key, repeatOptions(schedule, await this.timeZoneOf(schedule.organizationId)), {
      name: 'scheduled-reports.run',
      data: { organizationId: schedule.organizationId, scheduleId: schedule.id },
    });
  }

  /** Every enabled schedule's job scheduler again (a scheduler lives only in Redis): at start and on reconnect. */
  async ensureAllSchedulers(): Promise<void> {
    const enabled = await this.dataSource.getRepository(ReportScheduleEntity).findBy({ enabled: true });
    for (const schedule of enabled) await this.syncScheduler(schedule);
  }

  /**
   * Claims the slot due at `now` for a schedule and builds its report: nothing when the schedule is gone,
   * disabled or outside its dates, its last slot is more than REPORT_SLOT_GRACE_MS ago, or the slot was
   * already run (or is running). A failed run may be claimed
   * again by the job's retry.
   */
  async claim(organizationId: string, scheduleId: string, now: Date): Promise<ClaimedRun | null> {
    const schedule = await this.dataSource
      .getRepository(ReportScheduleEntity)
      .findOneBy({ id: scheduleId, organizationId });
    if (!schedule?.enabled) return null;
    const timeZone = await this.timeZoneOf(organizationId);
    const slotAt = currentSlot(schedule, timeZone, now);
    if (!slotAt || now.getTime() - slotAt.getTime() > REPORT_SLOT_GRACE_MS) return null;
    const periodStart = previousSlot(schedule, timeZone, slotAt);
    const claimed: { id: string }[] = await this.dataSource.query(
      `INSERT INTO report_schedule_run (organization_id, schedule_id, slot_at, period_start, status)
       VALUES ($1, $2, $3, $4, 'IN_PROGRESS')
       ON CONFLICT (schedule_id, slot_at) DO UPDATE SET status = 'IN_PROGRESS', error = NULL, updated_at = now()
         WHERE report_schedule_run.status = 'ERROR'
       RETURNING id`,
      [organizationId, scheduleId, slotAt, periodStart],
    );
    if (claimed.length === 0) return null;
    // Whole days, so one run's report ends where the next one's starts, whatever the hour of the slot.
    const from = calendarDateIn(timeZone, periodStart);
    const slotDay = calendarDateIn(timeZone, slotAt);
    const to = new Date(Date.parse(`${slotDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const report = await this.reports.scheduledReport(organizationId, {
      granularity: ReportGranularity.CUSTOM,
      from,
      to: to < from ? from : to,
    });
    const files = await Promise.all(
      caseReportExportTables(report).map(async (table) => ({
        fileName: table.fileName,
        csv: await csvText(table, false),
      })),
    );
    return { runId: claimed[0].id, schedule, slotAt, periodStart, from: report.from, to: report.to, files };
  }

  async finish(runId: string, status: ReportRunStatus.SUCCESS | ReportRunStatus.ERROR, error?: string): Promise<void> {
    await this.dataSource
      .getRepository(ReportScheduleRunEntity)
      .update({ id: runId }, { status, error: error?.slice(0, 1000) ?? null, finishedAt: new Date() });
  }

  private async load(principal: Principal, id: string): Promise<ReportScheduleEntity> {
    if (!isUuid(id)) throw notFound();
    const schedule = await this.dataSource.getRepository(ReportScheduleEntity).findOneBy({ id });
    if (!schedule || schedule.organizationId !== principal.requireOrganizationId()) throw notFound();
    return schedule;
  }

  private async timeZoneOf(organizationId: string): Promise<string> {
    const organization = await this.dataSource.getRepository(OrganizationEntity).findOneBy({ id: organizationId });
    const zone = organization?.settings?.timeZone;
    return zone && isKnownTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  }
}
