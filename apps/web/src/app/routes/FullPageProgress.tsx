import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A centred progress indicator for the whole page (session loading, screens loading). */
export function FullPageProgress({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}
    >
      <CircularProgress aria-label={label} />
      <Box
        component="span"
        sx={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        }}
      >
        {label}…
      </Box>
    </Box>
  );
}
