import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useAliasLabels } from '../../app/layout/alias-labels';
import { useToast } from '../../app/notifications/use-toast';
import type { TpaSubRole } from '../../generated/graphql';
import { ActionDialog } from '../case-detail/dialogs/ActionDialog';
import { DialogError } from './DialogError';
import { failureMessage, payloadMessage } from './people-errors';
import { UPDATE_TPA_USER_MUTATION } from './people-queries';
import { isTpaSubRole } from './role-rules';
import { SubRoleField } from './SubRoleField';

/** Changes a TPA user's sub-role in one organization they serve (updateTpaUser with that organization). */
export function ChangeSubRoleDialog({
  person,
  access,
  onClose,
  onChanged,
}: {
  person: { id: string; fullName: string };
  access: { organizationId: string; organizationName: string; role: string };
  onClose(): void;
  onChanged(): void;
}) {
  const labels = useAliasLabels();
  const toast = useToast();
  const [subRole, setSubRole] = useState<TpaSubRole>(isTpaSubRole(access.role) ? access.role : 'TPASUPPORT');
  const [serverError, setServerError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UPDATE_TPA_USER_MUTATION);

  const submit = async () => {
    setServerError(null);
    try {
      const { data } = await update({
        variables: { userId: person.id, input: { tpaSubRole: subRole }, organizationId: access.organizationId },
      });
      const refused = payloadMessage(data?.updateTpaUser);
      if (refused) {
        setServerError(refused);
        return;
      }
      toast.success(`${person.fullName}'s ${labels.TPA_ROLE} was changed`);
      onChanged();
    } catch (failure) {
      setServerError(failureMessage(failure));
    }
  };

  return (
    <ActionDialog
      title={`Change the ${labels.TPA_ROLE} of ${person.fullName} in ${access.organizationName}`}
      confirmLabel={loading ? 'Saving…' : 'Save'}
      busy={loading}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <DialogError message={serverError} />
      <SubRoleField value={subRole} onChange={setSubRole} />
    </ActionDialog>
  );
}
