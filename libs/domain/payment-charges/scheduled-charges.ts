import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { DEFAULT_TIME_ZONE } from '#domain/organizations';

/** A charge attempt to hand to the queue. */
export interface WaitingCharge {
  id: string;
  organizationId: string;
  paymentId: string;
  attempt: number;
}

/**
 * The charges the worker's sweep finds to do: scheduled payments whose due date has come in the organization's
 * time zone get their first attempt (one statement, ON CONFLICT: two sweeps at once open it once), and every
 * attempt PENDING and due (a first charge, a dunning retry whose day came, a staff request whose enqueue was
 * lost), or PROCESSING past its lease (its worker died), is handed to the queue again.
 */
@Injectable()
export class ScheduledCharges {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

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

  /** Up to `limit` attempts to queue, after `afterId` (keyset, so a sweep walks any number of them). */
  waiting(limit: number, afterId: string | null): Promise<WaitingCharge[]> {
    return this.dataSource.query(
      `SELECT id, organization_id AS "organizationId", payment_id AS "paymentId", attempt
         FROM payment_charge
        WHERE ((status = 'PENDING' AND not_before <= now())
            OR (status = 'PROCESSING' AND claimed_at < now() - make_interval(secs => $1::double precision / 1000)))
          AND ($2::uuid IS NULL OR id > $2::uuid)
        ORDER BY id
        LIMIT $3`,
      [this.config.PAYMENT_CHARGE_LEASE_MS, afterId, limit],
    );
  }
}
