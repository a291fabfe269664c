import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';

export type EditorMode = 'edit' | 'preview';

interface EditorHeaderProps {
  title: string;
  mode: EditorMode;
  onToggleMode(): void;
  onPublish(): void;
  publishing: boolean;
  versionNumber: number | null;
  /** The form as loaded; absent for a new form. */
  isActive?: boolean;
  dirty: boolean;
}

/** The way back to the forms list, the title with Preview and Publish, and where the form stands. */
export function EditorHeader({
  title,
  mode,
  onToggleMode,
  onPublish,
  publishing,
  versionNumber,
  isActive,
  dirty,
}: EditorHeaderProps) {
  const location = useLocation();
  // Set by the forms list: "Back to forms" returns to the list as it was filtered.
  const formsSearch = (location.state as { formsSearch?: string } | null)?.formsSearch ?? '';
  return (
    <>
      <Link component={RouterLink} to={`/forms${formsSearch}`} sx={{ display: 'inline-block', mb: 1 }}>
        Back to forms
      </Link>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}
      >
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" aria-pressed={mode === 'preview'} onClick={onToggleMode}>
            {mode === 'preview' ? 'Back to editing' : 'Preview'}
          </Button>
          <Button variant="contained" onClick={onPublish} disabled={publishing}>
            {publishing ? 'Publishing…' : 'Publish'}
          </Button>
        </Stack>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {versionNumber ? `Current version: ${versionNumber}` : 'Not published yet'}
        {isActive === undefined ? '' : isActive ? ' · Active' : ' · Disabled'}
        {dirty ? ' · Unpublished changes' : ''}
      </Typography>
    </>
  );
}
