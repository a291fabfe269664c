import type { CardPurpose, ConfirmOutcome } from './card-confirmation';

/** What either card field needs from the page: start the SetupIntent (its client secret), and say how it ended. */
export interface CardFormProps {
  publishableKey: string;
  /** Asks the api for the link's SetupIntent; throws with a message for the person when it cannot. */
  start: () => Promise<string>;
  onDone: (outcome: ConfirmOutcome) => void;
  /** Saving a card (a SetupIntent, the default) or paying (a PaymentIntent: a charge to complete). */
  purpose?: CardPurpose;
}
