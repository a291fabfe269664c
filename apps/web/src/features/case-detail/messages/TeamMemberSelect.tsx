import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface TeamMember {
  id: string;
  fullName: string;
  email?: string | null;
}

export interface TeamMemberSelectProps {
  members: readonly TeamMember[];
  value: string | null;
  onChange(teamMemberId: string | null): void;
  error?: string;
}

/** The case team member {{teamMemberName}} and {{teamMemberEmail}} stand for. */
export function TeamMemberSelect({ members, value, onChange, error }: TeamMemberSelectProps) {
  return (
    <TextField
      select
      size="small"
      label="Team member"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      error={!!error}
      helperText={
        error ??
        (members.length === 0
          ? 'This case has no team members yet'
          : 'The message names this team member ({{teamMemberName}}, {{teamMemberEmail}})')
      }
    >
      {members.map((member) => (
        <MenuItem key={member.id} value={member.id}>
          {member.email ? `${member.fullName} (${member.email})` : member.fullName}
        </MenuItem>
      ))}
    </TextField>
  );
}
