import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { COMMUNICATION_TEMPLATE_PLACEHOLDERS_QUERY } from './communication-queries';

/**
 * A menu of the placeholders the api fills in a template ({{caseId}}, …): choosing one hands it to
 * `onPick`, which puts it where the caret was in the text.
 */
export function PlaceholderPicker({ onPick }: { onPick: (placeholder: string) => void }) {
  const { data, loading, error } = useQuery(COMMUNICATION_TEMPLATE_PLACEHOLDERS_QUERY);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const placeholders = data?.communicationTemplatePlaceholders ?? [];
  return (
    <>
      <Button
        size="small"
        id="placeholder-picker-button"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'placeholder-picker-menu' : undefined}
        disabled={loading || !!error || placeholders.length === 0}
        // Keeps the caret in the text field: the menu is opened without taking the focus first.
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Insert placeholder
      </Button>
      <Menu
        id="placeholder-picker-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'placeholder-picker-button' } }}
      >
        {placeholders.map((placeholder) => (
          <MenuItem
            key={placeholder}
            onClick={() => {
              setAnchor(null);
              onPick(placeholder);
            }}
          >
            {placeholder}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
