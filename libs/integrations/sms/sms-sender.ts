import { Inject, Injectable } from '@nestjs/common';
import twilio from 'twilio';
import { APP_CONFIG, type AppConfig, publicWebhookBase } from '#config';
import { redirectedRequestClient } from './redirected-request-client.js';

export interface OutboundSms {
  to: string;
  body: string;
}

/** Sends text messages through Twilio's official SDK; TWILIO_BASE_URL points it at a local fake in tests. */
@Injectable()
export class SmsSender {
  private readonly client: twilio.Twilio;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.client = twilio(config.TWILIO_ACCOUNT_SID, config.TWILIO_AUTH_TOKEN, {
      // Our own retries (the sender's back-off) decide; the SDK's would resend inside one attempt.
      autoRetry: false,
      timeout: config.PROVIDER_REQUEST_TIMEOUT_MS,
      ...(config.TWILIO_BASE_URL ? { httpClient: redirectedRequestClient(config.TWILIO_BASE_URL) } : {}),
    });
  }

  /** Returns Twilio's message SID. */
  async send(sms: OutboundSms): Promise<string> {
    const message = await this.client.messages.create({
      to: sms.to,
      from: this.config.SMS_FROM,
      body: sms.body,
      statusCallback: this.statusCallbackUrl(),
    });
    return message.sid;
  }

  /** Where Twilio reports delivery; the api checks its signature over this exact URL. */
  private statusCallbackUrl(): string {
    return `${publicWebhookBase(this.config)}/webhooks/twilio/status`;
  }
}
