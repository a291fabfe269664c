import { type DragEvent, useState } from 'react';
import { EVENT_DRAG_TYPE } from './calendar-event-chip';

/** A day or time slot an event can be dropped on; `highlighted` while an event is dragged over it. */
export function useDropTarget(onDropEvent: (eventId: string) => void) {
  const [highlighted, setHighlighted] = useState(false);
  const accepts = (drag: DragEvent) => drag.dataTransfer.types.includes(EVENT_DRAG_TYPE);
  return {
    highlighted,
    handlers: {
      onDragOver(drag: DragEvent) {
        if (!accepts(drag)) return;
        drag.preventDefault();
        drag.dataTransfer.dropEffect = 'move';
        setHighlighted(true);
      },
      onDragLeave() {
        setHighlighted(false);
      },
      onDrop(drag: DragEvent) {
        setHighlighted(false);
        const eventId = drag.dataTransfer.getData(EVENT_DRAG_TYPE);
        if (!eventId) return;
        drag.preventDefault();
        onDropEvent(eventId);
      },
    },
  };
}
