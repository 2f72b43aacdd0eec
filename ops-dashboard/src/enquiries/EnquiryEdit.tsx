import { Edit, RadioButtonGroupInput, SimpleForm } from 'react-admin';
import { ENQUIRY_STATUS_CHOICES } from '../common/choices';
import { WhenDetailLoaded } from '../common/RecordLayout';
import { Section } from '../common/Section';
import { EnquiryMessage } from './EnquiryDetails';
import { EnquiryTitle } from './EnquiryShow';

/** Status (new, in progress, handled); the API records who handled it and when. Notes go in the history. */
export default function EnquiryEdit() {
  return (
    <Edit title={<EnquiryTitle />} mutationMode="pessimistic" redirect="show">
      <WhenDetailLoaded isDetail={(record) => typeof record.message === 'string'}>
        <SimpleForm sx={{ maxWidth: 760 }}>
          <EnquiryMessage />
          <Section title="Handling">
            <RadioButtonGroupInput source="status" label="Status" choices={ENQUIRY_STATUS_CHOICES} isRequired />
          </Section>
        </SimpleForm>
      </WhenDetailLoaded>
    </Edit>
  );
}
