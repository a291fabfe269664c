import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One try of a delivery: where it went, what came back and how long it took (the delivery log). */
@Entity('partner_webhook_attempt')
@Index('partner_webhook_attempt_delivery_attempt_key', ['deliveryId', 'attempt'], { unique: true })
export class PartnerWebhookAttemptEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @ForeignKey('PartnerWebhookDeliveryEntity', { name: 'FK_partner_webhook_attempt_delivery', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  deliveryId: string;

  /** 1 for the first try, counting on across replays. */
  @Column({ type: 'integer' })
  attempt: number;

  @Column({ type: 'varchar', length: 2000 })
  url: string;

  /** The receiver's HTTP status; null when no answer came (network error, timeout, refused address). */
  @Column({ type: 'integer', nullable: true })
  responseStatus: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  @Column({ type: 'integer' })
  durationMs: number;

  /** Whether a person asked for this try (Replay) rather than the schedule. */
  @Column({ type: 'boolean', default: false })
  isReplay: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
