import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { dayLabel, isSameDay, timeLabel } from './calendar-dates';
import { CalendarEventChip, type CalendarEventItem } from './calendar-event-chip';
import type { ViewProps } from './MonthView';
import { useDropTarget } from './use-drop-target';

/** Working hours are shown; an event outside them sits in the first or last row. */
const FIRST_HOUR = 7;
const LAST_HOUR = 20;
const HOURS = Array.from({ length: LAST_HOUR - FIRST_HOUR + 1 }, (_, index) => FIRST_HOUR + index);

const rowOf = (date: Date) => Math.min(Math.max(date.getHours(), FIRST_HOUR), LAST_HOUR);

/** The week or the day: hour rows by day columns; choosing an hour creates an event there. */
export function TimeGridView({ days, events, today, onSelectSlot, onOpen, onMove }: ViewProps) {
  const columns = `4.5rem repeat(${days.length}, minmax(0, 1fr))`;
  return (
    <Box
      role="grid"
      aria-label={days.length === 1 ? 'Day' : 'Week'}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box role="row" sx={{ display: 'grid', gridTemplateColumns: columns, borderBottom: 1, borderColor: 'divider' }}>
        <Box role="columnheader" aria-label="Time" />
        {days.map((day) => (
          <Typography
            key={day.toISOString()}
            role="columnheader"
            variant="body2"
            sx={{ p: 0.5, textAlign: 'center', fontWeight: isSameDay(day, today) ? 700 : 400 }}
          >
            {day.toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' })}
          </Typography>
        ))}
      </Box>
      {HOURS.map((hour) => (
        <Box key={hour} role="row" sx={{ display: 'grid', gridTemplateColumns: columns }}>
          <Typography
            role="rowheader"
            variant="caption"
            sx={{ p: 0.5, color: 'text.secondary', borderBottom: 1, borderColor: 'divider' }}
          >
            {timeLabel(new Date(2023, 0, 1, hour))}
          </Typography>
          {days.map((day) => {
            const slot = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour);
            return (
              <HourSlot
                key={slot.toISOString()}
                slot={slot}
                events={events.filter(
                  (event) => isSameDay(new Date(event.start), day) && rowOf(new Date(event.start)) === hour,
                )}
                onSelectSlot={onSelectSlot}
                onOpen={onOpen}
                onMove={onMove}
              />
            );
          })}
        </Box>
      ))}
    </Box>
  );
}

function HourSlot({
  slot,
  events,
  onSelectSlot,
  onOpen,
  onMove,
}: { slot: Date; events: CalendarEventItem[] } & Pick<ViewProps, 'onSelectSlot' | 'onOpen' | 'onMove'>) {
  const drop = useDropTarget((eventId) => onMove(eventId, slot, false));
  const label = `${dayLabel(slot)}, ${timeLabel(slot)}`;
  return (
    <Box
      role="gridcell"
      data-slot={slot.toISOString()}
      {...drop.handlers}
      sx={{
        position: 'relative',
        minHeight: 44,
        p: 0.25,
        minWidth: 0,
        borderLeft: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: drop.highlighted ? 'action.selected' : 'background.paper',
      }}
    >
      {events.map((event) => (
        <CalendarEventChip key={event.id} event={event} onOpen={onOpen} />
      ))}
      <ButtonBase
        onClick={() => onSelectSlot(slot, false)}
        aria-label={`New event on ${label}`}
        sx={{
          width: '100%',
          minHeight: events.length > 0 ? 12 : 36,
          borderRadius: 1,
          '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      />
    </Box>
  );
}
