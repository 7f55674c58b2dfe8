import type { BodyStyle, SizeClass } from '@second-gear/artwork';
import type { ConditionType, Drivetrain, FuelType } from '@second-gear/contract';
import { marketValue, milesPerYear } from './market-value.ts';

/** A model line of the demo catalogue: what it is, the years it is offered in, its trims and what each cost new. */
export interface FleetLine {
  make: string;
  modelName: string;
  style: BodyStyle;
  size: SizeClass;
  years: readonly [from: number, to: number];
  trims: readonly (readonly [trim: string, originalPrice: number])[];
  drivetrain: Drivetrain;
  fuelType?: FuelType;
  /** Share of the line's cars with a manual gearbox. */
  manual?: number;
  /** The two paints the line's cars come in (the demo draws each line in these). */
  paints: readonly [string, string];
  /** How common the line is, relative to the others. */
  weight: number;
}

const line = (entry: FleetLine) => entry;

/**
 * Real makes, models and trims with what they cost new (US, rounded), in the years they were sold. Every make and
 * model of the hand-written demo cars is here, so those are rated against cars like them.
 */
export const fleetLines: readonly FleetLine[] = [
  line({
    make: 'Toyota',
    modelName: 'Camry',
    style: 'sedan',
    size: 'midsize',
    years: [2015, 2023],
    trims: [
      ['LE', 25_500],
      ['SE', 25_900],
      ['XSE', 31_200],
    ],
    drivetrain: 'FWD',
    paints: ['Polar White', 'Graphite Grey'],
    weight: 4,
  }),
  line({
    make: 'Honda',
    modelName: 'Accord',
    style: 'sedan',
    size: 'midsize',
    years: [2015, 2023],
    trims: [
      ['LX', 24_900],
      ['Sport', 27_800],
      ['EX-L', 29_300],
    ],
    drivetrain: 'FWD',
    paints: ['Graphite Grey', 'Deep Blue'],
    weight: 4,
  }),
  line({
    make: 'Honda',
    modelName: 'Civic',
    style: 'sedan',
    size: 'compact',
    years: [2016, 2023],
    trims: [
      ['LX', 21_000],
      ['EX', 23_900],
      ['Sport', 24_100],
    ],
    drivetrain: 'FWD',
    manual: 0.1,
    paints: ['Silver', 'Race Red'],
    weight: 4,
  }),
  line({
    make: 'Toyota',
    modelName: 'Corolla',
    style: 'sedan',
    size: 'compact',
    years: [2016, 2023],
    trims: [
      ['L', 19_900],
      ['LE', 20_900],
      ['SE', 23_200],
    ],
    drivetrain: 'FWD',
    paints: ['Silver', 'Midnight Black'],
    weight: 4,
  }),
  line({
    make: 'Nissan',
    modelName: 'Altima',
    style: 'sedan',
    size: 'midsize',
    years: [2016, 2023],
    trims: [
      ['S', 24_500],
      ['SR', 26_900],
      ['SV', 27_300],
    ],
    drivetrain: 'FWD',
    paints: ['Polar White', 'Race Red'],
    weight: 3,
  }),
  line({
    make: 'Hyundai',
    modelName: 'Elantra',
    style: 'sedan',
    size: 'compact',
    years: [2017, 2023],
    trims: [
      ['SE', 19_600],
      ['SEL', 20_900],
      ['Limited', 25_300],
    ],
    drivetrain: 'FWD',
    paints: ['Deep Blue', 'Silver'],
    weight: 3,
  }),
  line({
    make: 'Chevrolet',
    modelName: 'Malibu',
    style: 'sedan',
    size: 'midsize',
    years: [2016, 2023],
    trims: [
      ['LS', 23_000],
      ['LT', 26_000],
    ],
    drivetrain: 'FWD',
    paints: ['Silver', 'Midnight Black'],
    weight: 2,
  }),
  line({
    make: 'Mazda',
    modelName: 'Mazda6',
    style: 'sedan',
    size: 'midsize',
    years: [2016, 2021],
    trims: [
      ['Sport', 24_000],
      ['Touring', 27_500],
      ['Grand Touring', 32_000],
    ],
    drivetrain: 'FWD',
    paints: ['Race Red', 'Graphite Grey'],
    weight: 2,
  }),
  line({
    make: 'BMW',
    modelName: '330i',
    style: 'sedan',
    size: 'midsize',
    years: [2017, 2023],
    trims: [
      ['Sedan', 41_000],
      ['xDrive', 43_000],
    ],
    drivetrain: 'RWD',
    paints: ['Midnight Black', 'Polar White'],
    weight: 2,
  }),
  line({
    make: 'Audi',
    modelName: 'A4',
    style: 'sedan',
    size: 'midsize',
    years: [2017, 2023],
    trims: [
      ['Premium', 39_000],
      ['Premium Plus', 43_500],
    ],
    drivetrain: 'AWD',
    paints: ['Graphite Grey', 'Polar White'],
    weight: 2,
  }),
  line({
    make: 'Tesla',
    modelName: 'Model 3',
    style: 'sedan',
    size: 'midsize',
    years: [2018, 2023],
    trims: [
      ['Standard Range Plus', 39_990],
      ['Long Range', 48_990],
    ],
    drivetrain: 'RWD',
    fuelType: 'electric',
    paints: ['Polar White', 'Deep Blue'],
    weight: 3,
  }),
  line({
    make: 'Volkswagen',
    modelName: 'Golf',
    style: 'hatchback',
    size: 'compact',
    years: [2015, 2021],
    trims: [
      ['TSI', 22_400],
      ['SE', 25_000],
      ['GTI', 28_000],
    ],
    drivetrain: 'FWD',
    manual: 0.35,
    paints: ['Ocean Teal', 'Polar White'],
    weight: 3,
  }),
  line({
    make: 'Honda',
    modelName: 'Fit',
    style: 'hatchback',
    size: 'compact',
    years: [2015, 2020],
    trims: [
      ['LX', 17_000],
      ['EX', 19_000],
    ],
    drivetrain: 'FWD',
    manual: 0.2,
    paints: ['Sunset Orange', 'Silver'],
    weight: 2,
  }),
  line({
    make: 'Mazda',
    modelName: 'Mazda3',
    style: 'hatchback',
    size: 'compact',
    years: [2016, 2023],
    trims: [
      ['Select', 23_000],
      ['Preferred', 26_300],
    ],
    drivetrain: 'FWD',
    manual: 0.1,
    paints: ['Graphite Grey', 'Race Red'],
    weight: 3,
  }),
  line({
    make: 'Toyota',
    modelName: 'Prius',
    style: 'hatchback',
    size: 'compact',
    years: [2016, 2022],
    trims: [
      ['L Eco', 24_500],
      ['XLE', 28_000],
    ],
    drivetrain: 'FWD',
    fuelType: 'hybrid',
    paints: ['Silver', 'Polar White'],
    weight: 2,
  }),
  line({
    make: 'Chevrolet',
    modelName: 'Bolt EV',
    style: 'hatchback',
    size: 'compact',
    years: [2017, 2022],
    trims: [
      ['LT', 37_500],
      ['Premier', 41_800],
    ],
    drivetrain: 'FWD',
    fuelType: 'electric',
    paints: ['Ocean Teal', 'Polar White'],
    weight: 2,
  }),
  line({
    make: 'Subaru',
    modelName: 'Impreza',
    style: 'hatchback',
    size: 'compact',
    years: [2017, 2023],
    trims: [
      ['Base', 19_500],
      ['Sport', 23_000],
    ],
    drivetrain: 'AWD',
    manual: 0.15,
    paints: ['Deep Blue', 'Silver'],
    weight: 2,
  }),
  line({
    make: 'Toyota',
    modelName: 'RAV4',
    style: 'suv',
    size: 'compact',
    years: [2016, 2023],
    trims: [
      ['LE', 26_500],
      ['XLE', 28_700],
      ['Limited', 35_000],
    ],
    drivetrain: 'AWD',
    paints: ['Silver', 'Forest Green'],
    weight: 4,
  }),
  line({
    make: 'Honda',
    modelName: 'CR-V',
    style: 'suv',
    size: 'compact',
    years: [2016, 2023],
    trims: [
      ['LX', 25_300],
      ['EX', 30_100],
      ['Touring', 35_300],
    ],
    drivetrain: 'AWD',
    paints: ['Deep Blue', 'Polar White'],
    weight: 4,
  }),
  line({
    make: 'Ford',
    modelName: 'Escape',
    style: 'suv',
    size: 'compact',
    years: [2016, 2023],
    trims: [
      ['SE', 26_000],
      ['Titanium', 33_000],
    ],
    drivetrain: 'FWD',
    paints: ['Race Red', 'Silver'],
    weight: 3,
  }),
  line({
    make: 'Nissan',
    modelName: 'Rogue',
    style: 'suv',
    size: 'compact',
    years: [2016, 2023],
    trims: [
      ['S', 25_000],
      ['SV', 27_000],
      ['SL', 32_000],
    ],
    drivetrain: 'AWD',
    paints: ['Graphite Grey', 'Polar White'],
    weight: 3,
  }),
  line({
    make: 'Hyundai',
    modelName: 'Tucson',
    style: 'suv',
    size: 'compact',
    years: [2016, 2023],
    trims: [
      ['SE', 24_000],
      ['Limited', 31_000],
    ],
    drivetrain: 'FWD',
    paints: ['Ocean Teal', 'Silver'],
    weight: 2,
  }),
  line({
    make: 'Subaru',
    modelName: 'Forester',
    style: 'suv',
    size: 'compact',
    years: [2016, 2023],
    trims: [
      ['Premium', 26_000],
      ['Sport', 29_000],
    ],
    drivetrain: 'AWD',
    paints: ['Forest Green', 'Sand Beige'],
    weight: 3,
  }),
  line({
    make: 'Ford',
    modelName: 'Explorer',
    style: 'suv',
    size: 'fullsize',
    years: [2015, 2023],
    trims: [
      ['XLT', 36_000],
      ['Limited', 42_000],
    ],
    drivetrain: '4WD',
    paints: ['Midnight Black', 'Deep Blue'],
    weight: 3,
  }),
  line({
    make: 'Jeep',
    modelName: 'Wrangler',
    style: 'suv',
    size: 'midsize',
    years: [2016, 2023],
    trims: [
      ['Sport', 28_000],
      ['Sahara', 38_000],
      ['Rubicon', 42_000],
    ],
    drivetrain: '4WD',
    manual: 0.3,
    paints: ['Forest Green', 'Sunset Orange'],
    weight: 3,
  }),
  line({
    make: 'Jeep',
    modelName: 'Grand Cherokee',
    style: 'suv',
    size: 'midsize',
    years: [2016, 2022],
    trims: [
      ['Laredo', 33_000],
      ['Limited', 41_000],
    ],
    drivetrain: '4WD',
    paints: ['Graphite Grey', 'Midnight Black'],
    weight: 3,
  }),
  line({
    make: 'Chevrolet',
    modelName: 'Tahoe',
    style: 'suv',
    size: 'fullsize',
    years: [2016, 2023],
    trims: [
      ['LS', 49_000],
      ['LT', 53_000],
      ['Premier', 65_000],
    ],
    drivetrain: '4WD',
    paints: ['Midnight Black', 'Silver'],
    weight: 2,
  }),
  line({
    make: 'BMW',
    modelName: 'X5',
    style: 'suv',
    size: 'fullsize',
    years: [2016, 2022],
    trims: [
      ['sDrive40i', 58_700],
      ['xDrive40i', 60_700],
    ],
    drivetrain: 'AWD',
    paints: ['Deep Blue', 'Polar White'],
    weight: 2,
  }),
  line({
    make: 'Audi',
    modelName: 'Q5',
    style: 'suv',
    size: 'midsize',
    years: [2017, 2023],
    trims: [
      ['Premium', 42_000],
      ['Premium Plus', 46_000],
    ],
    drivetrain: 'AWD',
    paints: ['Silver', 'Midnight Black'],
    weight: 2,
  }),
  line({
    make: 'Tesla',
    modelName: 'Model Y',
    style: 'suv',
    size: 'midsize',
    years: [2020, 2023],
    trims: [
      ['Long Range', 49_990],
      ['Performance', 59_990],
    ],
    drivetrain: 'AWD',
    fuelType: 'electric',
    paints: ['Polar White', 'Graphite Grey'],
    weight: 3,
  }),
  line({
    make: 'Volvo',
    modelName: 'XC90',
    style: 'suv',
    size: 'fullsize',
    years: [2016, 2022],
    trims: [
      ['T6 Momentum', 50_000],
      ['T6 Inscription', 56_000],
    ],
    drivetrain: 'AWD',
    paints: ['Sand Beige', 'Midnight Black'],
    weight: 2,
  }),
  line({
    make: 'Ford',
    modelName: 'F-150',
    style: 'pickup',
    size: 'fullsize',
    years: [2015, 2023],
    trims: [
      ['XL', 30_000],
      ['XLT', 39_800],
      ['Lariat', 48_000],
    ],
    drivetrain: '4WD',
    paints: ['Polar White', 'Deep Blue'],
    weight: 4,
  }),
  line({
    make: 'Chevrolet',
    modelName: 'Silverado',
    style: 'pickup',
    size: 'fullsize',
    years: [2014, 2022],
    trims: [
      ['1500 LT', 36_900],
      ['1500 RST', 44_000],
    ],
    drivetrain: '4WD',
    paints: ['Silver', 'Race Red'],
    weight: 3,
  }),
  line({
    make: 'Ram',
    modelName: '1500',
    style: 'pickup',
    size: 'fullsize',
    years: [2015, 2023],
    trims: [
      ['Tradesman', 33_000],
      ['Big Horn', 38_000],
      ['Laramie', 47_000],
    ],
    drivetrain: '4WD',
    paints: ['Midnight Black', 'Graphite Grey'],
    weight: 3,
  }),
  line({
    make: 'Toyota',
    modelName: 'Tacoma',
    style: 'pickup',
    size: 'midsize',
    years: [2016, 2023],
    trims: [
      ['SR5', 33_500],
      ['TRD Off-Road', 37_000],
    ],
    drivetrain: '4WD',
    manual: 0.15,
    paints: ['Forest Green', 'Sand Beige'],
    weight: 3,
  }),
  line({
    make: 'Ford',
    modelName: 'Mustang',
    style: 'coupe',
    size: 'midsize',
    years: [2015, 2023],
    trims: [
      ['EcoBoost', 27_200],
      ['GT', 36_000],
    ],
    drivetrain: 'RWD',
    manual: 0.4,
    paints: ['Race Red', 'Midnight Black'],
    weight: 3,
  }),
  line({
    make: 'BMW',
    modelName: '430i',
    style: 'coupe',
    size: 'midsize',
    years: [2017, 2022],
    trims: [
      ['Coupe', 46_100],
      ['xDrive Coupe', 48_100],
    ],
    drivetrain: 'RWD',
    paints: ['Midnight Black', 'Silver'],
    weight: 2,
  }),
  line({
    make: 'Honda',
    modelName: 'Civic Si',
    style: 'coupe',
    size: 'compact',
    years: [2014, 2020],
    trims: [['Coupe', 23_100]],
    drivetrain: 'FWD',
    manual: 1,
    paints: ['Deep Blue', 'Race Red'],
    weight: 2,
  }),
  line({
    make: 'Mazda',
    modelName: 'MX-5',
    style: 'convertible',
    size: 'compact',
    years: [2016, 2023],
    trims: [
      ['Sport', 26_000],
      ['Club', 29_700],
      ['Grand Touring', 31_000],
    ],
    drivetrain: 'RWD',
    manual: 0.6,
    paints: ['Polar White', 'Race Red'],
    weight: 2,
  }),
  line({
    make: 'MINI',
    modelName: 'Cooper Convertible',
    style: 'convertible',
    size: 'compact',
    years: [2015, 2022],
    trims: [
      ['Base', 24_000],
      ['S', 28_000],
    ],
    drivetrain: 'FWD',
    manual: 0.2,
    paints: ['Sand Beige', 'Ocean Teal'],
    weight: 2,
  }),
  line({
    make: 'Chevrolet',
    modelName: 'Camaro',
    style: 'convertible',
    size: 'midsize',
    years: [2016, 2023],
    trims: [
      ['LT Convertible', 36_800],
      ['SS Convertible', 48_000],
    ],
    drivetrain: 'RWD',
    manual: 0.2,
    paints: ['Sunset Orange', 'Midnight Black'],
    weight: 2,
  }),
  line({
    make: 'Honda',
    modelName: 'Odyssey',
    style: 'minivan',
    size: 'fullsize',
    years: [2015, 2023],
    trims: [
      ['EX', 34_800],
      ['Touring', 45_000],
    ],
    drivetrain: 'FWD',
    paints: ['Silver', 'Midnight Black'],
    weight: 3,
  }),
  line({
    make: 'Toyota',
    modelName: 'Sienna',
    style: 'minivan',
    size: 'fullsize',
    years: [2015, 2023],
    trims: [
      ['LE', 31_200],
      ['XLE', 37_000],
    ],
    drivetrain: 'FWD',
    paints: ['Sand Beige', 'Polar White'],
    weight: 3,
  }),
  line({
    make: 'Chrysler',
    modelName: 'Pacifica',
    style: 'minivan',
    size: 'fullsize',
    years: [2017, 2023],
    trims: [
      ['Touring L', 36_400],
      ['Limited', 45_000],
    ],
    drivetrain: 'FWD',
    paints: ['Ocean Teal', 'Graphite Grey'],
    weight: 2,
  }),
  line({
    make: 'Subaru',
    modelName: 'Outback',
    style: 'wagon',
    size: 'midsize',
    years: [2015, 2023],
    trims: [
      ['2.5i Premium', 28_900],
      ['Limited', 33_000],
      ['Onyx Edition XT', 36_000],
    ],
    drivetrain: 'AWD',
    paints: ['Forest Green', 'Silver'],
    weight: 3,
  }),
  line({
    make: 'Volvo',
    modelName: 'V60',
    style: 'wagon',
    size: 'midsize',
    years: [2015, 2022],
    trims: [
      ['T5', 37_500],
      ['T6 R-Design', 45_000],
    ],
    drivetrain: 'FWD',
    paints: ['Graphite Grey', 'Deep Blue'],
    weight: 2,
  }),
  line({
    make: 'Audi',
    modelName: 'A4 allroad',
    style: 'wagon',
    size: 'midsize',
    years: [2014, 2022],
    trims: [
      ['Premium', 40_000],
      ['Premium Plus', 44_000],
    ],
    drivetrain: 'AWD',
    paints: ['Midnight Black', 'Polar White'],
    weight: 2,
  }),
  line({
    make: 'Volkswagen',
    modelName: 'Golf SportWagen',
    style: 'wagon',
    size: 'compact',
    years: [2015, 2019],
    trims: [
      ['S', 21_500],
      ['SE', 26_000],
    ],
    drivetrain: 'FWD',
    manual: 0.25,
    paints: ['Silver', 'Race Red'],
    weight: 2,
  }),
];

/** Where the demo cars are: the middle of 50 cities across the country, so distances and the ZIP filter mean something. */
export const fleetZips: readonly string[] = [
  '10001',
  '11201',
  '02108',
  '19103',
  '21201',
  '20001',
  '23219',
  '27601',
  '28202',
  '30303',
  '32801',
  '33131',
  '33602',
  '37203',
  '38103',
  '40202',
  '43215',
  '44113',
  '45202',
  '46204',
  '48226',
  '53202',
  '55401',
  '60614',
  '63101',
  '64105',
  '68102',
  '70112',
  '73102',
  '75201',
  '77002',
  '78704',
  '78205',
  '79901',
  '80205',
  '84101',
  '85004',
  '87102',
  '89101',
  '90012',
  '92101',
  '94103',
  '95814',
  '97209',
  '98101',
  '99201',
  '83702',
  '59101',
  '05401',
  '04101',
];

/** The same numbers on every start: a small, well-mixed generator (mulberry32) from a fixed seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface FleetCar {
  line: FleetLine;
  trim: string;
  year: number;
  mileage: number;
  originalPrice: number;
  conditionType: ConditionType;
  paint: string;
  transmission: 'automatic' | 'manual';
  zip: string;
  /** Index into the sellers the catalogue is spread over. */
  seller: number;
  /** Days before now it was listed, and (sold cars) days after listing it was sold. */
  listedDaysAgo: number;
  soldAfterDays?: number;
  /** The prices it was offered at, the listing's first; more than one is a price drop. */
  prices: number[];
  /** Days after listing each later price came. */
  priceChangeDays: number[];
  description: string;
}

const pick = <T>(random: () => number, from: readonly T[]): T => from[Math.floor(random() * from.length)]!;

const highlights: Record<BodyStyle, readonly string[]> = {
  sedan: [
    'Adaptive cruise control',
    'Heated seats',
    'Apple CarPlay and Android Auto',
    'Sunroof',
    'Leather interior',
  ],
  suv: ['Roof rails', 'Tow hitch', 'Heated seats', 'Power tailgate', 'Third-row seating', 'All-weather mats'],
  hatchback: ['Folding rear seats', 'Backup camera', 'Great on fuel', 'Apple CarPlay', 'Parking sensors'],
  pickup: [
    'Spray-in bed liner',
    'Tow package',
    'Tonneau cover',
    'Running boards',
    'Trailer brake controller',
  ],
  coupe: [
    'Performance exhaust',
    'Summer tyres plus a winter set',
    'Limited-slip differential',
    'Premium audio',
  ],
  convertible: ['Power soft top', 'Wind deflector', 'Heated seats', 'Garage kept', 'Premium audio'],
  minivan: ['Power sliding doors', 'Rear entertainment screen', 'Eight seats', 'Rear climate control'],
  wagon: ['Roof cross bars', 'Cargo cover', 'Heated seats', 'Panoramic roof', 'Tow hitch'],
};

const histories = [
  'One owner, full service history.',
  'Two owners, maintenance records included.',
  'Clean title, no accidents reported.',
  'Dealer serviced every 5,000 miles.',
  'New tyres and brakes this year.',
  'Non-smoker, always garaged.',
];

const conditionNotes: Record<ConditionType, readonly string[]> = {
  Excellent: ['Looks and drives like new.', 'Not a scratch on it.'],
  Good: [
    'A few stone chips on the hood.',
    'Light wear on the driver seat.',
    'Small scuff on the rear bumper.',
  ],
  Fair: ['Visible dents and worn interior; runs well.', 'Needs tyres soon; priced accordingly.'],
};

/**
 * The generated part of the demo catalogue: `count` cars over the model lines by weight, each with a year, miles that
 * follow its age, a condition that follows its miles, and a price that follows all three (`marketValue`), moved up to
 * 12% either way as sellers price, so that deal ratings spread over the bands. About one car in six has been sold
 * (the ratings' sales history), a handful dropped their price. The same cars on every run for the same `thisYear`.
 */
export function generateFleet(options: { count: number; sellers: number; thisYear: number }): FleetCar[] {
  const random = seededRandom(2_024_06_01);
  const totalWeight = fleetLines.reduce((sum, entry) => sum + entry.weight, 0);
  const cars: FleetCar[] = [];
  let priceDrops = 0;
  for (const entry of fleetLines) {
    const share = Math.round((options.count * entry.weight) / totalWeight);
    const lastYear = Math.min(entry.years[1], options.thisYear - 1);
    for (let index = 0; index < share; index++) {
      const year = entry.years[0] + Math.floor(random() * (lastYear - entry.years[0] + 1));
      const age = Math.max(0.5, options.thisYear - year);
      const mileage = Math.round((age * milesPerYear * (0.45 + random() * 1.1)) / 100) * 100;
      const perYear = mileage / age;
      const conditionType: ConditionType =
        perYear < 10_000 && random() < 0.7
          ? 'Excellent'
          : perYear > 15_000 && random() < 0.6
            ? 'Fair'
            : 'Good';
      const [trim, originalPrice] = pick(random, entry.trims);
      const fair = marketValue({ originalPrice, year, mileage, conditionType }, options.thisYear);
      const asking = Math.max(500, Math.round((fair * (0.88 + random() * 0.24)) / 100) * 100);
      const sold = random() < 0.17;
      const listedDaysAgo = sold ? 40 + Math.floor(random() * 300) : 8 + Math.floor(random() * 80);
      const prices = [asking];
      const priceChangeDays: number[] = [];
      if (!sold && listedDaysAgo > 20 && priceDrops < 14 && random() < 0.05) {
        priceDrops++;
        prices.push(Math.round((asking * (0.92 + random() * 0.04)) / 100) * 100);
        priceChangeDays.push(5 + Math.floor(random() * (listedDaysAgo - 10)));
      }
      const features = [pick(random, highlights[entry.style]), pick(random, highlights[entry.style])];
      cars.push({
        line: entry,
        trim,
        year,
        mileage,
        originalPrice,
        conditionType,
        paint: entry.paints[random() < 0.5 ? 0 : 1],
        transmission: random() < (entry.manual ?? 0) ? 'manual' : 'automatic',
        zip: pick(random, fleetZips),
        seller: Math.floor(random() * options.sellers),
        listedDaysAgo,
        soldAfterDays: sold ? 3 + Math.floor(random() * 35) : undefined,
        prices,
        priceChangeDays,
        description: [
          pick(random, histories),
          [...new Set(features)].join(', ') + '.',
          pick(random, conditionNotes[conditionType]),
        ].join(' '),
      });
    }
  }
  return cars;
}
