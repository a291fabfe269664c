import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useMemo, useState } from 'react';
import type { AliasKey, GeneralSettingsFieldsFragment } from '../../generated/graphql';
import { ALIAS_PLACES, PEOPLE_ALIASES, STAGE_ALIASES } from './alias-places';
import { AliasPreview } from './AliasPreview';
import { SaveBar } from './SaveBar';
import { useSaveGeneralSettings } from './use-save-general-settings';

/** Up to the api's limit; a longer label is refused there too. */
const MAX_LENGTH = 60;

type Draft = Record<AliasKey, string>;

/** Each alias as typed: empty while the organization uses the default label. */
const draftOf = (settings: GeneralSettingsFieldsFragment): Draft =>
  Object.fromEntries(
    settings.aliases.map((alias) => [alias.key, alias.label === alias.defaultLabel ? '' : alias.label]),
  ) as Draft;

/** The names the organization gives its roles, teams and request stages, with a preview of where they show. */
export function AliasesTab({ settings }: { settings: GeneralSettingsFieldsFragment }) {
  const saved = useMemo(() => draftOf(settings), [settings]);
  const defaults = useMemo(
    () => Object.fromEntries(settings.aliases.map((alias) => [alias.key, alias.defaultLabel])) as Draft,
    [settings],
  );
  const [draft, setDraft] = useState<Draft>(saved);
  const { save, saving, problem, problemAt, clearProblem } = useSaveGeneralSettings();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const labels = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(draft).map(([key, value]) => [key, value.trim() || defaults[key as AliasKey]]),
      ) as Draft,
    [draft, defaults],
  );
  const keys = settings.aliases.map((alias) => alias.key);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || saving) return;
    const result = await save({ aliases: keys.map((key) => ({ key, label: draft[key] ?? '' })) }, 'Aliases saved');
    if (result) setDraft(draftOf(result));
  };

  const field = (key: AliasKey) => {
    const index = keys.indexOf(key);
    const error = problemAt(`aliases.${index}`);
    const tooLong = (draft[key] ?? '').length > MAX_LENGTH;
    return (
      <TextField
        key={key}
        label={defaults[key]}
        value={draft[key] ?? ''}
        placeholder={defaults[key]}
        onChange={(event) => {
          clearProblem();
          setDraft((current) => ({ ...current, [key]: event.target.value }));
        }}
        error={!!error || tooLong}
        helperText={
          error ??
          (tooLong ? `Use at most ${MAX_LENGTH} characters` : `${ALIAS_PLACES[key]} Empty: “${defaults[key]}”.`)
        }
        slotProps={{ htmlInput: { maxLength: MAX_LENGTH + 20 } }}
        size="small"
        fullWidth
      />
    );
  };
  const placed = keys.some((_key, index) => problemAt(`aliases.${index}`));
  const blocked = keys.some((key) => (draft[key] ?? '').length > MAX_LENGTH);

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-label="Aliases">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Give roles, teams and request stages the names your organization uses. Leave a name empty to use the default.
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(240px, 1fr)' } }}
      >
        <Box>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
              People and teams
            </Typography>
            {PEOPLE_ALIASES.filter((key) => keys.includes(key)).map(field)}
          </Box>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 3, display: 'grid', gap: 2 }}>
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
              Request stages
            </Typography>
            {STAGE_ALIASES.filter((key) => keys.includes(key)).map(field)}
          </Box>
        </Box>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 }, alignSelf: 'start' }}>
          <AliasPreview labels={labels} />
        </Box>
      </Box>
      <SaveBar
        label="Save aliases"
        dirty={dirty}
        blocked={blocked}
        saving={saving}
        problem={placed ? undefined : problem?.message}
        onDiscard={() => {
          clearProblem();
          setDraft(saved);
        }}
      />
    </Box>
  );
}
