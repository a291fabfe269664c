import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type FaqDraft, newKey, type TestimonialDraft } from './partner-draft';

function moved<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Move up, move down and remove for one row, each named for the row it acts on. */
function RowActions({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove(to: number): void;
  onRemove(): void;
}) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'stretch' }}>
      <Button size="small" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
        Up
      </Button>
      <Button
        size="small"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        Down
      </Button>
      <Button size="small" color="error" aria-label={`Remove ${name}`} onClick={onRemove}>
        Remove
      </Button>
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-heading`} sx={{ p: 2 }}>
      <Typography id={`${id}-heading`} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function FaqEditor({
  entries,
  problems,
  onChange,
}: {
  entries: FaqDraft[];
  problems: Record<string, string>;
  onChange(entries: FaqDraft[]): void;
}) {
  const set = (index: number, patch: Partial<FaqDraft>) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  return (
    <Section id="partner-faq" title="FAQ">
      <Stack spacing={2}>
        {entries.length === 0 && <Typography color="text.secondary">No questions yet.</Typography>}
        {entries.map((entry, index) => (
          <Box key={entry.key} role="group" aria-label={`FAQ entry ${index + 1}`} sx={{ display: 'flex', gap: 1 }}>
            <Stack spacing={1} sx={{ flex: 1 }}>
              <TextField
                label={`Question ${index + 1}`}
                value={entry.question}
                onChange={(event) => set(index, { question: event.target.value })}
                error={Boolean(problems[`faq.${index}.question`])}
                helperText={problems[`faq.${index}.question`]}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
              <TextField
                label={`Answer ${index + 1}`}
                value={entry.answer}
                multiline
                minRows={2}
                onChange={(event) => set(index, { answer: event.target.value })}
                error={Boolean(problems[`faq.${index}.answer`])}
                helperText={problems[`faq.${index}.answer`]}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
            </Stack>
            <RowActions
              name={`question ${index + 1}`}
              index={index}
              count={entries.length}
              onMove={(to) => onChange(moved(entries, index, to))}
              onRemove={() => onChange(entries.filter((_, i) => i !== index))}
            />
          </Box>
        ))}
        <Box>
          <Button onClick={() => onChange([...entries, { key: newKey(), id: null, question: '', answer: '' }])}>
            Add question
          </Button>
        </Box>
      </Stack>
    </Section>
  );
}

export function TestimonialsEditor({
  testimonials,
  problems,
  onChange,
}: {
  testimonials: TestimonialDraft[];
  problems: Record<string, string>;
  onChange(testimonials: TestimonialDraft[]): void;
}) {
  const set = (index: number, patch: Partial<TestimonialDraft>) =>
    onChange(testimonials.map((t, i) => (i === index ? { ...t, ...patch } : t)));
  return (
    <Section id="partner-testimonials" title="Testimonials">
      <Stack spacing={2}>
        {testimonials.length === 0 && <Typography color="text.secondary">No testimonials yet.</Typography>}
        {testimonials.map((t, index) => (
          <Box key={t.key} role="group" aria-label={`Testimonial entry ${index + 1}`} sx={{ display: 'flex', gap: 1 }}>
            <Stack spacing={1} sx={{ flex: 1 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField
                  label={`Customer name ${index + 1}`}
                  value={t.customerName}
                  onChange={(event) => set(index, { customerName: event.target.value })}
                  error={Boolean(problems[`testimonials.${index}.customerName`])}
                  helperText={problems[`testimonials.${index}.customerName`]}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                  sx={{ flex: 1 }}
                />
                <TextField
                  select
                  label={`Rating ${index + 1}`}
                  value={t.rating}
                  onChange={(event) => set(index, { rating: Number(event.target.value) })}
                  sx={{ width: 140 }}
                >
                  {[5, 4, 3, 2, 1].map((value) => (
                    <MenuItem key={value} value={value}>
                      {value} {value === 1 ? 'star' : 'stars'}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
              <TextField
                label={`Title ${index + 1}`}
                value={t.title}
                onChange={(event) => set(index, { title: event.target.value })}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              <TextField
                label={`Testimonial ${index + 1}`}
                value={t.content}
                multiline
                minRows={2}
                onChange={(event) => set(index, { content: event.target.value })}
                error={Boolean(problems[`testimonials.${index}.content`])}
                helperText={problems[`testimonials.${index}.content`]}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={t.isVerified}
                    onChange={(event) => set(index, { isVerified: event.target.checked })}
                  />
                }
                label={`Verified customer (testimonial ${index + 1})`}
              />
            </Stack>
            <RowActions
              name={`testimonial ${index + 1}`}
              index={index}
              count={testimonials.length}
              onMove={(to) => onChange(moved(testimonials, index, to))}
              onRemove={() => onChange(testimonials.filter((_, i) => i !== index))}
            />
          </Box>
        ))}
        <Box>
          <Button
            onClick={() =>
              onChange([
                ...testimonials,
                { key: newKey(), id: null, rating: 5, customerName: '', title: '', content: '', isVerified: false },
              ])
            }
          >
            Add testimonial
          </Button>
        </Box>
      </Stack>
    </Section>
  );
}
