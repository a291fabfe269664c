import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CaseMessagePreviewQuery } from '../../../generated/graphql';

type Preview = CaseMessagePreviewQuery['caseMessagePreview'];

export interface MessagePreviewProps {
  preview: Preview | null;
  /** A newer preview is on its way (typing paused or the api still answering). */
  updating: boolean;
  /** Why there is no preview when the api could not build one for a reason not shown at a field. */
  problem?: string;
}

/** "2 SMS segments (153 GSM characters each)". */
export function segmentText({ segments, perSegment, encoding }: NonNullable<Preview['smsSegments']>): string {
  const unit = encoding === 'GSM' ? 'GSM' : 'Unicode';
  return `${segments} SMS segment${segments === 1 ? '' : 's'} (${perSegment} ${unit} characters each)`;
}

/**
 * The message as the api will write it (placeholders filled, a line per form and file link), what the
 * employee actually receives, and for a text message how many segments that takes.
 */
export function MessagePreview({ preview, updating, problem }: MessagePreviewProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography id={headingId} component="h3" variant="subtitle2">
        Preview
      </Typography>
      <Typography variant="caption" color="text.secondary" aria-live="polite" sx={{ display: 'block' }}>
        {updating ? 'Updating the preview…' : ''}
      </Typography>
      {problem && (
        <Typography variant="body2" color="error">
          {problem}
        </Typography>
      )}
      {!preview && !problem && !updating && (
        <Typography variant="body2" color="text.secondary">
          Write a message or choose a template to see it here with its placeholders filled.
        </Typography>
      )}
      {preview && (
        <Box>
          {preview.subject && (
            <Typography variant="body2">
              <strong>Subject:</strong> {preview.subject}
            </Typography>
          )}
          <Typography variant="body2" data-testid="preview-text" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
            {preview.text}
          </Typography>
          {preview.forms.length > 0 && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Forms sent as links to answer: {preview.forms.map((form) => form.name).join(', ')}
            </Typography>
          )}
          {preview.files.length > 0 && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              Files sent as links: {preview.files.map((file) => file.fileName).join(', ')}
            </Typography>
          )}
          {preview.documents.length > 0 && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              Library documents sent as links: {preview.documents.map((document) => document.fileName).join(', ')}
            </Typography>
          )}
          {!preview.fullText && (
            <Alert severity="info" sx={{ mt: 1 }}>
              The employee receives only: “{preview.sentText}” Messages carry no health details unless your organization
              allows the full text; the employee reads this message after signing in.
            </Alert>
          )}
          {preview.smsSegments && (
            <Typography variant="body2" data-testid="preview-segments" sx={{ mt: 1 }}>
              The text message the employee receives takes {segmentText(preview.smsSegments)}.
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
