import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { AccessGuard, PRINCIPAL_RESOLVER, type PrincipalResolver } from '#access';
import { APP_CONFIG, type AppConfig, ConfigModule } from '#config';
import { DatabaseModule } from '#database/runtime';
import { CasesService } from '#domain/cases';
import { OrganizationsService } from '#domain/organizations';
import { UserListService } from '#domain/users';
import { FmlaHoursService } from '#domain/fmla';
import { EventsModule } from '#events';
import { StorageModule } from '#integrations';
import { AppErrorFilter } from './app-error.filter.js';
import { AuthModule } from './auth/auth.module.js';
import { FilesModule } from './files/files.module.js';
import { FormsModule } from './forms/forms.module.js';
import './graphql/enums.js';
import { graphqlOptions } from './graphql/graphql.module-options.js';
import { HealthController } from './health/health.controller.js';
import { OrganizationsResolver } from './organizations/organizations.resolver.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { CasesModule } from './cases/cases.module.js';
import { CaseConversationModule } from './case-conversation/case-conversation.module.js';
import { CaseDecisionsModule } from './case-decisions/case-decisions.module.js';
import { CaseSupportNotesModule } from './case-support-notes/case-support-notes.module.js';
import { CaseAttachmentsModule } from './case-attachments/case-attachments.module.js';
import { CaseDownloadModule } from './case-download/case-download.module.js';
import { FmlaHoursResolver } from './fmla/fmla-hours.resolver.js';
import { OrganizationAccessResolver } from './users/organization-access.resolver.js';
import { UsersResolver } from './users/users.resolver.js';
import { UsersListResolver } from './users/users-list.resolver.js';

export interface ApiModuleOptions {
  config: AppConfig;
  /** Path of the generated SDL, or true to keep it in memory. */
  schemaFile: string | true;
}

/** The GraphQL api, webhooks, files and health, with the deny-by-default guard on everything. */
@Module({})
export class ApiModule {
  static forRoot({ config, schemaFile }: ApiModuleOptions): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        EventsModule,
        StorageModule,
        AuthModule,
        FilesModule,
        FormsModule,
        CasesModule,
        CaseConversationModule,
        CaseDecisionsModule,
        CaseSupportNotesModule,
        CaseAttachmentsModule,
        CaseDownloadModule,
        RateLimitModule,
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          inject: [APP_CONFIG, PRINCIPAL_RESOLVER, CasesService],
          useFactory: (appConfig: AppConfig, resolver: PrincipalResolver, cases: CasesService) =>
            graphqlOptions(appConfig, resolver, cases, schemaFile),
          imports: [AuthModule, CasesModule],
        }),
      ],
      controllers: [HealthController],
      providers: [
        OrganizationsService,
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: AppErrorFilter },
        UsersResolver,
        UserListService,
        UsersListResolver,
        FmlaHoursService,
        FmlaHoursResolver,
        OrganizationAccessResolver,
        OrganizationsResolver,
      ],
    };
  }
}
