import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { LandingFaqEntry } from './partner-landing-model';

/**
 * The FAQ as an accordion (WAI-ARIA accordion pattern): each question a button in a heading with
 * aria-expanded / aria-controls, Enter or Space toggles, the arrow keys, Home and End move between questions.
 */
export function FaqAccordion({ entries, accent }: { entries: LandingFaqEntry[]; accent: string }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = entries.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <Box>
      {entries.map((entry, index) => {
        const expanded = open.has(entry.id);
        const buttonId = `${baseId}-q-${index}`;
        const panelId = `${baseId}-a-${index}`;
        return (
          <Box key={entry.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Typography component="h3" variant="subtitle1" sx={{ m: 0 }}>
              <Box
                component="button"
                type="button"
                id={buttonId}
                ref={(element: HTMLButtonElement | null) => {
                  buttons.current[index] = element;
                }}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(entry.id)}
                onKeyDown={(event: KeyboardEvent) => onKeyDown(event, index)}
                sx={{
                  all: 'unset',
                  boxSizing: 'border-box',
                  display: 'flex',
                  width: '100%',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  gap: 2,
                  py: 2,
                  px: 1,
                  cursor: 'pointer',
                  fontWeight: 600,
                  '&:focus-visible': { outline: `3px solid ${accent}`, outlineOffset: 2 },
                }}
              >
                <span>{entry.question}</span>
                <Box component="span" aria-hidden sx={{ fontSize: 24, lineHeight: 1 }}>
                  {expanded ? '−' : '+'}
                </Box>
              </Box>
            </Typography>
            <Box
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              sx={{ px: 1, pb: 2, whiteSpace: 'pre-line' }}
            >
              {entry.answer}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
