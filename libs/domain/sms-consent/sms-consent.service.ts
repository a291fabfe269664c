import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { toE164 } from './e164.js';
import { SmsConsentEntity } from './sms-consent.entity.js';
import type { SmsConsentKeyword } from './sms-keywords.js';

export interface ConsentKeywordReceived {
  phoneNumber: string;
  keyword: SmsConsentKeyword;
  receivedAt: Date;
  providerEventId: string;
}

/** Records the consent keywords a number sent and answers whether it may be texted. */
@Injectable()
export class SmsConsentService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * True when the number has opted out (STOP and no START since). A number that cannot be read as a phone
   * number counts as opted out: nothing can be sent to it anyway, and the sender must not try.
   */
  async isOptedOut(phoneNumber: string): Promise<boolean> {
    const e164 = toE164(phoneNumber);
    if (!e164) return true;
    const row = await this.dataSource.getRepository(SmsConsentEntity).findOneBy({ phoneNumber: e164 });
    return row?.optedOut ?? false;
  }

  /**
   * Records a keyword unless one received later is recorded already. HELP keeps the opt-out as it is
   * (a new number that asks for HELP is recorded as not opted out).
   */
  async record(received: ConsentKeywordReceived, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const e164 = toE164(received.phoneNumber);
    if (!e164) throw new Error('Not a phone number');
    const optedOut = received.keyword === 'STOP' ? 'true' : received.keyword === 'START' ? 'false' : null;
    await manager.query(
      `INSERT INTO sms_consent (phone_number, opted_out, last_keyword, keyword_received_at, provider_event_id, updated_at)
       VALUES ($1, COALESCE($2::boolean, false), $3, $4, $5, now())
       ON CONFLICT (phone_number) DO UPDATE SET
         opted_out = COALESCE($2::boolean, sms_consent.opted_out),
         last_keyword = EXCLUDED.last_keyword,
         keyword_received_at = EXCLUDED.keyword_received_at,
         provider_event_id = EXCLUDED.provider_event_id,
         updated_at = now()
       WHERE sms_consent.keyword_received_at <= EXCLUDED.keyword_received_at`,
      [e164, optedOut, received.keyword, received.receivedAt, received.providerEventId],
    );
  }
}
