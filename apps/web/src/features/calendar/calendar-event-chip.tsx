import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { DragEvent } from 'react';
import type { CalendarEventFieldsFragment } from '../../generated/graphql';
import { visuallyHidden } from '../../shared/visually-hidden';
import { timeLabel } from './calendar-dates';

export type CalendarEventItem = CalendarEventFieldsFragment;

export const DEFAULT_EVENT_COLOR = '#4e7da0';
/** The drag payload's type: the event's id. */
export const EVENT_DRAG_TYPE = 'application/x-calendar-event';

/** One event in a view: a button that opens it, draggable to another day or time when it may move here. */
export function CalendarEventChip({
  event,
  onOpen,
}: {
  event: CalendarEventItem;
  onOpen(event: CalendarEventItem): void;
}) {
  const start = new Date(event.start);
  const color = event.color ?? DEFAULT_EVENT_COLOR;
  const onDragStart = (drag: DragEvent) => {
    drag.dataTransfer.setData(EVENT_DRAG_TYPE, event.id);
    drag.dataTransfer.setData('text/plain', event.id);
    drag.dataTransfer.effectAllowed = 'move';
  };
  return (
    <ButtonBase
      draggable={event.isEditable}
      onDragStart={event.isEditable ? onDragStart : undefined}
      onClick={(click) => {
        click.stopPropagation();
        onOpen(event);
      }}
      data-event-id={event.id}
      title={event.title}
      sx={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        px: 0.75,
        py: 0.25,
        mb: 0.5,
        borderRadius: 1,
        borderLeft: `4px solid ${color}`,
        bgcolor: 'action.hover',
        color: 'text.primary',
        fontSize: '0.8125rem',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
        textDecoration: event.isNoShow ? 'line-through' : 'none',
        cursor: event.isEditable ? 'grab' : 'pointer',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <strong>{timeLabel(start)}</strong> {event.title}
      {(event.isNoShow || event.caseId) && (
        <Box component="span" sx={visuallyHidden}>
          {event.isNoShow ? ', no-show' : ''}
          {event.caseId ? ', linked to a case' : ''}
        </Box>
      )}
    </ButtonBase>
  );
}
