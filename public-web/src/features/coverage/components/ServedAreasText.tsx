import { Text } from '@chakra-ui/react';
import { TextLink } from '../../../components/ui/TextLink';
import { joinCountyNames } from '../api/coverage-text';
import { useCoveredCounties } from '../api/use-covered-counties';
import { NeutralServedAreasText, type ServedAreasTextProps } from './NeutralServedAreasText';

/**
 * Names the counties we serve, from the coverage API, so the page never states a coverage that the data
 * contradicts. Until the data arrives, or if it fails, it shows the neutral link to the postcode check.
 */
export default function ServedAreasText({
  prefix = 'We currently visit families in parts of',
  ...textProps
}: ServedAreasTextProps) {
  const counties = useCoveredCounties();
  if (counties.length === 0) return <NeutralServedAreasText {...textProps} />;
  return (
    <Text {...textProps}>
      {prefix} {joinCountyNames(counties)}.{' '}
      <TextLink to="/finder" color="inherit">
        Check your postcode
      </TextLink>
    </Text>
  );
}
