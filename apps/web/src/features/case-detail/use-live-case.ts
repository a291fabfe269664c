import { useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import type { CaseDetailActivityFieldsFragment } from '../../generated/graphql';
import { CASE_ACTIVITY_ADDED_SUBSCRIPTION } from './case-detail-queries';

/**
 * New timeline entries of the case as they happen: each one refetches the case (header and timeline
 * change without a reload) and becomes the text of a polite announcement.
 */
export function useLiveCase(
  caseId: string,
  refetch: () => Promise<unknown>,
  describe: (entry: CaseDetailActivityFieldsFragment) => string,
): string {
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
    },
  });
  return announcement;
}
