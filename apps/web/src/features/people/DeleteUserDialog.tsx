import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import type { PersonRowFragment } from '../../generated/graphql';
import { ActionDialog } from '../case-detail/dialogs/ActionDialog';
import { DialogError } from './DialogError';
import { failureMessage, payloadMessage } from './people-errors';
import { DELETE_USER_MUTATION } from './people-queries';

/** Confirms, then deletes a person (deleteUser); their cases and timeline remain under a former user. */
export function DeleteUserDialog({
  person,
  organizationId,
  onClose,
  onDeleted,
}: {
  person: Pick<PersonRowFragment, 'id' | 'fullName' | 'email'>;
  organizationId: string | null;
  onClose(): void;
  onDeleted(): void;
}) {
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const [deleteUser, { loading }] = useMutation(DELETE_USER_MUTATION);

  const submit = async () => {
    setServerError(null);
    try {
      const { data } = await deleteUser({ variables: { userId: person.id, organizationId } });
      const refused = payloadMessage(data?.deleteUser);
      if (refused) {
        setServerError(refused);
        return;
      }
      toast.success(`${person.fullName} was deleted`);
      onDeleted();
    } catch (failure) {
      setServerError(failureMessage(failure));
    }
  };

  return (
    <ActionDialog
      title={`Delete ${person.fullName}?`}
      description={`${person.email} can no longer sign in. Their cases and timeline remain and show them as a former user. This cannot be undone.`}
      confirmLabel={loading ? 'Deleting…' : 'Delete'}
      destructive
      busy={loading}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <DialogError message={serverError} />
    </ActionDialog>
  );
}
