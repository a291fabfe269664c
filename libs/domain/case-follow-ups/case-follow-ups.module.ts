import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '#events';
import { CaseMessagesModule } from '#domain/case-messages';
import { FollowUpClock } from './follow-up-clock.js';
import { FollowUpSweepService } from './follow-up-sweep.service.js';

const followUpsQueue = BullModule.registerQueue({ name: QueueName.followUps });

/** GLP follow-up forms: started at a case's first decision, sent by a sweep every minute. */
@Module({
  imports: [CaseMessagesModule, followUpsQueue],
  providers: [FollowUpClock, FollowUpSweepService],
  exports: [FollowUpClock, FollowUpSweepService, followUpsQueue],
})
export class CaseFollowUpsModule {}
