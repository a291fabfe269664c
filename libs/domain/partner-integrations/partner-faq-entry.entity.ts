import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { BaseEntity } from '#database';

/** A question and answer of a partner's landing page, shown in `index` order. */
@Entity('partner_faq_entry')
@Index('partner_faq_entry_info_index', ['partnerIntegrationInfoId', 'index'])
export class PartnerFaqEntryEntity extends BaseEntity {
  @ForeignKey('PartnerIntegrationInfoEntity', { name: 'FK_partner_faq_entry_info', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  partnerIntegrationInfoId: string;

  @Column({ type: 'varchar', length: 500 })
  question: string;

  @Column({ type: 'text' })
  answer: string;

  @Column({ type: 'integer' })
  index: number;
}
