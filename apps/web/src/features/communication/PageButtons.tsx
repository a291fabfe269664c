import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Previous / next page of a cursor-paged table, with the page number read out. */
export function PageButtons({
  label,
  pageNumber,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  label: string;
  pageNumber: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Page {pageNumber}
      </Typography>
      <Button size="small" onClick={onPrevious} disabled={!hasPrevious}>
        Previous page
      </Button>
      <Button size="small" onClick={onNext} disabled={!hasNext}>
        Next page
      </Button>
    </Stack>
  );
}
