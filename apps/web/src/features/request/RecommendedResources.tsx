import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session/use-session';
import { useDocumentDownload } from '../documents/use-document-download';
import { NEW_REQUEST_RECOMMENDATIONS_QUERY } from './recommendations-queries';

/**
 * The forms and documents the organization recommends beside New Request (organization settings, New
 * request tab). Secondary to the form: nothing is shown while it loads, when nothing is recommended, or when
 * it cannot be loaded (the form itself still works).
 */
export function RecommendedResources() {
  const session = useSession();
  const { data } = useQuery(NEW_REQUEST_RECOMMENDATIONS_QUERY, {
    variables: { organizationId: session.organizationId },
    skip: !session.organizationId,
  });
  const { download, downloading } = useDocumentDownload();
  const settings = data?.getGeneralOrganizationSettings;
  if (!settings || (settings.recommendedForms.length === 0 && settings.recommendedDocuments.length === 0)) return null;

  return (
    <Box component="aside" aria-labelledby="recommended-heading" sx={{ mt: 4, maxWidth: 760 }}>
      <Typography id="recommended-heading" component="h2" variant="h6" gutterBottom>
        Recommended for you
      </Typography>
      {settings.recommendedForms.length > 0 && (
        <>
          <Typography component="h3" variant="subtitle2">
            Recommended forms
          </Typography>
          <Box component="ul" sx={{ mt: 0.5, pl: 2.5 }}>
            {settings.recommendedForms.map((form) => (
              <li key={form.id}>
                <Link
                  component={RouterLink}
                  to={`/accommodations/request/${encodeURIComponent(form.linkName)}${form.isGlobal ? '?isGlobal=true' : ''}`}
                >
                  {form.name}
                </Link>
              </li>
            ))}
          </Box>
        </>
      )}
      {settings.recommendedDocuments.length > 0 && (
        <>
          <Typography component="h3" variant="subtitle2">
            Recommended documents
          </Typography>
          <Box component="ul" sx={{ mt: 0.5, pl: 2.5 }}>
            {settings.recommendedDocuments.map((document) => (
              <li key={document.id}>
                <Button
                  size="small"
                  onClick={() => void download(document.id)}
                  disabled={downloading === document.id}
                  aria-label={`Download ${document.fileName}`}
                >
                  {document.fileName}
                </Button>
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
