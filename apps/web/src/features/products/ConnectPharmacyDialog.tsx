import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { CopyableField } from '../organization-settings/CopyableField';
import { describeError } from '../request/api-errors';
import { CONNECT_PHARMACY_MUTATION } from './catalog-documents';

/**
 * Sets where a pharmacy takes orders (CV Admin) and shows the new signing secret once, with what the pharmacy
 * does with it. Connecting again replaces the secret: the dialog says so before it is done.
 */
export function ConnectPharmacyDialog({
  pharmacy,
  onClose,
}: {
  pharmacy: { id: string; name: string; endpointUrl?: string | null };
  onClose(): void;
}) {
  const id = useId();
  const [endpointUrl, setEndpointUrl] = useState(pharmacy.endpointUrl ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [connect, { loading }] = useMutation(CONNECT_PHARMACY_MUTATION);
  const connected = Boolean(pharmacy.endpointUrl);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setProblem(null);
    try {
      const answer = await connect({ variables: { input: { pharmacyId: pharmacy.id, endpointUrl } } });
      setSecret(answer.data?.connectPharmacy.signingSecret ?? null);
    } catch (failure) {
      setProblem(describeError(failure).message);
    }
  };

  return (
    <Dialog
      open
      onClose={() => !loading && onClose()}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={`${id}-title`}>Connect {pharmacy.name}</DialogTitle>
        <DialogContent>
          {secret ? (
            <Stack spacing={2}>
              <DialogContentText id={`${id}-text`}>
                Give this signing secret to the pharmacy now: it is not shown again. Orders are signed with it (Standard
                Webhooks headers), and the pharmacy signs its status updates with it too.
              </DialogContentText>
              <CopyableField label="Signing secret" value={secret} autoFocus />
            </Stack>
          ) : (
            <Stack spacing={2}>
              <DialogContentText id={`${id}-text`}>
                {connected
                  ? 'Saving issues a new signing secret: the one the pharmacy has now stops working at once.'
                  : 'Orders for this pharmacy are sent to this address, signed with a secret issued when you save.'}
              </DialogContentText>
              <TextField
                label="Order endpoint (https)"
                type="url"
                required
                autoFocus
                value={endpointUrl}
                onChange={(event) => setEndpointUrl(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
              {problem && (
                <Alert severity="error" role="alert">
                  {problem}
                </Alert>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          {secret ? (
            <Button onClick={onClose}>Done</Button>
          ) : (
            <>
              <Button onClick={onClose} disabled={loading}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" loading={loading}>
                {connected ? 'Save and issue a new secret' : 'Connect'}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
