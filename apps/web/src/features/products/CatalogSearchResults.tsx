import { useQuery } from '@apollo/client/react';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CATALOG_VARIANT_SEARCH_QUERY } from './catalog-documents';
import { LoadState } from './LoadState';
import { formatCents } from './money';

/** The most variants one search shows; the count says how many matched in all. */
export const SEARCH_PAGE_SIZE = 50;

export interface CatalogSearch {
  /** The settled search text (sent), and whether the typed text is still settling. */
  searchTerm: string;
  settling: boolean;
  pharmacyId: string | null;
  /** Set to limit the search to the products this organization offers. */
  organizationId: string | null;
}

/**
 * The catalog search's answer from the server (searchProductVariants): the matching variants with their
 * product, pharmacy and price. Loading and settling show a progress bar and say so; no match says so.
 */
export function CatalogSearchResults({ search }: { search: CatalogSearch }) {
  const { searchTerm, pharmacyId, organizationId } = search;
  const { data, previousData, loading, error, refetch } = useQuery(CATALOG_VARIANT_SEARCH_QUERY, {
    variables: {
      searchTerm: searchTerm || null,
      pharmacyIds: pharmacyId ? [pharmacyId] : null,
      pharmacyNames: null,
      organizationId,
      recordsPerPage: SEARCH_PAGE_SIZE,
    },
    // Nothing settled to search for yet (the first letters are still being typed): send nothing.
    skip: !searchTerm && !pharmacyId && !organizationId,
  });
  const page = (data ?? previousData)?.searchProductVariants;
  const busy = loading || search.settling;
  if (error && !loading) return <LoadState failed what="search results" onRetry={() => void refetch()} />;

  let status: string;
  if (busy) status = 'Searching…';
  else if (!page || page.totalCount === 0) status = 'No product matches the search.';
  else if (page.totalCount > page.variants.length)
    status = `Showing ${page.variants.length} of ${page.totalCount} matching variants`;
  else status = page.totalCount === 1 ? '1 variant matches' : `${page.totalCount} variants match`;

  return (
    <>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {status}
      </Typography>
      {busy && <LinearProgress aria-label="Searching the catalog" sx={{ mb: 1 }} />}
      {page && page.variants.length > 0 && (
        <Table size="small" aria-label="Matching variants" aria-busy={busy}>
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell>Variant</TableCell>
              <TableCell>Pharmacy</TableCell>
              <TableCell>Price</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.variants.map((variant) => (
              <TableRow key={variant.id}>
                <TableCell component="th" scope="row">
                  <Link component={RouterLink} to={`/product/${variant.productId}`}>
                    {variant.productName ?? 'Product'}
                  </Link>
                </TableCell>
                <TableCell>
                  {[variant.name, variant.code, variant.strength, variant.form].filter(Boolean).join(' · ')}
                </TableCell>
                <TableCell>{variant.pharmacy?.name ?? '—'}</TableCell>
                <TableCell>{formatCents(variant.priceCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
