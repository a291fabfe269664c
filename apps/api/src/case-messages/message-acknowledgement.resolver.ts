import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { ConversationRules } from '#domain/case-conversation';
import {
  MessageAcknowledgementService,
  NONE_UNACKNOWLEDGED,
  type UnacknowledgedMessages,
  unacknowledgedMessagesOf,
} from '#domain/case-messages';
import { CasesService } from '#domain/cases';
import { isEmployeeView, toCaseModel } from '../cases/case.mapper.js';
import { Case } from '../cases/case.model.js';
import { withRecordedActivities } from '../cases/case-change-payload.js';
import { type GraphqlContext, requirePrincipal } from '../graphql/graphql-context.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { toCaseMessage } from './case-message.mapper.js';
import { CaseMessagesAcknowledgedPayload } from './message-conversation.model.js';

/** The employee's messages the case team has not acknowledged: counts on the case and the acknowledgement. */
@Resolver(() => Case)
export class MessageAcknowledgementResolver {
  constructor(
    @Inject(MessageAcknowledgementService) private readonly acknowledgement: MessageAcknowledgementService,
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  @ResolveField(() => Int, { nullable: true, description: 'Staff only: inbound messages nobody acknowledged' })
  async unacknowledgedMessageCount(@Parent() parent: Case, @Context() context: GraphqlContext) {
    return (await this.unacknowledgedOf(parent, context))?.count ?? null;
  }

  @ResolveField(() => Date, { nullable: true, description: 'Staff only: when the oldest of them arrived' })
  async earliestUnacknowledgedMessageAt(@Parent() parent: Case, @Context() context: GraphqlContext) {
    return (await this.unacknowledgedOf(parent, context))?.earliestAt ?? null;
  }

  /**
   * Acknowledges every inbound message of the case not acknowledged yet (none left is no error); as
   * acknowledgeCaseComment, case work: never the employee.
   */
  @Mutation(() => CaseMessagesAcknowledgedPayload)
  @AllowedFor(ConversationRules.caseWork)
  async acknowledgeCaseMessages(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
  ): Promise<CaseMessagesAcknowledgedPayload> {
    const { result: messages, ...recorded } = await withRecordedActivities(principal, () =>
      this.acknowledgement.acknowledge(principal, caseId),
    );
    return {
      success: true,
      message: OPERATION_SUCCEEDED,
      caseMessages: messages.map((message) => toCaseMessage(message, false)),
      ...recorded,
      case: toCaseModel(await this.cases.findVisible(principal, caseId), principal),
    };
  }

  /** Batched per request over every case of the answer (a list page reads them in one statement). */
  private async unacknowledgedOf(parent: Case, context: GraphqlContext): Promise<UnacknowledgedMessages | null> {
    if (isEmployeeView(requirePrincipal(context), parent)) return null;
    const loader = context.loaders.get<UnacknowledgedMessages>('unacknowledgedMessages', async (keys) => {
      const cases = keys.map((key) => {
        const [organizationId, id] = key.split(':');
        return { organizationId, id };
      });
      const found = await unacknowledgedMessagesOf(this.dataSource.manager, cases);
      return new Map(cases.map((one) => [`${one.organizationId}:${one.id}`, found.get(one.id) ?? NONE_UNACKNOWLEDGED]));
    });
    return loader.load(`${parent.organizationId}:${parent.id}`);
  }
}
