import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '#events';
import { CasesModule } from '#domain/cases';
import { CompletionPagesService } from './completion-pages.service.js';
import { PaymentChargeRequests } from './payment-charge-requests.service.js';
import { PaymentIntentSecretRequests } from './payment-intent-secret-requests.js';

const services = [PaymentChargeRequests, CompletionPagesService, PaymentIntentSecretRequests];
const paymentsQueue = BullModule.registerQueue({ name: QueueName.payments });

/** Charges of case payments (the api's side: requests and the completion page; Stripe is called by the worker). */
@Module({ imports: [CasesModule, paymentsQueue], providers: services, exports: services })
export class PaymentChargesModule {}
