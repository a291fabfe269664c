import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * When a number that matched no open case was last answered. It is answered at most once a day, so a
 * phone that answers every text by itself cannot start an endless exchange with the product.
 */
@Entity('unknown_sender_reply')
export class UnknownSenderReplyEntity {
  /** E.164. */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  phoneNumber: string;

  @Column({ type: 'timestamptz' })
  answeredAt: Date;
}
