import { useQuery } from '@apollo/client/react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { CASE_ATTACHMENTS_QUERY } from '../attachments/attachment-queries';

/**
 * The viewer's own files on the case, to send with a comment or a note. Only one's own files may be
 * sent (the api refuses others'), so others' files are not offered. The list shares the cached
 * attachments query of the Attachments section, so a fresh upload appears here too.
 */
export function ComposerAttachmentPicker({
  caseId,
  viewerId,
  sending,
  value,
  onChange,
  disabled,
}: {
  caseId: string;
  viewerId: string | undefined;
  /** What the files go with: "comment" or "note". */
  sending: string;
  value: readonly string[];
  onChange(attachmentIds: string[]): void;
  disabled?: boolean;
}) {
  const { data } = useQuery(CASE_ATTACHMENTS_QUERY, { variables: { caseId }, fetchPolicy: 'cache-first' });
  const own = (data?.caseById.attachments ?? []).filter((file) => !!viewerId && file.uploadedById === viewerId);
  const listedIds = own.map((file) => file.id).join(',');
  // A chosen file deleted meanwhile (live, by someone else) is no longer sent.
  useEffect(() => {
    if (!data) return;
    const kept = value.filter((id) => listedIds.split(',').includes(id));
    if (kept.length !== value.length) onChange(kept);
  }, [data, listedIds, value, onChange]);
  if (!data) return null;
  if (own.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        To send a file with your {sending}, upload it under Attachments first.
      </Typography>
    );
  }
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <FormControl component="fieldset" variant="standard" disabled={disabled} sx={{ mt: 1, display: 'block' }}>
      <FormLabel component="legend">Send your files with this {sending}</FormLabel>
      <FormGroup>
        {own.map((file) => (
          <FormControlLabel
            key={file.id}
            control={
              <Checkbox
                size="small"
                checked={value.includes(file.id)}
                onChange={(event) => toggle(file.id, event.target.checked)}
              />
            }
            label={file.isPHI ? `${file.fileName} (PHI)` : file.fileName}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
