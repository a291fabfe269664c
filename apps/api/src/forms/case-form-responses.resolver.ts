import { Inject } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { FormResponsesService } from '#domain/forms';
import { type GraphqlContext, requirePrincipal } from '../graphql/graphql-context.js';
import { Case } from '../cases/case.model.js';
import { CaseFormResponse } from './form.model.js';

/** The answers that opened a case or were added to it, on the case itself. */
@Resolver(() => Case)
export class CaseFormResponsesResolver {
  constructor(@Inject(FormResponsesService) private readonly responses: FormResponsesService) {}

  /** Answers to PHI questions are left out for staff without access_phi. */
  @ResolveField(() => [CaseFormResponse])
  async formResponses(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<CaseFormResponse[]> {
    const found = await this.responses.submittedForCase(requirePrincipal(context), parent);
    return found.map(({ response, version, formName }) => ({
      ...response,
      formName,
      questions: version.questions,
    }));
  }
}
