import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';
import type { FeatureFlags, GeneralSettings, NewRequestSettings } from './general-settings.js';
import type { NotificationRules, ReminderSettings, WorkflowSettings } from './organization-settings.js';
import type { StoredPaymentSettings } from './payment-settings.js';

/** Per-organization overrides; every key is optional and falls back to the defaults. */
export interface OrganizationSettingsData {
  aliases?: Record<string, string>;
  /** Shown to employees on the welcome page. */
  welcomeText?: string;
  /**
   * Case messages carry what the case team wrote. Off (the default): the employee receives only a notice
   * without PHI and reads the message after signing in. Now kept in featureFlags; read through
   * resolveFeatureFlags, which still honours this older key.
   */
  messagesIncludeFullText?: boolean;
  /** New Request's default form and recommendations; read through resolveNewRequestSettings. */
  newRequest?: Partial<NewRequestSettings>;
  /** Read through resolveFeatureFlags. */
  featureFlags?: Partial<FeatureFlags>;
  /** Analytics tag ids; read through resolveGeneralSettings. */
  general?: Partial<GeneralSettings>;
  /** IANA time zone of the organization (reminders, schedules, reports); DEFAULT_TIME_ZONE when unset. */
  timeZone?: string;
  /** Read through resolveWorkflowSettings, resolveReminderSettings and resolveNotificationRules. */
  workflows?: Partial<WorkflowSettings>;
  reminders?: Partial<ReminderSettings>;
  notificationRules?: Partial<NotificationRules>;
  /** Fees, dunning and abandoned-cart reminders; read through resolvePaymentSettings. */
  payments?: StoredPaymentSettings;
}

@Entity('organization')
export class OrganizationEntity extends BaseEntity {
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 320, nullable: true })
  contactEmail: string | null;

  @Column({ type: 'boolean', default: false })
  isPartner: boolean;

  /** Public slug of a partner's landing page (partner/{linkName}). */
  @Index('organization_link_name_key', { unique: true, where: 'link_name IS NOT NULL' })
  @Column({ type: 'varchar', length: 100, nullable: true })
  linkName: string | null;

  @Column({ type: 'uuid', nullable: true })
  partnerIntegrationInfoId: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  settings: OrganizationSettingsData;
}
