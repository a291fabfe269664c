import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type AccessRule, AllowedFor, CurrentPrincipal, type Principal, Public, Role } from '#access';
import { AnonymousFormsService } from '#domain/forms';
import type { GraphqlContext } from '../graphql/graphql-context.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { UploadUrlPayload } from '../files/upload-urls.resolver.js';
import { UploadUrlsService } from '../files/upload-urls.service.js';
import { RateLimiter } from '../rate-limit/rate-limiter.service.js';
import { QuestionResponseInput } from './dto/form.inputs.js';
import { toFormModel } from './form.mapper.js';
import { AnonymousForm } from './form.model.js';
import { AnonymousFormResponsePayload, AnonymousFormTokenPayload } from './forms.payloads.js';

/** Case workers and TPA (spec: "Case workers and TPA" work cases); the case itself must be visible to them. */
const CASE_WORKERS_AND_TPA = [Role.CVADMIN, Role.ADMIN, Role.CASEMANAGER, Role.CASEWORKER, Role.CVTPA];
/** Who issues a single-use form link for a case. */
export const CreateAnonymousFormTokenRule = { roles: CASE_WORKERS_AND_TPA } satisfies AccessRule;

/** Journey 7: a provider without an account answers a form for a case through a single-use link. */
@Resolver(() => AnonymousForm)
export class AnonymousFormsResolver {
  constructor(
    @Inject(AnonymousFormsService) private readonly anonymousForms: AnonymousFormsService,
    @Inject(RateLimiter) private readonly rateLimiter: RateLimiter,
    @Inject(UploadUrlsService) private readonly uploads: UploadUrlsService,
  ) {}

  /** Not named by the spec: issues the link staff send (anonymous-form/request/{tokenId}). */
  @Mutation(() => AnonymousFormTokenPayload)
  @AllowedFor(CreateAnonymousFormTokenRule)
  async createAnonymousFormToken(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('formId', { type: () => ID }) formId: string,
    @Args('expiresInDays', { type: () => Int }) expiresInDays: number,
  ): Promise<AnonymousFormTokenPayload> {
    const token = await this.anonymousForms.createToken(principal, { caseId, formId, expiresInDays });
    return { success: true, message: OPERATION_SUCCEEDED, ...token };
  }

  /** Public: the token is the credential. Rate limited, so tokens cannot be guessed at speed. */
  @Query(() => AnonymousForm)
  @Public()
  async anonymousForm(
    @Context() context: GraphqlContext,
    @Args('tokenId', { type: () => ID }) tokenId: string,
  ): Promise<AnonymousForm> {
    await this.rateLimiter.consume('anonymousForm', context.clientIp);
    const found = await this.anonymousForms.formFor(tokenId);
    return { expiresAt: found.expiresAt, form: toFormModel(found) };
  }

  /**
   * Public, for the visitor of a valid link: a signed URL to upload one file for a FILE question. The
   * link records the path; its answers may name only the files uploaded through it.
   */
  @Mutation(() => UploadUrlPayload)
  @Public()
  async createAnonymousUploadUrl(
    @Context() context: GraphqlContext,
    @Args('tokenId', { type: () => ID }) tokenId: string,
    @Args('fileName') fileName: string,
    @Args('contentType') contentType: string,
  ): Promise<UploadUrlPayload> {
    await this.rateLimiter.consume('createAnonymousUploadUrl', context.clientIp);
    await this.anonymousForms.assertUsable(tokenId);
    const signed = await this.uploads.createAnonymous(fileName, contentType);
    await this.anonymousForms.registerUpload(tokenId, signed.path);
    return { success: true, message: OPERATION_SUCCEEDED, ...signed };
  }

  @Mutation(() => AnonymousFormResponsePayload)
  @Public()
  async addAnonymousUserFormResponseToCase(
    @Context() context: GraphqlContext,
    @Args('tokenId', { type: () => ID }) tokenId: string,
    @Args('responses', { type: () => [QuestionResponseInput] }) responses: QuestionResponseInput[],
  ): Promise<AnonymousFormResponsePayload> {
    await this.rateLimiter.consume('addAnonymousUserFormResponseToCase', context.clientIp);
    await this.anonymousForms.submit(tokenId, responses);
    return { success: true, message: 'Thank you, your answers were received.' };
  }
}
