import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';

/** A delivery handed to a worker: the job id is keyed by the claim, so a claim enqueues one job. */
export interface ClaimedDelivery {
  deliveryId: string;
  organizationId: string;
  jobId: string;
}

/** How long a claim holds a delivery: longer than one try can take, so a live try is never doubled. */
export const claimLeaseMs = (config: AppConfig): number => config.PARTNER_WEBHOOK_TIMEOUT_MS + 30_000;

/**
 * Claims the PENDING deliveries due (new ones, and retries whose back-off ended) by moving their next try
 * a lease ahead, SKIP LOCKED so several workers share them. A worker that dies mid-try leaves its delivery
 * to be claimed again once the lease ends.
 */
@Injectable()
export class WebhookDeliveryClaims {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async claimDue(limit = 100): Promise<ClaimedDelivery[]> {
    const leaseUntil = new Date(Date.now() + claimLeaseMs(this.config));
    const [rows]: [{ id: string; organizationId: string; attemptCount: number }[], number] =
      await this.dataSource.query(
        `UPDATE partner_webhook_delivery AS delivery SET next_attempt_at = $2
          WHERE delivery.id IN (
            SELECT id FROM partner_webhook_delivery
             WHERE status = 'PENDING' AND next_attempt_at <= now()
             ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING delivery.id, delivery.organization_id AS "organizationId", delivery.attempt_count AS "attemptCount"`,
        [limit, leaseUntil],
      );
    return rows.map((row) => ({
      deliveryId: row.id,
      organizationId: row.organizationId,
      jobId: `webhook-${row.id}-${row.attemptCount + 1}-${leaseUntil.getTime()}`,
    }));
  }
}
