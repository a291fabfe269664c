import { useApolloClient } from '@apollo/client/react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useToast } from '../../../app/notifications/use-toast';
import type { Channel } from '../../../generated/graphql';
import { problemOf, requireSuccess } from '../../cv-settings/OrganizationDialog';
import { ActionDialog } from '../dialogs/ActionDialog';
import { CASE_MESSAGES_QUERY } from '../messages/message-queries';
import { textToCents } from '../payments/payment-format';
import { runCaseChange } from '../shared/run-case-change';
import { SEND_PAYMENT_INFO_LINK_MUTATION } from './payment-info-queries';

const AMOUNT_PROBLEM = 'Enter an amount such as 49.00, or leave it empty';

/**
 * Sends the employee a single-use payment link by e-mail or text message, with the amount the page shows
 * (optional). The answer's status and timeline entry go into the cached case; the message thread, which
 * now holds the link's message, is reloaded.
 */
export function SendPaymentLinkDialog({ caseId, onClose }: { caseId: string; onClose(): void }) {
  const client = useApolloClient();
  const toast = useToast();
  const channelLabelId = useId();
  const [channel, setChannel] = useState<Channel>('EMAIL');
  const [amount, setAmount] = useState('');
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const amountCents = textToCents(amount);
    if (amountCents === undefined) return setAmountProblem(AMOUNT_PROBLEM);
    setAmountProblem(null);
    setProblem(null);
    setBusy(true);
    try {
      const answer = await runCaseChange(client, SEND_PAYMENT_INFO_LINK_MUTATION, { caseId, channel, amountCents });
      requireSuccess(answer as { success: boolean; message?: string | null } | undefined);
      const status = (answer as { paymentInfoStatus?: string } | undefined)?.paymentInfoStatus;
      const id = client.cache.identify({ __typename: 'Case', id: caseId });
      if (id && status) client.cache.modify({ id, fields: { paymentInfoStatus: () => status } });
      await client
        .refetchQueries({
          include: 'active',
          onQueryUpdated: (query) => query.options.query === CASE_MESSAGES_QUERY && query.variables.caseId === caseId,
        })
        .catch(() => undefined);
      toast.success(channel === 'SMS' ? 'Payment link texted.' : 'Payment link e-mailed.');
      onClose();
    } catch (failure) {
      setProblem(problemOf(failure)?.message ?? 'The payment link could not be sent.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <ActionDialog
      title="Send payment link"
      description="The employee gets a single-use link to add a card. It expires in 7 days."
      confirmLabel="Send link"
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <Stack spacing={2}>
        <div>
          <FormLabel id={channelLabelId}>Send by</FormLabel>
          <RadioGroup
            row
            aria-labelledby={channelLabelId}
            value={channel}
            onChange={(event) => setChannel(event.target.value as Channel)}
          >
            <FormControlLabel value="EMAIL" control={<Radio />} label="E-mail" />
            <FormControlLabel value="SMS" control={<Radio />} label="SMS" />
          </RadioGroup>
        </div>
        <TextField
          label="Amount shown on the page (USD)"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={Boolean(amountProblem)}
          helperText={amountProblem ?? 'Optional'}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 16 } }}
        />
        {problem && (
          <Typography role="alert" color="error">
            {problem}
          </Typography>
        )}
      </Stack>
    </ActionDialog>
  );
}
