import { Inject, Injectable } from '@nestjs/common';
import { SignUpPreauthorizations } from '#domain/sign-up-payments';
import type { JobPayloads } from '#events';
import type { JobHandler } from '../job-handler.js';

/** A card arrived: places the payment sign-up's hold when its partner preauthorizes (nothing otherwise). */
@Injectable()
export class PlaceSignUpHoldHandler implements JobHandler<'payments.place-sign-up-hold'> {
  readonly jobName = 'payments.place-sign-up-hold' as const;

  constructor(@Inject(SignUpPreauthorizations) private readonly holds: SignUpPreauthorizations) {}

  async handle(payload: JobPayloads['payments.place-sign-up-hold']): Promise<void> {
    await this.holds.place(payload.organizationId, payload.caseId);
  }
}
