import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useMyPermissions } from '../../app/session/use-my-permissions';
import { useSession } from '../../app/session/use-session';
import { usePageTitle } from '../../shared/page-title';
import { BundlesSection } from './BundlesSection';
import { CatalogSection } from './CatalogSection';
import { catalogAccess } from './catalog-access';
import { OrganizationProductsSection } from './OrganizationProductsSection';
import { PharmaciesSection } from './PharmaciesSection';

const TABS = [
  { id: 'catalog', label: 'Catalog' },
  { id: 'organization', label: 'Organization products' },
  { id: 'bundles', label: 'Bundles' },
  { id: 'pharmacies', label: 'Pharmacies' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * Products (route `products`): the global catalog, the organization's products with its prices, its
 * bundles in the storefront's order, and its pharmacies. Each tab loads and saves on its own.
 */
export function ProductsPage() {
  usePageTitle('Products');
  const session = useSession();
  const permissions = useMyPermissions();
  const access = catalogAccess(session.user?.role, permissions?.accessOwnerDashboard);
  const organizationId = session.organizationId;
  const [tab, setTab] = useState<TabId>('catalog');

  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        Products
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: TabId) => setTab(value)}
        aria-label="Product sections"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((entry) => (
          <Tab
            key={entry.id}
            value={entry.id}
            label={entry.label}
            id={`products-tab-${entry.id}`}
            aria-controls={`products-panel-${entry.id}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`products-panel-${tab}`} aria-labelledby={`products-tab-${tab}`}>
        {tab === 'catalog' && (
          <CatalogSection
            organizationId={organizationId}
            canEdit={access.editGlobal}
            canEditOrganization={access.editOrganization}
          />
        )}
        {tab === 'organization' && organizationId && (
          <OrganizationProductsSection
            organizationId={organizationId}
            canEdit={access.editOrganization}
            canSetDefaults={access.editGlobal}
          />
        )}
        {tab === 'bundles' && organizationId && (
          <BundlesSection organizationId={organizationId} canEdit={access.editOrganization} />
        )}
        {tab === 'pharmacies' && organizationId && (
          <PharmaciesSection organizationId={organizationId} canConnect={session.user?.role === 'CVADMIN'} />
        )}
        {tab !== 'catalog' && !organizationId && (
          <Typography>Choose an organization to see its products, bundles and pharmacies.</Typography>
        )}
      </Box>
    </Box>
  );
}

export default ProductsPage;
