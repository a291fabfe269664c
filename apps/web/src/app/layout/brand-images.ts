import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../generated';

/** The acting organization's logo and favicon addresses (empty when it has none). */
export const LAYOUT_BRAND_IMAGES_QUERY = graphql(`
  query LayoutBrandImages($organizationId: ID) {
    organizationBrandInfo(organizationId: $organizationId) {
      id
      logoUrl
      faviconUrl
    }
  }
`);

const FAVICON_LINK_ID = 'organization-favicon';

/** Points the page's icon at the organization's favicon, and removes it again when there is none. */
export function useOrganizationFavicon(faviconUrl: string | null | undefined): void {
  useEffect(() => {
    if (!faviconUrl) return;
    const link = document.createElement('link');
    link.id = FAVICON_LINK_ID;
    link.rel = 'icon';
    link.type = 'image/png';
    link.href = faviconUrl;
    document.getElementById(FAVICON_LINK_ID)?.remove();
    document.head.appendChild(link);
    return () => link.remove();
  }, [faviconUrl]);
}

/**
 * The logo and favicon of the acting organization. The addresses are short-lived, so each mount of the
 * layout asks again rather than trusting a cached one; a failure only means no logo.
 */
export function useBrandImages(organizationId: string | null): { logoUrl: string; faviconUrl: string } {
  const { data } = useQuery(LAYOUT_BRAND_IMAGES_QUERY, {
    variables: { organizationId },
    skip: !organizationId,
    fetchPolicy: 'cache-and-network',
  });
  const brand = data?.organizationBrandInfo;
  useOrganizationFavicon(brand?.faviconUrl);
  return { logoUrl: brand?.logoUrl ?? '', faviconUrl: brand?.faviconUrl ?? '' };
}
