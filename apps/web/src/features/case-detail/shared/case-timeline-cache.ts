import type { ApolloCache, Reference } from '@apollo/client/cache';
import type { CaseDetailActivityFieldsFragment } from '../../../generated/graphql';
import { CASE_DETAIL_ACTIVITY_FIELDS } from '../timeline/activity-fragment';

const caseRef = (cache: ApolloCache, caseId: string) => cache.identify({ __typename: 'Case', id: caseId });

/**
 * Whether the case's cached timeline (any length asked for) already holds this entry. Read through
 * `cache.modify`, which visits every stored variant of the field (`activity(last: …)`), changing nothing.
 */
export function hasTimelineEntry(cache: ApolloCache, caseId: string, activityId: string): boolean {
  const id = caseRef(cache, caseId);
  if (!id) return false;
  let found = false;
  cache.modify({
    id,
    fields: {
      activity(existing: readonly Reference[] = [], { readField }) {
        if (existing.some((entry) => readField('id', entry) === activityId)) found = true;
        return existing;
      },
    },
    optimistic: true,
  });
  return found;
}

/**
 * Adds timeline entries to the case's cached timeline, oldest first, each once (by id): an entry the
 * cache has already, from the change's own answer or an earlier live event, changes nothing.
 */
export function addTimelineEntries(
  cache: ApolloCache,
  caseId: string,
  entries: readonly CaseDetailActivityFieldsFragment[],
): void {
  const id = caseRef(cache, caseId);
  if (!id || entries.length === 0) return;
  const refs = entries.flatMap((entry) => {
    const ref = cache.writeFragment({
      fragment: CASE_DETAIL_ACTIVITY_FIELDS,
      fragmentName: 'CaseDetailActivityFields',
      data: entry,
    });
    return ref ? [ref] : [];
  });
  cache.modify({
    id,
    fields: {
      activity(existing: readonly Reference[] = [], { readField }) {
        const seen = new Set(existing.map((entry) => readField<string>('id', entry)));
        const added = refs.filter((ref) => !seen.has(readField<string>('id', ref)));
        return added.length ? [...existing, ...added] : existing;
      },
    },
  });
}
