import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { AccessGuard, PRINCIPAL_RESOLVER, type PrincipalResolver } from '#access';
import { APP_CONFIG, type AppConfig, ConfigModule } from '#config';
import { DatabaseModule } from '#database/runtime';
import { ENTITIES } from '#entities';
import { CasesModule, CasesService } from '#domain/cases';
import { EventsModule } from '#events';
import { AccessApiModule } from './access/access-api.module.js';
import { QueueBoardModule } from './admin/queue-board.module.js';
import { AppErrorFilter } from './app-error.filter.js';
import { AuthModule } from './auth/auth.module.js';
import { LiveSessions } from './auth/live-sessions.js';
import { CaseAttachmentsApiModule } from './case-attachments/case-attachments-api.module.js';
import { CaseConversationApiModule } from './case-conversation/case-conversation-api.module.js';
import { CaseMessagesApiModule } from './case-messages/case-messages-api.module.js';
import { CaseDecisionsApiModule } from './case-decisions/case-decisions-api.module.js';
import { CaseDownloadApiModule } from './case-download/case-download-api.module.js';
import { CaseConsultsApiModule } from './case-consults/case-consults-api.module.js';
import { CaseSupportNotesApiModule } from './case-support-notes/case-support-notes-api.module.js';
import { CalendarApiModule } from './calendar/calendar-api.module.js';
import { CasesApiModule } from './cases/cases-api.module.js';
import { CommunicationTemplatesApiModule } from './communication-templates/communication-templates-api.module.js';
import { DashboardsApiModule } from './dashboards/dashboards-api.module.js';
import { ReportsApiModule } from './reports/reports-api.module.js';
import { DocumentsApiModule } from './documents/documents-api.module.js';
import { CaseCategoriesApiModule } from './case-categories/case-categories-api.module.js';
import { CatalogApiModule } from './catalog/catalog-api.module.js';
import { PromoCodesApiModule } from './promo-codes/promo-codes-api.module.js';
import { FilesModule } from './files/files.module.js';
import { FmlaApiModule } from './fmla/fmla-api.module.js';
import { FormsApiModule } from './forms/forms-api.module.js';
import { IntegrationSecretsApiModule } from './integration-secrets/integration-secrets-api.module.js';
import './graphql/enums.js';
import { graphqlOptions } from './graphql/graphql.module-options.js';
import { HealthController } from './health/health.controller.js';
import { NotificationsApiModule } from './notifications/notifications-api.module.js';
import { PartnerSignUpApiModule } from './partner-signup/partner-sign-up-api.module.js';
import { PaymentChargesApiModule } from './payment-charges/payment-charges-api.module.js';
import { PaymentSetupApiModule } from './payment-setup/payment-setup-api.module.js';
import { SignUpPaymentsApiModule } from './sign-up-payments/sign-up-payments-api.module.js';
import { PaymentsApiModule } from './payments/payments-api.module.js';
import { AffiliatesApiModule } from './affiliates/affiliates-api.module.js';
import { PrescriptionsApiModule } from './prescriptions/prescriptions-api.module.js';
import { OrganizationsApiModule } from './organizations/organizations-api.module.js';
import { OrganizationSettingsApiModule } from './organization-settings/organization-settings-api.module.js';
import { PartnerIntegrationsApiModule } from './partner-integrations/partner-integrations-api.module.js';
import { PartnerWebhooksApiModule } from './partner-webhooks/partner-webhooks-api.module.js';
import { UsersApiModule } from './users/users-api.module.js';
import { WebhooksApiModule } from './webhooks/webhooks-api.module.js';
import { WorkflowRunsApiModule } from './workflow-runs/workflow-runs-api.module.js';
import { CaseImportsApiModule } from './case-imports/case-imports-api.module.js';
import { ExportsApiModule } from './exports/exports-api.module.js';
import { ReportSchedulesApiModule } from './report-schedules/report-schedules-api.module.js';
import { CaseOrdersApiModule } from './case-orders/case-orders-api.module.js';

export interface ApiModuleOptions {
  config: AppConfig;
  /** Path of the generated SDL, or true to keep it in memory. */
  schemaFile: string | true;
}

/** One line per area: its resolvers and controllers, on top of the area's own module from libs/domain. */
const AREA_APIS = [
  AccessApiModule,
  OrganizationsApiModule,
  UsersApiModule,
  CasesApiModule,
  CaseConversationApiModule,
  CaseMessagesApiModule,
  WorkflowRunsApiModule,
  CaseDecisionsApiModule,
  CaseSupportNotesApiModule,
  CaseConsultsApiModule,
  CaseOrdersApiModule,
  CaseAttachmentsApiModule,
  CaseDownloadApiModule,
  FmlaApiModule,
  FormsApiModule,
  CommunicationTemplatesApiModule,
  DocumentsApiModule,
  CaseCategoriesApiModule,
  CatalogApiModule,
  OrganizationSettingsApiModule,
  CalendarApiModule,
  IntegrationSecretsApiModule,
  NotificationsApiModule,
  DashboardsApiModule,
  ReportsApiModule,
  PartnerIntegrationsApiModule,
  PromoCodesApiModule,
  PartnerSignUpApiModule,
  PaymentChargesApiModule,
  PaymentSetupApiModule,
  SignUpPaymentsApiModule,
  PaymentsApiModule,
  AffiliatesApiModule,
  PrescriptionsApiModule,
  CaseImportsApiModule,
  PartnerWebhooksApiModule,
  ExportsApiModule,
  ReportSchedulesApiModule,
];

/** The GraphQL api, webhooks, files and health, with the deny-by-default guard on everything. */
@Module({})
export class ApiModule {
  static forRoot({ config, schemaFile }: ApiModuleOptions): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(ENTITIES),
        EventsModule,
        AuthModule,
        FilesModule,
        QueueBoardModule,
        WebhooksApiModule,
        ...AREA_APIS,
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          inject: [APP_CONFIG, PRINCIPAL_RESOLVER, CasesService, LiveSessions],
          useFactory: (appConfig: AppConfig, resolver: PrincipalResolver, cases: CasesService, live: LiveSessions) =>
            graphqlOptions(appConfig, resolver, cases, schemaFile, live),
          imports: [AuthModule, CasesModule],
        }),
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: AppErrorFilter },
      ],
    };
  }
}
