import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useSession } from '../../app/session/use-session';
import { RetryAlert } from '../../shared/RetryAlert';
import { BrandImageField } from './BrandImageField';
import {
  BRANDING_QUERY,
  UPLOAD_COMPANY_LOGO_MUTATION,
  UPLOAD_ORGANIZATION_FAVICON_MUTATION,
  UPLOAD_PRESCRIPTION_LOGO_MUTATION,
} from './branding-queries';

/**
 * The organization's company logo (shown in the top bar), favicon (the browser tab's icon) and the logo
 * printed on its prescriptions. Only
 * administrators and the CV Admin may change them; the api refuses anyone else with its own message.
 */
export function BrandingTab() {
  const session = useSession();
  const organizationId = session.organizationId ?? '';
  const { data, loading, error, refetch } = useQuery(BRANDING_QUERY, {
    variables: { organizationId },
    skip: !organizationId,
    fetchPolicy: 'cache-and-network',
  });
  // The brand info is re-read after each upload, so the preview and the top bar show the new image.
  const refetchQueries = ['BrandingImages', 'LayoutBrandImages'];
  const [uploadLogo] = useMutation(UPLOAD_COMPANY_LOGO_MUTATION, { refetchQueries });
  const [uploadFavicon] = useMutation(UPLOAD_ORGANIZATION_FAVICON_MUTATION, { refetchQueries });
  const [uploadPrescriptionLogo] = useMutation(UPLOAD_PRESCRIPTION_LOGO_MUTATION, { refetchQueries });

  const brand = data?.organizationBrandInfo;
  // Spec 000 §6: editing the company logo is for an administrator or the CV Admin.
  const role = session.user?.role;
  const canEdit = role === 'ADMIN' || role === 'CVADMIN';
  if (!brand) {
    if (error && !loading)
      return (
        <RetryAlert onRetry={() => void refetch()}>
          We couldn&apos;t load the logo and favicon. Check your connection and try again.
        </RetryAlert>
      );
    return <Skeleton variant="rectangular" height={240} aria-label="Loading the logo and favicon" />;
  }

  return (
    <Stack spacing={2}>
      {!canEdit && (
        <Alert severity="info">
          Only administrators can change the company logo, the favicon and the prescription logo.
        </Alert>
      )}
      <BrandImageField
        id="company-logo"
        title="Company logo"
        description="Shown in the top bar for everyone in the organization."
        currentUrl={brand.logoUrl}
        previewSize={{ width: 200, height: 80 }}
        readOnly={!canEdit}
        register={async (filePath) =>
          (await uploadLogo({ variables: { organizationId, filePath } })).data?.uploadCompanyLogo
        }
      />
      <BrandImageField
        id="favicon"
        title="Favicon"
        description="The small icon of the browser tab. A square image of 32 by 32 pixels or more works best."
        currentUrl={brand.faviconUrl}
        previewSize={{ width: 64, height: 64 }}
        readOnly={!canEdit}
        register={async (filePath) =>
          (await uploadFavicon({ variables: { organizationId, filePath } })).data?.uploadOrganizationFavicon
        }
      />
      <BrandImageField
        id="prescription-logo"
        title="Prescription logo"
        description="Printed at the top of the prescriptions of this organization. A wide image of 160 by 60 pixels or more works best."
        currentUrl={brand.prescriptionLogoUrl}
        previewSize={{ width: 200, height: 80 }}
        readOnly={!canEdit}
        register={async (filePath) =>
          (await uploadPrescriptionLogo({ variables: { organizationId, filePath } })).data?.uploadPrescriptionLogo
        }
      />
    </Stack>
  );
}
