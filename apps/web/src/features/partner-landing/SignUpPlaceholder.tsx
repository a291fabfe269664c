import Box from '@mui/material/Box';

/**
 * Holds the sign-up form's place while its code loads: about the form's height, so the sections below do
 * not jump when it arrives, and announced as loading.
 */
export function SignUpPlaceholder() {
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: 520, color: 'text.secondary', pt: 1 }}>
      Loading the sign-up form…
    </Box>
  );
}
