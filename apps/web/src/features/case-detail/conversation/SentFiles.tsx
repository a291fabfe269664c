import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../app/routes/route-table';

/** attachments/{attachmentId}: asks for the download address and starts the download. */
export function attachmentHref(attachmentId: string): string {
  return routeHref('attachment').replace(':attachmentId', encodeURIComponent(attachmentId));
}

/** The files sent with a comment or note, each a link to its download page. */
export function SentFiles({ files }: { files: readonly { id: string; fileName: string }[] }) {
  if (files.length === 0) return null;
  return (
    <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
      {files.length === 1 ? 'File: ' : 'Files: '}
      {files.map((file, index) => (
        <span key={file.id}>
          {index > 0 && ', '}
          <Link component={RouterLink} to={attachmentHref(file.id)}>
            {file.fileName}
          </Link>
        </span>
      ))}
    </Typography>
  );
}
