import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DocumentsTable } from './DocumentsTable';
import { GLOBAL_DOCUMENTS_QUERY } from './document-queries';
import { PageLoadState } from './PageLoadState';

/** The documents shared with every organization (CV Admin), with the actions their viewerCan allows. */
export function GlobalDocuments() {
  const { data, error, loading, refetch } = useQuery(GLOBAL_DOCUMENTS_QUERY);
  const documents = data?.allGlobalDocuments;
  return (
    <Box component="section" aria-labelledby="global-documents-heading">
      <Typography id="global-documents-heading" component="h2" variant="h5" sx={{ mb: 2 }}>
        Global documents
      </Typography>
      {!documents ? (
        <PageLoadState failed={!!error && !loading} onRetry={() => void refetch().catch(() => undefined)} />
      ) : documents.length === 0 ? (
        <Typography sx={{ py: 3 }}>No global documents yet</Typography>
      ) : (
        // Global documents sit in no organization's folders: nothing to move them to.
        <DocumentsTable documents={documents} label="Global documents" organizationId={null} canMove={false} />
      )}
    </Box>
  );
}
