import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { dayLabel, isSameDay } from './calendar-dates';
import { CalendarEventChip, type CalendarEventItem } from './calendar-event-chip';
import { useDropTarget } from './use-drop-target';

const WEEKDAYS = Array.from({ length: 7 }, (_, index) =>
  new Date(2023, 0, 1 + index).toLocaleDateString(undefined, { weekday: 'short' }),
);

export interface ViewProps {
  days: Date[];
  events: CalendarEventItem[];
  today: Date;
  onSelectSlot(start: Date, allDay: boolean): void;
  onOpen(event: CalendarEventItem): void;
  onMove(eventId: string, target: Date, keepTimeOfDay: boolean): void;
}

/** The month: a grid of days, each listing its events; choosing a day's "new event" creates one there. */
export function MonthView({ days, events, today, onSelectSlot, onOpen, onMove, month }: ViewProps & { month: number }) {
  return (
    <Box role="grid" aria-label="Month" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}>
        {WEEKDAYS.map((weekday) => (
          <Typography
            key={weekday}
            role="columnheader"
            variant="caption"
            sx={{ p: 0.5, textAlign: 'center', color: 'text.secondary', borderBottom: 1, borderColor: 'divider' }}
          >
            {weekday}
          </Typography>
        ))}
      </Box>
      {Array.from({ length: days.length / 7 }, (_, week) => (
        <Box key={week} role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}>
          {days.slice(week * 7, week * 7 + 7).map((day) => (
            <MonthDay
              key={day.toISOString()}
              day={day}
              outside={day.getMonth() !== month}
              isToday={isSameDay(day, today)}
              events={events.filter((event) => isSameDay(new Date(event.start), day))}
              onSelectSlot={onSelectSlot}
              onOpen={onOpen}
              onMove={onMove}
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}

function MonthDay({
  day,
  outside,
  isToday,
  events,
  onSelectSlot,
  onOpen,
  onMove,
}: {
  day: Date;
  outside: boolean;
  isToday: boolean;
  events: CalendarEventItem[];
} & Pick<ViewProps, 'onSelectSlot' | 'onOpen' | 'onMove'>) {
  const drop = useDropTarget((eventId) => onMove(eventId, day, true));
  return (
    <Box
      role="gridcell"
      data-day={day.toISOString()}
      {...drop.handlers}
      sx={{
        minHeight: 112,
        minWidth: 0,
        p: 0.5,
        borderRight: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: drop.highlighted ? 'action.selected' : outside ? 'action.hover' : 'background.paper',
      }}
    >
      <ButtonBase
        onClick={() => onSelectSlot(day, true)}
        aria-label={`New event on ${dayLabel(day)}`}
        sx={{
          display: 'flex',
          justifyContent: 'flex-start',
          width: '100%',
          px: 0.5,
          mb: 0.5,
          borderRadius: 1,
          fontWeight: isToday ? 700 : 400,
          color: outside ? 'text.secondary' : 'text.primary',
          '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <Box component="span" aria-hidden="true">
          {day.getDate()}
        </Box>
      </ButtonBase>
      {events.map((event) => (
        <CalendarEventChip key={event.id} event={event} onOpen={onOpen} />
      ))}
    </Box>
  );
}
