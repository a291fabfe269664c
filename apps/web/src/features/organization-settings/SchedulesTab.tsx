import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import { useSession } from '../../app/session/use-session';
import type { ReportScheduleFieldsFragment, ReportScheduleInput, ScheduleType } from '../../generated/graphql';
import { RetryAlert } from '../../shared/RetryAlert';
import { ActionDialog } from '../case-detail/dialogs/ActionDialog';
import { problemOf, requireSuccess } from '../cv-settings/OrganizationDialog';
import {
  REPORT_SCHEDULE_RUNS_QUERY,
  REPORT_SCHEDULES_QUERY,
  SAVE_REPORT_SCHEDULE_MUTATION,
} from './report-schedule-queries';

type Schedule = ReportScheduleFieldsFragment;
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** When a schedule runs, in words. */
export function scheduleWhen(schedule: Pick<Schedule, 'scheduleType' | 'days' | 'hour'>): string {
  const days = schedule.scheduleType === 'DAILY' ? 'Every day' : schedule.days.map((day) => DAY_NAMES[day]).join(', ');
  return `${days} at ${hourLabel(schedule.hour)}`;
}

const toInput = (schedule: Schedule): ReportScheduleInput => ({
  name: schedule.name,
  enabled: schedule.enabled,
  scheduleType: schedule.scheduleType,
  days: schedule.days,
  hour: schedule.hour,
  recipients: schedule.recipients,
  startDate: schedule.startDate,
  endDate: schedule.endDate,
});

/**
 * Schedules (organization settings, spec 000 §3): reports e-mailed as CSV to recipients at an hour of the
 * organization's time zone, every day or on chosen days, between optional dates. Add or edit in a dialog,
 * switch one on or off in place, and read its run log. The api checks every field and who may schedule.
 */
export function SchedulesTab() {
  const session = useSession();
  const organizationId = session.organizationId;
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(REPORT_SCHEDULES_QUERY, { variables: { organizationId } });
  const [save] = useMutation(SAVE_REPORT_SCHEDULE_MUTATION);
  const [editing, setEditing] = useState<Schedule | 'new' | null>(null);
  const [runsOf, setRunsOf] = useState<Schedule | null>(null);
  const schedules = data?.reportSchedules;

  if (!schedules) {
    if (error && !loading) {
      return (
        <RetryAlert onRetry={() => void refetch()}>
          {problemOf(error).message || "We couldn't load the schedules."}
        </RetryAlert>
      );
    }
    return <Skeleton variant="rectangular" height={160} aria-label="Loading the schedules" />;
  }

  const toggle = async (schedule: Schedule) => {
    try {
      const answer = await save({
        variables: { id: schedule.id, input: { ...toInput(schedule), enabled: !schedule.enabled }, organizationId },
      });
      requireSuccess(answer.data?.saveReportSchedule);
      toast.success(schedule.enabled ? `${schedule.name} is off` : `${schedule.name} is on`);
    } catch (failure) {
      toast.error(problemOf(failure).message);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        The reports&apos; tables for the days since the last e-mail, as CSV files (figures and staff workload, no
        health information), sent at the hour in the organization&apos;s time zone.
      </Typography>
      <div>
        <Button variant="contained" onClick={() => setEditing('new')}>
          Add schedule
        </Button>
      </div>
      {schedules.length === 0 ? (
        <Typography>No schedules yet. Add one to have the reports e-mailed every day or week.</Typography>
      ) : (
        <Table size="small" aria-label="Report schedules">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>When</TableCell>
              <TableCell>Recipients</TableCell>
              <TableCell>On</TableCell>
              <TableCell>
                <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  Actions
                </span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {schedules.map((schedule) => (
              <TableRow key={schedule.id}>
                <TableCell>{schedule.name}</TableCell>
                <TableCell>{scheduleWhen(schedule)}</TableCell>
                <TableCell>{schedule.recipients.join(', ')}</TableCell>
                <TableCell>
                  <Switch
                    checked={schedule.enabled}
                    onChange={() => void toggle(schedule)}
                    slotProps={{ input: { 'aria-label': `${schedule.name} on` } }}
                  />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => setEditing(schedule)} aria-label={`Edit ${schedule.name}`}>
                    Edit
                  </Button>
                  <Button size="small" onClick={() => setRunsOf(schedule)} aria-label={`Run log of ${schedule.name}`}>
                    Run log
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && (
        <ScheduleDialog
          schedule={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void refetch();
          }}
        />
      )}
      {runsOf && <RunLogDialog schedule={runsOf} onClose={() => setRunsOf(null)} />}
    </Stack>
  );
}

function ScheduleDialog({ schedule, onClose }: { schedule: Schedule | null; onClose(saved: boolean): void }) {
  const session = useSession();
  const toast = useToast();
  const id = useId();
  const [save, { loading }] = useMutation(SAVE_REPORT_SCHEDULE_MUTATION);
  const [name, setName] = useState(schedule?.name ?? '');
  const [scheduleType, setScheduleType] = useState<ScheduleType>(schedule?.scheduleType ?? 'WEEKLY');
  const [days, setDays] = useState<number[]>(schedule?.days ?? [1]);
  const [hour, setHour] = useState(schedule?.hour ?? 8);
  const [recipients, setRecipients] = useState(schedule?.recipients.join(', ') ?? '');
  const [startDate, setStartDate] = useState(schedule?.startDate ?? '');
  const [endDate, setEndDate] = useState(schedule?.endDate ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    try {
      const answer = await save({
        variables: {
          id: schedule?.id ?? null,
          organizationId: session.organizationId,
          input: {
            name,
            enabled: schedule?.enabled ?? true,
            scheduleType,
            days: scheduleType === 'WEEKLY' ? days : [],
            hour,
            recipients: recipients
              .split(/[,;\s]+/)
              .map((address) => address.trim())
              .filter(Boolean),
            startDate: startDate || null,
            endDate: endDate || null,
          },
        },
      });
      requireSuccess(answer.data?.saveReportSchedule);
      toast.success(schedule ? 'Schedule saved' : 'Schedule added');
      onClose(true);
    } catch (failure) {
      setProblem(problemOf(failure).message);
    }
  };

  return (
    <ActionDialog
      title={schedule ? `Edit ${schedule.name}` : 'Add a schedule'}
      confirmLabel="Save"
      busy={loading}
      onClose={() => onClose(false)}
      onSubmit={() => void submit()}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {problem && (
          <Typography role="alert" color="error">
            {problem}
          </Typography>
        )}
        <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} required />
        <TextField
          select
          label="Repeats"
          value={scheduleType}
          onChange={(event) => setScheduleType(event.target.value as ScheduleType)}
        >
          <MenuItem value="DAILY">Every day</MenuItem>
          <MenuItem value="WEEKLY">On chosen days</MenuItem>
        </TextField>
        {scheduleType === 'WEEKLY' && (
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <FormLabel component="legend" id={`${id}-days`}>
              Days
            </FormLabel>
            <FormGroup row aria-labelledby={`${id}-days`}>
              {DAY_NAMES.map((dayName, day) => (
                <FormControlLabel
                  key={dayName}
                  label={dayName.slice(0, 3)}
                  control={
                    <Checkbox
                      checked={days.includes(day)}
                      onChange={(event) =>
                        setDays(event.target.checked ? [...days, day].sort() : days.filter((d) => d !== day))
                      }
                      slotProps={{ input: { 'aria-label': dayName } }}
                    />
                  }
                />
              ))}
            </FormGroup>
          </fieldset>
        )}
        <TextField select label="Hour" value={hour} onChange={(event) => setHour(Number(event.target.value))}>
          {Array.from({ length: 24 }, (_, value) => (
            <MenuItem key={value} value={value}>
              {hourLabel(value)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Recipients"
          helperText="E-mail addresses, separated by commas"
          value={recipients}
          onChange={(event) => setRecipients(event.target.value)}
          required
        />
        <Stack direction="row" spacing={2}>
          <TextField
            type="date"
            label="Start date"
            value={startDate}
            onChange={(event) => setStartDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label="End date"
            value={endDate}
            onChange={(event) => setEndDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </Stack>
    </ActionDialog>
  );
}

const STATUS_LABELS: Record<string, string> = { SUCCESS: 'Sent', IN_PROGRESS: 'Running', ERROR: 'Failed' };

function RunLogDialog({ schedule, onClose }: { schedule: Schedule; onClose(): void }) {
  const session = useSession();
  const id = useId();
  const { data, error, refetch } = useQuery(REPORT_SCHEDULE_RUNS_QUERY, {
    variables: { scheduleId: schedule.id, organizationId: session.organizationId },
    fetchPolicy: 'network-only',
  });
  const runs = data?.reportScheduleRuns;
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>Run log of {schedule.name}</DialogTitle>
      <DialogContent>
        {error && !runs ? (
          <RetryAlert onRetry={() => void refetch()}>We couldn&apos;t load the run log.</RetryAlert>
        ) : !runs ? (
          <Skeleton variant="rectangular" height={80} aria-label="Loading the run log" />
        ) : runs.length === 0 ? (
          <Typography>No runs yet.</Typography>
        ) : (
          <Table size="small" aria-label={`Runs of ${schedule.name}`}>
            <TableHead>
              <TableRow>
                <TableCell>Due</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Reason</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {runs.map((run) => (
                <TableRow key={run.id}>
                  <TableCell>{new Date(run.slotAt).toLocaleString()}</TableCell>
                  <TableCell>{STATUS_LABELS[run.status] ?? run.status}</TableCell>
                  <TableCell>{run.error ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
