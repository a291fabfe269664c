import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DragEvent, KeyboardEvent } from 'react';
import type { ProductBundle } from './catalog-types';
import { formatCents } from './money';

/** One bundle as a card: price, fees, products, visibility and sold-out state, with its order controls. */
export function BundleCard({
  bundle,
  position,
  count,
  canEdit,
  onMove,
  onEdit,
  onDelete,
  onDragStart,
  onDrop,
}: {
  bundle: ProductBundle;
  position: number;
  count: number;
  canEdit: boolean;
  onMove: (to: number) => void;
  onEdit: () => void;
  onDelete: () => void;
  onDragStart: () => void;
  onDrop: () => void;
}) {
  // The handle moves with the arrow keys, so dragging is never mouse-only.
  const handleKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      onMove(position - 1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      onMove(position + 1);
    }
  };
  const dragProps = canEdit
    ? {
        draggable: true,
        onDragStart: (event: DragEvent) => {
          event.dataTransfer.effectAllowed = 'move';
          onDragStart();
        },
        onDragOver: (event: DragEvent) => event.preventDefault(),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          onDrop();
        },
      }
    : {};
  const fees = [
    bundle.initialDiscountCents ? `Initial discount ${formatCents(bundle.initialDiscountCents)}` : null,
    bundle.oneTimeFeeCents ? `One-time fee ${formatCents(bundle.oneTimeFeeCents)}` : null,
    bundle.recurringFeeCents ? `Recurring fee ${formatCents(bundle.recurringFeeCents)}` : null,
  ].filter(Boolean);

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} aria-label={bundle.name} {...dragProps}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {canEdit && (
          <Button
            size="small"
            variant="outlined"
            aria-label={`Reorder ${bundle.name}, position ${position + 1} of ${count}. Use the up and down arrow keys to move it.`}
            onKeyDown={handleKey}
            sx={{ cursor: 'grab', minWidth: 0 }}
          >
            <span aria-hidden="true">⠿</span>
          </Button>
        )}
        <Box sx={{ flex: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {bundle.name}
          </Typography>
          <Typography>
            {formatCents(bundle.priceCents)}
            {bundle.priceUnit ? ` / ${bundle.priceUnit}` : ''}
          </Typography>
          {fees.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {fees.join(' · ')}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {bundle.products?.length ? bundle.products.map((product) => product.name).join(', ') : 'No products'}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Chip size="small" label={bundle.isVisible ? 'Visible' : 'Hidden'} />
            {bundle.isSoldOut && <Chip size="small" color="warning" label="Sold out" />}
          </Stack>
        </Box>
        {canEdit && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button
              size="small"
              disabled={position === 0}
              onClick={() => onMove(position - 1)}
              aria-label={`Move ${bundle.name} up`}
            >
              Move up
            </Button>
            <Button
              size="small"
              disabled={position === count - 1}
              onClick={() => onMove(position + 1)}
              aria-label={`Move ${bundle.name} down`}
            >
              Move down
            </Button>
            <Button size="small" onClick={onEdit} aria-label={`Edit ${bundle.name}`}>
              Edit
            </Button>
            <Button size="small" color="error" onClick={onDelete} aria-label={`Delete ${bundle.name}`}>
              Delete
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
