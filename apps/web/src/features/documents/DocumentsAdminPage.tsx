import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Navigate, useSearchParams } from 'react-router';
import { routeHref } from '../../app/routes/route-table';
import { useSession } from '../../app/session/use-session';
import type { DocumentType } from '../../generated/graphql';
import { DOCUMENTS_PERMISSIONS_QUERY } from './document-queries';
import { DOCUMENT_TYPE_LABEL, DOCUMENT_TYPES, isDocumentType } from './document-types';
import { DocumentTabs, folderSearch } from './DocumentTabs';
import { FolderBrowser } from './FolderBrowser';
import { GlobalDocuments } from './GlobalDocuments';
import { PageLoadState } from './PageLoadState';

type AdminTab = DocumentType | 'GLOBAL';
const TAB_PARAM = 'type';

/**
 * The documents library of the organization (route `documents-admin`, for viewers whose myPermissions
 * has manageDocuments; anyone else goes to not-found): one tab per document type with its root folder,
 * and for the CV Admin a "Global" tab with the documents shared with every organization. The tab and the
 * open folder are in the address, so back and forward move between folders.
 */
export function DocumentsAdminPage() {
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(DOCUMENTS_PERMISSIONS_QUERY, {
    variables: { organizationId: session.organizationId },
    skip: !session.organizationId,
  });
  const permissions = data?.myPermissions;

  let body;
  if (!permissions) {
    body = <PageLoadState failed={!loading && (!!error || !session.organizationId)} onRetry={() => void refetch()} />;
  } else if (!permissions.manageDocuments) {
    return <Navigate to={routeHref('notFound')} replace />;
  } else {
    const tabs: { id: AdminTab; label: string }[] = [
      ...DOCUMENT_TYPES.map((type) => ({ id: type, label: DOCUMENT_TYPE_LABEL[type] })),
      // The CV Admin is the one who sees every organization; global documents are theirs.
      ...(permissions.allOrganizations ? [{ id: 'GLOBAL' as const, label: 'Global' }] : []),
    ];
    const asked = searchParams.get(TAB_PARAM);
    const current = tabs.find((tab) => tab.id === asked)?.id ?? tabs[0]!.id;
    const folderId = searchParams.get('folder');
    body = (
      <DocumentTabs
        idPrefix="documents-admin"
        label="Document types"
        tabs={tabs}
        current={current}
        onChange={(tab) => setSearchParams(new URLSearchParams({ [TAB_PARAM]: tab }))}
      >
        {current === 'GLOBAL' || !isDocumentType(current) ? (
          <GlobalDocuments />
        ) : (
          <FolderBrowser
            key={current}
            organizationId={session.organizationId}
            documentType={current}
            folderId={folderId}
            folderHref={(id) => folderSearch(TAB_PARAM, current, id)}
          />
        )}
      </DocumentTabs>
    );
  }

  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        Documents Admin
      </Typography>
      {body}
    </Box>
  );
}

export default DocumentsAdminPage;
