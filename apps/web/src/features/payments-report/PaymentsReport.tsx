import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState } from 'react';
import { CasesPaymentTotalsReport } from './CasesPaymentTotalsReport';
import { PeriodPaymentsReport } from './PeriodPaymentsReport';

/**
 * The payments report (spec 000 "Reports and payments report: per-period totals"): the payments of a period
 * with its totals, and the cases with theirs. Payment totals are for the CV Admin, or TPA Support with the
 * owner dashboard permission, in a partner organization (spec 000 §6): the api decides, and when it refuses
 * either list the report is not shown at all.
 */
export function PaymentsReport() {
  const headingId = useId();
  const periodId = useId();
  const casesId = useId();
  const [refused, setRefused] = useState(false);
  const refuse = useCallback(() => setRefused(true), []);
  if (refused) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mt: 3 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        Payments report
      </Typography>
      <Stack spacing={4}>
        <section aria-labelledby={periodId}>
          <Typography id={periodId} component="h3" variant="h6" sx={{ mb: 1 }}>
            Payments by period
          </Typography>
          <PeriodPaymentsReport onRefused={refuse} />
        </section>
        <section aria-labelledby={casesId}>
          <Typography id={casesId} component="h3" variant="h6" sx={{ mb: 1 }}>
            Cases with payment totals
          </Typography>
          <CasesPaymentTotalsReport onRefused={refuse} />
        </section>
      </Stack>
    </Paper>
  );
}
