import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';

/** A read-only value with a Copy button; without a clipboard it selects the value and says how to copy. */
export function CopyableField({
  label,
  value,
  autoFocus = false,
}: {
  label: string;
  value: string;
  autoFocus?: boolean;
}) {
  const field = useRef<HTMLInputElement>(null);
  const [copyMessage, setCopyMessage] = useState('');

  const copy = async () => {
    setCopyMessage('');
    try {
      if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available');
      await navigator.clipboard.writeText(value);
      setCopyMessage('Copied');
    } catch {
      field.current?.focus();
      field.current?.select();
      setCopyMessage('Press Ctrl+C to copy');
    }
  };

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          fullWidth
          size="small"
          label={label}
          value={value}
          inputRef={field}
          autoFocus={autoFocus}
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        />
        <Button
          variant="outlined"
          onClick={() => void copy()}
          sx={{ flexShrink: 0 }}
          aria-label={`Copy ${label.toLowerCase()}`}
        >
          Copy
        </Button>
      </Stack>
      <Box role="status" aria-live="polite" aria-atomic="true">
        {copyMessage && (
          <Typography variant="body2" color="text.secondary">
            {copyMessage}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
