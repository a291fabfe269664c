import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { VisitType } from '../../../generated/graphql';
import { ActionDialog, type BaseDialogProps } from '../dialogs/ActionDialog';
import { VisitTypeField } from '../dialogs/VisitTypeField';
import { ASSIGNABLE_ROLES } from './person-roles';
import { type PickedPerson, PersonPicker } from './PersonPicker';

/** The assignee, chosen from the people who may work cases, with an optional visit type. */
export function AssignDialog({
  busy,
  onClose,
  organizationId,
  currentVisitType,
  onAssign,
  onAssignSelf,
}: BaseDialogProps & {
  organizationId: string;
  currentVisitType: VisitType | null;
  onAssign(userId: string, visitType: VisitType | null): void;
  /** Offered as "Assign to me" when given. */
  onAssignSelf?(visitType: VisitType | null): void;
}) {
  const [person, setPerson] = useState<PickedPerson | null>(null);
  const [visitType, setVisitType] = useState<VisitType | ''>(currentVisitType ?? '');
  const [touched, setTouched] = useState(false);
  const error = touched && !person ? 'Choose a person.' : undefined;
  return (
    <ActionDialog
      title="Assign this case"
      description="The person you choose accepts the case to start work on it. If you assign it to yourself, it moves to in progress at once."
      confirmLabel="Assign"
      busy={busy}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (person) onAssign(person.id, visitType || null);
      }}
      otherAction={onAssignSelf ? { label: 'Assign to me', onClick: () => onAssignSelf(visitType || null) } : undefined}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <PersonPicker
          organizationId={organizationId}
          roles={ASSIGNABLE_ROLES}
          value={person}
          onChange={setPerson}
          error={error}
          autoFocus
        />
        <VisitTypeField value={visitType} onChange={setVisitType} />
      </Stack>
    </ActionDialog>
  );
}
