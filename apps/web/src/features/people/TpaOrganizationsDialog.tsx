import { useMutation } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import type { PersonRowFragment, TpaSubRole } from '../../generated/graphql';
import { ActionDialog } from '../case-detail/dialogs/ActionDialog';
import { DialogError } from './DialogError';
import { OrganizationChecklist, type OrganizationChoice } from './OrganizationChecklist';
import { failureMessage, payloadMessage } from './people-errors';
import { ADD_TPA_USER_TO_ORGANIZATIONS_MUTATION, REMOVE_TPA_USER_FROM_ORGANIZATIONS_MUTATION } from './people-queries';
import { SubRoleField } from './SubRoleField';

/**
 * Adds a TPA user to several organizations with a sub-role (addTpaUserToMultipleOrganizations), or
 * removes them from several of those they serve (removeTpaUserFromMultipleOrganizations).
 */
export function TpaOrganizationsDialog({
  mode,
  person,
  organizations,
  onClose,
  onDone,
}: {
  mode: 'add' | 'remove';
  person: PersonRowFragment;
  /** Every organization the viewer may choose from (for adding). */
  organizations: readonly OrganizationChoice[];
  onClose(): void;
  onDone(): void;
}) {
  const toast = useToast();
  const served = new Set(person.organizationAccess.map((access) => access.organizationId));
  const choices =
    mode === 'add'
      ? organizations.filter((organization) => !served.has(organization.id))
      : person.organizationAccess.map((access) => ({ id: access.organizationId, name: access.organizationName }));
  const [selected, setSelected] = useState<string[]>([]);
  const [subRole, setSubRole] = useState<TpaSubRole>('TPASUPPORT');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [add, addState] = useMutation(ADD_TPA_USER_TO_ORGANIZATIONS_MUTATION);
  const [remove, removeState] = useMutation(REMOVE_TPA_USER_FROM_ORGANIZATIONS_MUTATION);
  const busy = addState.loading || removeState.loading;

  const submit = async () => {
    setTried(true);
    if (selected.length === 0) return;
    setServerError(null);
    try {
      const payload =
        mode === 'add'
          ? (await add({ variables: { userId: person.id, organizationIds: selected, tpaSubRole: subRole } })).data
              ?.addTpaUserToMultipleOrganizations
          : (await remove({ variables: { userId: person.id, organizationIds: selected } })).data
              ?.removeTpaUserFromMultipleOrganizations;
      const refused = payloadMessage(payload);
      if (refused) {
        setServerError(refused);
        return;
      }
      toast.success(
        mode === 'add'
          ? `${person.fullName} now serves ${selected.length === 1 ? 'one more organization' : `${selected.length} more organizations`}`
          : `${person.fullName} no longer serves ${selected.length === 1 ? 'that organization' : 'those organizations'}`,
      );
      onDone();
    } catch (failure) {
      setServerError(failureMessage(failure));
    }
  };

  return (
    <ActionDialog
      title={
        mode === 'add' ? `Add ${person.fullName} to organizations` : `Remove ${person.fullName} from organizations`
      }
      confirmLabel={mode === 'add' ? 'Add to organizations' : 'Remove from organizations'}
      destructive={mode === 'remove'}
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <DialogError message={serverError} />
      <Stack spacing={2} sx={{ pt: 1 }}>
        {mode === 'add' && <SubRoleField value={subRole} onChange={setSubRole} />}
        <OrganizationChecklist
          legend={mode === 'add' ? 'Organizations to add' : 'Organizations to remove'}
          organizations={choices}
          selected={selected}
          onChange={setSelected}
          error={tried && selected.length === 0 ? 'Choose at least one organization.' : undefined}
          emptyText={mode === 'add' ? 'They already serve every organization.' : 'They serve no organization.'}
        />
      </Stack>
    </ActionDialog>
  );
}
