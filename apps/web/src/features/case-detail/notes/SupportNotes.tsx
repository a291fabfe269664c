import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import type { CaseDetailSupportNotesQuery, SupportNotesViewerCanFragment } from '../../../generated/graphql';
import { exactTime, relativeTime } from '../../request/relative-time';
import { ADD_SUPPORT_NOTE_MUTATION, UPDATE_SUPPORT_NOTE_MUTATION } from './support-note-queries';
import { useDialog } from '../dialogs/use-dialog';
import { ActionDialog } from '../dialogs/ActionDialog';
import { SectionLoadState } from '../shared/SectionLoadState';
import { useCaseChange } from '../shared/use-case-change';

type SupportNote = CaseDetailSupportNotesQuery['allCaseSupportNotes'][number];

export const ORGANIZATION_WIDE_LABEL = 'All cases of this organization';
const MAX_CONTENT_LENGTH = 5000;

const supportNoteItemId = (id: string) => `support-note-${id}`;

type DialogState = { kind: 'add' } | { kind: 'edit'; note: SupportNote; position: number };

/**
 * Reminders for the case team on this case, and the organization's notes shown on every one of its
 * cases. Never shown to the employee.
 */
export function SupportNotes({
  caseId,
  notes,
  loading,
  failed,
  can,
  refetch,
}: {
  caseId: string;
  notes: readonly SupportNote[] | undefined;
  loading: boolean;
  failed: boolean;
  /** What the api allows: adding support notes, and editing, completing or reopening them. */
  can: SupportNotesViewerCanFragment;
  refetch: () => Promise<unknown>;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = useDialog<DialogState>(() => heading.current);
  const change = useCaseChange(refetch);

  const setCompleted = async (note: SupportNote, isCompleted: boolean) => {
    if (await change.run(UPDATE_SUPPORT_NOTE_MUTATION, { supportNoteId: note.id, isCompleted })) {
      // The button becomes its opposite: keep the place in the list.
      window.setTimeout(() => document.getElementById(supportNoteItemId(note.id))?.focus(), 0);
    }
  };

  const save = async (value: { content: string; isOrganizationWide: boolean }) => {
    const state = dialog.state;
    const done =
      state?.kind === 'edit'
        ? await change.run(UPDATE_SUPPORT_NOTE_MUTATION, { supportNoteId: state.note.id, ...value })
        : await change.run(ADD_SUPPORT_NOTE_MUTATION, { caseId, ...value });
    if (done) dialog.close();
  };

  const state = dialog.state;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography
        ref={heading}
        tabIndex={-1}
        id={headingId}
        component="h2"
        variant="h6"
        sx={{ mb: 1, outline: 'none' }}
      >
        Support notes
      </Typography>
      {notes === undefined ? (
        failed || loading ? (
          <SectionLoadState
            what="the support notes"
            failed={failed}
            onRetry={() => void refetch().catch(() => undefined)}
          />
        ) : null
      ) : notes.length === 0 ? (
        <Typography color="text.secondary">No support notes yet.</Typography>
      ) : (
        <Stack component="ol" spacing={0} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {notes.map((note, index) => {
            const position = index + 1;
            return (
              <Box
                component="li"
                key={note.id}
                id={supportNoteItemId(note.id)}
                tabIndex={-1}
                data-testid="support-note"
                sx={{
                  py: 1.5,
                  borderTop: 1,
                  borderColor: 'divider',
                  outline: 'none',
                  '&:first-of-type': { borderTop: 0 },
                }}
              >
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="h3" variant="subtitle2">
                    Support note {position}
                  </Typography>
                  {note.isOrganizationWide && <Chip size="small" color="info" label={ORGANIZATION_WIDE_LABEL} />}
                  {note.isCompleted && <Chip size="small" color="success" label="Completed" />}
                  <Typography component="span" variant="body2" color="text.secondary">
                    <time dateTime={note.createdAt} title={exactTime(note.createdAt)}>
                      {relativeTime(note.createdAt)}
                    </time>
                  </Typography>
                </Stack>
                <Typography
                  sx={{
                    mt: 0.5,
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                    textDecoration: note.isCompleted ? 'line-through' : undefined,
                  }}
                >
                  {note.content}
                </Typography>
                {can.updateCaseSupportNote && (
                  <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                    <Button
                      size="small"
                      disabled={change.busy}
                      aria-label={
                        note.isCompleted ? `Reopen support note ${position}` : `Mark support note ${position} completed`
                      }
                      onClick={() => void setCompleted(note, !note.isCompleted)}
                    >
                      {note.isCompleted ? 'Reopen' : 'Mark completed'}
                    </Button>
                    <Button
                      size="small"
                      aria-label={`Edit support note ${position}`}
                      onClick={(event) => dialog.open({ kind: 'edit', note, position }, event.currentTarget)}
                    >
                      Edit
                    </Button>
                  </Stack>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
      {can.addCaseSupportNote && (
        <Button size="small" sx={{ mt: 1 }} onClick={(event) => dialog.open({ kind: 'add' }, event.currentTarget)}>
          Add support note
        </Button>
      )}
      {state && (
        <SupportNoteDialog
          title={state.kind === 'edit' ? `Edit support note ${state.position}` : 'Add a support note'}
          confirmLabel={state.kind === 'edit' ? 'Save' : 'Add note'}
          initial={state.kind === 'edit' ? state.note : undefined}
          busy={change.busy}
          onClose={dialog.close}
          onSave={(value) => void save(value)}
        />
      )}
    </Paper>
  );
}

function SupportNoteDialog({
  title,
  confirmLabel,
  initial,
  busy,
  onClose,
  onSave,
}: {
  title: string;
  confirmLabel: string;
  initial?: { content: string; isOrganizationWide: boolean };
  busy: boolean;
  onClose(): void;
  onSave(value: { content: string; isOrganizationWide: boolean }): void;
}) {
  const [content, setContent] = useState(initial?.content ?? '');
  const [isOrganizationWide, setOrganizationWide] = useState(initial?.isOrganizationWide ?? false);
  const [touched, setTouched] = useState(false);
  const error = touched && !content.trim() ? 'Write the note.' : undefined;
  return (
    <ActionDialog
      title={title}
      description="Support notes are for the case team; the employee never sees them."
      confirmLabel={confirmLabel}
      busy={busy}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (content.trim()) onSave({ content: content.trim(), isOrganizationWide });
      }}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <TextField
          required
          fullWidth
          multiline
          minRows={3}
          autoFocus
          label="Note"
          value={content}
          onChange={(event) => setContent(event.target.value)}
          error={!!error}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: MAX_CONTENT_LENGTH } }}
        />
        <FormControlLabel
          control={
            <Switch checked={isOrganizationWide} onChange={(event) => setOrganizationWide(event.target.checked)} />
          }
          label="Show on every case of this organization"
        />
      </Stack>
    </ActionDialog>
  );
}
