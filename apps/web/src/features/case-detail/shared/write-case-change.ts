import type { ApolloCache, Reference } from '@apollo/client/cache';
import type { CaseDetailActivityFieldsFragment } from '../../../generated/graphql';
import { addTimelineEntries } from './case-timeline-cache';

/** What a change to a case answers, as far as the case page keeps it (see the *-mutations documents). */
export interface CaseChangeAnswer {
  success?: boolean;
  message?: string | null;
  activities?: readonly CaseDetailActivityFieldsFragment[] | null;
  comment?: { __typename?: string; id: string } | null;
  note?: { __typename?: string; id: string } | null;
  case?: { __typename?: string; id: string } | null;
  attachment?: { __typename?: string; id: string } | null;
  caseMessage?: { __typename?: string; id: string } | null;
  attachments?: readonly { __typename?: string; id: string }[] | null;
}

type ListChange = 'add' | 'remove';

/**
 * Writes a change the viewer made into the cached case instead of reloading it. The changed objects the
 * answer selects (the case's fields, a comment, a note, a decision) are already normalized into the cache
 * by Apollo; what remains is the lists that hold them: the timeline gets the recorded entries, and a new
 * comment, note, message or file joins its list (a deleted one leaves it).
 */
export function writeCaseChange(cache: ApolloCache, answer: CaseChangeAnswer | null | undefined): void {
  if (!answer || answer.success === false) return;
  const activities = answer.activities ?? [];
  const caseId = activities[0]?.caseId ?? answer.case?.id;
  if (!caseId) return;
  const types = new Set(activities.map((entry) => entry.type));
  if (answer.comment) {
    const change = types.has('ADD_COMMENT') ? 'add' : types.has('DELETE_COMMENT') ? 'remove' : undefined;
    if (change) changeList(cache, caseId, 'comments', answer.comment, change);
  }
  if (answer.note && types.has('ADD_NOTE')) changeList(cache, caseId, 'notes', answer.note, 'add');
  if (answer.caseMessage && (types.has('OUTBOUND_EMAIL') || types.has('SMS_SENT')))
    changeList(cache, caseId, 'messages', answer.caseMessage, 'add');
  if (types.has('ADD_ATTACHMENT'))
    for (const file of answer.attachments ?? (answer.attachment ? [answer.attachment] : []))
      changeList(cache, caseId, 'attachments', file, 'add');
  if (answer.attachment && types.has('DELETE_ATTACHMENT'))
    changeList(cache, caseId, 'attachments', answer.attachment, 'remove');
  addTimelineEntries(cache, caseId, activities);
}

function changeList(
  cache: ApolloCache,
  caseId: string,
  field: 'comments' | 'notes' | 'attachments' | 'messages',
  item: { __typename?: string; id: string },
  change: ListChange,
): void {
  const itemId = cache.identify(item);
  const id = cache.identify({ __typename: 'Case', id: caseId });
  if (!itemId || !id) return;
  cache.modify({
    id,
    fields: {
      [field](existing: readonly Reference[] = [], { readField, toReference }) {
        const has = existing.some((entry) => readField('id', entry) === item.id);
        if (change === 'remove') return has ? existing.filter((entry) => readField('id', entry) !== item.id) : existing;
        const ref = toReference(itemId);
        return has || !ref ? existing : [...existing, ref];
      },
    },
  });
  if (change === 'remove') cache.evict({ id: itemId });
}
