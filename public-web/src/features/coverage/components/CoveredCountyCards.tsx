import { SimpleGrid } from '@chakra-ui/react';
import { FeatureCard } from '../../../components/ui/FeatureCard';
import { MapPinIcon } from '../../../components/ui/icons';
import { countyPartsText } from '../api/coverage-text';
import { useCoveredCounties } from '../api/use-covered-counties';

/**
 * One card per county we serve, naming the boroughs or districts where a physiotherapist can visit, from the coverage
 * data. Renders nothing until (or unless) the data arrives: the section's link to the postcode check stands alone.
 */
export function CoveredCountyCards() {
  const counties = useCoveredCounties();
  if (counties.length === 0) return null;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" data-testid="covered-counties">
      {counties.map((county) => (
        <FeatureCard
          key={county.county}
          icon={<MapPinIcon />}
          title={county.county}
          description={countyPartsText(county)}
        />
      ))}
    </SimpleGrid>
  );
}
