import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../app/session/use-session';
import { PromoCodesSection } from './PromoCodesSection';

/** Who changes the acting organization's codes (the server decides again): its Admin, a Tpasupport, the CV Admin. */
function mayEditOrganizationCodes(role: string | undefined) {
  return role === 'CVADMIN' || role === 'ADMIN' || role === 'TPASUPPORT';
}

/**
 * Promo codes (route `promo-codes`: Cvadmin, Admin, Cvtpa): the acting organization's codes, and for the
 * CV Admin the global codes every organization's members may use.
 */
export function PromoCodesPage() {
  const session = useSession();
  const organizationId = session.organizationId;
  const access = session.user?.organizationAccess.find((entry) => entry.organizationId === organizationId);
  const role = session.user?.role === 'CVADMIN' ? 'CVADMIN' : (access?.role ?? session.user?.role);
  const isCvAdmin = session.user?.role === 'CVADMIN';
  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        Promo Codes
      </Typography>
      <Stack spacing={3}>
        {organizationId && (
          <PromoCodesSection
            title={session.organizationName ? `${session.organizationName} promo codes` : 'Organization promo codes'}
            organizationId={organizationId}
            canEdit={mayEditOrganizationCodes(role)}
          />
        )}
        {isCvAdmin && <PromoCodesSection title="Global promo codes" organizationId={null} canEdit />}
      </Stack>
    </Box>
  );
}

export default PromoCodesPage;
