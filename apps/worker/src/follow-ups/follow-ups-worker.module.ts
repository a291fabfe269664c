import { Module } from '@nestjs/common';
import { CaseFollowUpsModule } from '#domain/case-follow-ups';
import { FollowUpsProcessor } from './follow-ups.processor.js';
import { FollowUpsSweepHandler } from './follow-ups-sweep.handler.js';
import { FollowUpsSweepSchedule } from './follow-ups-sweep.schedule.js';

/** Consumes the follow-ups queue (registered by the case-follow-ups area) and keeps the sweep's schedule. */
@Module({
  imports: [CaseFollowUpsModule],
  providers: [FollowUpsSweepHandler, FollowUpsProcessor, FollowUpsSweepSchedule],
})
export class FollowUpsWorkerModule {}
