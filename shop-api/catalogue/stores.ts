/**
 * The fictional Cairnfield Outfitters stores the store picker searches (spec 9 "Pick Up at a
 * Different Store"). Coordinates are the centroids of the stores' real ZIP codes (rounded), so
 * distances from a shopper's ZIP are plausible; names, streets and phone numbers are invented.
 * The first four keep the ids, names and ship-to-store programmes of the same-day demo stores
 * (shop-api/domain/stores.ts).
 *
 * Plain data: the page's tests may read it through shop-api/catalogue.
 */

export interface StoreHours {
  /** The days these hours apply to, e.g. 'Mon–Sat'. */
  days: string;
  /** 24-hour 'HH:MM'. */
  open: string;
  close: string;
}

export interface StoreLocation {
  storeId: string;
  name: string;
  address: { line1: string; city: string; state: string; zipCode: string };
  phone: string;
  latitude: number;
  longitude: number;
  hours: readonly StoreHours[];
  /** The ship-to-store programmes the store takes part in (spec 5: version 1 or 2). */
  shipToStore: { v1: boolean; v2: boolean };
  /** In-store pickup of items from the store's own shelf (gift cards are never picked up the same day). */
  pickup: boolean;
}

const STANDARD_HOURS: readonly StoreHours[] = [
  { days: 'Mon–Sat', open: '09:00', close: '21:00' },
  { days: 'Sun', open: '10:00', close: '19:00' },
];
const SHORT_HOURS: readonly StoreHours[] = [
  { days: 'Mon–Fri', open: '10:00', close: '19:00' },
  { days: 'Sat', open: '09:00', close: '18:00' },
  { days: 'Sun', open: '11:00', close: '17:00' },
];
const LONG_HOURS: readonly StoreHours[] = [{ days: 'Mon–Sun', open: '08:00', close: '22:00' }];

type Row = [
  storeId: string,
  name: string,
  line1: string,
  city: string,
  state: string,
  zipCode: string,
  latitude: number,
  longitude: number,
  hours: readonly StoreHours[],
  sts: 'v1' | 'v2' | 'both' | 'none',
  pickup: boolean,
];

// prettier-ignore
const ROWS: readonly Row[] = [
  ['0412', 'Cairnfield Denver Flagship', '1600 Wynkoop Street', 'Denver', 'CO', '80202', 39.7527, -104.9992, LONG_HOURS, 'both', true],
  ['0418', 'Cairnfield Aurora', '14200 East Alameda Avenue', 'Aurora', 'CO', '80012', 39.6993, -104.8377, STANDARD_HOURS, 'v2', true],
  ['0503', 'Cairnfield Boulder', '1750 Pearl Street', 'Boulder', 'CO', '80302', 40.0172, -105.2851, SHORT_HOURS, 'none', true],
  ['0587', 'Cairnfield Austin', '500 Congress Avenue', 'Austin', 'TX', '78701', 30.2713, -97.7426, STANDARD_HOURS, 'v1', false],
  ['0421', 'Cairnfield Fort Collins', '215 South College Avenue', 'Fort Collins', 'CO', '80525', 40.5386, -105.0514, STANDARD_HOURS, 'both', true],
  ['0432', 'Cairnfield Colorado Springs', '90 North Tejon Street', 'Colorado Springs', 'CO', '80903', 38.8381, -104.8148, STANDARD_HOURS, 'v2', true],
  ['0437', 'Cairnfield Golden', '1120 Washington Avenue', 'Golden', 'CO', '80401', 39.7313, -105.2176, SHORT_HOURS, 'v1', false],
  ['0440', 'Cairnfield Littleton', '8501 West Bowles Avenue', 'Littleton', 'CO', '80120', 39.5953, -105.0127, STANDARD_HOURS, 'both', true],
  ['0446', 'Cairnfield Grand Junction', '2424 US Highway 6', 'Grand Junction', 'CO', '81501', 39.0706, -108.5587, SHORT_HOURS, 'v2', false],
  ['0449', 'Cairnfield Steamboat Springs', '730 Lincoln Avenue', 'Steamboat Springs', 'CO', '80487', 40.485, -106.8317, SHORT_HOURS, 'none', true],
  ['0455', 'Cairnfield Cheyenne', '1400 Dell Range Boulevard', 'Cheyenne', 'WY', '82001', 41.1437, -104.7963, SHORT_HOURS, 'v1', true],
  ['0512', 'Cairnfield Salt Lake City', '50 South Main Street', 'Salt Lake City', 'UT', '84101', 40.7563, -111.9001, STANDARD_HOURS, 'both', true],
  ['0516', 'Cairnfield Provo', '1200 Towne Centre Boulevard', 'Provo', 'UT', '84601', 40.2278, -111.697, STANDARD_HOURS, 'v2', true],
  ['0521', 'Cairnfield Albuquerque', '400 Central Avenue SW', 'Albuquerque', 'NM', '87102', 35.082, -106.648, STANDARD_HOURS, 'both', true],
  ['0524', 'Cairnfield Santa Fe', '100 East San Francisco Street', 'Santa Fe', 'NM', '87501', 35.693, -105.944, SHORT_HOURS, 'none', false],
  ['0530', 'Cairnfield Phoenix', '2 East Jefferson Street', 'Phoenix', 'AZ', '85004', 33.4513, -112.0686, LONG_HOURS, 'both', true],
  ['0533', 'Cairnfield Tucson', '150 North Stone Avenue', 'Tucson', 'AZ', '85701', 32.2174, -110.9713, STANDARD_HOURS, 'v2', true],
  ['0536', 'Cairnfield Flagstaff', '1 East Route 66', 'Flagstaff', 'AZ', '86001', 35.1856, -111.662, SHORT_HOURS, 'v1', true],
  ['0590', 'Cairnfield San Antonio', '300 Alamo Plaza', 'San Antonio', 'TX', '78204', 29.4056, -98.5081, STANDARD_HOURS, 'both', true],
  ['0594', 'Cairnfield Dallas', '1900 Elm Street', 'Dallas', 'TX', '75201', 32.7904, -96.8044, LONG_HOURS, 'v2', true],
  ['0597', 'Cairnfield Houston', '800 Main Street', 'Houston', 'TX', '77002', 29.7564, -95.3647, LONG_HOURS, 'both', true],
  ['0610', 'Cairnfield Seattle', '1500 Fourth Avenue', 'Seattle', 'WA', '98101', 47.6114, -122.3305, STANDARD_HOURS, 'both', true],
  ['0614', 'Cairnfield Portland', '900 SW Alder Street', 'Portland', 'OR', '97205', 45.5206, -122.6885, STANDARD_HOURS, 'v2', true],
  ['0620', 'Cairnfield San Francisco', '1000 Mission Street', 'San Francisco', 'CA', '94103', 37.7725, -122.4147, STANDARD_HOURS, 'v1', false],
  ['0624', 'Cairnfield Los Angeles', '700 North Alameda Street', 'Los Angeles', 'CA', '90012', 34.0614, -118.2385, LONG_HOURS, 'both', true],
  ['0628', 'Cairnfield San Diego', '400 Broadway', 'San Diego', 'CA', '92101', 32.7199, -117.1626, STANDARD_HOURS, 'v2', true],
  ['0633', 'Cairnfield Boise', '800 West Main Street', 'Boise', 'ID', '83702', 43.6326, -116.2046, SHORT_HOURS, 'both', true],
  ['0637', 'Cairnfield Missoula', '200 North Higgins Avenue', 'Missoula', 'MT', '59801', 46.8566, -113.9927, SHORT_HOURS, 'none', true],
  ['0710', 'Cairnfield Chicago', '150 East Randolph Street', 'Chicago', 'IL', '60601', 41.8858, -87.6181, LONG_HOURS, 'both', true],
  ['0714', 'Cairnfield Minneapolis', '600 Nicollet Mall', 'Minneapolis', 'MN', '55401', 44.9848, -93.2704, STANDARD_HOURS, 'v2', true],
  ['0810', 'Cairnfield New York', '350 West 31st Street', 'New York', 'NY', '10001', 40.7506, -73.9972, LONG_HOURS, 'v1', false],
  ['0814', 'Cairnfield Boston', '40 Beacon Street', 'Boston', 'MA', '02108', 42.3576, -71.0684, STANDARD_HOURS, 'both', true],
  ['0818', 'Cairnfield Burlington', '75 Church Street', 'Burlington', 'VT', '05401', 44.4765, -73.2105, SHORT_HOURS, 'v2', true],
  ['0910', 'Cairnfield Atlanta', '250 Peachtree Street NW', 'Atlanta', 'GA', '30303', 33.7525, -84.3888, STANDARD_HOURS, 'both', true],
  ['0914', 'Cairnfield Charlotte', '100 North Tryon Street', 'Charlotte', 'NC', '28202', 35.228, -80.845, STANDARD_HOURS, 'v1', true],
];

export const STORE_LOCATIONS: readonly StoreLocation[] = ROWS.map(
  ([storeId, name, line1, city, state, zipCode, latitude, longitude, hours, sts, pickup]) => ({
    storeId,
    name,
    address: { line1, city, state, zipCode },
    phone: `(555) 01${storeId.slice(1)}`,
    latitude,
    longitude,
    hours,
    shipToStore: { v1: sts === 'v1' || sts === 'both', v2: sts === 'v2' || sts === 'both' },
    pickup,
  }),
);

/**
 * ZIP code centroids the search knows besides the stores' own (rounded; real ZIP codes). A ZIP
 * that is not here is placed at a known ZIP sharing its first three digits, else its first two.
 */
// prettier-ignore
export const EXTRA_ZIP_CENTROIDS: Readonly<Record<string, readonly [number, number]>> = {
  '80206': [39.7316, -104.9521],
  '80211': [39.7661, -105.0204],
  '80033': [39.7740, -105.0970],
  '80220': [39.7331, -104.9165],
  '80110': [39.6465, -105.0100],
  '80634': [40.4106, -104.7542],
  '80226': [39.7120, -105.0867],
  '81301': [37.2786, -107.8801],
  '80903': [38.8381, -104.8148],
  '84111': [40.7560, -111.8840],
  '85281': [33.4294, -111.9280],
  '78745': [30.2070, -97.7956],
  '73102': [35.4709, -97.5186],
  '67202': [37.6866, -97.3348],
  '68102': [41.2619, -95.9340],
  '64105': [39.1030, -94.5920],
  '63101': [38.6312, -90.1922],
  '48226': [42.3315, -83.0474],
  '19103': [39.9529, -75.1741],
  '20001': [38.9107, -77.0179],
  '33131': [25.7660, -80.1918],
  '37203': [36.1505, -86.7893],
  '96813': [21.3104, -157.8570],
  '99501': [61.2166, -149.8760],
  '89101': [36.1722, -115.1221],
};
