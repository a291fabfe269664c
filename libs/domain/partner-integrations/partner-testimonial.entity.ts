import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { BaseEntity } from '#database';

/** A customer's testimonial on a partner's landing page (spec 000 §3 "Testimonial"), shown in `index` order. */
@Entity('partner_testimonial')
@Index('partner_testimonial_info_index', ['partnerIntegrationInfoId', 'index'])
@Check('partner_testimonial_rating_check', '"rating" BETWEEN 1 AND 5')
export class PartnerTestimonialEntity extends BaseEntity {
  @ForeignKey('PartnerIntegrationInfoEntity', { name: 'FK_partner_testimonial_info', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  partnerIntegrationInfoId: string;

  /** 1 to 5 stars. */
  @Column({ type: 'smallint' })
  rating: number;

  @Column({ type: 'varchar', length: 200 })
  customerName: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  title: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'boolean', default: false })
  isVerified: boolean;

  @Column({ type: 'integer' })
  index: number;
}
