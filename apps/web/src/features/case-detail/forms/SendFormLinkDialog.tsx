import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { describeError } from '../../request/api-errors';
import { CreatedFormLink, type CreatedLink } from './CreatedFormLink';
import {
  DAYS_MESSAGE,
  FORM_LINK_DEFAULT_DAYS,
  FORM_LINK_MAX_DAYS,
  FORM_LINK_MIN_DAYS,
  formLinkUrl,
} from './form-links';
import { CREATE_FORM_LINK_MUTATION } from './form-queries';
import { formLabel, useCaseForms } from './use-case-forms';

/**
 * Creates a single-use link for someone without an account (a provider) to answer a form onto the case,
 * then shows the link to copy. Errors keep the dialog open; it cannot be closed while the link is made.
 */
export function SendFormLinkDialog({
  caseId,
  organizationId,
  onClose,
}: {
  caseId: string;
  organizationId: string;
  onClose(): void;
}) {
  const id = useId();
  const { forms, loaded, error: formsError, refetch } = useCaseForms(organizationId, true);
  const [createLink] = useMutation(CREATE_FORM_LINK_MUTATION);
  const [formId, setFormId] = useState('');
  const [days, setDays] = useState(String(FORM_LINK_DEFAULT_DAYS));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [apiError, setApiError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedLink | null>(null);

  const dayCount = Number(days);
  const daysValid = /^\d+$/.test(days.trim()) && dayCount >= FORM_LINK_MIN_DAYS && dayCount <= FORM_LINK_MAX_DAYS;
  const formError = touched && !formId ? 'Choose a form.' : undefined;
  const daysError = touched && !daysValid ? DAYS_MESSAGE : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTouched(true);
    if (!formId || !daysValid) return;
    setBusy(true);
    setApiError(null);
    try {
      const result = await createLink({ variables: { caseId, formId, expiresInDays: dayCount } });
      const payload = result.data?.createAnonymousFormToken;
      if (!payload || !payload.success) {
        setApiError(payload?.message || 'The link could not be created. Try again.');
        return;
      }
      setCreated({ url: formLinkUrl(payload.tokenId), expiresAt: String(payload.expiresAt) });
    } catch (failure) {
      setApiError(describeError(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      disableRestoreFocus
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={`${id}-title`}>Send a form link</DialogTitle>
        {created ? (
          <CreatedFormLink textId={`${id}-text`} link={created} onDone={onClose} />
        ) : (
          <>
            <DialogContent>
              <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
                Someone without an account, such as a medical provider, can answer the form once through the link. Their
                answers are added to this case.
              </DialogContentText>
              <Stack spacing={2} sx={{ pt: 1 }}>
                {apiError && (
                  <Alert severity="error" role="alert">
                    {apiError}
                  </Alert>
                )}
                {formsError ? (
                  <Alert
                    severity="error"
                    action={
                      <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
                        Try again
                      </Button>
                    }
                  >
                    We couldn&apos;t load the forms.
                  </Alert>
                ) : (
                  <TextField
                    select
                    required
                    fullWidth
                    autoFocus
                    label="Form"
                    value={loaded ? formId : ''}
                    onChange={(event) => setFormId(event.target.value)}
                    disabled={!loaded || forms.length === 0}
                    error={!!formError}
                    helperText={
                      !loaded ? 'Loading forms…' : forms.length === 0 ? 'There are no active forms to send.' : formError
                    }
                  >
                    {forms.map((form) => (
                      <MenuItem key={form.id} value={form.id}>
                        {formLabel(form)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
                <TextField
                  required
                  fullWidth
                  type="number"
                  label="Link valid for (days)"
                  value={days}
                  onChange={(event) => setDays(event.target.value)}
                  error={!!daysError}
                  helperText={daysError ?? `From ${FORM_LINK_MIN_DAYS} to ${FORM_LINK_MAX_DAYS} days.`}
                  slotProps={{
                    htmlInput: { min: FORM_LINK_MIN_DAYS, max: FORM_LINK_MAX_DAYS, step: 1, inputMode: 'numeric' },
                  }}
                />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={busy}>
                Create link
              </Button>
            </DialogActions>
          </>
        )}
      </form>
    </Dialog>
  );
}
