import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { TextLink } from '../../../components/ui/TextLink';
import type { CoveredCounty } from '@physio/api-contract';
import { joinCountyNames } from '../api/coverage-text';
import { fetchCoveredCounties } from '../api/covered-counties';
import { NeutralServedAreasText, type ServedAreasTextProps } from './NeutralServedAreasText';

/**
 * Names the counties we serve, from the coverage API, so the page never states a coverage that the data
 * contradicts. Until the data arrives, or if it fails, it shows the neutral link to the postcode check.
 */
export default function ServedAreasText({ prefix = 'We currently visit families in', ...textProps }: ServedAreasTextProps) {
  const [counties, setCounties] = useState<readonly CoveredCounty[]>([]);
  useEffect(() => {
    let current = true;
    fetchCoveredCounties()
      .then((data) => {
        if (current) setCounties(data.counties);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
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
