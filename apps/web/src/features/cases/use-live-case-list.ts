import type { TypedDocumentNode } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useLiveReconnected } from '../../app/apollo/live-reconnects';

/** A burst of changes within this window refreshes the list once. */
export const LIVE_REFRESH_DEBOUNCE_MS = 500;
/** How long a changed row stays marked. */
export const CHANGED_ROW_MARK_MS = 4000;
export const LIST_UPDATED_ANNOUNCEMENT = 'Case list updated';

type ListChangeEvent = Record<string, { caseId: string } | null | undefined>;

export interface LiveCaseList {
  /** Text for a polite live region; changes on every refresh. */
  announcement: string;
  /** Cases changed by recent events, to mark their rows briefly. */
  changedCaseIds: ReadonlySet<string>;
}

/**
 * Listens to a case-list change subscription and, after a quiet moment, calls `refresh` once for the
 * whole burst. The events carry no rows: the lists are refetched so access and filters stay the
 * server's. After the subscription socket reconnects, `refresh` runs at once: changes published while
 * it was away never arrive as events, so the list and its counts (new comments and notes) are asked again.
 */
export function useLiveCaseList(
  subscription: TypedDocumentNode<ListChangeEvent, Record<string, never>>,
  refresh: () => void,
  { skip = false }: { skip?: boolean } = {},
): LiveCaseList {
  const [announcement, setAnnouncement] = useState('');
  const [changedCaseIds, setChangedCaseIds] = useState<ReadonlySet<string>>(new Set());
  const refreshRef = useRef(refresh);
  const pending = useRef<Set<string>>(new Set());
  const timer = useRef<number | undefined>(undefined);
  const clearMarks = useRef<number | undefined>(undefined);

  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      window.clearTimeout(clearMarks.current);
    },
    [],
  );

  useLiveReconnected(() => {
    if (!skip) refreshRef.current();
  });

  useSubscription(subscription, {
    skip,
    ignoreResults: true,
    onData: ({ data }) => {
      for (const change of Object.values(data.data ?? {})) if (change) pending.current.add(change.caseId);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        const changed = new Set(pending.current);
        pending.current.clear();
        refreshRef.current();
        setChangedCaseIds(changed);
        // A new text each time, so the same message is announced again.
        setAnnouncement((previous) =>
          previous === LIST_UPDATED_ANNOUNCEMENT ? `${LIST_UPDATED_ANNOUNCEMENT}.` : LIST_UPDATED_ANNOUNCEMENT,
        );
        window.clearTimeout(clearMarks.current);
        clearMarks.current = window.setTimeout(() => setChangedCaseIds(new Set()), CHANGED_ROW_MARK_MS);
      }, LIVE_REFRESH_DEBOUNCE_MS);
    },
  });

  return { announcement, changedCaseIds };
}
