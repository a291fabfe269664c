import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

/**
 * A labelled multiline field and its send button. Enter adds a line, Ctrl+Enter (or Cmd+Enter)
 * sends. Once sent the field is cleared and keeps the focus, so the next message can follow; when
 * sending fails the text stays.
 */
export function MessageComposer({
  label,
  submitLabel,
  busy,
  onSend,
  hint,
  children,
}: {
  label: string;
  submitLabel: string;
  busy: boolean;
  /** Resolves to whether the message was taken. */
  onSend(text: string): Promise<boolean>;
  /** A gentle remark about what is being written, shown under the field. */
  hint?: (text: string) => string | null;
  /** More fields, between the text and the button (e.g. people to tag). */
  children?: ReactNode;
}) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remark = hint?.(text) ?? null;

  const send = async () => {
    if (busy) return;
    const message = text.trim();
    if (!message) {
      setError('Write something first.');
      field.current?.focus();
      return;
    }
    const sent = await onSend(message);
    if (sent) setText('');
    field.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const keyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2 }}>
      <TextField
        inputRef={field}
        label={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={keyDown}
        multiline
        minRows={2}
        maxRows={12}
        fullWidth
        error={!!error}
        slotProps={{ htmlInput: { 'aria-describedby': `${id}-remark`, maxLength: 10000 } }}
      />
      <Box id={`${id}-remark`} aria-live="polite" sx={{ minHeight: '1.5em', mt: 0.5 }}>
        {error ? (
          <Typography variant="body2" color="error">
            {error}
          </Typography>
        ) : remark ? (
          <Typography variant="body2" color="text.secondary" data-testid="composer-hint">
            {remark}
          </Typography>
        ) : null}
      </Box>
      {children}
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
