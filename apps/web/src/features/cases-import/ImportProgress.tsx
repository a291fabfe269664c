import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** An import's rows done of total as a progress bar whose value text says the same in words. */
export function ImportProgress({ fileName, done, total }: { fileName: string; done: number; total: number }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const text = `${done} of ${total} rows`;
  return (
    <Box sx={{ minWidth: 160 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`Progress of ${fileName}`}
        aria-valuetext={text}
      />
      <Typography variant="caption" aria-hidden>
        {text}
      </Typography>
    </Box>
  );
}
