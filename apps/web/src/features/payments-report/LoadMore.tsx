import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** How many rows are shown of how many, "Load more" while there are more, and a failure to load more. */
export function LoadMore({
  shown,
  total,
  what,
  hasNextPage,
  loadingMore,
  failed,
  onLoadMore,
}: {
  shown: number;
  total: number;
  what: string;
  hasNextPage: boolean;
  loadingMore: boolean;
  failed: boolean;
  onLoadMore(): void;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }} useFlexGap>
      <Typography variant="body2" color="text.secondary" role="status">
        Showing {shown} of {total} {what}
      </Typography>
      {hasNextPage && (
        <Button variant="outlined" size="small" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      )}
      {failed && (
        <Typography role="alert" variant="body2" color="error">
          We couldn&apos;t load more {what}. Try again.
        </Typography>
      )}
    </Stack>
  );
}
