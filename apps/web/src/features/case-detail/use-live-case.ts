import type { DocumentNode } from '@apollo/client';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import type { CaseDetailActivityFieldsFragment } from '../../generated/graphql';
import { CASE_ATTACHMENTS_QUERY } from './attachments/attachment-queries';
import { SUPPORT_NOTES_QUERY } from './notes/support-note-queries';
import { CASE_ACTIVITY_ADDED_SUBSCRIPTION } from './shared/case-detail-queries';

/**
 * Parts of the case shown beside it with their own query (variable caseId): someone else's upload,
 * deletion or support note reaches the screen with the same event as the case.
 */
const CASE_PART_QUERIES: ReadonlySet<DocumentNode> = new Set<DocumentNode>([
  CASE_ATTACHMENTS_QUERY,
  SUPPORT_NOTES_QUERY,
]);

/**
 * New timeline entries of the case as they happen: each one refetches the case (header and timeline
 * change without a reload) and the parts of it shown on the screen (attachments, support notes), and
 * becomes the text of a polite announcement.
 */
export function useLiveCase(
  caseId: string,
  refetch: () => Promise<unknown>,
  describe: (entry: CaseDetailActivityFieldsFragment) => string,
): string {
  const client = useApolloClient();
  const [announcement, setAnnouncement] = useState('');
  useSubscription(CASE_ACTIVITY_ADDED_SUBSCRIPTION, {
    variables: { caseId },
    skip: !caseId,
    ignoreResults: true,
    onData: ({ data }) => {
      const entry = data.data?.caseActivityAdded;
      if (!entry) return;
      setAnnouncement(`New activity: ${describe(entry)}`);
      // A failed refetch keeps what is shown; the next event or a reload tries again.
      refetch().catch(() => undefined);
      // Only the parts on the screen now (a skipped query, e.g. support notes for an employee, is not).
      client
        .refetchQueries({
          include: 'active',
          onQueryUpdated: (query) => CASE_PART_QUERIES.has(query.options.query) && query.variables.caseId === caseId,
        })
        .catch(() => undefined);
    },
  });
  return announcement;
}
