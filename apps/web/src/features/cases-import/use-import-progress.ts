import { useApolloClient, useSubscription } from '@apollo/client/react';
import { CASE_IMPORT_PROGRESS_SUBSCRIPTION, CASE_IMPORTS_QUERY } from './cases-import-queries';

/**
 * Moves each listed import's counts as the worker reports them (written into the cached list, so the bar
 * moves without a new request); once one ends, or for one not listed yet (another CV Admin's), the list is
 * read again (an ended import's link to its refused rows is signed when read).
 */
export function useImportProgress() {
  const client = useApolloClient();
  useSubscription(CASE_IMPORT_PROGRESS_SUBSCRIPTION, {
    onData({ data }) {
      const progress = data.data?.caseImportProgress;
      if (!progress) return;
      let known = false;
      client.cache.updateQuery({ query: CASE_IMPORTS_QUERY }, (current) => {
        if (!current) return current;
        return {
          caseImportsInfo: current.caseImportsInfo.map((record) => {
            if (record.id !== progress.caseImportId) return record;
            known = true;
            return {
              ...record,
              status: progress.status,
              resultInfo: {
                ...record.resultInfo,
                totalRows: progress.totalRows,
                processedRows: progress.processedRows,
                importedCount: progress.importedCount,
                skippedCount: progress.skippedCount,
                errorCount: progress.errorCount,
              },
            };
          }),
        };
      });
      if (!known || progress.status !== 'IN_PROGRESS') void client.refetchQueries({ include: [CASE_IMPORTS_QUERY] });
    },
  });
}
