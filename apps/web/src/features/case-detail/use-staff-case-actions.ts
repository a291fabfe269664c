import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import { describeError } from '../request/api-errors';
import { useDialog } from './dialogs/use-dialog';
import type { PerformChange } from './shared/staff-case';

/**
 * The state of the staff case page: which dialog is open (focus goes back to its trigger, or to the
 * title once the trigger is gone, e.g. "Unassign" once unassigned) and the change under way.
 */
export function useStaffCaseActions<DialogState>(refetch: () => Promise<unknown>) {
  const toast = useToast();
  const client = useApolloClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = useDialog<DialogState>(() => heading.current);
  const [busy, setBusy] = useState(false);

  const perform: PerformChange = async (mutation, variables) => {
    setBusy(true);
    try {
      const result = await client.mutate({ mutation, variables } as Parameters<typeof client.mutate>[0]);
      const payload = Object.values(
        (result.data ?? {}) as Record<string, { success?: boolean; message?: string | null }>,
      )[0];
      if (payload && payload.success === false) {
        toast.error(payload.message ?? undefined);
        return;
      }
      toast.success();
      dialog.close();
      refetch().catch(() => undefined);
    } catch (failure) {
      toast.error(describeError(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return { heading, dialog, busy, perform };
}
