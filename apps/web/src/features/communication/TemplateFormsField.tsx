import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useSession } from '../../app/session/use-session';
import type { CommunicationTemplateScope } from '../../generated/graphql';
import { TEMPLATE_FORMS_QUERY } from './communication-queries';

/**
 * The forms a template offers: each becomes a link in the message that opens the form on the case. A
 * global template offers only global forms; an organization's, its own and the global ones (active ones).
 */
export function TemplateFormsField({
  scope,
  value,
  onChange,
  error,
}: {
  scope: CommunicationTemplateScope;
  value: readonly string[];
  onChange: (formIds: string[]) => void;
  error?: string;
}) {
  const session = useSession();
  const { data, loading } = useQuery(TEMPLATE_FORMS_QUERY, { variables: { organizationId: session.organizationId } });
  const forms = (data?.allForms ?? []).filter((form) => form.isActive && (scope !== 'GLOBAL' || form.isGlobal));
  const selected = forms.filter((form) => value.includes(form.id));
  return (
    <Autocomplete
      multiple
      loading={loading}
      options={forms}
      value={selected}
      getOptionLabel={(form) => form.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, chosen) => onChange(chosen.map((form) => form.id))}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Forms to answer"
          error={!!error}
          helperText={error ?? 'Each form becomes a link in the message that opens it on the case.'}
        />
      )}
    />
  );
}
