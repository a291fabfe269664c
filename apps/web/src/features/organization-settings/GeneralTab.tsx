import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useMemo, useState } from 'react';
import type { GeneralSettingsFieldsFragment } from '../../generated/graphql';
import { SaveBar } from './SaveBar';
import { useSaveGeneralSettings } from './use-save-general-settings';

const MAX_TAG_IDS = 5;

/** The ids as typed: one a line (commas and spaces also separate). */
const idsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((id) => id.trim())
    .filter(Boolean);

const draftOf = (settings: GeneralSettingsFieldsFragment) => settings.general.analyticsTagIds.join('\n');

/** General settings: the organization's analytics tag ids. */
export function GeneralTab({ settings }: { settings: GeneralSettingsFieldsFragment }) {
  const saved = useMemo(() => draftOf(settings), [settings]);
  const [draft, setDraft] = useState(saved);
  const { save, saving, problem, problem: refusal, clearProblem } = useSaveGeneralSettings();
  const ids = idsOf(draft);
  const dirty = ids.join('\n') !== idsOf(saved).join('\n');
  const tooMany = ids.length > MAX_TAG_IDS;
  // The api names the id it refused by its place in the list: said with the id itself.
  const at = refusal?.field?.match(/^general\.analyticsTagIds(?:\.(\d+))?$/);
  const error = at
    ? at[1] !== undefined
      ? `${ids[Number(at[1])] ?? 'An id'}: ${refusal!.message}`
      : refusal!.message
    : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || tooMany || saving) return;
    const result = await save({ general: { analyticsTagIds: ids } }, 'General settings saved');
    if (result) setDraft(draftOf(result));
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-label="General">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Measure how people use the app with your own Google Analytics or Tag Manager.
      </Typography>
      <TextField
        label="Analytics tag ids"
        value={draft}
        onChange={(event) => {
          clearProblem();
          setDraft(event.target.value);
        }}
        multiline
        minRows={2}
        sx={{ maxWidth: 480 }}
        fullWidth
        error={!!error || tooMany}
        helperText={
          error ??
          (tooMany
            ? `Give at most ${MAX_TAG_IDS} tag ids`
            : `One id a line, such as G-ABC123XYZ or GTM-5XK2Q9; at most ${MAX_TAG_IDS}.`)
        }
      />
      <SaveBar
        label="Save general settings"
        dirty={dirty}
        blocked={tooMany}
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
