import { useState } from 'react';
import { useToast } from '../../../app/notifications/use-toast';
import { useSession } from '../../../app/session/use-session';
import { CaseDownloadError, downloadCase } from './case-download';

/** Downloads the case as a file; one download at a time, a failure told in a toast. */
export function useCaseDownload(caseId: string) {
  const session = useSession();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    try {
      await downloadCase(caseId, session.organizationId);
    } catch (failure) {
      // The api's own words when it gave them; otherwise the generic message.
      toast.error(failure instanceof CaseDownloadError ? failure.message : undefined);
    } finally {
      setDownloading(false);
    }
  };

  return { downloading, download };
}
