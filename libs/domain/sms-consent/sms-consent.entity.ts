import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { SmsConsentKeyword } from './sms-keywords.js';

/**
 * The SMS consent of one phone number, from the keywords it sent. Kept per number, across organizations:
 * the product sends from one Twilio sender, and a STOP to it stops every message to that number.
 * A number with no row has not opted out.
 */
@Entity('sms_consent')
export class SmsConsentEntity {
  /** E.164. */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  phoneNumber: string;

  @Column({ type: 'boolean' })
  optedOut: boolean;

  @Column({ type: 'varchar', length: 10 })
  lastKeyword: SmsConsentKeyword;

  /**
   * When the provider delivered the keyword that set this row. A keyword processed late (a retry) never
   * overrides a later one: STOP then START ends opted in whatever order the jobs ran.
   */
  @Column({ type: 'timestamptz' })
  keywordReceivedAt: Date;

  /** The provider event (inbound SMS) the row comes from. */
  @Column({ type: 'uuid' })
  providerEventId: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
