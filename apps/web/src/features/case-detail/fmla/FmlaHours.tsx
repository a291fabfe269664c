import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import type { FmlaViewerCanFragment } from '../../../generated/graphql';
import { exactTime, relativeTime } from '../../request/relative-time';
import { ADD_FMLA_HOURS_MUTATION, FMLA_HOURS_QUERY } from './fmla-queries';
import { SectionLoadState } from '../shared/SectionLoadState';
import { useCaseChange } from '../shared/use-case-change';

const MAX_HOURS = 1000;

/** "12.5 h"; hours are kept to two decimals. */
export function formatHours(hours: number): string {
  return `${Number(hours.toFixed(2)).toLocaleString('en-US')} h`;
}

/** The field's problem, or null: a number from 0 to 1,000 (empty counts as 0). */
export function hoursProblem(text: string): string | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return 'Enter a number of hours';
  if (value < 0) return 'Must not be negative';
  if (value > MAX_HOURS) return 'Must be at most 1,000 hours';
  return null;
}

const hoursOf = (text: string) => (text.trim() === '' ? 0 : Number(text));

/**
 * The employee's FMLA hours beside its case: totals and entries for staff the api lets read them, and a
 * form to record more for those it lets record them. The hours belong to the employee, not to this case.
 */
export function FmlaHours({
  employee,
  can,
}: {
  employee: { id: string; fullName: string };
  can: FmlaViewerCanFragment;
}) {
  const headingId = useId();
  const { data, error, loading, refetch } = useQuery(FMLA_HOURS_QUERY, {
    variables: { userId: employee.id },
    skip: !can.fmlaHoursByUserId,
    fetchPolicy: 'cache-and-network',
  });
  const reload = () => refetch().catch(() => undefined);
  const change = useCaseChange(reload);
  const [taken, setTaken] = useState('');
  const [missed, setMissed] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const entries = data?.fmlaHoursByUserId;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (hoursProblem(taken) || hoursProblem(missed)) return;
    if (hoursOf(taken) === 0 && hoursOf(missed) === 0) {
      setFormError('Enter some hours');
      return;
    }
    const recorded = await change.run(ADD_FMLA_HOURS_MUTATION, {
      userId: employee.id,
      fmlaHoursTaken: hoursOf(taken),
      workHoursMissed: hoursOf(missed),
    });
    if (recorded) {
      setTaken('');
      setMissed('');
    }
  };

  const field = (label: string, value: string, set: (text: string) => void) => {
    const problem = hoursProblem(value);
    return (
      <TextField
        label={label}
        value={value}
        onChange={(event) => {
          set(event.target.value);
          setFormError(null);
        }}
        type="number"
        size="small"
        error={!!problem}
        helperText={problem ?? ' '}
        slotProps={{ htmlInput: { min: 0, max: MAX_HOURS, step: 0.25, inputMode: 'decimal' } }}
        sx={{ width: 170 }}
      />
    );
  };

  const totalTaken = entries?.reduce((sum, entry) => sum + entry.fmlaHoursTaken, 0) ?? 0;
  const totalMissed = entries?.reduce((sum, entry) => sum + entry.workHoursMissed, 0) ?? 0;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        FMLA hours
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {employee.fullName}&apos;s hours, across all of their cases.
      </Typography>
      {!can.fmlaHoursByUserId ? null : !entries ? (
        <SectionLoadState what="the FMLA hours" failed={!!error && !loading} onRetry={() => void reload()} />
      ) : entries.length === 0 ? (
        <Typography color="text.secondary">No FMLA hours recorded.</Typography>
      ) : (
        <>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5, m: 0, mb: 1 }}>
            <dt>FMLA hours taken</dt>
            <dd style={{ margin: 0 }}>{formatHours(totalTaken)}</dd>
            <dt>Work hours missed</dt>
            <dd style={{ margin: 0 }}>{formatHours(totalMissed)}</dd>
          </Box>
          <Stack component="ul" spacing={0.5} aria-label="FMLA entries" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {entries.map((entry) => (
              <Typography component="li" variant="body2" key={entry.id}>
                {'Recorded '}
                <time dateTime={entry.createdAt} title={exactTime(entry.createdAt)}>
                  {relativeTime(entry.createdAt)}
                </time>
                {`: ${formatHours(entry.fmlaHoursTaken)} FMLA taken, ${formatHours(entry.workHoursMissed)} work missed`}
              </Typography>
            ))}
          </Stack>
        </>
      )}
      {can.addFmlaHours && (
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ mt: 2 }}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
            {field('FMLA hours taken', taken, setTaken)}
            {field('Work hours missed', missed, setMissed)}
            <Button type="submit" variant="outlined" loading={change.busy} sx={{ mt: 0.25 }}>
              Record hours
            </Button>
          </Stack>
          <Box aria-live="polite">
            {formError && (
              <Typography variant="body2" color="error">
                {formError}
              </Typography>
            )}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
