import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { PaymentTotalsFieldsFragment } from '../../generated/graphql';
import { LoadMore } from './LoadMore';
import { PaymentTotalsSummary } from './PaymentTotalsSummary';

/** A report list as shown: its table with "Load more" under it, and the totals over the whole list beside it. */
export function ReportPage({
  table,
  what,
  shown,
  total,
  more,
  totalsLabel,
  totals,
}: {
  table: ReactNode;
  what: string;
  shown: number;
  total: number;
  more: { hasNextPage: boolean; loadingMore: boolean; loadMoreFailed: boolean; loadMore(): Promise<void> };
  totalsLabel: string;
  totals: PaymentTotalsFieldsFragment;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr max-content' } }}>
      <Box>
        {table}
        <LoadMore
          shown={shown}
          total={total}
          what={what}
          hasNextPage={more.hasNextPage}
          loadingMore={more.loadingMore}
          failed={more.loadMoreFailed}
          onLoadMore={() => void more.loadMore()}
        />
      </Box>
      <PaymentTotalsSummary label={totalsLabel} totals={totals} />
    </Box>
  );
}
