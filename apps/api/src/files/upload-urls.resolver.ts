import { Inject } from '@nestjs/common';
import { Args, Field, ID, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import { CurrentPrincipal, type Principal, SignedIn } from '#access';
import { MutationPayload, OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { UploadTarget } from './upload-target.js';
import { UploadUrlsService } from './upload-urls.service.js';

@ObjectType()
export class UploadHeader {
  @Field()
  name: string;

  @Field()
  value: string;
}

@ObjectType()
export class UploadUrlPayload extends MutationPayload {
  @Field({ description: 'PUT the bytes here once, with the same Content-Type and the headers below, before expiresAt' })
  url: string;

  @Field(() => [UploadHeader], {
    description: 'Send these with the PUT as well (a storage precondition that makes the URL work once)',
  })
  headers: UploadHeader[];

  @Field({ description: 'The storage path to register once the upload is done' })
  path: string;

  @Field()
  expiresAt: Date;
}

@Resolver()
export class UploadUrlsResolver {
  constructor(@Inject(UploadUrlsService) private readonly uploads: UploadUrlsService) {}

  /** A short-lived signed URL to upload one file to; which targets a caller may use is decided per target. */
  @Mutation(() => UploadUrlPayload)
  @SignedIn()
  async createUploadUrl(
    @CurrentPrincipal() principal: Principal,
    @Args('target', { type: () => UploadTarget }) target: UploadTarget,
    @Args('fileName') fileName: string,
    @Args('contentType') contentType: string,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
    @Args('partnerIntegrationId', { type: () => ID, nullable: true }) partnerIntegrationId?: string,
  ): Promise<UploadUrlPayload> {
    const signed = await this.uploads.create(principal, { target, fileName, contentType, partnerIntegrationId });
    return { success: true, message: OPERATION_SUCCEEDED, ...signed };
  }
}
