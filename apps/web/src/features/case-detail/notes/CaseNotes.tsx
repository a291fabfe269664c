import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { CaseDetailNoteFieldsFragment, NotesViewerCanFragment } from '../../../generated/graphql';
import { ACKNOWLEDGE_NOTE_MUTATION, ADD_NOTE_MUTATION } from './note-queries';
import { sectionHeading } from '../conversation/CaseComments';
import { ComposerAttachmentPicker } from '../conversation/ComposerAttachmentPicker';
import { ConversationEntry, entryBylineId, entryItemId } from '../conversation/ConversationEntry';
import { MessageComposer } from '../conversation/MessageComposer';
import type { PickedPerson } from '../people/PersonPicker';
import { SentFiles } from '../conversation/SentFiles';
import { TagPicker } from '../people/TagPicker';
import { useCaseChange } from '../shared/use-case-change';

type Note = CaseDetailNoteFieldsFragment;

export const INTERNAL_NOTES_NOTICE = 'These are internal notes and the employee does not see these';

/**
 * The case team's internal notes, set apart from the conversation with the employee. A note may tag
 * people who can work on a case team: those on the case, and (for who may search the organization's
 * people) anyone else. A note that tags someone is new until acknowledged.
 */
export function CaseNotes({
  caseId,
  organizationId,
  notes,
  casePeople,
  viewerId,
  newCount,
  can,
  canSearchPeople,
}: {
  caseId: string;
  organizationId: string;
  notes: readonly Note[];
  /** The people on the case who may be tagged, without the viewer. */
  casePeople: readonly PickedPerson[];
  viewerId: string | undefined;
  newCount: number | null | undefined;
  /** What the api allows: writing notes and acknowledging them. */
  can: NotesViewerCanFragment;
  /** The viewer may also tag people of the organization who are not on the case. */
  canSearchPeople: boolean;
}) {
  const headingId = useId();
  const composer = useCaseChange();
  const actions = useCaseChange();
  const [tagged, setTagged] = useState<PickedPerson[]>([]);
  const [files, setFiles] = useState<string[]>([]);

  const acknowledge = async (note: Note) => {
    if (await actions.run(ACKNOWLEDGE_NOTE_MUTATION, { noteId: note.id })) {
      window.setTimeout(() => document.getElementById(entryItemId(note.id))?.focus(), 0);
    }
  };

  const send = async (text: string) => {
    const sent = await composer.run(ADD_NOTE_MUTATION, {
      caseId,
      text,
      taggedUserIds: tagged.map((person) => person.id),
      attachmentIds: files,
    });
    if (sent) {
      setTagged([]);
      setFiles([]);
    }
    return sent;
  };

  const count = newCount ?? notes.filter((note) => !note.isAcknowledged).length;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="internal-notes"
      sx={(theme) => ({
        p: 2,
        mb: 3,
        borderColor: theme.palette.warning.main,
        borderStyle: 'dashed',
        backgroundColor: alpha(theme.palette.warning.main, 0.06),
      })}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {sectionHeading('Internal notes', count)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {INTERNAL_NOTES_NOTICE}
      </Typography>
      {notes.length === 0 ? (
        <Typography color="text.secondary">No internal notes yet.</Typography>
      ) : (
        <Stack component="ol" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {notes.map((note) => (
            <ConversationEntry
              key={note.id}
              id={note.id}
              author={note.author}
              viewerId={viewerId}
              createdAt={note.createdAt}
              isNew={!note.isAcknowledged}
              text={note.text}
              details={
                <>
                  <SentFiles files={note.attachments} />
                  {note.taggedUsers.length > 0 && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      Tagged: {note.taggedUsers.map((person) => person.fullName).join(', ')}
                    </Typography>
                  )}
                </>
              }
              actions={
                can.acknowledgeCaseNote && !note.isAcknowledged ? (
                  <Button
                    size="small"
                    aria-describedby={entryBylineId(note.id)}
                    disabled={actions.busy}
                    onClick={() => void acknowledge(note)}
                  >
                    Acknowledge
                  </Button>
                ) : null
              }
            />
          ))}
        </Stack>
      )}
      {can.addCaseNote && (
        <MessageComposer label="Write an internal note" submitLabel="Add note" busy={composer.busy} onSend={send}>
          <Box sx={{ mt: 1 }}>
            <TagPicker
              label="Tag people"
              organizationId={organizationId}
              casePeople={casePeople}
              viewerId={viewerId}
              canSearch={canSearchPeople}
              value={tagged}
              onChange={setTagged}
              disabled={composer.busy}
            />
          </Box>
          <ComposerAttachmentPicker
            caseId={caseId}
            viewerId={viewerId}
            sending="note"
            value={files}
            onChange={setFiles}
            disabled={composer.busy}
          />
        </MessageComposer>
      )}
    </Paper>
  );
}
