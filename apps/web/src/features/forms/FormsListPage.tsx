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
import { useSession } from '../../app/session/use-session';
import type { FormsListQuery } from '../../generated/graphql';
import { apiProblems } from './form-errors';
import { FORMS_LIST_QUERY, SET_FORM_VISIBILITY_MUTATION } from './forms-queries';

export type FormsVisibility = 'all' | 'active' | 'disabled';
const VISIBILITIES: readonly { value: FormsVisibility; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
];

export function parseVisibility(value: string | null): FormsVisibility {
  return value === 'active' || value === 'disabled' ? value : 'all';
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

/** Whether the viewer may open the Form Editor (spec 000 §2: Cvadmin and Admin). */
export function useCanEditForms(): boolean {
  const role = useSession().user?.role;
  return role === 'CVADMIN' || role === 'ADMIN';
}

/**
 * The forms list (route `forms`, every staff role; query `visibility` = all / active / disabled).
 * Cvadmin and Admin open a form in the Form Editor, create one and switch it on or off (with a confirmation).
 */
export function FormsListPage() {
  const session = useSession();
  const toast = useToast();
  const canEdit = useCanEditForms();
  const [searchParams, setSearchParams] = useSearchParams();
  const visibility = parseVisibility(searchParams.get('visibility'));
  const { data, loading, error, refetch } = useQuery(FORMS_LIST_QUERY, {
    variables: { organizationId: session.organizationId, includeDisabledForms: true },
    // Forms published in the editor appear when the list is opened again.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [setVisibility, { loading: saving }] = useMutation(SET_FORM_VISIBILITY_MUTATION);
  const [pending, setPending] = useState<ListedForm | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const forms = (data?.allForms ?? []).filter((form) =>
    visibility === 'all' ? true : visibility === 'active' ? form.isActive : !form.isActive,
  );

  const changeVisibility = (value: FormsVisibility | null) => {
    if (!value) return;
    const next = new URLSearchParams(searchParams);
    if (value === 'all') next.delete('visibility');
    else next.set('visibility', value);
    setSearchParams(next, { replace: true });
  };

  const closeDialog = () => {
    setPending(null);
    const target = returnFocus.current;
    window.setTimeout(() => target?.focus(), 0);
  };

  const confirmToggle = async () => {
    if (!pending) return;
    const isActive = !pending.isActive;
    try {
      await setVisibility({ variables: { formId: pending.id, isActive } });
      toast.success(isActive ? `"${pending.name}" is active.` : `"${pending.name}" is disabled.`);
      closeDialog();
    } catch (caught) {
      toast.error(apiProblems(caught)[0].message);
    }
  };

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

      <ToggleButtonGroup
        value={visibility}
        exclusive
        size="small"
        aria-label="Show forms"
        onChange={(_event, value: FormsVisibility | null) => changeVisibility(value)}
        sx={{ mb: 2 }}
      >
        {VISIBILITIES.map((option) => (
          <ToggleButton key={option.value} value={option.value}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

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
              {visibility === 'all' ? 'No forms yet' : `No ${visibility} forms`}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: canEdit ? 2 : 0 }}>
              {canEdit
                ? 'Build a form with the questions your employees answer when they ask for an accommodation.'
                : 'Forms your administrators build appear here.'}
            </Typography>
            {newFormButton}
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
                  <TableCell>Global</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {forms.map((form) => (
                  <TableRow key={form.id} hover>
                    <TableCell>
                      {canEdit ? (
                        <Link component={RouterLink} to={`/forms/${form.id}`}>
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
                      {canEdit ? (
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
                    <TableCell>{form.isGlobal ? <Chip size="small" label="Global" /> : 'No'}</TableCell>
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
