import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useAccessibility } from './accessibility-context';
import { TEXT_SIZES, type TextSize } from './accessibility-settings';

const TEXT_SIZE_LABELS: Record<TextSize, string> = {
  100: 'Default (100 %)',
  115: 'Larger (115 %)',
  130: 'Largest (130 %)',
};

/**
 * The dialog with the settings. Every change applies at once (so the user sees its effect) and is
 * saved for this user. MUI's Dialog traps focus while open and returns it to the control that opened it.
 */
export function AccessibilityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { settings, update, reset } = useAccessibility();
  const titleId = useId();
  const descriptionId = useId();
  const textSizeLabelId = useId();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Accessibility</DialogTitle>
      <DialogContent>
        <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Changes apply right away and are saved for your account on this browser.
        </Typography>
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend" id={textSizeLabelId}>
            Text size
          </FormLabel>
          <RadioGroup
            aria-labelledby={textSizeLabelId}
            name="text-size"
            value={String(settings.textSize)}
            onChange={(event) => update({ textSize: Number(event.target.value) as TextSize })}
          >
            {TEXT_SIZES.map((size) => (
              <FormControlLabel key={size} value={String(size)} control={<Radio />} label={TEXT_SIZE_LABELS[size]} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl component="fieldset">
          <FormLabel component="legend">Display</FormLabel>
          <FormGroup>
            <FormControlLabel
              control={
                <Switch
                  checked={settings.highContrast}
                  onChange={(event) => update({ highContrast: event.target.checked })}
                />
              }
              label="High contrast"
            />
            <FormControlLabel
              control={
                <Switch
                  checked={settings.reducedMotion}
                  onChange={(event) => update({ reducedMotion: event.target.checked })}
                />
              }
              label="Reduce motion"
            />
            <FormControlLabel
              control={
                <Switch
                  checked={settings.readableFont}
                  onChange={(event) => update({ readableFont: event.target.checked })}
                />
              }
              label="Readable font"
            />
          </FormGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={reset}>Reset to defaults</Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
