import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { answerFormHref } from './form-links';
import { formLabel, useCaseForms } from './use-case-forms';

/** The active forms to answer onto the case, each opening the form runner; loaded when the menu opens. */
export function AnswerFormMenu({ caseId, organizationId }: { caseId: string; organizationId: string }) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [requested, setRequested] = useState(false);
  const { forms, loaded, error, refetch } = useCaseForms(organizationId, requested);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        id={`${id}-button`}
        size="small"
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setRequested(true);
          setAnchor(event.currentTarget);
        }}
      >
        Answer a form for this case
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': `${id}-button`, 'aria-busy': !loaded && !error } }}
      >
        {error ? (
          <MenuItem onClick={() => void refetch().catch(() => undefined)}>
            Couldn&apos;t load the forms. Try again
          </MenuItem>
        ) : !loaded ? (
          <MenuItem disabled>Loading forms…</MenuItem>
        ) : forms.length === 0 ? (
          <MenuItem disabled>No active forms</MenuItem>
        ) : (
          forms.map((form) => (
            <MenuItem key={form.id} component={RouterLink} to={answerFormHref(form, caseId)} onClick={close}>
              {formLabel(form)}
            </MenuItem>
          ))
        )}
      </Menu>
    </>
  );
}
