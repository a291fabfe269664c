import { randomBytes } from 'node:crypto';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { ConfigModule } from '#config';
import { DatabaseModule } from '#database/runtime';
import { ENTITIES } from '#entities';
import { EventsModule, QueueName } from '#events';
import {
  type Provider,
  ProviderEventEntity,
  ProviderEventProcessing,
  ProviderEventsModule,
} from '#domain/provider-events';
import { SmsConsentModule } from '#domain/sms-consent';
import { queueOf } from '#test/queues';
import { sendgridSigner } from '#test/provider-signatures';
import { startTestApi, type TestApi } from '#test/test-api';

/** The address Twilio is told to call; the api sits behind it (PUBLIC_WEBHOOK_BASE_URL). */
export const PUBLIC_BASE = 'https://hooks.example.test';
export const INBOUND_SECRET = 'inbound-secret-for-the-webhook-tests';

export interface WebhookHarness {
  api: TestApi;
  /** The worker's side: the provider-events processing with the areas' handlers. */
  worker: TestingModule;
  signer: ReturnType<typeof sendgridSigner>;
  /** Every message logged through Nest's Logger while the tests ran. */
  logged: string[];
  post(path: string, body: string | Buffer, headers: Record<string, string>): Promise<Response>;
  rows(provider: Provider, providerEventId: string): Promise<ProviderEventEntity[]>;
  /** Runs the job the api enqueued for this event as the worker does. */
  runJob(eventId: string): Promise<string>;
  close(): Promise<void>;
}

export const messageSid = () => `SM${randomBytes(16).toString('hex')}`;

export async function startWebhookHarness(): Promise<WebhookHarness> {
  const logged: string[] = [];
  for (const level of ['log', 'warn', 'error'] as const)
    jest.spyOn(Logger.prototype, level).mockImplementation(function (this: Logger, message: unknown) {
      logged.push(String(message));
    });
  const signer = sendgridSigner();
  const api = await startTestApi({
    PUBLIC_WEBHOOK_BASE_URL: PUBLIC_BASE,
    SENDGRID_EVENT_WEBHOOK_PUBLIC_KEY: signer.publicKey,
    SENDGRID_INBOUND_SECRET: INBOUND_SECRET,
  });
  const worker = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot(api.config),
      DatabaseModule.forRoot(ENTITIES),
      EventsModule,
      ProviderEventsModule,
      SmsConsentModule,
    ],
  }).compile();
  await worker.init();
  const dataSource = worker.get(DataSource);
  return {
    api,
    worker,
    signer,
    logged,
    post: (path, body, headers) => fetch(`${api.url}${path}`, { method: 'POST', body, headers }),
    rows: (provider, providerEventId) =>
      dataSource.getRepository(ProviderEventEntity).findBy({ provider, providerEventId }),
    async runJob(eventId) {
      const job = await queueOf(api.app, QueueName.providerEvents).getJob(eventId);
      if (!job) throw new Error(`no job for provider event ${eventId}`);
      expect(job.name).toBe('provider-events.process');
      return worker.get(ProviderEventProcessing).process((job.data as { providerEventId: string }).providerEventId);
    },
    async close() {
      await worker.close();
      await api.close();
      jest.restoreAllMocks();
    },
  };
}
