import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useToast } from '../../app/notifications/use-toast';
import { useMyPermissions } from '../../app/session/use-my-permissions';
import { useSession } from '../../app/session/use-session';
import type { FormsListQuery } from '../../generated/graphql';
import { apiProblems } from './form-errors';
import { FORMS_LIST_QUERY, SET_FORM_VISIBILITY_MUTATION } from './forms-list-queries';

/** Which forms the list shows (query `visibility`); "all" is also what a missing or unknown value means. */
export type FormsVisibility = 'organization' | 'global' | 'all';
const VISIBILITIES: readonly { value: FormsVisibility; label: string }[] = [
  { value: 'organization', label: 'Organization forms' },
  { value: 'global', label: 'Global forms' },
  { value: 'all', label: 'All' },
];

export function parseVisibility(value: string | null): FormsVisibility {
  return value === 'organization' || value === 'global' ? value : 'all';
}

/** Query `disabled=shown` keeps disabled forms in the list. */
const DISABLED_PARAM = 'disabled';
const DISABLED_SHOWN = 'shown';

/** What allForms is asked for each choice: global forms alone, or the organization's with the global ones. */
export function formsListVariables(
  organizationId: string | null,
  visibility: FormsVisibility,
  includeDisabledForms: boolean,
) {
  return {
    organizationId,
    ...(visibility === 'global' ? { isGlobal: true } : visibility === 'organization' ? { isGlobal: false } : {}),
    includeDisabledForms,
  };
}

type ListedForm = FormsListQuery['allForms'][number];

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Whether the api lets the viewer build and publish forms (createForm: edit_form); false while it is asked. */
export function useCanEditForms(): boolean {
  return !!useMyPermissions()?.createForm;
}

/**
 * The forms list (route `forms`, every staff role; query `visibility` = organization / global / all, and
 * `disabled=shown` to list disabled forms too).
 * Cvadmin and Admin open a form in the Form Editor, create one and switch it on or off (with a confirmation).
 */
export function FormsListPage() {
  const session = useSession();
  const toast = useToast();
  const canEdit = useCanEditForms();
  const [searchParams, setSearchParams] = useSearchParams();
  // Global forms are managed by whom the api lets set the default global form versions (the CV Admin).
  const isCvadmin = !!useMyPermissions()?.setDefaultGlobalFormVersion;
  const visibility = parseVisibility(searchParams.get('visibility'));
  const showDisabled = searchParams.get(DISABLED_PARAM) === DISABLED_SHOWN;
  const { data, loading, error, refetch } = useQuery(FORMS_LIST_QUERY, {
    variables: formsListVariables(session.organizationId, visibility, showDisabled),
    // Forms published in the editor appear when the list is opened again.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [setVisibility, { loading: saving }] = useMutation(SET_FORM_VISIBILITY_MUTATION);
  const [pending, setPending] = useState<ListedForm | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  // Forms switched off here stay listed (switched off) until the page is left, so the change can be undone.
  const [switchedHere, setSwitchedHere] = useState<ReadonlySet<string>>(() => new Set());
  // The api answers isGlobal: false with the global forms too: the organization's own are kept here.
  const forms = (data?.allForms ?? []).filter(
    (form) =>
      (visibility === 'all' || form.isGlobal === (visibility === 'global')) &&
      (showDisabled || form.isActive || switchedHere.has(form.id)),
  );
  // Global forms are the CV Admin's: an Admin sees them but cannot switch them on or off.
  const canToggle = (form: ListedForm) => canEdit && (isCvadmin || !form.isGlobal);

  const changeVisibility = (value: FormsVisibility | null) => {
    if (!value) return;
    const next = new URLSearchParams(searchParams);
    next.set('visibility', value);
    setSearchParams(next, { replace: true });
  };

  const changeShowDisabled = (shown: boolean) => {
    const next = new URLSearchParams(searchParams);
    if (shown) next.set(DISABLED_PARAM, DISABLED_SHOWN);
    else next.delete(DISABLED_PARAM);
    setSearchParams(next, { replace: true });
  };

  const emptyTitle = {
    organization: 'No organization forms yet',
    global: 'No global forms',
    all: 'No forms yet',
  }[visibility];
  const emptyText =
    visibility === 'global'
      ? isCvadmin
        ? 'Global forms are offered to every organization. Build one and mark it as global.'
        : 'Global forms are offered to every organization by the platform administrators.'
      : canEdit
        ? 'Build a form with the questions your employees answer when they ask for an accommodation.'
        : 'Forms your administrators build appear here.';
  const offerNewForm = visibility !== 'global' || isCvadmin;

  const closeDialog = () => {
    setPending(null);
    const target = returnFocus.current;
    window.setTimeout(() => target?.focus(), 0);
  };

  const confirmToggle = async () => {
    if (!pending) return;
    const isActive = !pending.isActive;
    try {
      const formId = pending.id;
      setSwitchedHere((current) => new Set(current).add(formId));
      await setVisibility({ variables: { formId, isActive } });
      toast.success(isActive ? `"${pending.name}" is active.` : `"${pending.name}" is disabled.`);
      closeDialog();
    } catch (caught) {
      toast.error(apiProblems(caught)[0].message);
    }
  };

  // The editor's "Back to forms" returns to the list as it was filtered.
  const listSearch = searchParams.toString() ? `?${searchParams.toString()}` : '';

  const newFormButton = canEdit ? (
    <Button component={RouterLink} to="/form-builder" variant="contained">
      New form
    </Button>
  ) : null;

  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2, flexWrap: 'wrap' }}
      >
        <Typography component="h1" variant="h4">
          Forms
        </Typography>
        {newFormButton}
      </Stack>

      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <ToggleButtonGroup
          value={visibility}
          exclusive
          size="small"
          aria-label="Show forms"
          onChange={(_event, value: FormsVisibility | null) => changeVisibility(value)}
        >
          {VISIBILITIES.map((option) => (
            <ToggleButton key={option.value} value={option.value}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={showDisabled} onChange={(event) => changeShowDisabled(event.target.checked)} />}
          label="Show disabled forms"
        />
      </Stack>

      <Box aria-live="polite" aria-busy={loading ? 'true' : 'false'}>
        {loading && !data ? (
          <Box data-testid="forms-loading">
            <Box component="span" sx={visuallyHidden}>
              Loading forms…
            </Box>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} variant="rectangular" height={40} sx={{ mb: 1 }} />
            ))}
          </Box>
        ) : error && !data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            We couldn't load the forms. Check your connection and try again.
          </Alert>
        ) : forms.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography component="h2" variant="h6" gutterBottom>
              {emptyTitle}
            </Typography>
            <Typography color="text.secondary">{emptyText}</Typography>
            {!showDisabled && (
              <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
                Disabled forms are hidden. Turn on Show disabled forms to see them.
              </Typography>
            )}
            {offerNewForm && newFormButton ? <Box sx={{ mt: 2 }}>{newFormButton}</Box> : null}
          </Paper>
        ) : (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Forms">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Short link</TableCell>
                  <TableCell>Version</TableCell>
                  <TableCell>Active</TableCell>
                  <TableCell>Default</TableCell>
                  <TableCell>Scope</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {forms.map((form) => (
                  <TableRow key={form.id} hover>
                    <TableCell>
                      {canEdit ? (
                        <Link component={RouterLink} to={`/forms/${form.id}`} state={{ formsSearch: listSearch }}>
                          {form.name}
                        </Link>
                      ) : (
                        form.name
                      )}
                    </TableCell>
                    <TableCell>
                      <Box component="code" sx={{ fontSize: '0.875rem' }}>
                        /l/{form.linkName}
                      </Box>
                    </TableCell>
                    <TableCell>{form.versionNumber ?? '—'}</TableCell>
                    <TableCell>
                      {canToggle(form) ? (
                        <Switch
                          checked={form.isActive}
                          disabled={saving}
                          slotProps={{ input: { 'aria-label': `Active: ${form.name}` } }}
                          onChange={(event) => {
                            returnFocus.current = event.currentTarget;
                            setPending(form);
                          }}
                        />
                      ) : form.isActive ? (
                        'Yes'
                      ) : (
                        'No'
                      )}
                    </TableCell>
                    <TableCell>{form.isDefault ? <Chip size="small" label="Default" /> : 'No'}</TableCell>
                    <TableCell>
                      {form.isGlobal ? (
                        <Chip size="small" label="Global" />
                      ) : (
                        <Chip size="small" variant="outlined" label="Organization" />
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>

      <Dialog open={pending !== null} onClose={closeDialog} aria-labelledby="form-visibility-title">
        <DialogTitle id="form-visibility-title">
          {pending?.isActive ? 'Disable this form?' : 'Activate this form?'}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pending?.isActive
              ? `"${pending.name}" will no longer be offered to employees. Answers already given are kept.`
              : `"${pending?.name ?? ''}" will be offered to employees again.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={closeDialog}>Cancel</Button>
          <Button onClick={() => void confirmToggle()} variant="contained" disabled={saving}>
            {pending?.isActive ? 'Disable' : 'Activate'}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

export default FormsListPage;
