import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ActionDialog, type BaseDialogProps } from '../dialogs/ActionDialog';
import { ASSIGNABLE_ROLES } from './person-roles';
import { type PickedPerson, PersonPicker } from './PersonPicker';

/** Adds one or more people to the case team. */
export function TeamDialog({
  busy,
  onClose,
  organizationId,
  memberIds,
  onAdd,
  onJoin,
}: BaseDialogProps & {
  organizationId: string;
  /** Already on the team: not offered again. */
  memberIds: readonly string[];
  onAdd(userIds: string[]): void;
  /** Offered as "Join the team" when given. */
  onJoin?(): void;
}) {
  const [people, setPeople] = useState<PickedPerson[]>([]);
  const [touched, setTouched] = useState(false);
  const error = touched && people.length === 0 ? 'Choose at least one person.' : undefined;
  return (
    <ActionDialog
      title="Add team members"
      description="Team members work on the case with its assignee."
      confirmLabel="Add to team"
      busy={busy}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (people.length > 0) onAdd(people.map((person) => person.id));
      }}
      otherAction={onJoin ? { label: 'Join the team', onClick: onJoin } : undefined}
    >
      <Stack sx={{ pt: 1 }}>
        <PersonPicker
          multiple
          organizationId={organizationId}
          roles={ASSIGNABLE_ROLES}
          excludeIds={memberIds}
          value={people}
          onChange={setPeople}
          error={error}
          autoFocus
        />
      </Stack>
    </ActionDialog>
  );
}
