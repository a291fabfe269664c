import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useMemo, useState } from 'react';
import type { GeneralSettingsFieldsFragment } from '../../generated/graphql';
import { SaveBar } from './SaveBar';
import { useSaveGeneralSettings } from './use-save-general-settings';

export const MAX_WELCOME_TEXT_LENGTH = 4000;

const draftOf = (settings: GeneralSettingsFieldsFragment) => (settings.welcome.isDefault ? '' : settings.welcome.text);

/** The text employees read on their welcome page, with a preview as they will see it (plain text, line breaks kept). */
export function WelcomeTab({ settings }: { settings: GeneralSettingsFieldsFragment }) {
  const saved = useMemo(() => draftOf(settings), [settings]);
  const [draft, setDraft] = useState(saved);
  const { save, saving, problem, problemAt, clearProblem } = useSaveGeneralSettings();
  const dirty = draft !== saved;
  const tooLong = draft.length > MAX_WELCOME_TEXT_LENGTH;
  const error = problemAt('welcomeText');
  const shown = draft.trim() || settings.welcome.defaultText;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || tooLong || saving) return;
    const result = await save({ welcomeText: draft }, 'Welcome screen saved');
    if (result) setDraft(draftOf(result));
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-label="Welcome screen">
      <TextField
        label="Welcome text"
        value={draft}
        onChange={(event) => {
          clearProblem();
          setDraft(event.target.value);
        }}
        placeholder={settings.welcome.defaultText}
        multiline
        minRows={4}
        fullWidth
        error={!!error || tooLong}
        helperText={
          error ??
          `${draft.length} of ${MAX_WELCOME_TEXT_LENGTH} characters. Employees read this on their welcome page; leave it empty to use the default text.`
        }
      />
      <Paper variant="outlined" component="section" aria-labelledby="welcome-preview-heading" sx={{ p: 2, mt: 3 }}>
        <Typography id="welcome-preview-heading" component="h3" variant="subtitle1" gutterBottom>
          Preview
        </Typography>
        <Typography variant="body1" sx={{ whiteSpace: 'pre-line' }} data-testid="welcome-preview">
          {shown}
        </Typography>
      </Paper>
      <SaveBar
        label="Save welcome screen"
        dirty={dirty}
        blocked={tooLong}
        saving={saving}
        problem={error ? undefined : problem?.message}
        onDiscard={() => {
          clearProblem();
          setDraft(saved);
        }}
      />
    </Box>
  );
}
