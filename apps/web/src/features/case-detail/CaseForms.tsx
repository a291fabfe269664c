import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../app/routes/route-table';
import type { CaseDetailFormsQuery } from '../../generated/graphql';
import { describeError } from '../request/api-errors';
import { CASE_FORMS_QUERY, CREATE_FORM_LINK_MUTATION } from './case-detail-queries';

type CaseForm = CaseDetailFormsQuery['allForms'][number];

/** How long a form link stays valid, as the api allows it. */
export const FORM_LINK_MIN_DAYS = 1;
export const FORM_LINK_MAX_DAYS = 90;
export const FORM_LINK_DEFAULT_DAYS = 7;

const DAYS_MESSAGE = `Enter a whole number of days from ${FORM_LINK_MIN_DAYS} to ${FORM_LINK_MAX_DAYS}.`;

/** The page a provider opens to answer a form link. */
export function formLinkUrl(tokenId: string, origin: string = window.location.origin): string {
  return `${origin}${routeHref('anonymousForm').replace(':token', encodeURIComponent(tokenId))}`;
}

/** The form runner answering `form` onto the case. */
export function answerFormHref(form: Pick<CaseForm, 'linkName' | 'isGlobal'>, caseId: string): string {
  const params = new URLSearchParams({ caseId });
  if (form.isGlobal) params.set('isGlobal', 'true');
  return `${routeHref('newRequestByLink').replace(':linkName', encodeURIComponent(form.linkName))}?${params}`;
}

/** "Thursday, March 12, 2026 at 10:00 AM". */
export function expiryInWords(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short' });
}

/**
 * Active forms that can be answered now (a published version), the organization's first, then the
 * global ones. Asked for only once `enabled`, e.g. when a menu or dialog opens.
 */
function useCaseForms(organizationId: string, enabled: boolean) {
  const { data, error, loading, refetch } = useQuery(CASE_FORMS_QUERY, {
    variables: { organizationId },
    skip: !enabled,
    fetchPolicy: 'cache-and-network',
  });
  const forms = (data?.allForms ?? [])
    .filter((form) => form.isActive && !!form.versionId)
    .sort((a, b) => Number(a.isGlobal) - Number(b.isGlobal));
  return { forms, loaded: !!data, error: !data && !loading ? error : undefined, refetch };
}

function formLabel(form: CaseForm): string {
  return form.isGlobal ? `${form.name} (global)` : form.name;
}

/** The forms area of a case: send a form link, answer a form onto the case. */
export function CaseFormActions({
  caseId,
  organizationId,
  canSendLink,
  canAnswer,
  onSendLink,
}: {
  caseId: string;
  organizationId: string;
  canSendLink: boolean;
  canAnswer: boolean;
  onSendLink(trigger: HTMLElement): void;
}) {
  if (!canSendLink && !canAnswer) return null;
  return (
    <Stack role="group" aria-label="Forms" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {canSendLink && (
        <Button size="small" variant="outlined" onClick={(event) => onSendLink(event.currentTarget)}>
          Send a form link
        </Button>
      )}
      {canAnswer && <AnswerFormMenu caseId={caseId} organizationId={organizationId} />}
    </Stack>
  );
}

function AnswerFormMenu({ caseId, organizationId }: { caseId: string; organizationId: string }) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [requested, setRequested] = useState(false);
  const { forms, loaded, error, refetch } = useCaseForms(organizationId, requested);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        id={`${id}-button`}
        size="small"
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setRequested(true);
          setAnchor(event.currentTarget);
        }}
      >
        Answer a form for this case
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': `${id}-button`, 'aria-busy': !loaded && !error } }}
      >
        {error ? (
          <MenuItem onClick={() => void refetch().catch(() => undefined)}>
            Couldn&apos;t load the forms. Try again
          </MenuItem>
        ) : !loaded ? (
          <MenuItem disabled>Loading forms…</MenuItem>
        ) : forms.length === 0 ? (
          <MenuItem disabled>No active forms</MenuItem>
        ) : (
          forms.map((form) => (
            <MenuItem key={form.id} component={RouterLink} to={answerFormHref(form, caseId)} onClick={close}>
              {formLabel(form)}
            </MenuItem>
          ))
        )}
      </Menu>
    </>
  );
}

interface CreatedLink {
  url: string;
  expiresAt: string;
}

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
  const [copyMessage, setCopyMessage] = useState('');
  const linkField = useRef<HTMLInputElement>(null);

  const dayCount = Number(days);
  const daysValid = /^\d+$/.test(days.trim()) && dayCount >= FORM_LINK_MIN_DAYS && dayCount <= FORM_LINK_MAX_DAYS;
  const formError = touched && !formId ? 'Choose a form.' : undefined;
  const daysError = touched && !daysValid ? DAYS_MESSAGE : undefined;

  useEffect(() => {
    if (!created) return;
    // The link is what the reader came for: put focus on it, selected, ready to copy.
    linkField.current?.focus();
    linkField.current?.select();
  }, [created]);

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

  const copy = async () => {
    if (!created) return;
    setCopyMessage('');
    try {
      if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available');
      await navigator.clipboard.writeText(created.url);
      setCopyMessage('Link copied');
    } catch {
      linkField.current?.focus();
      linkField.current?.select();
      setCopyMessage('Press Ctrl+C to copy');
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
          <>
            <DialogContent>
              <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
                Send this link to the person who should answer the form. Their answers are added to this case.
              </DialogContentText>
              <Stack spacing={1.5}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                  <TextField
                    fullWidth
                    label="Link to send"
                    value={created.url}
                    inputRef={linkField}
                    slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
                  />
                  <Button variant="outlined" onClick={() => void copy()} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
                    Copy link
                  </Button>
                </Stack>
                <Box role="status" aria-live="polite" aria-atomic="true" data-testid="form-link-copy-status">
                  {copyMessage && (
                    <Typography variant="body2" color="text.secondary">
                      {copyMessage}
                    </Typography>
                  )}
                </Box>
                <Typography>
                  The link expires on{' '}
                  <time dateTime={created.expiresAt} data-testid="form-link-expiry">
                    {expiryInWords(created.expiresAt)}
                  </time>
                  .
                </Typography>
                <Typography>It works once: after the form is answered, the link cannot be used again.</Typography>
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button variant="contained" onClick={onClose}>
                Done
              </Button>
            </DialogActions>
          </>
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
