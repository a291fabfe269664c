import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import { describeError } from '../request/api-errors';
import { ORGANIZATION_DOCUMENT_URL_QUERY } from './document-queries';
import { startDownload } from './document-transfer';

export const DOCUMENT_NOT_AVAILABLE = 'This document is no longer available.';

/**
 * Downloads a document: a short-lived address from organizationDocumentUrl, then the browser goes there
 * (the file is served as an attachment). A missing document (NOT_FOUND, which for this query does not
 * lead to /not-found, spec 001 §8) or any other failure is an error toast; the page stays.
 */
export function useDocumentDownload() {
  const client = useApolloClient();
  const toast = useToast();
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (documentId: string) => {
    setDownloading(documentId);
    try {
      const { data } = await client.query({
        query: ORGANIZATION_DOCUMENT_URL_QUERY,
        variables: { documentId },
        fetchPolicy: 'no-cache',
      });
      const answer = data?.organizationDocumentUrl;
      if (!answer?.success || !answer.url) {
        toast.error(DOCUMENT_NOT_AVAILABLE);
        return;
      }
      startDownload(answer.url);
    } catch (failure) {
      const { code, message } = describeError(failure);
      toast.error(code === 'NOT_FOUND' ? DOCUMENT_NOT_AVAILABLE : message);
    } finally {
      setDownloading(null);
    }
  };
  return { download, downloading };
}
