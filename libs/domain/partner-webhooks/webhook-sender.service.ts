import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { PartnerWebhookAttemptEntity } from './partner-webhook-attempt.entity.js';
import { PartnerWebhookDeliveryEntity, PartnerWebhookDeliveryStatus } from './partner-webhook-delivery.entity.js';
import { WebhookPayloadBuilder } from './webhook-payload.service.js';
import { isRetryableStatus, retryDelayMs } from './webhook-retry.js';
import { signWebhook } from './webhook-signature.js';
import { outboundUrlRefusal } from '#domain/shared';

/** The partner's webhook settings as a try reads them. */
interface PartnerWebhookSettings {
  webhookUrl: string;
  enabled: boolean;
  fullCaseData: boolean;
  secret: string | null;
}

/** What one try came to. */
export interface TryOutcome {
  /** False when nothing was tried: the delivery was not PENDING (done already, or unknown here). */
  tried: boolean;
  status: PartnerWebhookDeliveryStatus | null;
  responseStatus: number | null;
  error: string | null;
}

interface Answer {
  responseStatus: number | null;
  error: string | null;
  /** Whether a later try may succeed where this one failed. */
  retryable: boolean;
}

const NOT_TRIED: TryOutcome = { tried: false, status: null, responseStatus: null, error: null };
const MAX_ERROR_LENGTH = 500;

/**
 * Makes one try of a delivery: builds its body on the first try (kept, so every later try and a replay
 * send the same bytes), signs it for this moment, POSTs it without following redirects and within
 * PARTNER_WEBHOOK_TIMEOUT_MS, and records the try and where the delivery stands: SUCCEEDED on a 2xx,
 * PENDING with back-off after a network error, timeout, 5xx, 429 or 408 while tries remain, FAILED
 * otherwise. Runs in the worker only. The secret and the body are never logged.
 */
@Injectable()
export class WebhookSender {
  private readonly logger = new Logger('PartnerWebhooks');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(WebhookPayloadBuilder) private readonly payloads: WebhookPayloadBuilder,
  ) {}

  async deliver(deliveryId: string, organizationId: string, isReplay = false): Promise<TryOutcome> {
    const repository = this.dataSource.getRepository(PartnerWebhookDeliveryEntity);
    const delivery = await repository.findOne({ where: { id: deliveryId, organizationId } });
    if (!delivery || delivery.status !== PartnerWebhookDeliveryStatus.PENDING) return NOT_TRIED;
    const settings = await this.settingsOf(organizationId);
    // Webhooks turned off (or the address removed) since the event: nothing is sent; a replay once they are
    // on again sends it.
    if (!settings.enabled || !settings.webhookUrl) {
      await repository.update(
        { id: delivery.id, status: PartnerWebhookDeliveryStatus.PENDING },
        { status: PartnerWebhookDeliveryStatus.FAILED, lastError: 'Webhooks are disabled for this organization' },
      );
      return { tried: false, status: PartnerWebhookDeliveryStatus.FAILED, responseStatus: null, error: null };
    }
    const body = delivery.requestBody ?? (await this.keepBody(delivery, settings.fullCaseData));
    const started = Date.now();
    const answer = await this.post(delivery.id, settings, body);
    return this.record(delivery, settings.webhookUrl, answer, Date.now() - started, isReplay);
  }

  private async settingsOf(organizationId: string): Promise<PartnerWebhookSettings> {
    const [row]: { webhookUrl: string; flags: Record<string, unknown>; secret: string | null }[] =
      await this.dataSource.query(
        `SELECT info.webhook_url AS "webhookUrl", info.flags, secret.secret
           FROM organization org
           LEFT JOIN partner_integration_info info ON info.organization_id = org.id
           LEFT JOIN partner_webhook_secret secret ON secret.organization_id = org.id
          WHERE org.id = $1`,
        [organizationId],
      );
    return {
      webhookUrl: row?.webhookUrl ?? '',
      enabled: row?.flags?.isWebhookEnabled === true,
      fullCaseData: row?.flags?.sendFullCaseDataInWebhookEventEnabled === true,
      secret: row?.secret ?? null,
    };
  }

  /** Builds and stores the body once; a try racing this one keeps whichever was stored first. */
  private async keepBody(delivery: PartnerWebhookDeliveryEntity, fullCaseData: boolean): Promise<string> {
    const built = await this.payloads.build(delivery, fullCaseData);
    // TypeORM answers an UPDATE with [rows, affected count].
    const [[stored]]: [{ body: string }[], number] = await this.dataSource.query(
      `UPDATE partner_webhook_delivery SET request_body = COALESCE(request_body, $2), updated_at = now()
        WHERE id = $1 RETURNING request_body AS body`,
      [delivery.id, built],
    );
    return stored.body;
  }

  private async post(messageId: string, settings: PartnerWebhookSettings, body: string): Promise<Answer> {
    const refusal = outboundUrlRefusal(settings.webhookUrl, this.config.NODE_ENV);
    if (refusal) return { responseStatus: null, error: refusal, retryable: false };
    // Without a secret nothing unsigned goes out; the delivery waits (with back-off) for one to be issued.
    if (!settings.secret) return { responseStatus: null, error: 'No signing secret issued', retryable: true };
    try {
      const response = await fetch(settings.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'case-management-webhooks/1',
          ...signWebhook(settings.secret, messageId, new Date(), body),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.config.PARTNER_WEBHOOK_TIMEOUT_MS),
      });
      // The answer's body is not read into the log (it may echo what was sent); only drained.
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300)
        return { responseStatus: response.status, error: null, retryable: false };
      if (response.status >= 300 && response.status < 400)
        return { responseStatus: response.status, error: 'Redirects are not followed', retryable: false };
      return { responseStatus: response.status, error: null, retryable: isRetryableStatus(response.status) };
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'Timed out' : describe(error);
      return { responseStatus: null, error: reason.slice(0, MAX_ERROR_LENGTH), retryable: true };
    }
  }

  /** The try and the delivery's new state, in one transaction; the try's number comes from the row itself. */
  private async record(
    delivery: PartnerWebhookDeliveryEntity,
    url: string,
    answer: Answer,
    durationMs: number,
    isReplay: boolean,
  ): Promise<TryOutcome> {
    const succeeded = answer.error === null && answer.responseStatus !== null && answer.responseStatus < 300;
    return this.dataSource.transaction(async (manager) => {
      const [row]: { attempt: number; maxAttempts: number | null }[] = (
        await manager.query(
          `UPDATE partner_webhook_delivery SET attempt_count = attempt_count + 1, updated_at = now()
            WHERE id = $1 RETURNING attempt_count AS attempt, max_attempts AS "maxAttempts"`,
          [delivery.id],
        )
      )[0];
      const allowed = row.maxAttempts ?? this.config.PARTNER_WEBHOOK_MAX_ATTEMPTS;
      const status = succeeded
        ? PartnerWebhookDeliveryStatus.SUCCEEDED
        : answer.retryable && row.attempt < allowed
          ? PartnerWebhookDeliveryStatus.PENDING
          : PartnerWebhookDeliveryStatus.FAILED;
      await manager.insert(PartnerWebhookAttemptEntity, {
        organizationId: delivery.organizationId,
        deliveryId: delivery.id,
        attempt: row.attempt,
        url: url.slice(0, 2000),
        responseStatus: answer.responseStatus,
        error: answer.error,
        durationMs,
        isReplay,
      });
      const now = new Date();
      await manager.update(PartnerWebhookDeliveryEntity, delivery.id, {
        status,
        lastResponseStatus: answer.responseStatus,
        lastError: answer.error,
        deliveredAt: succeeded ? now : null,
        nextAttemptAt:
          status === PartnerWebhookDeliveryStatus.PENDING
            ? new Date(now.getTime() + retryDelayMs(row.attempt, this.config.PARTNER_WEBHOOK_RETRY_DELAY_MS))
            : now,
      });
      if (status === PartnerWebhookDeliveryStatus.FAILED)
        this.logger.warn(
          `Webhook delivery ${delivery.id} failed after ${row.attempt} tries: ${answer.error ?? answer.responseStatus}`,
        );
      return { tried: true, status, responseStatus: answer.responseStatus, error: answer.error };
    });
  }
}

/** A network error's reason without the address's query (it may carry tokens): the cause's code or message. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return 'Request failed';
  const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}
