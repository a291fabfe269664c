import { Inject } from '@nestjs/common';
import { Args, Field, ID, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { type ExportRequest, ExportsService } from '#domain/exports';
import { MutationPayload, OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { CreateExportLinkInput } from './dto/export-link.input.js';
import { ExportLinks } from './export-links.service.js';
import { CreateExportLinkRule, exportListDeclaration } from './export-rules.js';

@ObjectType()
export class ExportLinkPayload extends MutationPayload {
  @Field({ description: "Open once, before expiresAt: a path on the web app's origin that downloads the CSV" })
  url: string;

  @Field()
  expiresAt: Date;
}

@Resolver()
export class ExportLinkResolver {
  constructor(
    @Inject(ExportLinks) private readonly links: ExportLinks,
    @Inject(ExportsService) private readonly exports: ExportsService,
  ) {}

  /**
   * A short-lived single-use link that downloads a list as CSV with the screen's filters. The filters are
   * checked now (BAD_USER_INPUT), as is the caller's right to read the list.
   */
  @Mutation(() => ExportLinkPayload)
  @AllowedFor(CreateExportLinkRule)
  async createExportLink(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: CreateExportLinkInput,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<ExportLinkPayload> {
    principal.assertSatisfies(exportListDeclaration(input.list));
    const request: ExportRequest = {
      list: input.list,
      caseFilters: input.caseFilters ? { ...input.caseFilters } : null,
      multiOrganizationCaseFilters: input.multiOrganizationCaseFilters ? { ...input.multiOrganizationCaseFilters } : null,
      userFilters: input.userFilters ? { ...input.userFilters } : null,
      paymentPeriod: input.paymentPeriod ? { ...input.paymentPeriod } : null,
      onlyWithPayments: input.onlyWithPayments ?? null,
    };
    await this.exports.check(principal, request);
    return { success: true, message: OPERATION_SUCCEEDED, ...(await this.links.issue(principal, request)) };
  }
}
