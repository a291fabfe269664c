import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEFAULT_TIME_ZONE } from '#domain/organizations';

/**
 * The charges the worker's sweep opens: scheduled payments whose due date has come in the organization's time
 * zone get their first attempt (one statement, ON CONFLICT: two sweeps at once open it once). The sweep then
 * charges every attempt due (ChargeRunner.claimDue).
 */
@Injectable()
export class ScheduledCharges {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Opens the first attempt of every scheduled payment due; returns how many it opened. */
  async openDue(): Promise<number> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO payment_charge (organization_id, case_id, payment_id, attempt, kind, status, not_before)
       SELECT p.organization_id, p.case_id, p.id, 1, 'SCHEDULED', 'PENDING', now()
         FROM case_payment p
         JOIN organization o ON o.id = p.organization_id
        WHERE p.status = 'UNPAID' AND p.is_scheduled AND NOT p.is_deleted AND p.due_date IS NOT NULL
          AND p.due_date <= (now() AT TIME ZONE COALESCE(o.settings->>'timeZone', $1))::date
          AND NOT EXISTS (SELECT 1 FROM payment_charge c WHERE c.payment_id = p.id)
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [DEFAULT_TIME_ZONE],
    );
    return rows.length;
  }
}
