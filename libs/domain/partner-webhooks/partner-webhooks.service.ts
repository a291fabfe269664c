import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { badInput, illegalState, isUuid, notFound, Permission, type Principal, restricted } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import { decodeCursor, type Page, pageSize, toPage } from '#database';
import { PartnerIntegrationRules } from '#domain/partner-integrations';
import { addJob, QueueName } from '#events';
import { PartnerWebhookAttemptEntity } from './partner-webhook-attempt.entity.js';
import { PartnerWebhookDeliveryStatus } from './partner-webhook-delivery.entity.js';
import { claimLeaseMs } from './webhook-delivery-claims.service.js';
import { webhookEventOf } from './webhook-events.js';
import { newWebhookSecret } from './webhook-signature.js';

export const PartnerWebhookMessages = {
  stillSending: 'This delivery is still being sent',
  disabled: 'Webhooks are disabled for this organization',
} as const;

/** A delivery as the log lists it. */
export interface WebhookDeliveryView {
  id: string;
  caseId: string;
  shortId: string | null;
  eventType: string;
  activityType: string;
  status: PartnerWebhookDeliveryStatus;
  attemptCount: number;
  lastResponseStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
  deliveredAt: Date | null;
  nextAttemptAt: Date | null;
}

export interface WebhookDeliveryDetail {
  delivery: WebhookDeliveryView;
  /** Null until the first try, and for a reader without access_phi (see requestBodyWithheld). */
  requestBody: string | null;
  /** The body exists but is not shown: it may carry the case's health information. */
  requestBodyWithheld: boolean;
  attempts: PartnerWebhookAttemptEntity[];
}

export interface DeliveryListRequest {
  recordsPerPage?: number | null;
  after?: string | null;
  status?: PartnerWebhookDeliveryStatus | null;
}

const VIEW_COLUMNS = `delivery.id, delivery.case_id AS "caseId", c.short_id AS "shortId",
  delivery.activity_type AS "activityType", delivery.status, delivery.attempt_count AS "attemptCount",
  delivery.last_response_status AS "lastResponseStatus", delivery.last_error AS "lastError",
  delivery.created_at AS "createdAt", delivery.updated_at AS "updatedAt", delivery.delivered_at AS "deliveredAt",
  delivery.next_attempt_at AS "nextAttemptAt"`;

type ViewRow = Omit<WebhookDeliveryView, 'eventType'>;

/** The cursor's time, exactly as the list writes it (UTC, microseconds); anything else is not its cursor. */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const toView = (row: ViewRow): WebhookDeliveryView => ({
  ...row,
  eventType: webhookEventOf(row.activityType as never) ?? row.activityType,
  nextAttemptAt: row.status === PartnerWebhookDeliveryStatus.PENDING ? row.nextAttemptAt : null,
});

/**
 * The partner settings' webhook part: the delivery log, Replay, and the signing secret. Whoever may edit
 * the partner settings (PartnerIntegrationRules.edit) in the organization; a delivery of another
 * organization does not exist for the caller.
 */
@Injectable()
export class PartnerWebhooksService {
  private readonly logger = new Logger('PartnerWebhooks');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QueueName.partnerWebhooks) private readonly queue: Queue,
  ) {}

  private scope(principal: Principal, organizationId: string | null | undefined): string {
    const organization = organizationId ?? principal.requireOrganizationId();
    if (!isUuid(organization)) throw notFound();
    principal.inOrganization(organization).assertSatisfies(restricted(PartnerIntegrationRules.edit));
    return organization;
  }

  /** Newest first, keyset-paged on (created_at, id). */
  async list(
    principal: Principal,
    organizationId: string | null | undefined,
    request: DeliveryListRequest,
  ): Promise<Page<WebhookDeliveryView>> {
    const organization = this.scope(principal, organizationId);
    const size = pageSize(request.recordsPerPage);
    const values: unknown[] = [organization];
    let where = 'delivery.organization_id = $1';
    if (request.status) {
      values.push(request.status);
      where += ` AND delivery.status = $${values.length}`;
    }
    const countValues = [...values];
    const countWhere = where;
    if (request.after) {
      const [createdAt, id] = decodeCursor(request.after, 2);
      if (typeof createdAt !== 'string' || typeof id !== 'string' || !isUuid(id) || !CURSOR_TIME.test(createdAt))
        throw badInput('after: not a cursor returned by this list', 'after');
      values.push(createdAt, id);
      where += ` AND (delivery.created_at, delivery.id) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`;
    }
    values.push(size + 1);
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        // The cursor keeps created_at to the microsecond: rows within one millisecond are neither skipped nor repeated.
        `SELECT ${VIEW_COLUMNS},
                to_char(delivery.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorTime"
           FROM partner_webhook_delivery delivery
           LEFT JOIN case_record c ON c.id = delivery.case_id
          WHERE ${where} ORDER BY delivery.created_at DESC, delivery.id DESC LIMIT $${values.length}`,
        values,
      ) as Promise<(ViewRow & { cursorTime: string })[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM partner_webhook_delivery delivery WHERE ${countWhere}`,
        countValues,
      ) as Promise<{ total: number }[]>,
    ]);
    const page = toPage(rows, size, total, (row) => [row.cursorTime, row.id]);
    return { ...page, items: page.items.map(({ cursorTime: _cursor, ...row }) => toView(row)) };
  }

  async detail(principal: Principal, deliveryId: string): Promise<WebhookDeliveryDetail> {
    const row = await this.load(principal, deliveryId);
    const attempts = await this.dataSource.getRepository(PartnerWebhookAttemptEntity).find({
      where: { deliveryId: row.id, organizationId: row.organizationId },
      order: { attempt: 'DESC' },
    });
    // With sendFullCaseDataInWebhookEventEnabled a body carries the whole case, answers included: PHI, so only a
    // reader holding access_phi sees bodies (settings editors need not hold it).
    const withheld = row.requestBody !== null && !principal.has(Permission.ACCESS_PHI);
    return {
      delivery: toView(row),
      requestBody: withheld ? null : row.requestBody,
      requestBodyWithheld: withheld,
      attempts,
    };
  }

  /**
   * Sends the delivery again, once, with the same body and webhook-id (so a receiver that has it drops it):
   * it becomes PENDING with one more try allowed, and its job is enqueued at once (the sweep sends it once
   * the claim's lease ends should that job be lost).
   */
  async replay(principal: Principal, deliveryId: string): Promise<WebhookDeliveryView> {
    const row = await this.load(principal, deliveryId);
    if (row.status === PartnerWebhookDeliveryStatus.PENDING) throw illegalState(PartnerWebhookMessages.stillSending);
    const [settings]: { enabled: boolean }[] = await this.dataSource.query(
      `SELECT (flags->>'isWebhookEnabled') = 'true' AND webhook_url <> '' AS enabled
         FROM partner_integration_info WHERE organization_id = $1`,
      [row.organizationId],
    );
    if (!settings?.enabled) throw illegalState(PartnerWebhookMessages.disabled);
    const leaseUntil = new Date(Date.now() + claimLeaseMs(this.config));
    const [updated]: [{ attemptCount: number }[], number] = await this.dataSource.query(
      `UPDATE partner_webhook_delivery SET status = 'PENDING', max_attempts = attempt_count + 1,
              next_attempt_at = $3, updated_at = now()
        WHERE id = $1 AND organization_id = $2 AND status <> 'PENDING'
        RETURNING attempt_count AS "attemptCount"`,
      [row.id, row.organizationId, leaseUntil],
    );
    if (updated.length === 0) throw illegalState(PartnerWebhookMessages.stillSending);
    try {
      await addJob(
        this.queue,
        'partner-webhooks.deliver',
        { organizationId: row.organizationId, deliveryId: row.id, isReplay: true },
        { jobId: `webhook-${row.id}-${updated[0].attemptCount + 1}-${leaseUntil.getTime()}` },
      );
    } catch (error) {
      // Committed as PENDING: the sweep sends it once the lease ends.
      this.logger.warn(`Replay of delivery ${row.id} not enqueued, left to the sweep: ${(error as Error).message}`);
    }
    return (await this.detail(principal, row.id)).delivery;
  }

  /** When the organization's signing secret was issued; null when none was. */
  async secretIssuedAt(principal: Principal, organizationId: string | null | undefined): Promise<Date | null> {
    const organization = this.scope(principal, organizationId);
    const [row]: { issuedAt: Date }[] = await this.dataSource.query(
      `SELECT updated_at AS "issuedAt" FROM partner_webhook_secret WHERE organization_id = $1`,
      [organization],
    );
    return row?.issuedAt ?? null;
  }

  /** Issues a new signing secret, replacing any before it; the only time it is returned. */
  async rotateSecret(
    principal: Principal,
    organizationId: string | null | undefined,
  ): Promise<{ secret: string; issuedAt: Date }> {
    const organization = this.scope(principal, organizationId);
    const secret = newWebhookSecret();
    const stored: { issuedAt: Date }[] = await this.dataSource.query(
      `INSERT INTO partner_webhook_secret (organization_id, secret, created_by_id)
       SELECT id, $2, $3 FROM organization WHERE id = $1
       ON CONFLICT (organization_id)
       DO UPDATE SET secret = EXCLUDED.secret, created_by_id = EXCLUDED.created_by_id, updated_at = now()
       RETURNING updated_at AS "issuedAt"`,
      [organization, secret, principal.userId],
    );
    if (stored.length === 0) throw notFound();
    return { secret, issuedAt: stored[0].issuedAt };
  }

  /** Loads a delivery by id with the tenant check: another organization's does not exist for the caller. */
  private async load(
    principal: Principal,
    deliveryId: string,
  ): Promise<ViewRow & { organizationId: string; requestBody: string | null }> {
    if (!isUuid(deliveryId)) throw notFound();
    const [row]: (ViewRow & { organizationId: string; requestBody: string | null })[] = await this.dataSource.query(
      `SELECT ${VIEW_COLUMNS}, delivery.organization_id AS "organizationId", delivery.request_body AS "requestBody"
         FROM partner_webhook_delivery delivery LEFT JOIN case_record c ON c.id = delivery.case_id
        WHERE delivery.id = $1`,
      [deliveryId],
    );
    principal.assertCanSee(row);
    principal.inOrganization(row.organizationId).assertSatisfies(restricted(PartnerIntegrationRules.edit));
    return row;
  }
}
