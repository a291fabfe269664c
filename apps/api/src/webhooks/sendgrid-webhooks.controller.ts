import { Controller, HttpCode, HttpStatus, Inject, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import { Provider, ProviderEventsService } from '#domain/provider-events';
import { STORAGE_DRIVER, type StorageDriver } from '#integrations';
import { removeInboundAttachments, storeInboundAttachments } from './inbound-attachments.js';
import { inboundEmailPayload, inboundProviderEventId, isInboundSecret, readInboundForm } from './sendgrid-inbound.js';
import {
  SENDGRID_SIGNATURE_HEADER,
  SENDGRID_TIMESTAMP_HEADER,
  SendgridEventSignature,
} from './sendgrid-event-signature.js';
import { parseSendgridEvents, sendgridEventPayload } from './sendgrid-events.js';
import { rawBodyOf } from './webhook-bodies.js';
import { refuse } from './webhook-refusals.js';

/**
 * SendGrid's Event Webhook (signed, each event stored once by sg_event_id) and Inbound Parse (unsigned:
 * the secret in its URL is the credential), stored and answered at once; the worker does the rest.
 */
@Public()
@Controller('webhooks/sendgrid')
export class SendgridWebhooksController {
  private readonly signature: SendgridEventSignature;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ProviderEventsService) private readonly events: ProviderEventsService,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {
    this.signature = new SendgridEventSignature(config.SENDGRID_EVENT_WEBHOOK_PUBLIC_KEY);
  }

  @Post('events')
  @HttpCode(HttpStatus.NO_CONTENT)
  async deliveryEvents(@Req() request: Request): Promise<void> {
    const raw = rawBodyOf(request);
    const check = this.signature.check(
      raw,
      request.header(SENDGRID_SIGNATURE_HEADER),
      request.header(SENDGRID_TIMESTAMP_HEADER),
    );
    if (check !== 'valid') refuse.forbidden('sendgrid/events', check);
    const events = parseSendgridEvents(raw);
    if (!events) refuse.malformed('sendgrid/events', 'not a JSON array of events with sg_event_id');
    await this.events.storeAllOnce(
      events.map((event) => ({
        provider: Provider.SENDGRID_EVENTS,
        providerEventId: event.sg_event_id,
        payload: sendgridEventPayload(event),
      })),
    );
  }

  /**
   * The secret is checked before the body is parsed; a wrong one answers 404 as an unknown path does. The
   * e-mail's files are written to storage before its event is stored (the worker registers them); a replay's
   * copies are removed again.
   */
  @Post('inbound/:secret')
  @HttpCode(HttpStatus.OK)
  async inboundEmail(@Param('secret') secret: string, @Req() request: Request): Promise<{ ok: true }> {
    if (!isInboundSecret(this.config.SENDGRID_INBOUND_SECRET, secret))
      refuse.notFound('sendgrid/inbound', 'wrong secret');
    const raw = rawBodyOf(request);
    const form = await readInboundForm(request.header('content-type'), raw);
    if (!form) refuse.malformed('sendgrid/inbound', 'not a multipart form with from, to and headers');
    const attachments = await storeInboundAttachments(this.storage, form.files);
    const stored = await this.events
      .storeOnce({
        provider: Provider.SENDGRID_INBOUND,
        providerEventId: inboundProviderEventId(form, raw),
        payload: inboundEmailPayload(form, attachments),
      })
      .catch(async (error: unknown) => {
        await removeInboundAttachments(this.storage, attachments.stored);
        throw error;
      });
    if (!stored.isNew) await removeInboundAttachments(this.storage, attachments.stored);
    return { ok: true };
  }
}
