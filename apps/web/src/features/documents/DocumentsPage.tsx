import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { routeHref } from '../../app/routes/route-table';
import { useSession } from '../../app/session/use-session';
import type { DocumentType } from '../../generated/graphql';
import { DOCUMENTS_PERMISSIONS_QUERY } from './document-queries';
import { DocumentTabs, folderSearch } from './DocumentTabs';
import { FolderBrowser } from './FolderBrowser';

type ViewTab = 'public' | 'mine';
const TAB_PARAM = 'tab';
const TABS: ReadonlyArray<{ id: ViewTab; label: string; type: DocumentType }> = [
  { id: 'public', label: 'Public documents', type: 'PUBLIC_DOCUMENT' },
  { id: 'mine', label: 'My documents', type: 'USER_DOCUMENT' },
];

/**
 * What the viewer may read and download (route `documents`, every role): the organization's public
 * documents and the viewer's own documents, each a folder browser that only downloads. Changing the
 * library happens in Documents Admin, linked from here for those whose permissions allow it.
 */
export function DocumentsPage() {
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data } = useQuery(DOCUMENTS_PERMISSIONS_QUERY, {
    variables: { organizationId: session.organizationId },
    skip: !session.organizationId,
  });
  const current = TABS.find((tab) => tab.id === searchParams.get(TAB_PARAM)) ?? TABS[0]!;
  const folderId = searchParams.get('folder');

  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h1" variant="h4" sx={{ mr: 'auto' }}>
          Documents
        </Typography>
        {data?.myPermissions.manageDocuments && (
          <Button component={RouterLink} to={routeHref('documentsAdmin')} variant="outlined">
            Manage documents
          </Button>
        )}
      </Stack>
      <DocumentTabs
        idPrefix="documents"
        label="Documents"
        tabs={TABS}
        current={current.id}
        onChange={(tab) => setSearchParams(new URLSearchParams({ [TAB_PARAM]: tab }))}
      >
        <FolderBrowser
          key={current.id}
          organizationId={session.organizationId}
          documentType={current.type}
          folderId={folderId}
          folderHref={(id) => folderSearch(TAB_PARAM, current.id, id)}
          readOnly
        />
      </DocumentTabs>
    </Box>
  );
}

export default DocumentsPage;
