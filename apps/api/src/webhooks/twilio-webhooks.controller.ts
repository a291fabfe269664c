import { Controller, Header, HttpCode, HttpStatus, Inject, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import { Provider, ProviderEventsService } from '#domain/provider-events';
import { consentKeywordOf, SMS_HELP_REPLY } from '#domain/sms-consent';
import { rawBodyOf } from './webhook-bodies.js';
import { refuse } from './webhook-refusals.js';
import { publicWebhookUrl } from './webhook-url.js';
import {
  inboundSmsPayload,
  isMessageSid,
  isMessageStatus,
  isValidTwilioSignature,
  statusPayload,
  twilioParams,
  twimlReply,
} from './twilio-request.js';

const FORM = 'application/x-www-form-urlencoded';

/**
 * Twilio's inbound SMS and status callbacks: verified by X-Twilio-Signature over the public URL and the
 * parameters, stored once (inbound by MessageSid, status by MessageSid and status, since each status is an
 * event of its own), answered at once; the worker does the rest.
 */
@Public()
@Controller('webhooks/twilio')
export class TwilioWebhooksController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ProviderEventsService) private readonly events: ProviderEventsService,
  ) {}

  /**
   * Answers HELP with the product's help text in the TwiML reply: the reply belongs to this exchange, needs
   * nothing from the database and no provider call, and is sent even if the worker is behind. STOP and START
   * get an empty answer: Twilio confirms those itself (and blocks a reply to STOP).
   */
  @Post('sms')
  @HttpCode(HttpStatus.OK)
  @Header('Content-Type', 'text/xml')
  async inboundSms(@Req() request: Request): Promise<string> {
    const params = this.verifiedParams('twilio/sms', request);
    if (!isMessageSid(params.MessageSid) || !params.From || !params.To)
      refuse.malformed('twilio/sms', 'MessageSid, From or To missing');
    await this.events.storeOnce({
      provider: Provider.TWILIO_SMS,
      providerEventId: params.MessageSid,
      payload: inboundSmsPayload(params),
    });
    return twimlReply(consentKeywordOf(params.Body ?? '') === 'HELP' ? SMS_HELP_REPLY : null);
  }

  @Post('status')
  @HttpCode(HttpStatus.NO_CONTENT)
  async status(@Req() request: Request): Promise<void> {
    const params = this.verifiedParams('twilio/status', request);
    if (!isMessageSid(params.MessageSid) || !isMessageStatus(params.MessageStatus))
      refuse.malformed('twilio/status', 'MessageSid or MessageStatus missing');
    await this.events.storeOnce({
      provider: Provider.TWILIO_STATUS,
      providerEventId: `${params.MessageSid}:${params.MessageStatus}`,
      payload: statusPayload(params),
    });
  }

  private verifiedParams(endpoint: string, request: Request): Record<string, string> {
    if (!request.is(FORM)) refuse.malformed(endpoint, 'not a form post');
    const params = twilioParams(rawBodyOf(request));
    const signature = request.header('x-twilio-signature');
    if (
      !isValidTwilioSignature(this.config.TWILIO_AUTH_TOKEN, signature, publicWebhookUrl(this.config, request), params)
    )
      refuse.forbidden(endpoint, signature ? 'bad signature' : 'no signature');
    return params;
  }
}
