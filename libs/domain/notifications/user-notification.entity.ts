import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';

/** What a notice is about; the bell shows each with its own wording. */
export enum UserNotificationKind {
  TAGGED_IN_NOTE = 'TAGGED_IN_NOTE',
  CASE_ASSIGNED = 'CASE_ASSIGNED',
  CASE_REPLY = 'CASE_REPLY',
  REMINDER = 'REMINDER',
  WORKFLOW = 'WORKFLOW',
  CASE_EVENT = 'CASE_EVENT',
}

/** Delivery of a notice by e-mail or SMS; null on the row: not sent by that channel. */
export enum NotificationDeliveryStatus {
  PENDING = 'PENDING',
  SENT = 'SENT',
  ERROR = 'ERROR',
  /** The person turned that channel off (userSettings) or has no address or number for it. */
  SKIPPED = 'SKIPPED',
}

/**
 * One notice to one staff member: shown under the bell (inApp) and/or delivered by e-mail or SMS by the
 * worker. Kept after it is read, so nothing missed is lost. Written in the transaction of what caused it;
 * `dispatchedAt` is set once it was published live and its deliveries enqueued (a relay does what a crash
 * left undone). `dedupeKey` makes a rerun of the cause (a job retried after a crash) write it once.
 */
@Entity('user_notification')
@Index('user_notification_dedupe_key', ['userId', 'dedupeKey'], { unique: true })
@Index('user_notification_user_created_idx', ['userId', 'createdAt'])
@Index('user_notification_unread_idx', ['userId'], { where: 'read_at IS NULL AND in_app' })
@Index('user_notification_undispatched_idx', ['createdAt'], { where: 'dispatched_at IS NULL' })
export class UserNotificationEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'uuid', nullable: true })
  caseId: string | null;

  @Column({ type: 'varchar', length: 40 })
  kind: UserNotificationKind;

  /** One line without PHI (it may go by SMS or show on a shared screen). */
  @Column({ type: 'text' })
  title: string;

  /** Longer text for the e-mail or the list, written for a reader who may see the case. */
  @Column({ type: 'text', nullable: true })
  body: string | null;

  @Column({ type: 'boolean', default: true })
  inApp: boolean;

  @Column({ type: 'varchar', length: 10, nullable: true })
  emailStatus: NotificationDeliveryStatus | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  smsStatus: NotificationDeliveryStatus | null;

  /** The provider's reason when a delivery ended in ERROR. */
  @Column({ type: 'text', nullable: true })
  deliveryError: string | null;

  @Column({ type: 'varchar', length: 200 })
  dedupeKey: string;

  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  dispatchedAt: Date | null;
}
