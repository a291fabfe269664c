import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useSettledSearch } from '../../../shared/use-settled-search';
import { MESSAGE_TEMPLATES_QUERY } from './message-queries';

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

export interface MessageTemplateChoice {
  id: string;
  name: string;
  text: string;
  formIds: readonly string[];
}

export interface TemplatePickerProps {
  value: MessageTemplateChoice | null;
  onChange(template: MessageTemplateChoice | null): void;
  error?: string;
}

/**
 * The communication templates the caller may use (global, the organization's, its own), searched by name
 * as it types; nothing is loaded until the list is opened. Templates carry no channel, so every one is
 * offered for e-mail and SMS alike.
 */
export function TemplatePicker({ value, onChange, error }: TemplatePickerProps) {
  const [opened, setOpened] = useState(false);
  const [input, setInput] = useState('');
  const searchText = useSettledSearch(input, SEARCH_DELAY_MS);
  const {
    data,
    loading,
    error: failure,
  } = useQuery(MESSAGE_TEMPLATES_QUERY, {
    variables: {
      input: {
        recordsPerPage: PAGE_SIZE,
        ...(searchText ? { searchText, searchBy: 'TEMPLATE_NAME' as const } : {}),
      },
    },
    skip: !opened,
    fetchPolicy: 'cache-and-network',
  });
  const options = useMemo(() => data?.allCommunicationTemplates.templates ?? [], [data]);
  const searching = opened && (loading || input.trim() !== searchText);

  return (
    <Autocomplete<MessageTemplateChoice, false, false, false>
      value={value}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, next, reason) => setInput(reason === 'input' ? next : '')}
      onOpen={() => setOpened(true)}
      options={value && !options.some((option) => option.id === value.id) ? [value, ...options] : options}
      filterOptions={(list) => list}
      autoHighlight
      size="small"
      loading={searching}
      loadingText="Loading templates…"
      noOptionsText={failure ? 'Templates could not be loaded' : 'No matching templates'}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Template"
          placeholder="Type to search templates"
          error={!!error}
          helperText={error ?? 'Optional; its text fills the message and its forms are sent as links'}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {searching ? <CircularProgress color="inherit" size={18} aria-hidden="true" /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
