import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useToast } from '../../app/notifications/use-toast';
import type { CreateExportLinkInput } from '../../generated/graphql';
import { apiProblems } from '../forms/form-errors';
import { CREATE_EXPORT_LINK_MUTATION, exportAddress, startDownload } from './export-link';

/**
 * "Export CSV" for a list: asks the api for a single-use link with the list's current filters and lets the
 * browser download the file, which the api streams from the same query as the screen (same rows, PHI
 * columns only for who may read them). A refusal (bad filter, no access) is shown as a toast.
 */
export function ExportCsvButton({
  input,
  organizationId,
  label = 'Export CSV',
  disabled = false,
}: {
  input: CreateExportLinkInput;
  organizationId?: string | null;
  label?: string;
  disabled?: boolean;
}) {
  const toast = useToast();
  const [createLink, { loading }] = useMutation(CREATE_EXPORT_LINK_MUTATION);

  const exportList = async () => {
    try {
      const { data } = await createLink({ variables: { input, organizationId } });
      const address = data && exportAddress(data.createExportLink.url, window.location.origin);
      if (!address) throw new Error('The export link is not one of the exports’');
      startDownload(address);
      toast.success('Your CSV download has started');
    } catch (caught) {
      toast.error(apiProblems(caught)[0].message);
    }
  };

  return (
    <Button
      variant="outlined"
      size="small"
      onClick={() => void exportList()}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      startIcon={loading ? <CircularProgress size={16} aria-hidden /> : undefined}
    >
      {label}
    </Button>
  );
}
