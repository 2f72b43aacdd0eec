import { TextInput } from 'react-admin';

/** Longest text the API's search (`q`) takes; the box stops there, so no length rule ever reaches a person. */
export const SEARCH_MAX_LENGTH = 200;

/**
 * The one search box of a list (react-admin's `q` filter). The API reads the text every way it could be meant (a
 * reference, a name, an email, a phone number, a postcode) and never answers it with a rule: any text is a search.
 */
// `alwaysOn` is read by react-admin's filter form from the element's props.
export function SearchBox({ placeholder }: { placeholder: string; alwaysOn?: boolean }) {
  return (
    <TextInput
      source="q"
      label="Search"
      placeholder={placeholder}
      helperText={false}
      resettable
      // The label stays up, so the placeholder says what can be typed before anyone clicks.
      slotProps={{ htmlInput: { maxLength: SEARCH_MAX_LENGTH }, inputLabel: { shrink: true } }}
      sx={{ minWidth: { sm: 390 } }}
    />
  );
}
