import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** "Step n of m", in words (announced) and as a bar. */
export function StepProgress({ current, total }: { current: number; total: number }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="body2" aria-live="polite" data-testid="step-progress">
        Step {current + 1} of {total}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={((current + 1) / total) * 100}
        aria-label={`Step ${current + 1} of ${total}`}
        sx={{ mt: 1 }}
      />
    </Box>
  );
}
