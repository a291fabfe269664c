import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import type { CardFormProps } from './card-form-props';
import { StandInCardForm } from './StandInCardForm';

// Stripe.js is loaded only where Stripe Elements is the card field (production).
const StripeElementsCardForm = lazy(() => import('./StripeElementsCardForm'));

/**
 * The card field the api names: Stripe Elements, or the local stand-in (development and tests, where Stripe.js
 * cannot be loaded) when the api gives its address.
 */
export function CardField({
  cardField,
  standInUrl,
  ...props
}: CardFormProps & { cardField: string; standInUrl: string | null | undefined }) {
  if (cardField === 'LOCAL_STAND_IN' && standInUrl) return <StandInCardForm standInUrl={standInUrl} {...props} />;
  return (
    <Suspense fallback={<CircularProgress size={24} aria-label="Loading the card field" />}>
      <StripeElementsCardForm {...props} />
    </Suspense>
  );
}
