import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import type { CvOrganizationFieldsFragment } from '../../generated/graphql';
import { RetryAlert } from '../../shared/RetryAlert';
import { visuallyHidden } from '../../shared/visually-hidden';
import {
  CV_CREATE_ORGANIZATION_MUTATION,
  CV_ORGANIZATIONS_QUERY,
  CV_RENAME_ORGANIZATION_MUTATION,
  CV_UPDATE_ORGANIZATION_MUTATION,
} from './cv-settings-queries';
import {
  OrganizationDialog,
  type OrganizationDialogMode,
  type OrganizationDraft,
  problemOf,
  requireSuccess,
} from './OrganizationDialog';

type Organization = CvOrganizationFieldsFragment;
type Editing = { mode: OrganizationDialogMode; organization: Organization | null };

const EMPTY_DRAFT: OrganizationDraft = { name: '', contactEmail: '', isPartner: false, linkName: '' };
const draftOf = (organization: Organization): OrganizationDraft => ({
  name: organization.name,
  contactEmail: organization.contactEmail ?? '',
  isPartner: organization.isPartner,
  linkName: organization.linkName ?? '',
});

/**
 * Every organization of the platform: search by name, link name or e-mail, create, rename, edit the
 * contact e-mail and link name, and the partner flag (spec 000 §4: it can be toggled; a partner needs a link name, asked for when it has none).
 */
export function OrganizationsSection() {
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(CV_ORGANIZATIONS_QUERY);
  const [create] = useMutation(CV_CREATE_ORGANIZATION_MUTATION, { refetchQueries: ['CvSettingsOrganizations'] });
  const [rename] = useMutation(CV_RENAME_ORGANIZATION_MUTATION);
  const [update] = useMutation(CV_UPDATE_ORGANIZATION_MUTATION);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toggling, setToggling] = useState<string | null>(null);

  const setPartner = async (organization: Organization, isPartner: boolean, linkName?: string) => {
    const answer = (
      await update({
        variables: { input: { organizationId: organization.id, isPartner, ...(linkName ? { linkName } : {}) } },
      })
    ).data?.updateOrganization;
    requireSuccess(answer);
    toast.success(
      isPartner
        ? `${organization.name} is now a partner organization.`
        : `${organization.name} is no longer a partner organization.`,
    );
  };

  const togglePartner = async (organization: Organization, isPartner: boolean) => {
    if (isPartner && !organization.linkName) return setEditing({ mode: 'partner', organization });
    setToggling(organization.id);
    try {
      await setPartner(organization, isPartner);
    } catch (failure) {
      toast.error(problemOf(failure).message);
    } finally {
      setToggling(null);
    }
  };

  const save = async (draft: OrganizationDraft) => {
    if (!editing) return;
    const { mode, organization } = editing;
    if (mode === 'create') {
      const input = {
        name: draft.name.trim(),
        contactEmail: draft.contactEmail.trim() || null,
        isPartner: draft.isPartner,
        linkName: draft.linkName.trim() || null,
      };
      requireSuccess((await create({ variables: { input } })).data?.createOrganization);
      toast.success(`${input.name} was created.`);
    } else if (mode === 'rename' && organization) {
      const name = draft.name.trim();
      requireSuccess(
        (await rename({ variables: { organizationId: organization.id, name } })).data?.updateOrganizationName,
      );
      toast.success(`The organization is now called ${name}.`);
    } else if (mode === 'details' && organization) {
      const input = {
        organizationId: organization.id,
        contactEmail: draft.contactEmail.trim() || null,
        linkName: draft.linkName.trim() || null,
      };
      requireSuccess((await update({ variables: { input } })).data?.updateOrganization);
      toast.success(`${organization.name} was updated.`);
    } else if (mode === 'partner' && organization) {
      await setPartner(organization, true, draft.linkName.trim());
    }
    setEditing(null);
  };

  const organizations = data?.allOrganizations;
  let body;
  if (!organizations) {
    body =
      error && !loading ? (
        <RetryAlert onRetry={() => void refetch()}>
          We couldn&apos;t load the organizations. Check your connection and try again.
        </RetryAlert>
      ) : (
        <Skeleton variant="rectangular" height={160} aria-label="Loading the organizations" />
      );
  } else {
    const needle = search.trim().toLowerCase();
    const shown = needle
      ? organizations.filter((organization) =>
          [organization.name, organization.linkName, organization.contactEmail].some((value) =>
            value?.toLowerCase().includes(needle),
          ),
        )
      : organizations;
    body = (
      <>
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {needle
            ? `${shown.length} of ${organizations.length} organizations match “${search.trim()}”`
            : `${organizations.length} organizations`}
        </Typography>
        {shown.length === 0 ? (
          <Typography>{needle ? 'No organization matches the search.' : 'There are no organizations yet.'}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="cv-organizations-heading">
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Name
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Contact e-mail
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Link name
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Partner
                  </TableCell>
                  <TableCell component="th" scope="col">
                    <Box component="span" sx={visuallyHidden}>
                      Actions
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((organization) => (
                  <TableRow key={organization.id}>
                    <TableCell component="th" scope="row">
                      {organization.name}
                    </TableCell>
                    <TableCell>{organization.contactEmail || '—'}</TableCell>
                    <TableCell>{organization.linkName || '—'}</TableCell>
                    <TableCell>
                      <Switch
                        checked={organization.isPartner}
                        disabled={toggling === organization.id}
                        onChange={(event) => void togglePartner(organization, event.target.checked)}
                        slotProps={{ input: { 'aria-label': `${organization.name} is a partner organization` } }}
                      />
                    </TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        onClick={() => setEditing({ mode: 'rename', organization })}
                        aria-label={`Rename ${organization.name}`}
                      >
                        Rename
                      </Button>
                      <Button
                        size="small"
                        onClick={() => setEditing({ mode: 'details', organization })}
                        aria-label={`Edit details of ${organization.name}`}
                      >
                        Edit details
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby="cv-organizations-heading" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography id="cv-organizations-heading" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          Organizations
        </Typography>
        <TextField
          label="Search organizations"
          type="search"
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button variant="contained" onClick={() => setEditing({ mode: 'create', organization: null })}>
          Create organization
        </Button>
      </Stack>
      {body}
      {editing && (
        <OrganizationDialog
          mode={editing.mode}
          initial={editing.organization ? draftOf(editing.organization) : EMPTY_DRAFT}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}
