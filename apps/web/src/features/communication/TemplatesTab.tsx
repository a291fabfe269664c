import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import { useSession } from '../../app/session/use-session';
import type {
  CommunicationPermissionsQuery,
  CommunicationTemplateRowFragment,
  CommunicationTemplateSearchBy,
} from '../../generated/graphql';
import { RetryAlert } from '../../shared/RetryAlert';
import { useSettledSearch } from '../../shared/use-settled-search';
import { visuallyHidden } from '../../shared/visually-hidden';
import { apiProblems } from '../forms/form-errors';
import { COMMUNICATION_TEMPLATES_QUERY, DELETE_COMMUNICATION_TEMPLATE_MUTATION } from './communication-queries';
import { PageButtons } from './PageButtons';
import { SCOPE_LABEL } from './template-labels';
import { TemplateDialog } from './TemplateDialog';
import { TemplateOffers, useOfferNames } from './TemplateOffers';
import { useCursorPages } from './use-cursor-pages';

export const TEMPLATES_PER_PAGE = 20;
const SEARCH_DELAY_MS = 300;

type Permissions = CommunicationPermissionsQuery['myPermissions'];
type SearchIn = 'ALL' | CommunicationTemplateSearchBy;
const SEARCH_IN: { value: SearchIn; label: string }[] = [
  { value: 'ALL', label: 'Name and text' },
  { value: 'TEMPLATE_NAME', label: 'Name' },
  { value: 'TEMPLATE_TEXT', label: 'Text' },
];

/** The templates the viewer may list: searched, paged; created, changed and deleted where the api allows. */
export function TemplatesTab({ permissions }: { permissions: Permissions }) {
  const session = useSession();
  const toast = useToast();
  const [searchInput, setSearchInput] = useState('');
  const [searchIn, setSearchIn] = useState<SearchIn>('ALL');
  const searchText = useSettledSearch(searchInput, SEARCH_DELAY_MS);
  const pages = useCursorPages();
  const { reset } = pages;
  useEffect(() => reset(), [searchText, searchIn, reset]);

  const { data, previousData, loading, error, refetch } = useQuery(COMMUNICATION_TEMPLATES_QUERY, {
    variables: {
      organizationId: session.organizationId,
      input: {
        recordsPerPage: TEMPLATES_PER_PAGE,
        after: pages.after,
        searchText: searchText || null,
        searchBy: searchIn === 'ALL' ? null : searchIn,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.allCommunicationTemplates;
  const offerNames = useOfferNames(permissions);

  const [editing, setEditing] = useState<CommunicationTemplateRowFragment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CommunicationTemplateRowFragment | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [deleteTemplate, { loading: deletingNow }] = useMutation(DELETE_COMMUNICATION_TEMPLATE_MUTATION);

  const canCreate =
    permissions.manageGlobalCommunicationTemplates ||
    permissions.manageOrganizationCommunicationTemplates ||
    permissions.managePersonalCommunicationTemplates;

  const restoreFocus = () => {
    const target = returnFocus.current;
    window.setTimeout(() => target?.focus(), 0);
  };
  const open = (target: CommunicationTemplateRowFragment | 'new', opener: HTMLElement) => {
    returnFocus.current = opener;
    setEditing(target);
  };
  const closeEditor = (saved: boolean) => {
    setEditing(null);
    if (saved) void refetch();
    restoreFocus();
  };
  const closeDelete = () => {
    setDeleting(null);
    restoreFocus();
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteTemplate({ variables: { templateId: deleting.id } });
      toast.success(`"${deleting.name}" is deleted.`);
      returnFocus.current = null;
      setDeleting(null);
      await refetch();
    } catch (caught) {
      toast.error(apiProblems(caught)[0].message);
    }
  };

  const templates = page?.templates ?? [];
  const searching = !!searchText;

  return (
    <Box>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
        <TextField
          size="small"
          type="search"
          label="Search templates"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ minWidth: 260 }}
        />
        <TextField
          select
          size="small"
          label="Search in"
          value={searchIn}
          onChange={(event) => setSearchIn(event.target.value as SearchIn)}
          sx={{ minWidth: 160 }}
        >
          {SEARCH_IN.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        {canCreate && (
          <Button variant="contained" onClick={(event) => open('new', event.currentTarget)}>
            New template
          </Button>
        )}
      </Stack>

      <Box aria-live="polite" aria-busy={loading ? 'true' : 'false'}>
        {loading && !page ? (
          <Box>
            <Box component="span" sx={visuallyHidden}>
              Loading templates…
            </Box>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} variant="rectangular" height={40} sx={{ mb: 1 }} />
            ))}
          </Box>
        ) : error && !page ? (
          <RetryAlert onRetry={() => void refetch()}>
            We couldn&apos;t load the templates. Check your connection and try again.
          </RetryAlert>
        ) : templates.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography component="h2" variant="h6" gutterBottom>
              {searching ? 'No templates match your search' : 'No templates yet'}
            </Typography>
            <Typography color="text.secondary">
              {searching
                ? 'Try other words, or search in both name and text.'
                : canCreate
                  ? 'Write a template once and start every message to an employee from it.'
                  : 'Templates your administrators write appear here.'}
            </Typography>
          </Paper>
        ) : (
          <>
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Communication templates">
                <TableHead>
                  <TableRow>
                    <TableCell>Name</TableCell>
                    <TableCell>Text</TableCell>
                    <TableCell>Scope</TableCell>
                    <TableCell>Offers</TableCell>
                    <TableCell>
                      <Box component="span" sx={visuallyHidden}>
                        Actions
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {templates.map((template) => (
                    <TableRow key={template.id} hover>
                      <TableCell sx={{ fontWeight: 500 }}>{template.name}</TableCell>
                      <TableCell sx={{ maxWidth: 420 }}>
                        <Typography variant="body2" noWrap title={template.text}>
                          {template.text}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        <Chip size="small" variant="outlined" label={SCOPE_LABEL[template.scope] ?? template.scope} />
                      </TableCell>
                      <TableCell sx={{ maxWidth: 320 }}>
                        <TemplateOffers template={template} names={offerNames} />
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {template.viewerCanManage && (
                          <>
                            <Button
                              size="small"
                              aria-label={`Edit ${template.name}`}
                              onClick={(event) => open(template, event.currentTarget)}
                            >
                              Edit
                            </Button>
                            <Button
                              size="small"
                              color="error"
                              aria-label={`Delete ${template.name}`}
                              onClick={(event) => {
                                returnFocus.current = event.currentTarget;
                                setDeleting(template);
                              }}
                            >
                              Delete
                            </Button>
                          </>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {page?.totalCount === 1 ? '1 template' : `${page?.totalCount ?? 0} templates`}
            </Typography>
          </>
        )}
        <PageButtons
          label="Template pages"
          pageNumber={pages.pageNumber}
          hasPrevious={pages.hasPrevious}
          hasNext={!!page?.pageInfo.hasNextPage}
          onPrevious={pages.previous}
          onNext={() => pages.next(page?.pageInfo.endCursor)}
        />
      </Box>

      {editing && (
        <TemplateDialog
          template={editing === 'new' ? null : editing}
          permissions={permissions}
          onClose={() => closeEditor(false)}
          onSaved={(name) => {
            toast.success(editing === 'new' ? `"${name}" is created.` : `"${name}" is saved.`);
            closeEditor(true);
          }}
        />
      )}

      <Dialog open={deleting !== null} onClose={closeDelete} aria-labelledby="delete-template-title">
        <DialogTitle id="delete-template-title">Delete this template?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            &quot;{deleting?.name}&quot; will no longer be offered when writing a message. Messages already sent keep
            their text.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={closeDelete}>Cancel</Button>
          <Button color="error" variant="contained" disabled={deletingNow} onClick={() => void confirmDelete()}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
