import { useMutation } from '@apollo/client/react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import type { Gender, UpdateUserInput, UserProfileQuery } from '../../generated/graphql';
import { ActionDialog } from '../case-detail/dialogs/ActionDialog';
import { MIN_PASSWORD_LENGTH } from './add-user-validation';
import { DialogError } from './DialogError';
import { failureMessage, payloadMessage } from './people-errors';
import { UPDATE_USER_MUTATION } from './profile-queries';

type Profile = UserProfileQuery['userById'];

const TEXT_FIELDS = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['secondaryEmail', 'Secondary e-mail'],
  ['phoneNumber', 'Phone number'],
  ['title', 'Title'],
  ['titleSuffix', 'Title suffix'],
  ['employeeId', 'Employee ID'],
  ['department', 'Department'],
  ['jobTitle', 'Job title'],
  ['directSupervisor', 'Direct supervisor'],
  ['dob', 'Date of birth'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['postalCode', 'Postal code'],
  ['country', 'Country'],
] as const;

type TextKey = (typeof TEXT_FIELDS)[number][0];
type Draft = Record<TextKey, string> & { gender: Gender | ''; hoursWorkedPerWeek: string; password: string };

const GENDERS: ReadonlyArray<{ value: Gender; label: string }> = [
  { value: 'FEMALE', label: 'Female' },
  { value: 'MALE', label: 'Male' },
  { value: 'OTHER', label: 'Other' },
];

function draftOf(profile: Profile): Draft {
  const draft = Object.fromEntries(TEXT_FIELDS.map(([key]) => [key, profile[key] ?? ''])) as Record<TextKey, string>;
  return {
    ...draft,
    gender: profile.gender ?? '',
    hoursWorkedPerWeek: profile.hoursWorkedPerWeek === null ? '' : String(profile.hoursWorkedPerWeek),
    password: '',
  };
}

/** The fields that changed, as updateUser takes them (a cleared optional field is sent as null). */
export function changedFields(profile: Profile, draft: Draft): UpdateUserInput {
  const input: UpdateUserInput = {};
  const before = draftOf(profile);
  for (const [key] of TEXT_FIELDS) {
    const value = draft[key].trim();
    if (value === before[key].trim()) continue;
    input[key] = value === '' && key !== 'firstName' && key !== 'lastName' ? null : value;
  }
  if (draft.gender !== before.gender) input.gender = draft.gender || null;
  if (draft.hoursWorkedPerWeek.trim() !== before.hoursWorkedPerWeek) {
    input.hoursWorkedPerWeek = draft.hoursWorkedPerWeek.trim() ? Number(draft.hoursWorkedPerWeek) : null;
  }
  if (draft.password) input.password = draft.password;
  return input;
}

function validate(draft: Draft): Partial<Record<keyof Draft, string>> {
  const errors: Partial<Record<keyof Draft, string>> = {};
  if (!draft.firstName.trim()) errors.firstName = 'Enter a first name.';
  if (!draft.lastName.trim()) errors.lastName = 'Enter a last name.';
  if (draft.dob.trim() && !/^\d{4}-\d{2}-\d{2}$/.test(draft.dob.trim())) errors.dob = 'Use the format YYYY-MM-DD.';
  const hours = draft.hoursWorkedPerWeek.trim();
  if (hours && (!Number.isFinite(Number(hours)) || Number(hours) < 0 || Number(hours) > 168)) {
    errors.hoursWorkedPerWeek = 'Enter hours between 0 and 168.';
  }
  if (draft.password && draft.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  return errors;
}

/** Edits a person's profile (updateUser); Admins and CV Admins may also set someone else's password. */
export function EditProfileDialog({
  profile,
  organizationId,
  allowPassword,
  onClose,
  onSaved,
}: {
  profile: Profile;
  organizationId: string | null;
  allowPassword: boolean;
  onClose(): void;
  onSaved(): void;
}) {
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UPDATE_USER_MUTATION);
  const errors = tried ? validate(draft) : {};
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = async () => {
    setTried(true);
    if (Object.keys(validate(draft)).length > 0) return;
    const input = changedFields(profile, draft);
    if (Object.keys(input).length === 0) {
      onClose();
      return;
    }
    setServerError(null);
    try {
      const { data } = await update({ variables: { userId: profile.id, input, organizationId } });
      const refused = payloadMessage(data?.updateUser);
      if (refused) {
        setServerError(refused);
        return;
      }
      toast.success('Profile saved');
      onSaved();
    } catch (failure) {
      setServerError(failureMessage(failure));
    }
  };

  return (
    <ActionDialog
      title={`Edit the profile of ${profile.fullName}`}
      confirmLabel={loading ? 'Saving…' : 'Save'}
      busy={loading}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <DialogError message={serverError} />
      <Stack spacing={2} sx={{ pt: 1 }}>
        {TEXT_FIELDS.map(([key, label], index) => (
          <TextField
            key={key}
            label={label}
            value={draft[key]}
            required={key === 'firstName' || key === 'lastName'}
            autoFocus={index === 0}
            onChange={(event) => set({ [key]: event.target.value })}
            error={!!errors[key]}
            helperText={errors[key] ?? (key === 'dob' ? 'YYYY-MM-DD' : undefined)}
          />
        ))}
        <TextField
          select
          label="Gender"
          value={draft.gender}
          onChange={(event) => set({ gender: event.target.value as Gender | '' })}
        >
          <MenuItem value="">Not given</MenuItem>
          {GENDERS.map((gender) => (
            <MenuItem key={gender.value} value={gender.value}>
              {gender.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Hours worked per week"
          type="number"
          value={draft.hoursWorkedPerWeek}
          onChange={(event) => set({ hoursWorkedPerWeek: event.target.value })}
          error={!!errors.hoursWorkedPerWeek}
          helperText={errors.hoursWorkedPerWeek}
          slotProps={{ htmlInput: { min: 0, max: 168, step: 0.5 } }}
        />
        {allowPassword && (
          <TextField
            label="New password (optional)"
            type="password"
            autoComplete="new-password"
            value={draft.password}
            onChange={(event) => set({ password: event.target.value })}
            error={!!errors.password}
            helperText={errors.password ?? 'Leave empty to keep their password.'}
          />
        )}
      </Stack>
    </ActionDialog>
  );
}
