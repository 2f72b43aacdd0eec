import { Text } from '@chakra-ui/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getQueryClient } from '../../../app/query-client';
import { TextLink } from '../../../components/ui/TextLink';
import { coveredCountiesQueryOptions, joinCountyNames } from '../api/coverage';
import { NeutralServedAreasText, type ServedAreasTextProps } from './NeutralServedAreasText';

/**
 * Names the counties we serve, from the coverage API, so the page never states a coverage that the data
 * contradicts. Until the data arrives, or if it fails, it shows the neutral link to the postcode check.
 */
export default function ServedAreasText(props: ServedAreasTextProps) {
  // The footer sits outside ApiDataLayout; the shared client means one coverage request per visit.
  const [queryClient] = useState(getQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ServedAreasFromData {...props} />
    </QueryClientProvider>
  );
}

function ServedAreasFromData({ prefix = 'We currently visit families in', ...textProps }: ServedAreasTextProps) {
  const { data } = useQuery(coveredCountiesQueryOptions());
  const counties = data?.counties ?? [];
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
