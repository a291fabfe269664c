import { Inject } from '@nestjs/common';
import { Field, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { MutationPayload, OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { QueueBoardLinks } from './queue-board-links.service.js';
import { QueueBoardRule } from './queue-board-rule.js';

@ObjectType()
export class QueueDashboardLinkPayload extends MutationPayload {
  @Field({ description: "Open once, before expiresAt, in a new tab: a path on the web app's origin" })
  url: string;

  @Field()
  expiresAt: Date;
}

@Resolver()
export class QueueBoardLinkResolver {
  constructor(@Inject(QueueBoardLinks) private readonly links: QueueBoardLinks) {}

  /** A short-lived single-use link that opens the job queues board (Bull Board) for a CV Admin. */
  @Mutation(() => QueueDashboardLinkPayload)
  @AllowedFor(QueueBoardRule)
  async queueDashboardLink(@CurrentPrincipal() principal: Principal): Promise<QueueDashboardLinkPayload> {
    return { success: true, message: OPERATION_SUCCEEDED, ...(await this.links.issue(principal)) };
  }
}
