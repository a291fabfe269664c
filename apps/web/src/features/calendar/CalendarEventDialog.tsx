import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { generatePath, Link as RouterLink } from 'react-router';
import { routeHref } from '../../app/routes/route-table';
import { ActionDialog } from '../case-detail/dialogs/ActionDialog';
import { fromLocalInput, toLocalInput } from './calendar-dates';
import { EVENT_COLORS } from './calendar-colors';
import type { CalendarEventItem } from './calendar-event-chip';
import { CALENDAR_CASES_QUERY } from './calendar-queries';

export interface CalendarEventDraft {
  title: string;
  start: Date;
  end: Date;
  description: string;
  color: string;
  topic: string;
  caseId: string | null;
  isNoShow: boolean;
}

export const caseHref = (caseId: string) => generatePath(routeHref('caseDetail'), { caseId });

/** Field problems the dialog finds itself before asking the api (which checks the same again). */
function problemsOf(title: string, start: Date | null, end: Date | null) {
  return {
    title: title.trim() ? null : 'Give the event a title',
    start: start ? null : 'Enter a start date and time',
    end: !end ? 'Enter an end date and time' : start && end <= start ? 'The end must be after the start' : null,
  };
}

/**
 * Creating or changing one event. The date and time fields are also the keyboard's way to move an event.
 * An event from a scheduling service is read here, with its meeting details; only its no-show mark and its
 * case link change here.
 */
export function CalendarEventDialog({
  organizationId,
  event,
  initial,
  busy,
  serverError,
  onClose,
  onSave,
  onDelete,
}: {
  organizationId: string | null;
  event: CalendarEventItem | null;
  initial: { start: Date; end: Date };
  busy: boolean;
  serverError: string | null;
  onClose(): void;
  onSave(draft: CalendarEventDraft): void;
  onDelete(): void;
}) {
  const editable = event?.isEditable ?? true;
  const [title, setTitle] = useState(event?.title ?? '');
  const [start, setStart] = useState(toLocalInput(event ? new Date(event.start) : initial.start));
  const [end, setEnd] = useState(toLocalInput(event ? new Date(event.end) : initial.end));
  const [description, setDescription] = useState(event?.description ?? '');
  const [color, setColor] = useState(event?.color ?? EVENT_COLORS[0]!.value);
  const [topic, setTopic] = useState(event?.topic ?? '');
  const [caseId, setCaseId] = useState<string | null>(event?.caseId ?? null);
  const [isNoShow, setIsNoShow] = useState(event?.isNoShow ?? false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const cases = useQuery(CALENDAR_CASES_QUERY, { variables: { organizationId } });
  const caseOptions = cases.data?.allCases ?? [];
  const chosenCase = caseOptions.find((option) => option.id === caseId) ?? null;

  const startDate = fromLocalInput(start);
  const endDate = fromLocalInput(end);
  const problems = problemsOf(title, startDate, endDate);
  const shown = (problem: string | null) => (submitted ? problem : null);
  const save = () => {
    setSubmitted(true);
    if (problems.title || problems.start || problems.end) return;
    onSave({
      title: title.trim(),
      start: startDate!,
      end: endDate!,
      description,
      color,
      topic: topic.trim(),
      caseId,
      isNoShow,
    });
  };

  if (confirmingDelete && event) {
    return (
      <ActionDialog
        title="Delete event?"
        description={`“${event.title}” will be removed from the calendar${event.caseId ? ' and its case will show it canceled' : ''}.`}
        confirmLabel="Delete"
        destructive
        busy={busy}
        onClose={() => setConfirmingDelete(false)}
        onSubmit={onDelete}
      />
    );
  }

  const details = event?.meetingDetails;
  return (
    <ActionDialog
      title={event ? (editable ? 'Edit event' : event.title) : 'New event'}
      description={
        editable ? undefined : 'This meeting was booked through a scheduling service; move or cancel it there.'
      }
      confirmLabel="Save"
      busy={busy}
      onClose={onClose}
      onSubmit={save}
      otherAction={event && editable ? { label: 'Delete', onClick: () => setConfirmingDelete(true) } : undefined}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <TextField
          label="Title"
          value={title}
          onChange={(change) => setTitle(change.target.value)}
          required
          disabled={!editable}
          autoFocus={editable}
          error={Boolean(shown(problems.title))}
          helperText={shown(problems.title)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Start"
            type="datetime-local"
            value={start}
            onChange={(change) => setStart(change.target.value)}
            required
            disabled={!editable}
            fullWidth
            error={Boolean(shown(problems.start))}
            helperText={shown(problems.start)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="End"
            type="datetime-local"
            value={end}
            onChange={(change) => setEnd(change.target.value)}
            required
            disabled={!editable}
            fullWidth
            error={Boolean(shown(problems.end))}
            helperText={shown(problems.end)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        {editable && (
          <>
            <TextField
              label="Description"
              value={description}
              onChange={(change) => setDescription(change.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label="Colour"
                value={color}
                onChange={(change) => setColor(change.target.value)}
                fullWidth
              >
                {EVENT_COLORS.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    <Box
                      component="span"
                      aria-hidden="true"
                      sx={{
                        display: 'inline-block',
                        width: 12,
                        height: 12,
                        mr: 1,
                        borderRadius: '50%',
                        bgcolor: option.value,
                      }}
                    />
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Topic"
                value={topic}
                onChange={(change) => setTopic(change.target.value)}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
            </Stack>
          </>
        )}
        <Autocomplete
          options={caseOptions}
          value={chosenCase}
          loading={cases.loading}
          onChange={(_change, option) => setCaseId(option?.id ?? null)}
          getOptionLabel={(option) => `${option.shortId} · ${option.submitter?.fullName ?? option.title}`.trim()}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Case"
              helperText={cases.error ? 'Cases could not be loaded' : 'Optional: the case this meeting is about'}
            />
          )}
        />
        {event?.caseId && (
          <Link component={RouterLink} to={caseHref(event.caseId)}>
            Open the case
          </Link>
        )}
        {event && (
          <FormControlLabel
            control={<Switch checked={isNoShow} onChange={(change) => setIsNoShow(change.target.checked)} />}
            label="No-show"
          />
        )}
        {details && (
          <Box component="section" aria-label="Meeting details">
            <Typography variant="subtitle2">
              Meeting details{details.provider ? ` (${details.provider})` : ''}
            </Typography>
            {details.timezone && <Typography variant="body2">Time zone: {details.timezone}</Typography>}
            {details.meetingLink && (
              <Typography variant="body2">
                <Link href={details.meetingLink} target="_blank" rel="noopener noreferrer">
                  Join the meeting
                </Link>
              </Typography>
            )}
            {details.notes && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {details.notes}
              </Typography>
            )}
            <Stack direction="row" spacing={2}>
              {details.rescheduleUrl && (
                <Button size="small" href={details.rescheduleUrl} target="_blank" rel="noopener noreferrer">
                  Reschedule
                </Button>
              )}
              {details.cancelUrl && (
                <Button size="small" href={details.cancelUrl} target="_blank" rel="noopener noreferrer">
                  Cancel the meeting
                </Button>
              )}
            </Stack>
          </Box>
        )}
      </Stack>
    </ActionDialog>
  );
}
