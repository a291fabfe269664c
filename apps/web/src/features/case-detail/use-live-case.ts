import type { DocumentNode } from '@apollo/client';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useLiveReconnected } from '../../app/apollo/live-reconnects';
import type { CaseDetailActivityFieldsFragment } from '../../generated/graphql';
import { CASE_MESSAGES_QUERY } from './messages/message-queries';
import { SUPPORT_NOTES_QUERY } from './notes/support-note-queries';
import { CASE_ORDERS_QUERY } from './orders/order-queries';
import { CASE_ACTIVITY_ADDED_SUBSCRIPTION } from './shared/case-detail-queries';
import { addTimelineEntries, hasTimelineEntry } from './shared/case-timeline-cache';
import { afterOwnCaseChanges } from './shared/run-case-change';

/**
 * Parts of the case shown beside it with their own query (variable caseId): someone else's support note
 * and the pharmacy's order update reach the screen with the same event as the case. (The files come with the
 * case itself.)
 */
const CASE_PART_QUERIES: ReadonlySet<DocumentNode> = new Set<DocumentNode>([SUPPORT_NOTES_QUERY, CASE_ORDERS_QUERY]);

/**
 * Entries about an outbound message (written, then sent or failed by the worker): they change the message
 * thread only, so only its query is reloaded, not the case.
 */
const MESSAGE_ACTIVITY_TYPES: ReadonlySet<string> = new Set(['OUTBOUND_EMAIL', 'SMS_SENT']);

/**
 * New timeline entries of the case as they happen, by activity id:
 * - an entry the cached case already has (the viewer's own change, written from its answer, or an event
 *   delivered twice) changes nothing;
 * - someone else's entry joins the cached timeline, becomes the text of a polite announcement, and the
 *   case (`refetch`) and the parts of it on the screen are reloaded for what it changed; an entry about a
 *   message (MESSAGE_ACTIVITY_TYPES) reloads the message thread alone.
 * The event of one's own change may come before its answer: it is looked at once the viewer's changes
 * under way are answered.
 *
 * When the subscription socket reconnects, the subscription starts again from `lastActivityId` (the last
 * entry the page has), so the entries recorded while it was away are delivered first.
 */
export function useLiveCase(
  caseId: string,
  lastActivityId: string | undefined,
  refetch: () => Promise<unknown>,
  describe: (entry: CaseDetailActivityFieldsFragment) => string,
): string {
  const client = useApolloClient();
  const [announcement, setAnnouncement] = useState('');
  const [after, setAfter] = useState<string | null>(null);
  const lastSeen = useRef(lastActivityId);
  useEffect(() => {
    lastSeen.current = lastActivityId;
  }, [lastActivityId]);
  useLiveReconnected(() => setAfter(lastSeen.current ?? null));

  const receive = async (entry: CaseDetailActivityFieldsFragment) => {
    await afterOwnCaseChanges(client);
    if (hasTimelineEntry(client.cache, caseId, entry.id)) return;
    addTimelineEntries(client.cache, caseId, [entry]);
    lastSeen.current = entry.id;
    setAnnouncement(`New activity: ${describe(entry)}`);
    const aboutMessage = MESSAGE_ACTIVITY_TYPES.has(entry.type);
    // A failed refetch keeps what is shown; the next event or a reload tries again.
    if (!aboutMessage) refetch().catch(() => undefined);
    const parts = aboutMessage ? new Set<DocumentNode>([CASE_MESSAGES_QUERY]) : CASE_PART_QUERIES;
    // Only the parts on the screen now (a skipped query, e.g. support notes for an employee, is not).
    client
      .refetchQueries({
        include: 'active',
        onQueryUpdated: (query) => parts.has(query.options.query) && query.variables.caseId === caseId,
      })
      .catch(() => undefined);
  };

  useSubscription(CASE_ACTIVITY_ADDED_SUBSCRIPTION, {
    variables: { caseId, after },
    skip: !caseId,
    ignoreResults: true,
    onData: ({ data }) => {
      const entry = data.data?.caseActivityAdded;
      if (entry) void receive(entry);
    },
  });
  return announcement;
}
