import { Inject } from '@nestjs/common';
import { Args, Field, Float, ID, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { type FmlaHoursEntity, FmlaHoursService, FmlaRules } from '#domain/fmla';
import { MutationPayload, OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';

@ObjectType()
export class FmlaHours {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  userId: string;

  @Field(() => Float)
  fmlaHoursTaken: number;

  @Field(() => Float)
  workHoursMissed: number;

  @Field(() => ID, { nullable: true, description: 'Who recorded the entry' })
  createdBy: string | null;

  @Field()
  createdAt: Date;
}

@ObjectType()
export class FmlaHoursPayload extends MutationPayload {
  @Field(() => FmlaHours, { nullable: true })
  fmlaHours: FmlaHours | null;
}

const toFmlaHours = (entry: FmlaHoursEntity): FmlaHours => ({
  id: entry.id,
  userId: entry.userId,
  fmlaHoursTaken: Number(entry.fmlaHoursTaken),
  workHoursMissed: Number(entry.workHoursMissed),
  createdBy: entry.createdById,
  createdAt: entry.createdAt,
});

/** An employee's FMLA hours: recorded by case workers, read by the organization's admins and case workers. */
@Resolver(() => FmlaHours)
export class FmlaHoursResolver {
  constructor(@Inject(FmlaHoursService) private readonly fmla: FmlaHoursService) {}

  /** Newest first. */
  @Query(() => [FmlaHours])
  @AllowedFor(FmlaRules.read)
  async fmlaHoursByUserId(
    @CurrentPrincipal() principal: Principal,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<FmlaHours[]> {
    return (await this.fmla.entriesOf(principal, userId)).map(toFmlaHours);
  }

  @Mutation(() => FmlaHoursPayload)
  @AllowedFor(FmlaRules.update)
  async addFmlaHours(
    @CurrentPrincipal() principal: Principal,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('fmlaHoursTaken', { type: () => Float }) fmlaHoursTaken: number,
    @Args('workHoursMissed', { type: () => Float }) workHoursMissed: number,
  ): Promise<FmlaHoursPayload> {
    const entry = await this.fmla.add(principal, userId, { fmlaHoursTaken, workHoursMissed });
    return { success: true, message: OPERATION_SUCCEEDED, fmlaHours: toFmlaHours(entry) };
  }
}
