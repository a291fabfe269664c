import { useMutation } from '@apollo/client/react';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import { emailFieldError } from '../auth/auth-helpers';
import { ActionDialog } from '../case-detail/dialogs/ActionDialog';
import { DialogError } from './DialogError';
import { failureMessage, payloadMessage } from './people-errors';
import { CHANGE_USER_EMAIL_MUTATION } from './profile-queries';

/** Changes the e-mail a person signs in with (changeUserEmail); both addresses are told. */
export function ChangeEmailDialog({
  person,
  onClose,
  onChanged,
}: {
  person: { id: string; fullName: string; email: string };
  onClose(): void;
  onChanged(): void;
}) {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [change, { loading }] = useMutation(CHANGE_USER_EMAIL_MUTATION);
  const same = email.trim().toLowerCase() === person.email.toLowerCase();
  const error = tried
    ? (emailFieldError(email)?.replace('your ', 'the new ') ??
      (same ? 'This is already their e-mail address.' : undefined))
    : undefined;

  const submit = async () => {
    setTried(true);
    if (emailFieldError(email) || same) return;
    setServerError(null);
    try {
      const { data } = await change({ variables: { userId: person.id, email: email.trim() } });
      const refused = payloadMessage(data?.changeUserEmail);
      if (refused) {
        setServerError(refused);
        return;
      }
      toast.success('E-mail address changed');
      onChanged();
    } catch (failure) {
      setServerError(failureMessage(failure));
    }
  };

  return (
    <ActionDialog
      title={`Change the e-mail of ${person.fullName}`}
      description={`They sign in with ${person.email} today. Both addresses are told about the change.`}
      confirmLabel={loading ? 'Changing…' : 'Change e-mail'}
      busy={loading}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <DialogError message={serverError} />
      <TextField
        autoFocus
        fullWidth
        required
        type="email"
        label="New e-mail"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={!!error}
        helperText={error}
        sx={{ mt: 1 }}
      />
    </ActionDialog>
  );
}
