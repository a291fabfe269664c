import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import type { Channel as MessageChannel } from '../../generated/graphql';
import { describeError } from '../request/api-errors';
import { CHAT_SEND_MUTATION } from './chat-queries';

/** The api's limit on a message's text (CaseMessagesService). */
const MAX_TEXT = 5000;

interface ChatReplyFormProps {
  caseId: string;
  /** The channel the employee last wrote from: the reply goes back the same way unless changed. */
  defaultChannel: MessageChannel;
  onSent: () => void;
}

/** A reply in place: channel (SMS or e-mail) and text, sent as from the case page (sendCaseMessage). */
export function ChatReplyForm({ caseId, defaultChannel, onSent }: ChatReplyFormProps) {
  const channelLabelId = useId();
  const [channel, setChannel] = useState<MessageChannel>(defaultChannel);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [send, { loading }] = useMutation(CHAT_SEND_MUTATION);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    if (!text.trim()) {
      setProblem('Write a message');
      return;
    }
    try {
      await send({ variables: { input: { caseId, channel, text } } });
      setText('');
      setProblem(null);
      onSent();
    } catch (failure) {
      setProblem(describeError(failure).message);
    }
  };

  return (
    <Box component="form" noValidate aria-label="Reply" onSubmit={(event) => void submit(event)} sx={{ mt: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id={channelLabelId} variant="body2">
            Reply by
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={channel}
            aria-labelledby={channelLabelId}
            onChange={(_event, next: MessageChannel | null) => next && setChannel(next)}
          >
            <ToggleButton value="SMS">SMS</ToggleButton>
            <ToggleButton value="EMAIL">E-mail</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <TextField
          label="Reply"
          multiline
          minRows={2}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          error={!!problem}
          helperText={problem ?? ' '}
          slotProps={{ htmlInput: { maxLength: MAX_TEXT } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={loading}>
            {loading ? 'Sending…' : 'Send'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
