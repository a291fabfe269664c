import Box from '@mui/material/Box';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../shared/visually-hidden';
import type { PasswordRule } from './password-policy';

const MET_PATH =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';
const UNMET_PATH =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z';

export interface PasswordRulesListProps {
  /** Id of the whole block, for the password field's aria-describedby. */
  id: string;
  rules: PasswordRule[];
  notice?: string | null;
}

/** The password rules with met / not met, updated as the user types. */
export function PasswordRulesList({ id, rules, notice }: PasswordRulesListProps) {
  return (
    <Box id={id} sx={{ mt: 1, mb: 1 }}>
      <Typography id={`${id}-heading`} variant="body2" color="text.secondary">
        Your password needs:
      </Typography>
      <Box component="ul" aria-labelledby={`${id}-heading`} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
        {rules.map((rule) => (
          <Box
            component="li"
            key={rule.id}
            data-rule={rule.id}
            data-met={rule.met ? 'true' : 'false'}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 0.25,
              typography: 'body2',
              color: rule.met ? 'success.dark' : 'text.secondary',
            }}
          >
            <SvgIcon fontSize="small" aria-hidden="true" focusable="false">
              <path d={rule.met ? MET_PATH : UNMET_PATH} />
            </SvgIcon>
            <span>
              {rule.label}
              {rule.required ? '' : ' (recommended)'}
              <Box component="span" sx={visuallyHidden}>
                {rule.met ? ': done' : ': not yet'}
              </Box>
            </span>
          </Box>
        ))}
      </Box>
      {notice && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {notice}
        </Typography>
      )}
    </Box>
  );
}
