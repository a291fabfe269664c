import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The reply address of one case: `case-{token}@{INBOUND_EMAIL_DOMAIN}`. The token is random (not the case
 * id), so an address can neither be guessed nor derived from a case link; replies thread by it.
 */
@Entity('case_reply_address')
@Index('case_reply_address_token_key', ['token'], { unique: true })
export class CaseReplyAddressEntity {
  @PrimaryColumn({ type: 'uuid' })
  caseId: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'varchar', length: 40 })
  token: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
