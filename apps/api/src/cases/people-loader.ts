import type DataLoader from 'dataloader';
import type { CasePersonRecord, CasesService } from '#domain/cases';
import type { GraphqlContext } from '../graphql/graphql-context.js';

/** The request's loader of people named on cases (authors, submitters, assignees): one query per request. */
export function peopleLoader(
  context: GraphqlContext,
  cases: CasesService,
): DataLoader<string, CasePersonRecord | null> {
  return context.loaders.get('userById', (ids) => cases.usersByIds(ids));
}

/** People a list already read with its rows: the fields that name them then need no query. */
export function primePeople(context: GraphqlContext, cases: CasesService, people: Map<string, CasePersonRecord>): void {
  const loader = peopleLoader(context, cases);
  for (const [id, person] of people) loader.prime(id, person);
}
