import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ReminderKind } from '#domain/organizations';

/**
 * The mark that a reminder went out: one per kind, subject and the start of its condition (`basis`: a
 * comment's or activity's creation, a draft's last save, an assignment, a visit's start). Written in the
 * transaction that records the notices, so a sweep run twice, or by two workers, reminds once; a new
 * condition on the same subject (a case assigned again, a visit moved) has a new basis and is reminded anew.
 */
@Entity('reminder_sent')
@Index('reminder_sent_subject_key', ['kind', 'subjectId', 'basis'], { unique: true })
@Index('reminder_sent_organization_sent_idx', ['organizationId', 'sentAt'])
export class ReminderSentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'varchar', length: 40 })
  kind: ReminderKind;

  @Column({ type: 'uuid' })
  subjectId: string;

  @Column({ type: 'timestamptz' })
  basis: Date;

  @Column({ type: 'uuid', nullable: true })
  caseId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  sentAt: Date;
}
