import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { BaseEntity } from '#database';

/**
 * A case opened by a partner sign-up while the partner collected payment on sign-up (enableSelfSignupPayment):
 * the employee owes a card for the case's first charge. Written with the case (the eligibility form's
 * submission); its abandoned-cart reminders are counted here, each claimed by raising remindersSent.
 */
@Entity('sign_up_payment')
@Index('sign_up_payment_user_idx', ['userId'])
@Index('sign_up_payment_case_key', ['caseId'], { unique: true })
@Index('sign_up_payment_organization_idx', ['organizationId', 'createdAt'])
@Check('sign_up_payment_reminders_check', 'reminders_sent >= 0')
export class SignUpPaymentEntity extends BaseEntity {
  @ForeignKey('OrganizationEntity', { name: 'FK_sign_up_payment_organization', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  organizationId: string;

  @ForeignKey('CaseEntity', { name: 'FK_sign_up_payment_case', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  caseId: string;

  /** The employee who signed up (the case's submitter). */
  @ForeignKey('UserEntity', { name: 'FK_sign_up_payment_user', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'integer', default: 0 })
  remindersSent: number;

  @Column({ type: 'timestamptz', nullable: true })
  lastReminderAt: Date | null;
}
