import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';
import type { QuestionResponse } from './form-question.js';

/** Answers to one form version: a draft until submitted; submitting opens (or joins) a case. */
@Entity('form_response')
@Index('form_response_organization_respondent_idx', ['organizationId', 'respondentId', 'isDraft', 'updatedAt'])
@Index('form_response_organization_case_idx', ['organizationId', 'caseId'])
// The reminders sweep reads employees' drafts of an organization by last save.
@Index('form_response_draft_updated_idx', ['organizationId', 'updatedAt'], { where: 'is_draft AND respondent_id IS NOT NULL' })
export class FormResponseEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  formId: string;

  @Column({ type: 'uuid' })
  formVersionId: string;

  /** Null for an anonymous respondent (a provider answering by token). */
  @Column({ type: 'uuid', nullable: true })
  respondentId: string | null;

  /** Staff who filled the form on behalf of the respondent. */
  @Column({ type: 'uuid', nullable: true })
  assistedById: string | null;

  @Column({ type: 'uuid', nullable: true })
  caseId: string | null;

  @Column({ type: 'boolean', default: true })
  isDraft: boolean;

  @Column({ type: 'varchar', length: 200, nullable: true })
  externalId: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  questionResponses: QuestionResponse[];

  @Column({ type: 'timestamptz', nullable: true })
  submittedAt: Date | null;
}
