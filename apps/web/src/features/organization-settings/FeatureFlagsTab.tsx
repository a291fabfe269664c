import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type FormEvent, useMemo, useState } from 'react';
import type { FeatureFlagsInput, GeneralSettingsFieldsFragment } from '../../generated/graphql';
import { SaveBar } from './SaveBar';
import { useSaveGeneralSettings } from './use-save-general-settings';

type Flag = keyof FeatureFlagsInput;

/** Every flag the product reads, with what it changes (the api documents the same list). */
const FLAGS: ReadonlyArray<{ flag: Flag; label: string; help: string }> = [
  {
    flag: 'messagesIncludeFullText',
    label: 'Send the full message text by e-mail and SMS',
    help: 'On: case e-mails and texts carry what the case team wrote. Off: the employee gets a notice without health information and reads the message after signing in.',
  },
  {
    flag: 'autoAssignPhysicians',
    label: 'Auto-assign physicians',
    help: "On: a new request is assigned to a physician licensed in the employee's state (the one with the fewest open cases). Off: requests wait for someone to assign them.",
  },
];

const draftOf = (settings: GeneralSettingsFieldsFragment): FeatureFlagsInput => ({
  messagesIncludeFullText: settings.featureFlags.messagesIncludeFullText,
  autoAssignPhysicians: settings.featureFlags.autoAssignPhysicians,
});

/** Switches for features the organization may turn on or off. */
export function FeatureFlagsTab({ settings }: { settings: GeneralSettingsFieldsFragment }) {
  const saved = useMemo(() => draftOf(settings), [settings]);
  const [draft, setDraft] = useState(saved);
  const { save, saving, problem, clearProblem } = useSaveGeneralSettings();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || saving) return;
    const result = await save({ featureFlags: draft }, 'Feature flags saved');
    if (result) setDraft(draftOf(result));
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-label="Feature flags">
      <Stack spacing={2}>
        {FLAGS.map(({ flag, label, help }) => (
          <FormControlLabel
            key={flag}
            control={
              <Switch
                checked={draft[flag] ?? false}
                onChange={(event) => setDraft((current) => ({ ...current, [flag]: event.target.checked }))}
                slotProps={{ input: { 'aria-describedby': `flag-help-${flag}` } }}
              />
            }
            label={
              <Box>
                <Typography variant="body1">{label}</Typography>
                <Typography variant="body2" color="text.secondary" id={`flag-help-${flag}`}>
                  {help}
                </Typography>
              </Box>
            }
          />
        ))}
      </Stack>
      <SaveBar
        label="Save feature flags"
        dirty={dirty}
        saving={saving}
        problem={problem?.message}
        onDiscard={() => {
          clearProblem();
          setDraft(saved);
        }}
      />
    </Box>
  );
}
