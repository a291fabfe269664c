import { Module } from '@nestjs/common';
import { CasesModule } from '#domain/cases';
import { CasePaymentsService } from './case-payments.service.js';
import { PaymentReportsService } from './payment-reports.service.js';

const services = [CasePaymentsService, PaymentReportsService];

/** Payments on cases: adding, changing and deleting them, their totals and the payment reports. */
@Module({ imports: [CasesModule], providers: services, exports: services })
export class PaymentsModule {}
