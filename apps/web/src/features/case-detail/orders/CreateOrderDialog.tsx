import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ActionDialog } from '../dialogs/ActionDialog';
import { SectionLoadState } from '../shared/SectionLoadState';
import { ORDER_OPTIONS_QUERY } from './order-queries';

export interface CreateOrderInput {
  pharmacyId: string;
  shippingAddress: {
    addressLine1: string;
    addressLine2: string | null;
    city: string;
    state: string;
    country: string;
    postalCode: string;
  };
  formularyItems: { productVariantId: string; quantity: number }[];
}

const ADDRESS_FIELDS = [
  ['addressLine1', 'Address line 1', true],
  ['addressLine2', 'Address line 2', false],
  ['city', 'City', true],
  ['state', 'State', true],
  ['postalCode', 'Postal code', true],
  ['country', 'Country', true],
] as const;

/**
 * Places an order: the decision's medication and the case's plan go on it by themselves (the api takes them
 * from the case); the viewer picks a pharmacy that takes orders online, the shipping address and, if any, a
 * formulary product. The api's refusal is shown in the dialog.
 */
export function CreateOrderDialog({
  onClose,
  onSubmit,
}: {
  onClose(): void;
  onSubmit(input: CreateOrderInput): Promise<string | null>;
}) {
  const { data, error, loading, refetch } = useQuery(ORDER_OPTIONS_QUERY);
  const [pharmacyId, setPharmacyId] = useState('');
  const [address, setAddress] = useState<Record<string, string>>({ country: 'US' });
  const [variantId, setVariantId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pharmacies = (data?.organizationPharmacies ?? []).filter((pharmacy) => pharmacy.endpointUrl);
  const variants = (data?.orderFormularyProducts ?? []).flatMap((offered) =>
    offered.product.variants.map((variant) => ({
      id: variant.id,
      label: [offered.product.name, variant.name, variant.strength].filter(Boolean).join(' — '),
    })),
  );

  const submit = async () => {
    if (!pharmacyId) {
      setProblem('Choose a pharmacy.');
      return;
    }
    setBusy(true);
    const refused = await onSubmit({
      pharmacyId,
      shippingAddress: {
        addressLine1: address.addressLine1 ?? '',
        addressLine2: address.addressLine2 || null,
        city: address.city ?? '',
        state: address.state ?? '',
        country: address.country ?? '',
        postalCode: address.postalCode ?? '',
      },
      formularyItems: variantId ? [{ productVariantId: variantId, quantity: Number(quantity) }] : [],
    });
    setBusy(false);
    setProblem(refused);
  };

  return (
    <ActionDialog
      title="Place an order"
      description="The decision's medication and the case's plan go on the order. The pharmacy receives it right away."
      confirmLabel="Place order"
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      {!data ? (
        <SectionLoadState what="the pharmacies" failed={!!error && !loading} onRetry={() => void refetch()} />
      ) : (
        <Stack spacing={2}>
          <TextField
            select
            label="Pharmacy"
            required
            value={pharmacyId}
            onChange={(event) => setPharmacyId(event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            helperText={pharmacies.length === 0 ? 'No pharmacy of this organization takes orders online.' : undefined}
          >
            <option value="">Choose…</option>
            {pharmacies.map((pharmacy) => (
              <option key={pharmacy.id} value={pharmacy.id}>
                {pharmacy.name}
              </option>
            ))}
          </TextField>
          {ADDRESS_FIELDS.map(([field, label, required]) => (
            <TextField
              key={field}
              label={label}
              required={required}
              value={address[field] ?? ''}
              onChange={(event) => setAddress((current) => ({ ...current, [field]: event.target.value }))}
            />
          ))}
          {variants.length > 0 && (
            <Stack direction="row" spacing={2}>
              <TextField
                select
                label="Formulary product (optional)"
                value={variantId}
                onChange={(event) => setVariantId(event.target.value)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ flex: 1 }}
              >
                <option value="">None</option>
                {variants.map((variant) => (
                  <option key={variant.id} value={variant.id}>
                    {variant.label}
                  </option>
                ))}
              </TextField>
              <TextField
                label="Quantity"
                type="number"
                value={quantity}
                disabled={!variantId}
                onChange={(event) => setQuantity(event.target.value)}
                slotProps={{ htmlInput: { min: 1, max: 100 } }}
                sx={{ width: 110 }}
              />
            </Stack>
          )}
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
        </Stack>
      )}
    </ActionDialog>
  );
}
