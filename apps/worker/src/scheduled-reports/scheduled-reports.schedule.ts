import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ReportSchedulesService } from '#domain/report-schedules';
import { RedisConnections } from '#events';

/**
 * The schedules' job schedulers live only in Redis: ensured again when the worker starts and whenever Redis
 * comes back, as the reminders sweep's is. The api keeps them in line on every change.
 */
@Injectable()
export class ScheduledReportsSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger('ScheduledReports');

  constructor(
    @Inject(ReportSchedulesService) private readonly schedules: ReportSchedulesService,
    @Inject(RedisConnections) private readonly connections: RedisConnections,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.schedules.ensureAllSchedulers();
    this.connections.create('scheduled-reports-watch').on('ready', () => {
      this.schedules
        .ensureAllSchedulers()
        .catch((error: Error) => this.logger.warn(`report schedulers not restored: ${error.message}`));
    });
  }
}
