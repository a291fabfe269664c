import { Inject, Injectable } from '@nestjs/common';
import { ProviderEventProcessing } from '#domain/provider-events';
import type { JobPayloads } from '#events';
import type { JobHandler } from '../job-handler.js';

/** Hands a stored provider event to the handlers its provider has (see ProviderEventProcessing). */
@Injectable()
export class ProcessProviderEventHandler implements JobHandler<'provider-events.process'> {
  readonly jobName = 'provider-events.process' as const;

  constructor(@Inject(ProviderEventProcessing) private readonly processing: ProviderEventProcessing) {}

  async handle(payload: JobPayloads['provider-events.process']): Promise<void> {
    await this.processing.process(payload.providerEventId);
  }
}
