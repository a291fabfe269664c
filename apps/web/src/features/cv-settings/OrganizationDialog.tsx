import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ActionDialog } from '../case-detail/dialogs/ActionDialog';
import { type ApiProblem, apiProblems, messageWithoutField } from '../forms/form-errors';

/** The api answered without success (its message says why). */
export class RefusedAnswer extends Error {
  override readonly name = 'RefusedAnswer';
}

/** An answer the api gave without success is a refusal like any other. */
export function requireSuccess(answer: { success: boolean; message?: string | null } | undefined): void {
  if (!answer?.success) throw new RefusedAnswer(answer?.message || 'Operation not successful');
}

/** The refusal to show: the api's message, and its field when it named one. */
export function problemOf(failure: unknown): ApiProblem {
  return failure instanceof RefusedAnswer ? { message: failure.message } : (apiProblems(failure)[0] as ApiProblem);
}

export interface OrganizationDraft {
  name: string;
  contactEmail: string;
  isPartner: boolean;
  linkName: string;
}

type Field = keyof OrganizationDraft;
export type OrganizationDialogMode = 'create' | 'rename' | 'details' | 'partner';

const FIELDS: Record<OrganizationDialogMode, Field[]> = {
  create: ['name', 'contactEmail', 'isPartner', 'linkName'],
  rename: ['name'],
  details: ['contactEmail', 'linkName'],
  // Turning the partner flag on for an organization without a link name: the link name is asked for.
  partner: ['linkName'],
};

const TEXT: Record<OrganizationDialogMode, { title: string; confirm: string; description?: string }> = {
  create: { title: 'Create organization', confirm: 'Create' },
  rename: { title: 'Rename organization', confirm: 'Rename' },
  details: {
    title: 'Edit organization details',
    confirm: 'Save',
    description: 'An empty field is cleared; a partner organization keeps a link name.',
  },
  partner: {
    title: 'Make a partner organization',
    confirm: 'Make partner',
    description: 'A partner organization has a public landing page at partner/{link name}. Choose its link name.',
  },
};

/**
 * Creating an organization, renaming one, or giving one a link name as it becomes a partner. `onSave`
 * calls the api; a refusal comes back as an error whose message is shown at its field (ALREADY_EXISTS at
 * the link name), or above the fields when it names none.
 */
export function OrganizationDialog({
  mode,
  initial,
  onSave,
  onClose,
}: {
  mode: OrganizationDialogMode;
  initial: OrganizationDraft;
  onSave(draft: OrganizationDraft): Promise<void>;
  onClose(): void;
}) {
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field | 'form', string>>>({});
  const shown = FIELDS[mode];
  const text = TEXT[mode];

  const localProblems = (): typeof problems => {
    const found: typeof problems = {};
    if (shown.includes('name') && !draft.name.trim()) found.name = 'Write the name of the organization.';
    if ((mode === 'partner' || draft.isPartner) && !draft.linkName.trim())
      found.linkName = 'A partner organization needs a link name.';
    return found;
  };

  const submit = async () => {
    const found = localProblems();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSave(draft);
    } catch (failure) {
      const problem = problemOf(failure);
      const field = problem.code === 'ALREADY_EXISTS' ? 'linkName' : problem.field?.replace(/^input\./, '');
      if (field && shown.includes(field as Field)) setProblems({ [field]: messageWithoutField(problem) });
      else setProblems({ form: problem.message });
      setBusy(false);
    }
  };

  const textField = (field: Exclude<Field, 'isPartner'>, label: string, helper?: string, autoFocus = false) =>
    shown.includes(field) && (
      <TextField
        label={label}
        value={draft[field]}
        onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
        required={field === 'name' || (field === 'linkName' && (mode === 'partner' || draft.isPartner))}
        error={!!problems[field]}
        helperText={problems[field] ?? helper}
        autoFocus={autoFocus}
        fullWidth
      />
    );

  return (
    <ActionDialog
      title={text.title}
      description={text.description}
      confirmLabel={text.confirm}
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {problems.form && <Alert severity="error">{problems.form}</Alert>}
        {textField('name', 'Name', undefined, true)}
        {textField('contactEmail', 'Contact e-mail')}
        {shown.includes('isPartner') && (
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.isPartner}
                onChange={(event) => setDraft({ ...draft, isPartner: event.target.checked })}
              />
            }
            label="Partner organization (telehealth storefront)"
          />
        )}
        {textField(
          'linkName',
          'Link name',
          'Lowercase letters, digits and dashes; the address of its landing page.',
          mode === 'partner',
        )}
      </Stack>
    </ActionDialog>
  );
}
