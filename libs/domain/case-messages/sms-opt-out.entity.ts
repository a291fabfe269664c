import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A phone number that answered STOP: no text message goes to it until it answers START. Keyed by the
 * number (E.164) across organizations, as the carrier's opt-out is; filled by the inbound SMS handler.
 */
@Entity('sms_opt_out')
export class SmsOptOutEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  phoneNumber: string;

  @CreateDateColumn({ type: 'timestamptz' })
  optedOutAt: Date;
}
