import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '#events';
import { CaseMessagesModule } from '#domain/case-messages';
import { CasesModule } from '#domain/cases';
import { PaymentInfoService } from './payment-info.service.js';
import { PaymentSetupService } from './payment-setup.service.js';
import { SetupIntentRequests } from './setup-intent-requests.js';

const services = [PaymentSetupService, PaymentInfoService, SetupIntentRequests];
const paymentsQueue = BullModule.registerQueue({ name: QueueName.payments });

/** Saved cards and payment links (the api's side; Stripe is called by the worker). Produces to the payments queue. */
@Module({
  imports: [CasesModule, CaseMessagesModule, paymentsQueue],
  providers: services,
  exports: [...services, paymentsQueue],
})
export class PaymentMethodsModule {}
