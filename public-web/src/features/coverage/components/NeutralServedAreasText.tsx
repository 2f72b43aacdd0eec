import { Text, type TextProps } from '@chakra-ui/react';
import { TextLink } from '../../../components/ui/TextLink';

export interface ServedAreasTextProps extends TextProps {
  /** Text before the county list. */
  prefix?: string;
}

/** What the site says about coverage before (or without) the coverage data: a link to the postcode check. */
export function NeutralServedAreasText({ prefix: _prefix, ...textProps }: ServedAreasTextProps) {
  return (
    <Text {...textProps}>
      <TextLink to="/finder" color="inherit">
        See where we work: check your parent's postcode
      </TextLink>
    </Text>
  );
}
