import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import { describeError } from '../request/api-errors';
import { useDialog } from './dialogs/use-dialog';
import { runCaseChange } from './shared/run-case-change';
import type { PerformChange } from './shared/staff-case';

/**
 * The state of the staff case page: which dialog is open (focus goes back to its trigger, or to the
 * title once the trigger is gone, e.g. "Unassign" once unassigned) and the change under way. A change's
 * answer (the case as it left it and its timeline entries) is written into the cached case.
 */
export function useStaffCaseActions<DialogState>() {
  const toast = useToast();
  const client = useApolloClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = useDialog<DialogState>(() => heading.current);
  const [busy, setBusy] = useState(false);

  const perform: PerformChange = async (mutation, variables) => {
    setBusy(true);
    try {
      const answer = await runCaseChange(client, mutation, variables);
      if (answer && answer.success === false) {
        toast.error(answer.message ?? undefined);
        return;
      }
      toast.success();
      dialog.close();
    } catch (failure) {
      toast.error(describeError(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return { heading, dialog, busy, perform };
}
