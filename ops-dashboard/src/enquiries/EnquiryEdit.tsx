import { Edit, maxLength, RadioButtonGroupInput, SimpleForm, TextInput } from 'react-admin';
import { ENQUIRY_NOTE_MAX_LENGTH } from '@physio/api-contract';
import { ENQUIRY_STATUS_CHOICES } from '../common/choices';
import { WhenDetailLoaded } from '../common/RecordLayout';
import { Section } from '../common/Section';
import { EnquiryMessage } from './EnquiryDetails';
import { EnquiryTitle } from './EnquiryShow';

/** Status (new, in progress, handled) and a note; the API records who handled it and when. */
export default function EnquiryEdit() {
  return (
    <Edit title={<EnquiryTitle />} mutationMode="pessimistic" redirect="show">
      <WhenDetailLoaded isDetail={(record) => typeof record.message === 'string'}>
        <SimpleForm sx={{ maxWidth: 760 }}>
          <EnquiryMessage />
          <Section title="Handling">
            <RadioButtonGroupInput source="status" label="Status" choices={ENQUIRY_STATUS_CHOICES} isRequired />
            <TextInput
              source="note"
              label="Note for the team"
              multiline
              minRows={3}
              validate={maxLength(
                ENQUIRY_NOTE_MAX_LENGTH,
                `Keep the note to ${ENQUIRY_NOTE_MAX_LENGTH} characters or fewer`,
              )}
            />
          </Section>
        </SimpleForm>
      </WhenDetailLoaded>
    </Edit>
  );
}
