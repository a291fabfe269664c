import type { INestApplicationContext } from '@nestjs/common';
import { Role, TpaSubRole } from '#access';
import { SendGridFake } from '#test/fakes/sendgrid-fake';
import { StripeFake } from '#test/fakes/stripe-fake';
import { TwilioFake } from '#test/fakes/twilio-fake';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { startWorker } from '../../../apps/worker/src/create-worker.js';

export const WEBHOOK_SECRET = 'whsec_payment_setup_tests';

export type Answer = {
  data?: Record<string, Record<string, unknown> | null> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/** The api, a worker and the provider fakes (Stripe's among them); the worker's SDKs point at the fakes. */
export interface PaymentSetupStack {
  api: TestApi;
  worker: INestApplicationContext;
  stripe: StripeFake;
  stripeUrl: string;
  org: ScratchOrganization;
  other: ScratchOrganization;
  as(
    organization: ScratchOrganization,
    name: string,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<Answer>;
  anonymous(query: string, variables: Record<string, unknown>): Promise<Answer>;
  /** A case of the organization's employee Pat. */
  newCase(): Promise<string>;
  close(): Promise<void>;
}

/** `settings` add to or override the api's and worker's environment. */
export async function startPaymentSetupStack(settings: Record<string, string> = {}): Promise<PaymentSetupStack> {
  const target = { apiUrl: '', publicUrl: '' };
  const stripe = new StripeFake({ target, secret: WEBHOOK_SECRET });
  const sendGrid = new SendGridFake();
  const twilio = new TwilioFake();
  const [stripeUrl, sendGridUrl, twilioUrl] = await Promise.all([stripe.start(), sendGrid.start(), twilio.start()]);
  const api = await startTestApi({
    STRIPE_BASE_URL: stripeUrl,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SENDGRID_BASE_URL: sendGridUrl,
    SENDGRID_API_KEY: 'SG.test-key',
    TWILIO_BASE_URL: twilioUrl,
    MESSAGE_RETRY_DELAY_MS: '20',
    ...settings,
  });
  target.apiUrl = api.url;
  target.publicUrl = api.url;
  const worker = await startWorker(api.config);
  const org = await createScratchOrganization({
    Support: TpaSubRole.TPASUPPORT,
    Worker: Role.CASEWORKER,
    Pat: Role.USER,
    Lee: Role.USER,
  });
  const other = await createScratchOrganization({ Support: TpaSubRole.TPASUPPORT, Sam: Role.USER });
  const as: PaymentSetupStack['as'] = (organization, name, query, variables) =>
    api.graphql(query, variables, { token: organization.users[name].token, organizationId: organization.id }) as never;
  return {
    api,
    worker,
    stripe,
    stripeUrl,
    org,
    other,
    as,
    anonymous: (query, variables) => api.graphql(query, variables) as never,
    newCase: () => org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' }),
    async close() {
      await worker.close();
      await api.close();
      await Promise.all([org.close(), other.close(), stripe.stop(), sendGrid.stop(), twilio.stop()]);
    },
  };
}
