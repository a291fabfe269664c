import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useMemo, useState } from 'react';
import type { OrganizationSettingsFieldsFragment, ReminderKind } from '../../generated/graphql';
import { SaveBar } from './SaveBar';
import { REMINDER_LABELS, timeZoneOptions } from './settings-labels';
import { useSaveSettings } from './use-save-settings';

interface KindDraft {
  kind: ReminderKind;
  enabled: boolean;
  /** As typed: the api checks the range and says so next to the field. */
  after: string;
}
interface Draft {
  timeZone: string;
  businessDays: boolean;
  kinds: KindDraft[];
}

const draftOf = (settings: OrganizationSettingsFieldsFragment): Draft => ({
  timeZone: settings.timeZone,
  businessDays: settings.reminders.businessDays,
  kinds: settings.reminders.kinds.map(({ kind, enabled, after }) => ({ kind, enabled, after: String(after) })),
});

/** Reminder toggles with their counts (days; hours for visits), business days, and the organization's time zone. */
export function RemindersTab({ settings }: { settings: OrganizationSettingsFieldsFragment }) {
  const saved = useMemo(() => draftOf(settings), [settings]);
  const [draft, setDraft] = useState<Draft>(saved);
  const { save, saving, problem, problemAt, clearProblem } = useSaveSettings();
  const zones = useMemo(() => timeZoneOptions(draft.timeZone), [draft.timeZone]);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  // A count that is no whole number cannot even be sent (the api takes an Int): said here, before saving.
  const notWhole = (after: string) => !/^\d+$/.test(after.trim());
  const sendable = !draft.kinds.some((kind) => notWhole(kind.after));

  const setKind = (index: number, change: Partial<KindDraft>) =>
    setDraft((current) => ({
      ...current,
      kinds: current.kinds.map((kind, i) => (i === index ? { ...kind, ...change } : kind)),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || !sendable || saving) return;
    const result = await save(
      {
        timeZone: draft.timeZone,
        reminders: {
          businessDays: draft.businessDays,
          kinds: draft.kinds.map(({ kind, enabled, after }) => ({
            kind,
            enabled,
            after: Number(after),
          })),
        },
      },
      'Reminders saved',
    );
    if (result) setDraft(draftOf(result));
  };

  const timeZoneProblem = problemAt('timeZone');
  const placed = timeZoneProblem || draft.kinds.some((_kind, index) => problemAt(`reminders.kinds.${index}`));

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-label="Reminders">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Reminders go out on their own when something waits too long. Day counts start when the wait begins.
      </Typography>
      <Stack spacing={2}>
        {draft.kinds.map((kind, index) => {
          const text = REMINDER_LABELS[kind.kind];
          const countProblem =
            problemAt(`reminders.kinds.${index}`) ?? (notWhole(kind.after) ? 'Enter a whole number' : undefined);
          const countLabel = text.unit === 'hours' ? 'Hours before' : 'Days after';
          return (
            <Box
              key={kind.kind}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
              role="group"
              aria-label={text.label}
            >
              <FormControlLabel
                sx={{ minWidth: 280 }}
                control={
                  <Switch
                    checked={kind.enabled}
                    onChange={(event) => setKind(index, { enabled: event.target.checked })}
                  />
                }
                label={
                  <Box>
                    <Typography variant="body1">{text.label}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {text.help}
                    </Typography>
                  </Box>
                }
              />
              <TextField
                label={`${countLabel}: ${text.label.toLowerCase()}`}
                type="number"
                size="small"
                value={kind.after}
                onChange={(event) => {
                  clearProblem();
                  setKind(index, { after: event.target.value });
                }}
                error={!!countProblem}
                helperText={countProblem ?? (text.unit === 'hours' ? '1 to 168 hours' : '1 to 365 days')}
                slotProps={{ htmlInput: { min: 1, max: text.unit === 'hours' ? 168 : 365, step: 1 } }}
                sx={{ width: 260 }}
              />
            </Box>
          );
        })}
        <FormControlLabel
          control={
            <Switch
              checked={draft.businessDays}
              onChange={(event) => setDraft((current) => ({ ...current, businessDays: event.target.checked }))}
            />
          }
          label="Count business days only (Monday to Friday)"
        />
        <Autocomplete
          options={zones}
          value={draft.timeZone}
          disableClearable
          onChange={(_event, value) => {
            clearProblem();
            setDraft((current) => ({ ...current, timeZone: value }));
          }}
          sx={{ maxWidth: 360 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Time zone"
              error={!!timeZoneProblem}
              helperText={timeZoneProblem ?? 'Reminders, schedules and reports count days in this time zone.'}
            />
          )}
        />
      </Stack>
      <SaveBar
        label="Save reminders"
        dirty={dirty}
        blocked={!sendable}
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
