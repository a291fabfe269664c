import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { expiryInWords } from './form-links';

export interface CreatedLink {
  url: string;
  expiresAt: string;
}

/** The link just made, ready to copy, with when it expires. */
export function CreatedFormLink({
  textId,
  link,
  onDone,
}: {
  /** The id of the text that describes the dialog. */
  textId: string;
  link: CreatedLink;
  onDone(): void;
}) {
  const [copyMessage, setCopyMessage] = useState('');
  const linkField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // The link is what the reader came for: put focus on it, selected, ready to copy.
    linkField.current?.focus();
    linkField.current?.select();
  }, []);

  const copy = async () => {
    setCopyMessage('');
    try {
      if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available');
      await navigator.clipboard.writeText(link.url);
      setCopyMessage('Link copied');
    } catch {
      linkField.current?.focus();
      linkField.current?.select();
      setCopyMessage('Press Ctrl+C to copy');
    }
  };

  return (
    <>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          Send this link to the person who should answer the form. Their answers are added to this case.
        </DialogContentText>
        <Stack spacing={1.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              fullWidth
              label="Link to send"
              value={link.url}
              inputRef={linkField}
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
            />
            <Button variant="outlined" onClick={() => void copy()} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
              Copy link
            </Button>
          </Stack>
          <Box role="status" aria-live="polite" aria-atomic="true" data-testid="form-link-copy-status">
            {copyMessage && (
              <Typography variant="body2" color="text.secondary">
                {copyMessage}
              </Typography>
            )}
          </Box>
          <Typography>
            The link expires on{' '}
            <time dateTime={link.expiresAt} data-testid="form-link-expiry">
              {expiryInWords(link.expiresAt)}
            </time>
            .
          </Typography>
          <Typography>It works once: after the form is answered, the link cannot be used again.</Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          Done
        </Button>
      </DialogActions>
    </>
  );
}
