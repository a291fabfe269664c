import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PaymentTotalsFieldsFragment } from '../../generated/graphql';
import { formatCents } from '../../shared/money';

const FIGURES: [keyof Omit<PaymentTotalsFieldsFragment, '__typename'>, string][] = [
  ['totalPayments', 'Payments'],
  ['totalCosts', 'Fees'],
  ['totalPayoutAmount', 'Payout'],
  ['totalConsultFees', 'Consult fees'],
  ['totalPharmacyFees', 'Pharmacy fees'],
  ['totalShippingFees', 'Shipping fees'],
  ['totalSyringeKitFees', 'Syringe kit fees'],
  ['totalTechPlatformFees', 'Tech platform fees'],
  ['totalPaymentProcessingFees', 'Payment processing fees'],
];

/** Totals as a description list: what was paid, what collecting it cost, what is left, then each fee. */
export function PaymentTotalsSummary({ label, totals }: { label: string; totals: PaymentTotalsFieldsFragment }) {
  return (
    <Box>
      <Typography variant="subtitle2">{label}</Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content max-content', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {FIGURES.map(([field, name]) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {name}
            </Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {formatCents(totals[field])}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
