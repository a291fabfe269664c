import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorCode } from '../../../app/apollo/error-codes';
import { routeHref } from '../../../app/routes/route-table';
import { useSession } from '../../../app/session/use-session';
import { describeError } from '../../request/api-errors';
import { CASE_ATTACHMENT_URL_QUERY } from './attachment-queries';
import { startDownload } from './attachment-transfer';

export const FORBIDDEN_FILE_TITLE = "You can't open this file";
export const MISSING_FILE_TITLE = 'This file is not available';

/**
 * A link to one case file: asks for a short-lived download address and starts the download, or says
 * why the file cannot be opened. A missing file is told here, never by leaving for /not-found.
 */
export default function AttachmentPage() {
  const { attachmentId = '' } = useParams();
  const isEmployee = useSession().user?.role === 'USER';
  const { data, error, loading, refetch } = useQuery(CASE_ATTACHMENT_URL_QUERY, {
    variables: { attachmentId },
    fetchPolicy: 'no-cache',
  });
  const answer = data?.caseAttachmentUrl;
  const url = answer?.success && answer.url ? answer.url : null;
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (url && started.current !== url) {
      started.current = url;
      startDownload(url);
    }
  }, [url]);

  const back = isEmployee ? (
    <Link component={RouterLink} to={routeHref('myRequests')}>
      Back to My Requests
    </Link>
  ) : (
    <Link component={RouterLink} to={routeHref('cases')}>
      Back to Cases
    </Link>
  );

  let title: string;
  let body: ReactNode;
  if (url) {
    title = 'Your download has started';
    body = (
      <Typography>
        If it doesn&apos;t start,{' '}
        <Link href={url} download>
          download the file
        </Link>
        .
      </Typography>
    );
  } else if (error && !loading) {
    const { code } = describeError(error);
    if (code === ErrorCode.FORBIDDEN) {
      title = FORBIDDEN_FILE_TITLE;
      body = <Typography>You don&apos;t have access to this file. Ask the case team if you need it.</Typography>;
    } else if (code === ErrorCode.NOT_FOUND) {
      title = MISSING_FILE_TITLE;
      body = <Typography>It may have been deleted, or the link is incomplete.</Typography>;
    } else {
      title = "We couldn't get this file";
      body = (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography>Check your connection and try again.</Typography>
          <Button variant="outlined" size="small" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        </Stack>
      );
    }
  } else if (answer && !url) {
    title = MISSING_FILE_TITLE;
    body = <Typography>It may have been deleted, or the link is incomplete.</Typography>;
  } else {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Getting your file…</Typography>
      </Box>
    );
  }

  return (
    <Box sx={{ py: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>
        {body}
        <Typography>{back}</Typography>
      </Stack>
    </Box>
  );
}
