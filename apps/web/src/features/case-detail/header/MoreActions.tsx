import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

/** Less frequent actions of the case, in a menu; the chosen one is opened from the menu button. */
export function MoreActions<K extends string>({
  items,
  onChoose,
}: {
  items: ReadonlyArray<{ key: K; label: string }>;
  onChoose(key: K, anchor: HTMLElement | null): void;
}) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        id={`${id}-button`}
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        More actions
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        {items.map((item) => (
          <MenuItem
            key={item.key}
            onClick={() => {
              const trigger = anchor;
              setAnchor(null);
              onChoose(item.key, trigger);
            }}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
