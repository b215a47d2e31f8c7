import { CreateCategories1795321800000 } from './1795321800000-create-categories.migration';
import { CreateServices1795500000000 } from './1795500000000-create-services.migration';
import { CreateServiceZones1795500000001 } from './1795500000001-create-service-zones.migration';
import { CreateServiceSearchTerms1795600000000 } from './1795600000000-create-service-search-terms.migration';
import { AddServiceSkipsNationalHolidays1795920000000 } from './1795920000000-add-service-skips-national-holidays.migration';
import { AddServiceZoneCategories1796100000000 } from './1796100000000-add-service-zone-categories.migration';
import { KeepSearchTermsOfListedServices1796200000000 } from './1796200000000-keep-search-terms-of-listed-services.migration';
import { KeepSearchTextAsTerms1796300000000 } from './1796300000000-keep-search-text-as-terms.migration';
import { AddSearchTermCreatedAt1796400000000 } from './1796400000000-add-search-term-created-at.migration';
import { AddServiceZoneListing1796500000000 } from './1796500000000-add-service-zone-listing.migration';
import { IndexSearchTermsByCreatedAt1796600000000 } from './1796600000000-index-search-terms-by-created-at.migration';
import { IndexServiceZonesByServicePlace1796700000000 } from './1796700000000-index-service-zones-by-service-place.migration';

/** The catalog's migrations, oldest first; the API collects every context's list. */
export const CATALOG_MIGRATIONS = [
  CreateCategories1795321800000,
  CreateServices1795500000000,
  CreateServiceZones1795500000001,
  CreateServiceSearchTerms1795600000000,
  AddServiceSkipsNationalHolidays1795920000000,
  AddServiceZoneCategories1796100000000,
  KeepSearchTermsOfListedServices1796200000000,
  KeepSearchTextAsTerms1796300000000,
  AddSearchTermCreatedAt1796400000000,
  AddServiceZoneListing1796500000000,
  IndexSearchTermsByCreatedAt1796600000000,
  IndexServiceZonesByServicePlace1796700000000,
];
