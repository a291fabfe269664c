import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';

/** One entry of an employee's FMLA record: hours of leave taken and work hours missed. */
@Entity('fmla_hours')
@Index('fmla_hours_organization_user_created_idx', ['organizationId', 'userId', 'createdAt'])
export class FmlaHoursEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'numeric', precision: 8, scale: 2 })
  fmlaHoursTaken: string;

  @Column({ type: 'numeric', precision: 8, scale: 2 })
  workHoursMissed: string;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;
}
