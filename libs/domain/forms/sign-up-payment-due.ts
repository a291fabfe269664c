import type { EntityManager } from 'typeorm';
import type { CaseEntity } from '#domain/cases';

/**
 * A sign-up's first case in a partner that collects payment on sign-up (enableSelfSignupPayment, read as the
 * case opens) owes a card: its sign_up_payment row is written with the case, so the sign-up's card collection,
 * abandoned-cart reminders and preauthorization know it whatever the browser does next. By SQL: the
 * sign-up-payments area depends on card collection, which depends on messages and so on forms.
 */
export async function markSignUpPaymentDue(manager: EntityManager, caseRecord: CaseEntity): Promise<void> {
  await manager.query(
    `INSERT INTO sign_up_payment (organization_id, case_id, user_id)
     SELECT $1, $2, $3
       FROM partner_integration_info p
      WHERE p.organization_id = $1 AND (p.flags ->> 'enableSelfSignupPayment') = 'true'
     ON CONFLICT (case_id) DO NOTHING`,
    [caseRecord.organizationId, caseRecord.id, caseRecord.submitterId],
  );
}
