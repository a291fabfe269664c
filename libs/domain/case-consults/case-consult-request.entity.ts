import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';

/** OPEN until someone on the consult closes it with their last message; a closed consult takes no message. */
export enum ConsultRequestStatus {
  OPEN = 'OPEN',
  CLOSED = 'CLOSED',
}

/**
 * A consult asked for on a case (spec 000 §3 "Consult request", its fields "not shown"; designed here): who
 * asked, why, whether it is still open. Internal to the case team of spec 000 §6: never shown to the employee.
 */
@Entity('case_consult_request')
@Index('case_consult_request_organization_case_idx', ['organizationId', 'caseId', 'createdAt'])
// At most one open consult per case: a second request while one is open is refused (ALREADY_EXISTS).
@Index('case_consult_request_one_open_idx', ['caseId'], { unique: true, where: "status = 'OPEN'" })
export class CaseConsultRequestEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  caseId: string;

  @Column({ type: 'uuid', nullable: true })
  requestedById: string | null;

  @Column({ type: 'varchar', length: 2000 })
  reason: string;

  @Column({ type: 'varchar', length: 10, default: ConsultRequestStatus.OPEN })
  status: ConsultRequestStatus;

  @Column({ type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  closedById: string | null;
}
