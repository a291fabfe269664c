import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CasePaymentsPartFragment } from '../../../generated/graphql';
import { formatCents } from './payment-format';

const ROWS: [keyof CasePaymentsPartFragment, string][] = [
  ['totalPayments', 'Paid'],
  ['totalCosts', 'Fees'],
  ['totalPayoutAmount', 'Payout'],
  ['totalConsultFees', 'Consult fees'],
  ['totalPharmacyFees', 'Pharmacy fees'],
  ['totalShippingFees', 'Shipping fees'],
  ['totalSyringeKitFees', 'Syringe kit fees'],
  ['totalTechPlatformFees', 'Tech platform fees'],
  ['totalPaymentProcessingFees', 'Payment processing fees'],
];

/**
 * The case's payment totals (over paid payments), when the api answers them: Cvadmin, or TPA Support with
 * the owner dashboard permission, in a partner organization. Anyone else sees no totals.
 */
export function PaymentTotalsList({ caseRecord }: { caseRecord: CasePaymentsPartFragment }) {
  const headingId = useId();
  if (caseRecord.totalPayments === null || caseRecord.totalPayments === undefined) return null;
  const currency = caseRecord.payments[0]?.currency ?? 'usd';
  return (
    <Box sx={{ mb: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle2">
        Totals (paid payments)
      </Typography>
      <Box
        component="dl"
        aria-labelledby={headingId}
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0 }}
      >
        {ROWS.map(([field, label]) => {
          const value = caseRecord[field];
          if (typeof value !== 'number') return null;
          return (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {formatCents(value, currency)}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
