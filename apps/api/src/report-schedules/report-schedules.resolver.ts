import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { type ReportScheduleEntity, ReportSchedulesService, ScheduleReportsRule } from '#domain/report-schedules';
import type { RunStatus } from '#domain/workflow-runs';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import {
  ReportSchedule,
  ReportScheduleInput,
  ReportSchedulePayload,
  ReportScheduleRun,
} from './report-schedule.model.js';

const toModel = (schedule: ReportScheduleEntity): ReportSchedule => ({
  id: schedule.id,
  name: schedule.name,
  enabled: schedule.enabled,
  scheduleType: schedule.scheduleType,
  days: schedule.days,
  hour: schedule.hour,
  recipients: schedule.recipients,
  startDate: schedule.startDate,
  endDate: schedule.endDate,
});

/** Scheduled reports: the organization's schedules, their changes (job schedulers follow) and run log. */
@Resolver(() => ReportSchedule)
export class ReportSchedulesResolver {
  constructor(@Inject(ReportSchedulesService) private readonly schedules: ReportSchedulesService) {}

  @Query(() => [ReportSchedule])
  @AllowedFor(ScheduleReportsRule)
  async reportSchedules(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<ReportSchedule[]> {
    return (await this.schedules.list(principal)).map(toModel);
  }

  @Query(() => [ReportScheduleRun], { description: 'The run log of a schedule, newest first (at most 50)' })
  @AllowedFor(ScheduleReportsRule)
  async reportScheduleRuns(
    @CurrentPrincipal() principal: Principal,
    @Args('scheduleId', { type: () => ID }) scheduleId: string,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<ReportScheduleRun[]> {
    return (await this.schedules.runs(principal, scheduleId)).map((run) => ({
      id: run.id,
      slotAt: run.slotAt,
      periodStart: run.periodStart,
      status: run.status as unknown as RunStatus,
      startedAt: run.createdAt,
      finishedAt: run.finishedAt,
      error: run.error,
    }));
  }

  /** Adds a schedule (no id) or changes one; its job scheduler is updated, or removed when disabled. */
  @Mutation(() => ReportSchedulePayload)
  @AllowedFor(ScheduleReportsRule)
  async saveReportSchedule(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: ReportScheduleInput,
    @Args('id', { type: () => ID, nullable: true }) id?: string,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<ReportSchedulePayload> {
    const saved = await this.schedules.save(principal, id ?? null, { ...input, days: input.days ?? [] });
    return { success: true, message: OPERATION_SUCCEEDED, reportSchedule: toModel(saved) };
  }

  @Mutation(() => ReportSchedulePayload)
  @AllowedFor(ScheduleReportsRule)
  async deleteReportSchedule(
    @CurrentPrincipal() principal: Principal,
    @Args('id', { type: () => ID }) id: string,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<ReportSchedulePayload> {
    const removed = await this.schedules.remove(principal, id);
    return { success: true, message: OPERATION_SUCCEEDED, reportSchedule: toModel(removed) };
  }
}
