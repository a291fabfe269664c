import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';

/** One message in a consult's thread, by someone allowed on consults (never the employee). */
@Entity('case_consult_message')
@Index('case_consult_message_request_idx', ['organizationId', 'consultRequestId', 'createdAt'])
export class CaseConsultMessageEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  caseId: string;

  @Column({ type: 'uuid' })
  consultRequestId: string;

  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @Column({ type: 'text' })
  text: string;
}
