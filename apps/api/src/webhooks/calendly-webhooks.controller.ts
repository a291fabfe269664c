import { Controller, HttpCode, HttpStatus, Inject, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { isUuid, Public } from '#access';
import { calendlyDelivery, calendlyDeliveryId, type StoredCalendlyDelivery } from '#domain/calendar';
import { IntegrationSecretsService, IntegrationSecretType } from '#domain/integration-secrets';
import { Provider, ProviderEventsService } from '#domain/provider-events';
import { checkCalendlySignature } from './calendly-signature.js';
import { rawBodyOf } from './webhook-bodies.js';
import { refuse } from './webhook-refusals.js';

const ENDPOINT = 'calendly';

/**
 * Calendly's webhook for one organization (its subscription's URL names the organization): verified with that
 * organization's CALENDLY_SIGNATURE secret, stored once by the delivery's invitee and event, answered at
 * once; the worker puts the visit on the calendar (CalendlyBookingHandler).
 */
@Public()
@Controller('webhooks/calendly')
export class CalendlyWebhooksController {
  constructor(
    @Inject(IntegrationSecretsService) private readonly secrets: IntegrationSecretsService,
    @Inject(ProviderEventsService) private readonly events: ProviderEventsService,
  ) {}

  @Post(':organizationId')
  @HttpCode(HttpStatus.NO_CONTENT)
  async delivery(@Param('organizationId') organizationId: string, @Req() request: Request): Promise<void> {
    const secret = isUuid(organizationId)
      ? await this.secrets.secretOf(organizationId, IntegrationSecretType.CALENDLY_SIGNATURE)
      : null;
    if (!secret) refuse.notFound(ENDPOINT, 'no signing key for this organization');
    const body = rawBodyOf(request);
    const check = checkCalendlySignature(request.header('calendly-webhook-signature'), body, secret, new Date());
    if (check !== 'valid') refuse.forbidden(ENDPOINT, `signature ${check}`);
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      refuse.malformed(ENDPOINT, 'not JSON');
    }
    const parsed = calendlyDelivery.safeParse(json);
    if (!parsed.success) refuse.malformed(ENDPOINT, 'not an invitee delivery');
    const stored: StoredCalendlyDelivery = { organizationId, delivery: parsed.data };
    await this.events.storeOnce({
      provider: Provider.CALENDLY,
      providerEventId: `${organizationId}:${calendlyDeliveryId(parsed.data)}`,
      payload: { ...stored },
    });
  }
}
