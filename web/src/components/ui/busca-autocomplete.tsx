import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

export interface BuscaAutocompleteProps<T extends { id: string }> {
  id: string;
  label: string;
  placeholder?: string;
  helperText?: ReactNode;
  /** The text is refused (past its limit): the field is marked invalid, its helper says why. */
  error?: boolean;
  disabled?: boolean;
  /** What the server found for the (debounced) text. */
  options: readonly T[];
  /** A search is under way: a spinner named `loadingLabel` shows in the field. */
  loading: boolean;
  loadingLabel: string;
  noOptionsText: ReactNode;
  inputValue: string;
  onInputChange: (text: string) => void;
  /** A suggestion picked, or free text confirmed with Enter (a string); null when cleared. */
  onChange: (value: T | string | null) => void;
  /** The picked value, when the caller controls it (null keeps the field a pure search: a pick is handed over, not kept). */
  value?: T | string | null;
  getOptionLabel: (option: T) => string;
  /** The lines of a suggestion in the list. */
  renderOption: (option: T) => ReactNode;
}

/**
 * A free-text field with suggestions the server searches (the caller debounces and fetches). Enter
 * picks the highlighted suggestion and never submits an enclosing form.
 */
export function BuscaAutocomplete<T extends { id: string }>(props: BuscaAutocompleteProps<T>) {
  const { id, label, placeholder, helperText, error = false, disabled = false, options, loading, loadingLabel, noOptionsText, inputValue, onInputChange, onChange, getOptionLabel, renderOption, value: escolhido } =
    props;
  return (
    <Autocomplete<T, false, false, true>
      id={id}
      freeSolo
      disabled={disabled}
      options={options}
      filterOptions={(x) => x}
      getOptionLabel={(option) => (typeof option === 'string' ? option : getOptionLabel(option))}
      isOptionEqualToValue={(a, b) => typeof b !== 'string' && a.id === b.id}
      loading={loading}
      loadingText="Buscando…"
      noOptionsText={noOptionsText}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      inputValue={inputValue}
      {...(escolhido !== undefined ? { value: escolhido } : {})}
      onInputChange={(_, value) => onInputChange(value)}
      onChange={(_, value) => onChange(value)}
      renderOption={(optionProps, option) => {
        const { key, ...rest } = optionProps as typeof optionProps & { key: string };
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
            {renderOption(option)}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          helperText={helperText}
          error={error}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading && <CircularProgress color="inherit" size={18} aria-label={loadingLabel} />}
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
