import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { smsSegments } from './sms-segments';
import { type MessageChannel, useSendMessage } from './use-send-message';

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

/** Writing to the employee by e-mail or text message: channel, subject (e-mail only), text, Send. */
export function SendMessageForm({ caseId }: { caseId: string }) {
  const channelLabelId = useId();
  const counterId = useId();
  const textId = useId();
  const { busy, problems, send, clear } = useSendMessage(caseId);
  const [channel, setChannel] = useState<MessageChannel>('EMAIL');
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [emptyText, setEmptyText] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!text.trim()) {
      setEmptyText(true);
      return;
    }
    if (await send(channel, subject, text)) {
      setSubject('');
      setText('');
    }
  };

  const textProblem = (emptyText ? 'Write a message' : null) ?? problems.text;
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
            value={channel}
            aria-labelledby={channelLabelId}
            onChange={(_event, next: MessageChannel | null) => {
              if (!next) return;
              setChannel(next);
              clear('channel');
            }}
          >
            <ToggleButton value="EMAIL">E-mail</ToggleButton>
            <ToggleButton value="SMS">SMS</ToggleButton>
          </ToggleButtonGroup>
          {problems.channel && (
            <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
              {problems.channel}
            </Typography>
          )}
        </Box>
        {channel === 'EMAIL' && (
          <TextField
            label="Subject"
            size="small"
            value={subject}
            onChange={(event) => {
              setSubject(event.target.value);
              clear('subject');
            }}
            error={!!problems.subject}
            helperText={problems.subject ?? 'Optional; a subject without health details is used otherwise'}
            slotProps={{ htmlInput: { maxLength: MAX_SUBJECT } }}
          />
        )}
        <TextField
          id={textId}
          label="Message"
          multiline
          minRows={3}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setEmptyText(false);
            clear('text');
          }}
          error={!!textProblem}
          helperText={textProblem ?? ' '}
          slotProps={{ htmlInput: { maxLength: MAX_TEXT, 'aria-describedby': `${textId}-helper-text ${counterId}` } }}
        />
        <Typography id={counterId} variant="caption" color="text.secondary">
          {counterText(channel, text)}
        </Typography>
        {problems.form && (
          <Typography variant="body2" color="error" role="alert">
            {problems.form}
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
