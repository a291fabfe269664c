import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CasePerson } from '../cases/case.model.js';
import type { GraphqlContext } from '../graphql/graphql-context.js';

/**
 * A deleted user stays named on the cases, comments and timeline entries they took part in; this tells the
 * screens to show them as a former user. Read through the request's people loader: one query however many.
 */
@Resolver(() => CasePerson)
export class FormerPersonResolver {
  @ResolveField('deletedAt', () => Date, {
    nullable: true,
    description: 'Set when the user was deleted: shown as a former user',
  })
  async deletedAt(@Parent() person: CasePerson, @Context() context: GraphqlContext): Promise<Date | null> {
    const found = await context.people.load(person.id);
    return found?.deletedAt ?? null;
  }
}
