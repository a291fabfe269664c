import { Controller, HttpCode, HttpStatus, Inject, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { isUuid, Public } from '#access';
import { checkPharmacySignature, pharmacyStatusDelivery, type StoredPharmacyStatus } from '#domain/case-orders';
import { Provider, ProviderEventsService } from '#domain/provider-events';
import { rawBodyOf } from './webhook-bodies.js';
import { refuse } from './webhook-refusals.js';

const ENDPOINT = 'pharmacy';

/**
 * A pharmacy's order status webhook (its URL names the pharmacy): Standard Webhooks headers verified with that
 * pharmacy's secret and a timestamp within 5 minutes, stored once by the pharmacy's webhook-id, answered at
 * once; the worker applies it to the order (PharmacyStatusHandler).
 */
@Public()
@Controller('webhooks/pharmacy')
export class PharmacyWebhooksController {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ProviderEventsService) private readonly events: ProviderEventsService,
  ) {}

  @Post(':pharmacyId')
  @HttpCode(HttpStatus.NO_CONTENT)
  async delivery(@Param('pharmacyId') pharmacyId: string, @Req() request: Request): Promise<void> {
    const [pharmacy] = isUuid(pharmacyId)
      ? await this.dataSource.query<{ signing_secret: string | null }[]>(
          `SELECT signing_secret FROM pharmacy WHERE id = $1`,
          [pharmacyId],
        )
      : [];
    if (!pharmacy?.signing_secret) refuse.notFound(ENDPOINT, 'no signing secret for this pharmacy');
    const body = rawBodyOf(request);
    const webhookId = request.header('webhook-id');
    const check = checkPharmacySignature(
      { id: webhookId, timestamp: request.header('webhook-timestamp'), signature: request.header('webhook-signature') },
      body,
      pharmacy.signing_secret,
      new Date(),
    );
    if (check !== 'valid') refuse.forbidden(ENDPOINT, `signature ${check}`);
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      refuse.malformed(ENDPOINT, 'not JSON');
    }
    const parsed = pharmacyStatusDelivery.safeParse(json);
    if (!parsed.success) refuse.malformed(ENDPOINT, 'not an order status');
    const { data } = parsed.data;
    const stored: StoredPharmacyStatus = {
      pharmacyId,
      orderId: data.orderId,
      status: data.status,
      occurredAt: data.occurredAt,
      trackingNumber: data.trackingNumber ?? null,
      carrier: data.carrier ?? null,
    };
    await this.events.storeOnce({
      provider: Provider.PHARMACY,
      providerEventId: `${pharmacyId}:${webhookId}`,
      payload: { ...stored },
    });
  }
}
