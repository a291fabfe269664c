import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useMyPermissions } from '../../app/session/use-my-permissions';
import { useSession } from '../../app/session/use-session';
import { usePageTitle } from '../../shared/page-title';
import { RetryAlert } from '../../shared/RetryAlert';
import { describeError } from '../request/api-errors';
import { catalogAccess } from './catalog-access';
import { PRODUCT_DETAIL_QUERY } from './catalog-documents';
import { DosagesSection } from './DosagesSection';
import { formatCents } from './money';

/** One product (route `product/{productId}`): its variants, dosages, categories and the organization's price. */
export function ProductPage() {
  const { productId = '' } = useParams();
  const session = useSession();
  const permissions = useMyPermissions();
  const access = catalogAccess(session.user?.role, permissions?.accessOwnerDashboard);
  const organizationId = session.organizationId ?? '';
  const { data, error, refetch } = useQuery(PRODUCT_DETAIL_QUERY, {
    variables: { productId, organizationId },
    skip: !productId || !organizationId,
  });
  const product = data?.productById;
  usePageTitle(product ? `Product ${product.name}` : 'Product');

  if (!product) {
    return (
      <Box sx={{ py: { xs: 2, sm: 3 } }}>
        <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
          Product
        </Typography>
        {error ? (
          <RetryAlert onRetry={() => void refetch()}>
            {describeError(error).code === 'NOT_FOUND'
              ? describeError(error).message
              : "We couldn't load the product. Check your connection and try again."}
          </RetryAlert>
        ) : (
          <Skeleton variant="rectangular" height={160} aria-label="Loading the product" />
        )}
      </Box>
    );
  }

  const offer = data.organizationProductsByCategory.find((entry) => entry.product.id === product.id);

  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Link component={RouterLink} to="/products">
        Products
      </Link>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {product.name}
      </Typography>
      {product.description && <Typography sx={{ mb: 2 }}>{product.description}</Typography>}
      <Stack spacing={3}>
        <Paper component="section" variant="outlined" aria-labelledby="product-offer-heading" sx={{ p: 2 }}>
          <Typography id="product-offer-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
            Organization price
          </Typography>
          {offer ? (
            <Typography>
              {formatCents(offer.priceCents)}
              {offer.priceUnit ? ` / ${offer.priceUnit}` : ''}
              {offer.isFormulary ? ' · Formulary' : ''}
            </Typography>
          ) : (
            <Typography>The organization does not offer this product.</Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
            <Chip size="small" label={product.isVisible ? 'Visible' : 'Hidden'} />
            {product.categories.map((category) => (
              <Chip key={category.id} size="small" variant="outlined" label={category.name} />
            ))}
          </Stack>
        </Paper>
        <Paper component="section" variant="outlined" aria-labelledby="product-variants-heading" sx={{ p: 2 }}>
          <Typography id="product-variants-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
            Variants
          </Typography>
          {product.variants.length === 0 ? (
            <Typography>This product has no variants.</Typography>
          ) : (
            <Table size="small" aria-label="Variants">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Code</TableCell>
                  <TableCell>Strength</TableCell>
                  <TableCell>Form</TableCell>
                  <TableCell>Packaging</TableCell>
                  <TableCell>Provider</TableCell>
                  <TableCell align="right">Price</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {product.variants.map((variant) => (
                  <TableRow key={variant.id}>
                    <TableCell component="th" scope="row">
                      {variant.name}
                    </TableCell>
                    <TableCell>{variant.code || '—'}</TableCell>
                    <TableCell>{variant.strength || '—'}</TableCell>
                    <TableCell>{variant.form || '—'}</TableCell>
                    <TableCell>{variant.packaging || '—'}</TableCell>
                    <TableCell>{variant.pharmacy?.name || '—'}</TableCell>
                    <TableCell align="right">{formatCents(variant.priceCents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Paper>
        <DosagesSection productId={product.id} dosages={data.productDosages} canEdit={access.editGlobal} />
      </Stack>
    </Box>
  );
}

export default ProductPage;
