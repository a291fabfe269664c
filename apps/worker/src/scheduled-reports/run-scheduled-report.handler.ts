import { Inject, Injectable, Logger } from '@nestjs/common';
import { ReportRunStatus, ReportSchedulesService } from '#domain/report-schedules';
import type { JobPayloads } from '#events';
import { EmailSender } from '#integrations';
import type { JobHandler } from '../job-handler.js';
import { ReportClock } from './report-clock.js';

/**
 * Runs a schedule's slot due now: claims it in the run log (once per schedule and slot), e-mails the report's
 * tables as CSV files to every recipient and records SUCCESS, or ERROR with the reason (the job is then retried, and the
 * retry may claim the failed slot again). The body names the schedule and the period only: no PHI.
 */
@Injectable()
export class RunScheduledReportHandler implements JobHandler<'scheduled-reports.run'> {
  readonly jobName = 'scheduled-reports.run' as const;
  private readonly logger = new Logger('ScheduledReports');

  constructor(
    @Inject(ReportSchedulesService) private readonly schedules: ReportSchedulesService,
    @Inject(EmailSender) private readonly email: EmailSender,
    @Inject(ReportClock) private readonly clock: ReportClock,
  ) {}

  async handle(payload: JobPayloads['scheduled-reports.run']): Promise<void> {
    const run = await this.schedules.claim(payload.organizationId, payload.scheduleId, this.clock.now());
    if (!run) return;
    try {
      const period = run.from === run.to ? run.from : `${run.from} to ${run.to}`;
      const attachments = run.files.map((file) => ({
        fileName: file.fileName,
        type: 'text/csv',
        content: Buffer.from(file.csv, 'utf8'),
      }));
      for (const to of run.schedule.recipients) {
        await this.email.send({
          to,
          subject: `Scheduled report: ${run.schedule.name}`,
          text:
            `The report "${run.schedule.name}" for ${period} is attached, one CSV file per table: cases opened, ` +
            'decided and closed; outcomes; response times; open cases by stage and age; unacknowledged items; ' +
            'workload by assignee; FMLA hours.',
          customArgs: { reportRunId: run.runId },
          attachments,
        });
      }
      await this.schedules.finish(run.runId, ReportRunStatus.SUCCESS);
    } catch (error) {
      const reason = (error as Error).message;
      await this.schedules.finish(run.runId, ReportRunStatus.ERROR, reason);
      this.logger.warn(`scheduled report run ${run.runId} failed: ${reason}`);
      throw error;
    }
  }
}
