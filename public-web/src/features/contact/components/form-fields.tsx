import { Field, Input, NativeSelect, Textarea, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface BaseFieldProps {
  label: ReactNode;
  error?: string;
  required?: boolean;
  helperText?: ReactNode;
}

/** A labelled text input whose error is linked to it (aria-describedby, aria-invalid) by Chakra's Field. */
export function TextField({ label, error, required, helperText, ...inputProps }: BaseFieldProps & InputProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label} {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input {...inputProps} />
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export function TextAreaField({
  label,
  error,
  required,
  helperText,
  value,
  onChange,
  rows,
  name,
}: BaseFieldProps & { value: string; onChange: (value: string) => void; rows: number; name: string }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label} {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Textarea
        name={name}
        data-field={name}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export function SelectField({
  label,
  error,
  required,
  value,
  onChange,
  options,
  placeholder,
  name,
}: BaseFieldProps & {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  name: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label} {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          data-field={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
