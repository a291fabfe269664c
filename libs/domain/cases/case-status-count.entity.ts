import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { OrganizationEntity } from '#domain/organizations';
import type { CaseStatus } from './case.enums.js';

/**
 * How many cases an organization has in each status and archive state, kept by a trigger on case_record
 * in the same transaction as the change (migration CaseStatusCounts). Lists that every case of the
 * organization counts in (no reach or other filter) read their totals here instead of counting rows.
 */
@Entity('case_status_count')
export class CaseStatusCountEntity {
  @PrimaryColumn({ type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Relation<OrganizationEntity>;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  status: CaseStatus;

  @PrimaryColumn({ type: 'boolean' })
  isArchived: boolean;

  @Column({ type: 'integer' })
  caseCount: number;
}
