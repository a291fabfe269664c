import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { BaseEntity } from '#database';
import type {
  PartnerFlags,
  PartnerLinks,
  PartnerTexts,
  PaymentProvider,
  SelfSignUpProfileField,
} from './partner-integration-fields.js';

/**
 * A partner organization's storefront settings (spec 000 §3 "Partner integration info"), one per partner
 * organization (organization.partnerIntegrationInfoId points back here). Links, flags and texts are stored
 * partial in jsonb and read through the resolve functions, which fill the defaults.
 */
@Entity('partner_integration_info')
export class PartnerIntegrationInfoEntity extends BaseEntity {
  @Index('partner_integration_info_organization_key', { unique: true })
  @ForeignKey('OrganizationEntity', { name: 'FK_partner_integration_info_organization', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  organizationId: string;

  /** A copy of organization.linkName, kept in step on every save; lookups go by the organization's. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  linkName: string | null;

  /** What the partner charges a month, shown on the landing page. */
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  monthlyCost: string | null;

  @Column({ type: 'varchar', length: 200, default: '' })
  tagline: string;

  @Column({ type: 'varchar', length: 2000, default: '' })
  videoLink: string;

  /** Where case events are posted when isWebhookEnabled; never public. */
  @Column({ type: 'varchar', length: 2000, default: '' })
  webhookUrl: string;

  /** An address of the landing page's favicon; empty: the organization's uploaded favicon. */
  @Column({ type: 'varchar', length: 2000, default: '' })
  favicon: string;

  @Column({ type: 'varchar', length: 320, default: '' })
  contactEmail: string;

  @Column({ type: 'varchar', length: 40, default: '' })
  contactPhone: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  links: Partial<PartnerLinks>;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  flags: Partial<PartnerFlags>;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  selfSignUpProfileFields: SelfSignUpProfileField[];

  @Column({ type: 'boolean', default: false })
  selfSignUpSmsNotificationsRequired: boolean;

  /** The promo code every user's own code derives from; the promo code table has no FK here yet. */
  @Column({ type: 'uuid', nullable: true })
  masterUserPromoCodeId: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  paymentProvider: PaymentProvider | null;

  /** The provider's publishable key for card collection in the browser (public by design; no secret). */
  @Column({ type: 'varchar', length: 300, default: '' })
  paymentPublishableKey: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  texts: Partial<PartnerTexts>;

  @Column({ type: 'varchar', length: 7, default: '#71d1ac' })
  primaryColor: string;

  @Column({ type: 'varchar', length: 7, default: '#4e7da0' })
  faqGradientColor: string;

  /** The eligibility form version sign-up opens when the bundle names none (no FK: forms versions move). */
  @Column({ type: 'uuid', nullable: true })
  formVersionId: string | null;

  /** No FK: product bundles belong to the catalog. */
  @Column({ type: 'uuid', nullable: true })
  defaultProductBundleId: string | null;
}
