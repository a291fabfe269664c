import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { DocumentPicker } from './DocumentPicker';
import { FilePicker } from './FilePicker';
import { EMPTY_DRAFT, type MessageChannel, type MessageDraft, usesTeamMember } from './message-draft';
import type { MessageField } from './message-problems';
import { MessagePreview } from './MessagePreview';
import { smsSegments } from './sms-segments';
import { type TeamMember, TeamMemberSelect } from './TeamMemberSelect';
import { type MessageTemplateChoice, TemplatePicker } from './TemplatePicker';
import { useMessagePreview } from './use-message-preview';
import { useSendMessage } from './use-send-message';

/** The api's limits (CaseMessagesService): the text up to 5,000 characters, the subject up to 200. */
const MAX_TEXT = 5000;
const MAX_SUBJECT = 200;

/** "120 / 5,000 characters", and for a text message how many segments it takes. */
function counterText(channel: MessageChannel, text: string): string {
  const count = `${text.length.toLocaleString('en-US')} / ${MAX_TEXT.toLocaleString('en-US')} characters`;
  if (channel !== 'SMS' || text.length === 0) return count;
  const sms = smsSegments(text);
  const unit = sms.encoding === 'GSM' ? 'GSM' : 'Unicode';
  return `${count} · ${sms.segments} SMS segment${sms.segments === 1 ? '' : 's'} (${sms.perSegment} ${unit} characters each)`;
}

export interface SendMessageFormProps {
  caseId: string;
  /** The case team, for {{teamMemberName}} and {{teamMemberEmail}}. */
  teamMembers: readonly TeamMember[];
}

/**
 * Writing to the employee by e-mail or text message: channel, template, subject (e-mail only), text, team
 * member (when the text names one), case files, library documents, a live preview from the api, Send.
 */
export function SendMessageForm({ caseId, teamMembers }: SendMessageFormProps) {
  const channelLabelId = useId();
  const counterId = useId();
  const textId = useId();
  const { busy, problems: sendProblems, send, clear } = useSendMessage(caseId);
  const [draft, setDraft] = useState<MessageDraft>(EMPTY_DRAFT);
  const [template, setTemplate] = useState<MessageTemplateChoice | null>(null);
  const [emptyText, setEmptyText] = useState(false);
  const preview = useMessagePreview(caseId, draft);

  const change = (field: MessageField, next: Partial<MessageDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    clear(field);
  };
  const pickTemplate = (next: MessageTemplateChoice | null) => {
    // The template's text fills the message unless the message was written by hand.
    const keepText = draft.text.trim() !== '' && draft.text !== template?.text;
    setTemplate(next);
    change('templateId', { templateId: next?.id ?? null, text: keepText ? draft.text : (next?.text ?? '') });
    setEmptyText(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!draft.text.trim() && !draft.templateId) {
      setEmptyText(true);
      return;
    }
    if (await send(draft)) {
      setDraft({ ...EMPTY_DRAFT, channel: draft.channel });
      setTemplate(null);
    }
  };

  // A refusal of the send shows at its field; until then the preview's own refusal does.
  const problem = (field: MessageField) => sendProblems[field] ?? preview.problems[field];
  const textProblem = (emptyText ? 'Write a message or choose a template' : null) ?? problem('text');
  const showTeamMember = usesTeamMember(draft.text || template?.text || '') || !!problem('teamMemberId');
  return (
    <Box
      component="form"
      noValidate
      aria-label="Send a message"
      onSubmit={(event) => void submit(event)}
      sx={{ mt: 2 }}
    >
      <Stack spacing={1.5}>
        <Box>
          <Typography id={channelLabelId} variant="body2" sx={{ mb: 0.5 }}>
            Send by
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={draft.channel}
            aria-labelledby={channelLabelId}
            onChange={(_event, next: MessageChannel | null) => {
              if (next) change('channel', { channel: next });
            }}
          >
            <ToggleButton value="EMAIL">E-mail</ToggleButton>
            <ToggleButton value="SMS">SMS</ToggleButton>
          </ToggleButtonGroup>
          {problem('channel') && (
            <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
              {problem('channel')}
            </Typography>
          )}
        </Box>
        <TemplatePicker value={template} onChange={pickTemplate} error={problem('templateId')} />
        {draft.channel === 'EMAIL' && (
          <TextField
            label="Subject"
            size="small"
            value={draft.subject}
            onChange={(event) => change('subject', { subject: event.target.value })}
            error={!!problem('subject')}
            helperText={problem('subject') ?? 'Optional; a subject without health details is used otherwise'}
            slotProps={{ htmlInput: { maxLength: MAX_SUBJECT } }}
          />
        )}
        <TextField
          id={textId}
          label="Message"
          multiline
          minRows={3}
          value={draft.text}
          onChange={(event) => {
            change('text', { text: event.target.value });
            setEmptyText(false);
          }}
          error={!!textProblem}
          helperText={textProblem ?? ' '}
          slotProps={{ htmlInput: { maxLength: MAX_TEXT, 'aria-describedby': `${textId}-helper-text ${counterId}` } }}
        />
        <Typography id={counterId} variant="caption" color="text.secondary">
          {counterText(draft.channel, draft.text)}
        </Typography>
        {showTeamMember && (
          <TeamMemberSelect
            members={teamMembers}
            value={draft.teamMemberId}
            onChange={(teamMemberId) => change('teamMemberId', { teamMemberId })}
            error={problem('teamMemberId')}
          />
        )}
        <FilePicker
          caseId={caseId}
          value={draft.attachmentIds}
          onChange={(attachmentIds) => change('attachmentIds', { attachmentIds })}
          error={problem('attachmentIds')}
        />
        <DocumentPicker
          caseId={caseId}
          value={draft.documentIds}
          onChange={(documentIds) => change('documentIds', { documentIds })}
          error={problem('documentIds')}
        />
        <MessagePreview
          preview={preview.preview}
          updating={preview.updating}
          problem={sendProblems.form ? undefined : preview.problems.form}
        />
        {sendProblems.form && (
          <Typography variant="body2" color="error" role="alert">
            {sendProblems.form}
          </Typography>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={busy} loading={busy}>
            Send message
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
