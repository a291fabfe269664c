import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal, Public, Role } from '#access';
import { AnonymousFormsService } from '#domain/forms';
import type { GraphqlContext } from '../graphql/graphql-context.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { RateLimiter } from '../rate-limit/rate-limiter.service.js';
import { QuestionResponseInput } from './dto/form.inputs.js';
import { toFormModel } from './form.mapper.js';
import { AnonymousForm } from './form.model.js';
import { AnonymousFormResponsePayload, AnonymousFormTokenPayload } from './forms.payloads.js';

/** Case workers and TPA (spec: "Case workers and TPA" work cases); the case itself must be visible to them. */
const CASE_WORKERS_AND_TPA = [Role.CVADMIN, Role.ADMIN, Role.CASEMANAGER, Role.CASEWORKER, Role.CVTPA];

/** Journey 7: a provider without an account answers a form for a case through a single-use link. */
@Resolver(() => AnonymousForm)
export class AnonymousFormsResolver {
  constructor(
    @Inject(AnonymousFormsService) private readonly anonymousForms: AnonymousFormsService,
    @Inject(RateLimiter) private readonly rateLimiter: RateLimiter,
  ) {}

  /** Not named by the spec: issues the link staff send (anonymous-form/request/{tokenId}). */
  @Mutation(() => AnonymousFormTokenPayload)
  @AllowedFor({ roles: CASE_WORKERS_AND_TPA })
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
