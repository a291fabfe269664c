import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useAliasLabels } from '../../../app/layout/alias-labels';
import { ActionDialog, type BaseDialogProps } from '../dialogs/ActionDialog';
import { roleLabel } from '../shared/case-labels';
import { HR_REP_ROLES } from './person-roles';
import { type PickedPerson, PersonPicker } from './PersonPicker';

/** The HR representative, chosen from the organization's HR administrators and representatives. */
export function HrRepDialog({
  busy,
  onClose,
  organizationId,
  current,
  onSet,
  onSetSelf,
}: BaseDialogProps & {
  organizationId: string;
  current: { id: string; fullName: string } | null;
  onSet(userId: string): void;
  /** Offered as "Make me HR representative" when given. */
  onSetSelf?(): void;
}) {
  const labels = useAliasLabels();
  const [person, setPerson] = useState<PickedPerson | null>(null);
  const [touched, setTouched] = useState(false);
  const error = touched && !person ? 'Choose a person.' : undefined;
  const who = HR_REP_ROLES.map((role) => roleLabel(role, labels)).join(' or ');
  return (
    <ActionDialog
      title="Set the HR representative"
      description={`${current ? `${current.fullName} is the HR representative now. ` : ''}Choose someone with the role ${who}.`}
      confirmLabel="Set HR representative"
      busy={busy}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (person) onSet(person.id);
      }}
      otherAction={onSetSelf ? { label: 'Make me HR representative', onClick: onSetSelf } : undefined}
    >
      <Stack sx={{ pt: 1 }}>
        <PersonPicker
          organizationId={organizationId}
          roles={HR_REP_ROLES}
          excludeIds={current ? [current.id] : undefined}
          value={person}
          onChange={setPerson}
          error={error}
          autoFocus
        />
      </Stack>
    </ActionDialog>
  );
}
