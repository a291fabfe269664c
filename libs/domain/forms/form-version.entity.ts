import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { FormQuestion } from './form-question.js';

/** A published version of a form: written once, never updated (responses point at it). */
@Entity('form_version')
@Index('form_version_form_number_key', ['formId', 'versionNumber'], { unique: true })
export class FormVersionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  formId: string;

  @Column({ type: 'uuid', nullable: true })
  organizationId: string | null;

  @Column({ type: 'integer' })
  versionNumber: number;

  @Column({ type: 'varchar', length: 100 })
  linkName: string;

  @Column({ type: 'jsonb' })
  questions: FormQuestion[];

  @Column({ type: 'boolean', default: false })
  isPartnerDefault: boolean;

  @Column({ type: 'boolean', default: false })
  isGLPFollowupDefault: boolean;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
