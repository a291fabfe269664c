import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { SmsConsentService } from '#domain/sms-consent';
import { NotificationDeliveryStatus } from './user-notification.entity.js';

export type DeliveryChannel = 'EMAIL' | 'SMS';

/** A channel of a notice still to deliver, with what the send needs; or why it is skipped. */
export type PlannedDelivery =
  | { channel: DeliveryChannel; skip: true; reason: string }
  | { channel: DeliveryChannel; skip: false; to: string; subject: string; text: string };

interface NoticeForDelivery {
  id: string;
  caseId: string | null;
  title: string;
  emailStatus: NotificationDeliveryStatus | null;
  smsStatus: NotificationDeliveryStatus | null;
  email: string | null;
  phoneNumber: string | null;
  notificationsDisabled: boolean | null;
  smsNotificationsDisabled: boolean | null;
}

const STATUS_COLUMN: Record<DeliveryChannel, string> = { EMAIL: 'email_status', SMS: 'sms_status' };
const MAX_REASON_LENGTH = 1000;

/**
 * The worker's side of a notice's e-mail and SMS. The text carries the notice's title (never PHI) and a
 * link to sign in; the body stays in the app, behind the case's access check. Each channel moves out of
 * PENDING once, by an UPDATE that only moves a PENDING channel, so a rerun of the job sends nothing twice.
 * The user's settings are read when the job runs: notificationsDisabled turns e-mail and SMS off (the bell
 * keeps the notice), smsNotificationsDisabled, a missing number or an SMS opt-out (STOP) turn SMS off.
 */
@Injectable()
export class NotificationDeliveryService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(SmsConsentService) private readonly consent: SmsConsentService,
  ) {}

  /** The channels still PENDING on the notice, in order (e-mail first); empty once all are settled. */
  async plan(notificationId: string): Promise<PlannedDelivery[]> {
    const [notice]: NoticeForDelivery[] = await this.dataSource.query(
      `SELECT n.id, n.case_id AS "caseId", n.title, n.email_status AS "emailStatus", n.sms_status AS "smsStatus",
              u.email, u.phone_number AS "phoneNumber", u.notifications_disabled AS "notificationsDisabled",
              u.sms_notifications_disabled AS "smsNotificationsDisabled"
         FROM user_notification n LEFT JOIN app_user u ON u.id = n.user_id
        WHERE n.id = $1`,
      [notificationId],
    );
    if (!notice) return [];
    const planned: PlannedDelivery[] = [];
    const text = this.text(notice);
    if (notice.emailStatus === NotificationDeliveryStatus.PENDING) {
      if (notice.notificationsDisabled)
        planned.push({ channel: 'EMAIL', skip: true, reason: 'notifications turned off' });
      else if (!notice.email) planned.push({ channel: 'EMAIL', skip: true, reason: 'no e-mail address' });
      else planned.push({ channel: 'EMAIL', skip: false, to: notice.email, subject: notice.title, text });
    }
    if (notice.smsStatus === NotificationDeliveryStatus.PENDING) {
      if (notice.notificationsDisabled || notice.smsNotificationsDisabled)
        planned.push({ channel: 'SMS', skip: true, reason: 'SMS notifications turned off' });
      else if (!notice.phoneNumber) planned.push({ channel: 'SMS', skip: true, reason: 'no phone number' });
      else if (await this.consent.isOptedOut(notice.phoneNumber))
        planned.push({ channel: 'SMS', skip: true, reason: 'the number opted out of SMS' });
      else planned.push({ channel: 'SMS', skip: false, to: notice.phoneNumber, subject: notice.title, text });
    }
    return planned;
  }

  private text(notice: NoticeForDelivery): string {
    const link = new URL(
      notice.caseId ? `/accommodations/cases/${notice.caseId}` : '/',
      this.config.WEB_PUBLIC_URL,
    ).toString();
    return `${notice.title}\n\nSign in to read it: ${link}`;
  }

  /** Moves a PENDING channel to its outcome; false when it was settled before (a rerun). */
  async settle(
    notificationId: string,
    channel: DeliveryChannel,
    status: NotificationDeliveryStatus.SENT | NotificationDeliveryStatus.SKIPPED | NotificationDeliveryStatus.ERROR,
    reason: string | null = null,
  ): Promise<boolean> {
    const column = STATUS_COLUMN[channel];
    const rows: unknown[] = await this.dataSource.query(
      `UPDATE user_notification
          SET ${column} = $2, delivery_error = COALESCE($3, delivery_error), updated_at = now()
        WHERE id = $1 AND ${column} = 'PENDING' RETURNING id`,
      [notificationId, status, reason === null ? null : `${channel}: ${reason}`.slice(0, MAX_REASON_LENGTH)],
    );
    return rows.length > 0;
  }

  /** A failed attempt that will be retried: the reason is kept, the channel stays PENDING. */
  async noteFailedAttempt(notificationId: string, channel: DeliveryChannel, reason: string): Promise<void> {
    await this.dataSource.query(`UPDATE user_notification SET delivery_error = $2, updated_at = now() WHERE id = $1`, [
      notificationId,
      `${channel}: ${reason}`.slice(0, MAX_REASON_LENGTH),
    ]);
  }
}
