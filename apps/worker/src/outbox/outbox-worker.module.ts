import { Module } from '@nestjs/common';
import { OutboxRelayHandler } from './outbox-relay.handler.js';
import { OutboxRelaySchedule } from './outbox-relay.schedule.js';
import { OutboxProcessor } from './outbox.processor.js';

/** Consumes the outbox queue (registered by the events backbone) and keeps the relay's schedule. */
@Module({ providers: [OutboxRelayHandler, OutboxProcessor, OutboxRelaySchedule] })
export class OutboxWorkerModule {}
