import { Inject, Injectable } from '@nestjs/common';
import { Client } from '@sendgrid/client';
import type { ClientRequest } from '@sendgrid/client/src/request.js';
import { MailService } from '@sendgrid/mail';
import { APP_CONFIG, type AppConfig } from '#config';

export interface OutboundEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where the recipient's reply goes (a case's own reply address). */
  replyTo?: string;
  /** Correlates delivery webhooks with our records; never carries PHI. */
  customArgs?: Record<string, string>;
  /** Files attached (a scheduled report's CSV). */
  attachments?: { fileName: string; type: string; content: Buffer }[];
}

/** Sends e-mail through SendGrid's official SDK; SENDGRID_BASE_URL points it at a local fake in tests. */
@Injectable()
export class EmailSender {
  private readonly mail = new MailService();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    // A client of our own, so the base URL never leaks into the SDK's shared default client.
    const client = new Client();
    client.setApiKey(config.SENDGRID_API_KEY);
    if (config.SENDGRID_BASE_URL) client.setDefaultRequest('baseUrl', config.SENDGRID_BASE_URL);
    // Axios, under the SDK, waits for ever by default; a send's claim holds only so long (MESSAGE_SEND_LEASE_MS).
    // The SDK passes any axios option on, though its type names only some.
    const axiosOptions = { timeout: config.PROVIDER_REQUEST_TIMEOUT_MS };
    client.setDefaultRequest(axiosOptions as Partial<ClientRequest> as ClientRequest);
    this.mail.setClient(client);
  }

  /** Returns SendGrid's message id when it gives one. */
  async send(email: OutboundEmail): Promise<string | null> {
    const [response] = await this.mail.send({
      to: email.to,
      from: this.config.MAIL_FROM,
      subject: email.subject,
      text: email.text,
      html: email.html,
      ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      customArgs: email.customArgs,
      ...(email.attachments?.length
        ? {
            attachments: email.attachments.map((file) => ({
              filename: file.fileName,
              type: file.type,
              content: file.content.toString('base64'),
              disposition: 'attachment',
            })),
          }
        : {}),
    });
    const id = response.headers['x-message-id'];
    return typeof id === 'string' ? id : null;
  }
}
