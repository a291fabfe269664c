import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { toE164 } from './phone-number.js';
import { SmsOptOutEntity } from './sms-opt-out.entity.js';

/** STOP and START of text messages, per phone number (the inbound SMS handler records them). */
@Injectable()
export class SmsOptOutsService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async isOptedOut(phone: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const number = toE164(phone) ?? phone;
    return manager.getRepository(SmsOptOutEntity).existsBy({ phoneNumber: number });
  }

  /** STOP: idempotent. */
  async optOut(phone: string): Promise<void> {
    const number = toE164(phone) ?? phone;
    await this.dataSource.getRepository(SmsOptOutEntity).upsert({ phoneNumber: number }, ['phoneNumber']);
  }

  /** START: idempotent. */
  async optIn(phone: string): Promise<void> {
    const number = toE164(phone) ?? phone;
    await this.dataSource.getRepository(SmsOptOutEntity).delete({ phoneNumber: number });
  }
}
