import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import { useSession } from '../../app/session/use-session';
import { RetryAlert } from '../../shared/RetryAlert';
import { visuallyHidden } from '../../shared/visually-hidden';
import { describeError } from '../request/api-errors';
import { type CalendarView, onDay, rangeTitle, stepAnchor, visibleDays, visibleRange } from './calendar-dates';
import type { CalendarEventItem } from './calendar-event-chip';
import { CalendarEventDialog, type CalendarEventDraft } from './CalendarEventDialog';
import { MonthView } from './MonthView';
import { TimeGridView } from './TimeGridView';
import { useCalendarEvents } from './use-calendar-events';

const HOUR_MS = 3_600_000;
const VIEWS: ReadonlyArray<{ id: CalendarView; label: string }> = [
  { id: 'month', label: 'Month' },
  { id: 'week', label: 'Week' },
  { id: 'day', label: 'Day' },
];

type Editing = { event: CalendarEventItem | null; start: Date; end: Date } | null;

/**
 * The organization's calendar (route `calendar`, staff): month, week and day; choose a day or an hour to add
 * an event, choose an event to change or delete it, drag it to another day or hour to move it (or change its
 * date and time in its dialog, the keyboard's way). Changes by others appear without reloading.
 */
export function CalendarPage() {
  const session = useSession();
  const toast = useToast();
  // A week's seven columns do not fit a phone: small screens open on the day.
  const small = useMediaQuery('(max-width:600px)');
  const [view, setView] = useState<CalendarView>(() => (small ? 'day' : 'week'));
  const [anchor, setAnchor] = useState(() => new Date());
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // Keyed by the day shown, not the instant: the range (and its query) stays the same within a day.
  const day = anchor.toDateString();
  const range = useMemo(() => visibleRange(view, new Date(day)), [view, day]);
  const days = useMemo(() => visibleDays(view, new Date(day)), [view, day]);
  const calendar = useCalendarEvents(session.organizationId, range);

  const fail = (failure: unknown) => {
    const { code, message } = describeError(failure);
    if (code === 'ILLEGAL_STATE') void calendar.refetch();
    return message;
  };

  const openSlot = (start: Date, allDay: boolean) => {
    const from = allDay ? new Date(start.getFullYear(), start.getMonth(), start.getDate(), 9) : start;
    setServerError(null);
    setEditing({ event: null, start: from, end: new Date(from.getTime() + HOUR_MS) });
  };
  const openEvent = (event: CalendarEventItem) => {
    setServerError(null);
    setEditing({ event, start: new Date(event.start), end: new Date(event.end) });
  };

  const move = async (eventId: string, target: Date, keepTimeOfDay: boolean) => {
    const event = calendar.events.find((listed) => listed.id === eventId);
    if (!event || !event.isEditable) return;
    const start = new Date(event.start);
    const duration = new Date(event.end).getTime() - start.getTime();
    const newStart = keepTimeOfDay ? onDay(start, target) : target;
    if (newStart.getTime() === start.getTime()) return;
    try {
      await calendar.update(event, { start: newStart, end: new Date(newStart.getTime() + duration) });
      toast.success(`Moved “${event.title}”`);
    } catch (failure) {
      toast.error(fail(failure));
    }
  };

  const save = async (draft: CalendarEventDraft) => {
    if (!editing) return;
    setBusy(true);
    setServerError(null);
    try {
      const { event } = editing;
      if (!event) await calendar.create({ ...draft });
      else if (event.isEditable) await calendar.update(event, draft);
      else await calendar.update(event, { caseId: draft.caseId, isNoShow: draft.isNoShow });
      toast.success(event ? 'Event saved' : 'Event added');
      setEditing(null);
    } catch (failure) {
      setServerError(fail(failure));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!editing?.event) return;
    setBusy(true);
    try {
      await calendar.remove(editing.event);
      toast.success('Event deleted');
      setEditing(null);
    } catch (failure) {
      setServerError(fail(failure));
    } finally {
      setBusy(false);
    }
  };

  const viewProps = {
    days,
    events: calendar.events,
    today: new Date(),
    onSelectSlot: openSlot,
    onOpen: openEvent,
    onMove: (eventId: string, target: Date, keepTimeOfDay: boolean) => void move(eventId, target, keepTimeOfDay),
  };

  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h1" variant="h4" sx={{ mr: 'auto' }}>
          Calendar
        </Typography>
        <Button variant="contained" onClick={() => openSlot(new Date(new Date().setMinutes(0, 0, 0)), false)}>
          New event
        </Button>
      </Stack>
      <Stack
        component="nav"
        aria-label="Calendar navigation"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
      >
        <Button variant="outlined" onClick={() => setAnchor(new Date())}>
          Today
        </Button>
        <IconButton aria-label={`Previous ${view}`} onClick={() => setAnchor(stepAnchor(view, anchor, -1))}>
          <span aria-hidden="true">‹</span>
        </IconButton>
        <IconButton aria-label={`Next ${view}`} onClick={() => setAnchor(stepAnchor(view, anchor, 1))}>
          <span aria-hidden="true">›</span>
        </IconButton>
        <Typography component="h2" variant="h6" aria-live="polite" sx={{ mr: 'auto' }}>
          {rangeTitle(view, anchor)}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_change, next: CalendarView | null) => next && setView(next)}
          aria-label="View"
        >
          {VIEWS.map((option) => (
            <ToggleButton key={option.id} value={option.id}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>

      {calendar.error ? (
        <RetryAlert onRetry={() => void calendar.refetch()}>
          We couldn&apos;t load the calendar. Check your connection and try again.
        </RetryAlert>
      ) : calendar.loading ? (
        <Box aria-busy="true">
          <Box component="span" sx={visuallyHidden}>
            Loading the calendar…
          </Box>
          <Skeleton variant="rectangular" height={480} />
        </Box>
      ) : (
        <>
          {calendar.events.length === 0 && (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              No events in this {view}. Choose a day or a time to add one.
            </Typography>
          )}
          {view === 'month' ? <MonthView {...viewProps} month={anchor.getMonth()} /> : <TimeGridView {...viewProps} />}
        </>
      )}

      {editing && (
        <CalendarEventDialog
          organizationId={session.organizationId}
          event={editing.event}
          initial={editing}
          busy={busy}
          serverError={serverError}
          onClose={() => setEditing(null)}
          onSave={(draft) => void save(draft)}
          onDelete={() => void remove()}
        />
      )}
    </Box>
  );
}

export default CalendarPage;
