import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GlobalCaseCategoriesSection } from './GlobalCaseCategoriesSection';
import { GlobalFormsSection } from './GlobalFormsSection';
import { OrganizationsSection } from './OrganizationsSection';

/**
 * CV Settings (route `cv-settings`, CV Admin only): the platform's organizations, the catalogue of case
 * categories and the global forms with their defaults. Each section loads and saves on its own, so one
 * that cannot load leaves the others usable. (The platform has no other global settings to show.)
 */
export function CvSettingsPage() {
  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        CV Settings
      </Typography>
      <Stack spacing={3}>
        <OrganizationsSection />
        <GlobalCaseCategoriesSection />
        <GlobalFormsSection />
      </Stack>
    </Box>
  );
}

export default CvSettingsPage;
