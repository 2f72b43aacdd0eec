import {
  BooleanInput,
  DateInput,
  HttpError,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextArrayInput,
  TextInput,
  Toolbar,
  useDataProvider,
} from 'react-admin';
import { Box } from '@mui/material';
import { useCallback, useRef, type ReactElement, type ReactNode } from 'react';
import { DBS_LEVEL_CHOICES } from '../common/choices';
import { Section } from '../common/Section';
import { todayInLondon } from '../format';
import { PhysiotherapistSaveButton } from './PhysiotherapistSaveButton';
import { unknownDistrictMessage } from './serverErrors';
import { SpecialtiesInput } from './SpecialtiesInput';
import { LIMITS, validatePhysiotherapist, type PhysiotherapistErrors } from './validation';

/** Upper case, no spaces: "ph 123456" becomes "PH123456", "ss9" becomes "SS9". */
const compactUpper = (value: string | null) => (value ? value.replace(/\s+/g, '').toUpperCase() : value);

function Row({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {children}
    </Box>
  );
}

/** Spaces people copy from a certificate ("0012 3456 7890") are not part of its number. */
const withoutSpaces = (value: string | null) => (value ? value.replace(/\s+/g, '') : value);

const listHelp = 'Press Enter after each one';

/**
 * The form's checks, all in one round: its own rules, and whether the base district exists, asked of the API
 * (react-admin's data provider, one question per district typed) instead of waiting for the save to be refused.
 */
function useValidatePhysiotherapist() {
  const dataProvider = useDataProvider();
  const known = useRef(new Map<string, Promise<boolean>>());
  return useCallback(
    async (values: Record<string, unknown>): Promise<PhysiotherapistErrors> => {
      const errors = validatePhysiotherapist(values);
      const district = values.base_district;
      if (errors.base_district || typeof district !== 'string') return errors;
      let exists = known.current.get(district);
      if (!exists) {
        exists = dataProvider.getOne('coverage', { id: district }).then(
          () => true,
          // Only a 404 says there is no such district; any other failure leaves the check to the save.
          (error: unknown) => !(error instanceof HttpError && error.status === 404),
        );
        known.current.set(district, exists);
      }
      if (!(await exists)) errors.base_district = unknownDistrictMessage(district);
      return errors;
    },
    [dataProvider],
  );
}

export function PhysiotherapistForm({ toolbar }: { toolbar?: ReactElement }) {
  const today = todayInLondon();
  const validate = useValidatePhysiotherapist();
  return (
    // noValidate: the browser's own bubbles (an email field, a number's limits) would come before, and apart from,
    // the form's messages; every check is in validate, in our words.
    <SimpleForm
      validate={validate}
      noValidate
      sx={{ maxWidth: 760 }}
      toolbar={
        toolbar ?? (
          <Toolbar>
            <PhysiotherapistSaveButton />
          </Toolbar>
        )
      }
    >
      <Section title="Who they are">
        <TextInput source="name" label="Name" isRequired />
        <TextInput source="contact_email" label="Referral email" type="email" isRequired />
        <TextInput source="profile_url" label="Profile page (https://…)" />
        <TextInput source="bio" label="Introduction families read" multiline minRows={3} />
        <TextArrayInput source="qualifications" label="Qualifications" helperText={listHelp} />
        <Row>
          <NumberInput
            source="experience_years"
            label="Years of experience"
            min={0}
            max={LIMITS.experienceMax}
            step={1}
            isRequired
          />
          <TextArrayInput source="languages" label="Languages" helperText={listHelp} />
        </Row>
      </Section>
      <Section title="Registration and checks">
        <Row>
          <TextInput
            source="hcpc_number"
            label="HCPC number"
            parse={compactUpper}
            helperText="PH followed by six digits"
            isRequired
          />
          <DateInput
            source="hcpc_checked_on"
            label="HCPC register checked on"
            slotProps={{ htmlInput: { max: today } }}
            isRequired
          />
        </Row>
        <Row>
          <SelectInput source="dbs_level" label="DBS level" choices={DBS_LEVEL_CHOICES} isRequired />
          <DateInput
            source="dbs_checked_on"
            label="DBS checked on"
            slotProps={{ htmlInput: { max: today } }}
            isRequired
          />
        </Row>
        <Row>
          <TextInput
            source="dbs_certificate_number"
            label="DBS certificate number"
            parse={withoutSpaces}
            helperText="The 12 digits printed on the certificate"
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
        </Row>
      </Section>
      <Section title="Matching">
        <SpecialtiesInput />
        <Row>
          <TextInput
            source="base_district"
            label="Base postcode district"
            parse={compactUpper}
            helperText="Such as SS9 or SW1A"
            isRequired
          />
          <NumberInput
            source="travel_radius_miles"
            label="Travel radius (miles)"
            min={LIMITS.radiusMin}
            max={LIMITS.radiusMax}
            step={0.5}
            isRequired
          />
        </Row>
        <TextArrayInput source="areas" label="Areas shown to families" helperText={listHelp} />
        <Row>
          <NumberInput
            source="weekly_capacity"
            label="New families a week"
            min={0}
            max={LIMITS.capacityMax}
            step={1}
            isRequired
          />
          <BooleanInput source="accepts_urgent" label="Takes urgent referrals" />
        </Row>
        <Row>
          <NumberInput source="session_price_min_gbp" label="Lowest session price (£)" min={0} step={1} isRequired />
          <NumberInput source="session_price_max_gbp" label="Highest session price (£)" min={0} step={1} isRequired />
        </Row>
        <BooleanInput source="active" label="Active (matching may choose them)" />
      </Section>
    </SimpleForm>
  );
}
