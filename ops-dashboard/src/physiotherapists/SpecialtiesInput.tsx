import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  TextField,
} from '@mui/material';
import { useInput } from 'react-admin';
import { CONDITIONS, type Condition } from '@physio/api-contract';
import { conditionLabel } from '../common/choices';

/**
 * Specialties as matching reads them: the first is the main one (it scores higher), the rest in any order. A main
 * specialty select and a group of other specialties, stored together as `specialties` = [main, ...others].
 */
export function SpecialtiesInput() {
  const { field, fieldState, id } = useInput<Condition[]>({ source: 'specialties' });
  const value: Condition[] = Array.isArray(field.value) ? field.value : [];
  const [main, ...others] = value;
  const error = fieldState.error?.message;

  const setMain = (next: Condition) => field.onChange([next, ...others.filter((c) => c !== next)]);
  const toggleOther = (condition: Condition, checked: boolean) => {
    const rest = checked ? [...others, condition] : others.filter((c) => c !== condition);
    field.onChange(main ? [main, ...rest] : rest);
  };

  return (
    <>
      <TextField
        id={`${id}-main`}
        select
        // An asterisk as react-admin's isRequired inputs show it; not `required`, which would start the browser's own
        // validation on the select's hidden input.
        label="Main specialty *"
        value={main ?? ''}
        onChange={(event) => setMain(event.target.value as Condition)}
        onBlur={field.onBlur}
        error={Boolean(error) && !main}
        helperText={error && !main ? error : 'Matching scores this one highest'}
      >
        {CONDITIONS.map((condition) => (
          <MenuItem key={condition} value={condition}>
            {conditionLabel(condition)}
          </MenuItem>
        ))}
      </TextField>
      <FormControl component="fieldset" error={Boolean(error) && Boolean(main)} margin="dense">
        <FormLabel component="legend">Other specialties</FormLabel>
        <FormGroup>
          {CONDITIONS.filter((condition) => condition !== main).map((condition) => (
            <FormControlLabel
              key={condition}
              control={
                <Checkbox
                  checked={others.includes(condition)}
                  onChange={(event) => toggleOther(condition, event.target.checked)}
                />
              }
              label={conditionLabel(condition)}
            />
          ))}
        </FormGroup>
        {error && main && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    </>
  );
}
