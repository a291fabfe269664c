import Button from '@mui/material/Button';
import SvgIcon from '@mui/material/SvgIcon';
import { lazy, Suspense, useState } from 'react';

// The dialog (radio groups, switches, Dialog) is only needed once the user opens it, so it loads then.
const AccessibilityDialog = lazy(() =>
  import('./AccessibilityPanel').then((m) => ({ default: m.AccessibilityDialog })),
);

/** Material "accessibility" icon (Apache License 2.0). */
function AccessibilityIcon() {
  return (
    <SvgIcon>
      <path d="M12 2c1.1 0 2 .9 2 2s-.9 2-2 2-2-.9-2-2 .9-2 2-2zm9 7h-6v13h-2v-6h-2v6H9V9H3V7h18v2z" />
    </SvgIcon>
  );
}

/**
 * The top-bar button that opens the accessibility panel. The layout renders it only on screens
 * 1060 px and wider, where the spec places its accessibility widget.
 */
export function AccessibilityButton() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, and kept, so the dialog's closing transition still runs.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccessibilityIcon />}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        sx={{ textTransform: 'none' }}
      >
        Accessibility
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <AccessibilityDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
