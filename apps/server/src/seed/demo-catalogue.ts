import type { BodyStyle } from '@second-gear/artwork';
import type { Drivetrain, FuelType } from '@second-gear/contract';

/** The car models of the "Browse Our Models" grid: one per body style we illustrate. */
export const carModelCatalogue: { model: string; style: BodyStyle }[] = [
  { model: 'Sedan', style: 'sedan' },
  { model: 'SUV', style: 'suv' },
  { model: 'Hatchback', style: 'hatchback' },
  { model: 'Pickup', style: 'pickup' },
  { model: 'Coupe', style: 'coupe' },
  { model: 'Convertible', style: 'convertible' },
  { model: 'Minivan', style: 'minivan' },
  { model: 'Wagon', style: 'wagon' },
];

/** Every demo person signs in with this password. Demo data is for trying Second Gear out: DEMO_DATA=off in production. */
export const demoPassword = 'secondgear-demo';

/** A buyer to try booking and paying with. */
export const demoBuyer = {
  username: 'Sam Lee',
  userEmail: 'sam.lee@example.com',
  phone: '+1 312 555 0163',
  location: 'Chicago, IL',
};

export interface DemoSeller {
  username: string;
  userEmail: string;
  phone: string;
  location: string;
  verified: boolean;
  /** The zone the seller keeps their test-drive hours in. */
  timeZone: string;
}

/** The demo sellers' hours for test drives: weekdays 10:00–18:00 and Saturday mornings, in each one's own zone. */
export const demoTestDriveHours = [1, 2, 3, 4, 5]
  .map((day) => ({ day, from: '10:00', to: '18:00' }))
  .concat({ day: 6, from: '09:00', to: '13:00' });

export const demoSellers: DemoSeller[] = [
  {
    username: 'Maya Patel',
    userEmail: 'maya.patel@example.com',
    phone: '+1 512 555 0142',
    location: 'Austin, TX',
    verified: true,
    timeZone: 'America/Chicago',
  },
  {
    username: 'Carlos Rivera',
    userEmail: 'carlos.rivera@example.com',
    phone: '+1 720 555 0187',
    location: 'Denver, CO',
    verified: false,
    timeZone: 'America/Denver',
  },
  {
    username: 'Hannah Kim',
    userEmail: 'hannah.kim@example.com',
    phone: '+1 206 555 0119',
    location: 'Seattle, WA',
    verified: false,
    timeZone: 'America/Los_Angeles',
  },
];

/**
 * Dealers who list most of the generated catalogue (`demo-fleet.ts`) beside the three private sellers. They sign in
 * with the demo password like everyone else.
 */
export const demoDealers: DemoSeller[] = [
  {
    username: 'Lone Star Auto',
    userEmail: 'sales@lonestar-auto.example.com',
    phone: '+1 214 555 0100',
    location: 'Dallas, TX',
    verified: true,
    timeZone: 'America/Chicago',
  },
  {
    username: 'Harbor City Motors',
    userEmail: 'hello@harborcity-motors.example.com',
    phone: '+1 310 555 0123',
    location: 'Los Angeles, CA',
    verified: true,
    timeZone: 'America/Los_Angeles',
  },
  {
    username: 'Great Lakes Cars',
    userEmail: 'team@greatlakes-cars.example.com',
    phone: '+1 312 555 0155',
    location: 'Chicago, IL',
    verified: true,
    timeZone: 'America/Chicago',
  },
  {
    username: 'Peachtree Pre-Owned',
    userEmail: 'cars@peachtree-preowned.example.com',
    phone: '+1 404 555 0171',
    location: 'Atlanta, GA',
    verified: false,
    timeZone: 'America/New_York',
  },
  {
    username: 'Empire Auto Exchange',
    userEmail: 'desk@empire-auto.example.com',
    phone: '+1 646 555 0190',
    location: 'New York, NY',
    verified: true,
    timeZone: 'America/New_York',
  },
];

/** The dealership each demo dealer owns (`demoDealers`, in the same order), with its storefront's details. */
export const demoDealerships: {
  owner: string;
  slug: string;
  name: string;
  zip: string;
  address: string;
  hours: string;
  about: string;
}[] = [
  {
    owner: 'sales@lonestar-auto.example.com',
    slug: 'lone-star-auto',
    name: 'Lone Star Auto',
    zip: '75201',
    address: '2100 Ross Ave, Dallas, TX 75201',
    hours: 'Mon–Fri 9:00–19:00\nSat 9:00–17:00\nSun closed',
    about: 'Family-run since 1998: trucks, SUVs and commuter cars, every one inspected on our own lift.',
  },
  {
    owner: 'hello@harborcity-motors.example.com',
    slug: 'harbor-city-motors',
    name: 'Harbor City Motors',
    zip: '90012',
    address: '455 N Alameda St, Los Angeles, CA 90012',
    hours: 'Mon–Sat 10:00–19:00\nSun 11:00–16:00',
    about:
      'Hybrids and electric cars near downtown Los Angeles, with a test drive on the freeway before you decide.',
  },
  {
    owner: 'team@greatlakes-cars.example.com',
    slug: 'great-lakes-cars',
    name: 'Great Lakes Cars',
    zip: '60605',
    address: '1200 S Michigan Ave, Chicago, IL 60605',
    hours: 'Mon–Fri 9:00–18:00\nSat 9:00–15:00\nSun closed',
    about: 'All-wheel-drive cars ready for a Chicago winter, rust-checked and with winter tyres on request.',
  },
  {
    owner: 'cars@peachtree-preowned.example.com',
    slug: 'peachtree-pre-owned',
    name: 'Peachtree Pre-Owned',
    zip: '30303',
    address: '75 Peachtree St NE, Atlanta, GA 30303',
    hours: 'Mon–Sat 9:00–18:00\nSun closed',
    about: 'Affordable first cars and family vans in midtown Atlanta.',
  },
  {
    owner: 'desk@empire-auto.example.com',
    slug: 'empire-auto-exchange',
    name: 'Empire Auto Exchange',
    zip: '10001',
    address: '520 W 30th St, New York, NY 10001',
    hours: 'Mon–Fri 10:00–20:00\nSat–Sun 10:00–18:00',
    about: 'Low-mileage cars for city drivers, with delivery anywhere in the five boroughs.',
  },
];

/** A salesperson of the first dealership: lists and edits its cars, answers its leads; cannot delete others' cars. */
export const demoSalesperson = {
  username: 'Jordan Reyes',
  userEmail: 'jordan.reyes@example.com',
  phone: '+1 214 555 0133',
  location: 'Dallas, TX',
  timeZone: 'America/Chicago',
  dealership: 'lone-star-auto',
};

/**
 * An administrator, to try the admin screens: a buyer account whose address is granted the administrator role as
 * `npm run admin -- grant` stores it.
 */
export const demoAdmin = {
  username: 'Alex Morgan',
  userEmail: 'alex.morgan@example.com',
  phone: '+1 415 555 0108',
  location: 'San Francisco, CA',
};

/** What a buyer first asks about a car; the colour comes from its paint. */
export interface DemoVehicle {
  make: string;
  modelName: string;
  trim: string;
  year: number;
  mileage: number;
  fuelType: FuelType;
  transmission: 'automatic' | 'manual';
  drivetrain: Drivetrain;
  /** Where the car is: across the country, so distances mean something. */
  zip: string;
}

export interface DemoCar {
  productName: string;
  vehicle: DemoVehicle;
  model: string;
  purchaseYear: number;
  useYear: number;
  /** What it cost new; its asking price follows from it, its year and its miles (`marketValue`). */
  originalPrice: number;
  conditionType: 'Excellent' | 'Good' | 'Fair';
  paint: string;
  description: string;
  seller: number;
  advertised?: boolean;
  sold?: boolean;
}

export const demoCars: DemoCar[] = [
  {
    productName: '2018 Toyota Camry SE',
    vehicle: {
      make: 'Toyota',
      modelName: 'Camry',
      trim: 'SE',
      year: 2018,
      mileage: 61_200,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: 'FWD',
      zip: '78704',
    },
    model: 'Sedan',
    purchaseYear: 2018,
    useYear: 7,
    originalPrice: 25_900,
    conditionType: 'Excellent',
    paint: 'Polar White',
    description: 'One owner, full dealer service history, new tyres last spring. Non-smoker.',
    seller: 0,
    advertised: true,
  },
  {
    productName: '2016 Honda Accord EX-L',
    vehicle: {
      make: 'Honda',
      modelName: 'Accord',
      trim: 'EX-L',
      year: 2016,
      mileage: 98_400,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: 'FWD',
      zip: '80205',
    },
    model: 'Sedan',
    purchaseYear: 2016,
    useYear: 9,
    originalPrice: 29_300,
    conditionType: 'Good',
    paint: 'Graphite Grey',
    description: 'Leather seats, sunroof, backup camera. Small scratch on the rear bumper.',
    seller: 1,
  },
  {
    productName: '2019 Mazda6 Touring',
    vehicle: {
      make: 'Mazda',
      modelName: 'Mazda6',
      trim: 'Touring',
      year: 2019,
      mileage: 54_300,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: 'FWD',
      zip: '98103',
    },
    model: 'Sedan',
    purchaseYear: 2019,
    useYear: 6,
    originalPrice: 27_500,
    conditionType: 'Excellent',
    paint: 'Race Red',
    description: 'Soul Red paint, adaptive cruise control, Apple CarPlay. Garage kept.',
    seller: 2,
  },
  {
    productName: '2017 Toyota RAV4 XLE',
    vehicle: {
      make: 'Toyota',
      modelName: 'RAV4',
      trim: 'XLE',
      year: 2017,
      mileage: 83_900,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: 'AWD',
      zip: '30309',
    },
    model: 'SUV',
    purchaseYear: 2017,
    useYear: 8,
    originalPrice: 28_700,
    conditionType: 'Good',
    paint: 'Silver',
    description: 'All-wheel drive, roof rails, tow hitch. Timing and brakes done at 90,000 miles.',
    seller: 0,
    advertised: true,
  },
  {
    productName: '2019 Honda CR-V EX',
    vehicle: {
      make: 'Honda',
      modelName: 'CR-V',
      trim: 'EX',
      year: 2019,
      mileage: 47_800,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: 'AWD',
      zip: '80206',
    },
    model: 'SUV',
    purchaseYear: 2019,
    useYear: 6,
    originalPrice: 30_100,
    conditionType: 'Excellent',
    paint: 'Deep Blue',
    description: 'Heated seats, Honda Sensing safety suite, remote start. Clean title.',
    seller: 1,
    sold: true,
  },
  {
    productName: '2015 Ford Explorer Limited',
    vehicle: {
      make: 'Ford',
      modelName: 'Explorer',
      trim: 'Limited',
      year: 2015,
      mileage: 112_600,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: '4WD',
      zip: '60614',
    },
    model: 'SUV',
    purchaseYear: 2015,
    useYear: 10,
    originalPrice: 42_000,
    conditionType: 'Fair',
    paint: 'Midnight Black',
    description: 'Seven seats, third row folds flat. Worn driver seat bolster; runs and drives well.',
    seller: 2,
  },
  {
    productName: '2018 Volkswagen Golf TSI',
    vehicle: {
      make: 'Volkswagen',
      modelName: 'Golf',
      trim: 'TSI',
      year: 2018,
      mileage: 52_100,
      fuelType: 'gasoline',
      transmission: 'manual',
      drivetrain: 'FWD',
      zip: '02139',
    },
    model: 'Hatchback',
    purchaseYear: 2018,
    useYear: 7,
    originalPrice: 22_400,
    conditionType: 'Good',
    paint: 'Ocean Teal',
    description: 'Turbo 1.8, manual gearbox, great on fuel. Recent clutch replacement.',
    seller: 1,
  },
  {
    productName: '2017 Honda Fit LX',
    vehicle: {
      make: 'Honda',
      modelName: 'Fit',
      trim: 'LX',
      year: 2017,
      mileage: 71_500,
      fuelType: 'gasoline',
      transmission: 'manual',
      drivetrain: 'FWD',
      zip: '97209',
    },
    model: 'Hatchback',
    purchaseYear: 2017,
    useYear: 8,
    originalPrice: 17_000,
    conditionType: 'Good',
    paint: 'Sunset Orange',
    description: 'Magic Seat rear bench swallows a bicycle. Ideal first car.',
    seller: 2,
    advertised: true,
  },
  {
    productName: '2020 Mazda3 Hatchback',
    vehicle: {
      make: 'Mazda',
      modelName: 'Mazda3',
      trim: 'Preferred',
      year: 2020,
      mileage: 33_800,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: 'FWD',
      zip: '78702',
    },
    model: 'Hatchback',
    purchaseYear: 2020,
    useYear: 5,
    originalPrice: 26_300,
    conditionType: 'Excellent',
    paint: 'Graphite Grey',
    description: 'Premium package, Bose audio, head-up display. Still under powertrain warranty.',
    seller: 0,
  },
  {
    productName: '2016 Ford F-150 XLT',
    vehicle: {
      make: 'Ford',
      modelName: 'F-150',
      trim: 'XLT',
      year: 2016,
      mileage: 104_300,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: '4WD',
      zip: '80211',
    },
    model: 'Pickup',
    purchaseYear: 2016,
    useYear: 9,
    originalPrice: 39_800,
    conditionType: 'Good',
    paint: 'Polar White',
    description: 'SuperCrew, 2.7 EcoBoost, spray-in bed liner, tow package.',
    seller: 1,
    advertised: true,
  },
  {
    productName: '2018 Toyota Tacoma SR5',
    vehicle: {
      make: 'Toyota',
      modelName: 'Tacoma',
      trim: 'SR5',
      year: 2018,
      mileage: 69_700,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: '4WD',
      zip: '73102',
    },
    model: 'Pickup',
    purchaseYear: 2018,
    useYear: 7,
    originalPrice: 33_500,
    conditionType: 'Excellent',
    paint: 'Forest Green',
    description: 'Double cab, 4x4, never off-road. Tonneau cover included.',
    seller: 0,
  },
  {
    productName: '2014 Chevrolet Silverado 1500 LT',
    vehicle: {
      make: 'Chevrolet',
      modelName: 'Silverado',
      trim: '1500 LT',
      year: 2014,
      mileage: 131_900,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: '4WD',
      zip: '59101',
    },
    model: 'Pickup',
    purchaseYear: 2014,
    useYear: 11,
    originalPrice: 36_900,
    conditionType: 'Fair',
    paint: 'Silver',
    description: 'Work truck with honest wear, new battery and alternator. Cold air conditioning.',
    seller: 2,
  },
  {
    productName: '2017 Ford Mustang EcoBoost',
    vehicle: {
      make: 'Ford',
      modelName: 'Mustang',
      trim: 'EcoBoost',
      year: 2017,
      mileage: 58_200,
      fuelType: 'gasoline',
      transmission: 'manual',
      drivetrain: 'RWD',
      zip: '33131',
    },
    model: 'Coupe',
    purchaseYear: 2017,
    useYear: 8,
    originalPrice: 27_200,
    conditionType: 'Good',
    paint: 'Race Red',
    description: 'Performance pack, six-speed manual, summer tyres plus a winter set.',
    seller: 1,
  },
  {
    productName: '2019 BMW 430i Coupe',
    vehicle: {
      make: 'BMW',
      modelName: '430i',
      trim: 'Coupe',
      year: 2019,
      mileage: 39_400,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: 'RWD',
      zip: '90210',
    },
    model: 'Coupe',
    purchaseYear: 2019,
    useYear: 6,
    originalPrice: 46_100,
    conditionType: 'Excellent',
    paint: 'Midnight Black',
    description: 'M Sport package, navigation, harman/kardon sound. Serviced by the dealer.',
    seller: 0,
    advertised: true,
  },
  {
    productName: '2015 Honda Civic Si Coupe',
    vehicle: {
      make: 'Honda',
      modelName: 'Civic Si',
      trim: 'Coupe',
      year: 2015,
      mileage: 91_700,
      fuelType: 'gasoline',
      transmission: 'manual',
      drivetrain: 'FWD',
      zip: '85004',
    },
    model: 'Coupe',
    purchaseYear: 2015,
    useYear: 10,
    originalPrice: 23_100,
    conditionType: 'Good',
    paint: 'Deep Blue',
    description: 'High-revving 2.4, limited-slip differential. Stock and unmodified.',
    seller: 2,
  },
  {
    productName: '2018 Mazda MX-5 Miata Club',
    vehicle: {
      make: 'Mazda',
      modelName: 'MX-5',
      trim: 'Club',
      year: 2018,
      mileage: 28_900,
      fuelType: 'gasoline',
      transmission: 'manual',
      drivetrain: 'RWD',
      zip: '92101',
    },
    model: 'Convertible',
    purchaseYear: 2018,
    useYear: 7,
    originalPrice: 29_700,
    conditionType: 'Excellent',
    paint: 'Polar White',
    description: 'Soft top in perfect shape, Brembo brakes, only summer driving.',
    seller: 0,
    advertised: true,
  },
  {
    productName: '2016 Mini Cooper Convertible',
    vehicle: {
      make: 'MINI',
      modelName: 'Cooper Convertible',
      trim: 'S',
      year: 2016,
      mileage: 64_800,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: 'FWD',
      zip: '10011',
    },
    model: 'Convertible',
    purchaseYear: 2016,
    useYear: 9,
    originalPrice: 26_400,
    conditionType: 'Fair',
    paint: 'Sand Beige',
    description: 'Fun city car; the roof motor is slow but works. Priced to sell.',
    seller: 1,
  },
  {
    productName: '2017 Chevrolet Camaro LT Convertible',
    vehicle: {
      make: 'Chevrolet',
      modelName: 'Camaro',
      trim: 'LT Convertible',
      year: 2017,
      mileage: 49_300,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: 'RWD',
      zip: '89101',
    },
    model: 'Convertible',
    purchaseYear: 2017,
    useYear: 8,
    originalPrice: 36_800,
    conditionType: 'Good',
    paint: 'Sunset Orange',
    description: 'V6, power top, heated and cooled seats. Light wear on the wheels.',
    seller: 2,
    sold: true,
  },
  {
    productName: '2018 Honda Odyssey EX',
    vehicle: {
      make: 'Honda',
      modelName: 'Odyssey',
      trim: 'EX',
      year: 2018,
      mileage: 76_400,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: 'FWD',
      zip: '55401',
    },
    model: 'Minivan',
    purchaseYear: 2018,
    useYear: 7,
    originalPrice: 34_800,
    conditionType: 'Good',
    paint: 'Silver',
    description: 'Eight seats, power sliding doors, rear entertainment screen.',
    seller: 0,
  },
  {
    productName: '2017 Toyota Sienna LE',
    vehicle: {
      make: 'Toyota',
      modelName: 'Sienna',
      trim: 'LE',
      year: 2017,
      mileage: 88_100,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: 'FWD',
      zip: '80220',
    },
    model: 'Minivan',
    purchaseYear: 2017,
    useYear: 8,
    originalPrice: 31_200,
    conditionType: 'Good',
    paint: 'Sand Beige',
    description: 'Family owned, all maintenance records, new brakes all round.',
    seller: 1,
  },
  {
    productName: '2019 Chrysler Pacifica Touring L',
    vehicle: {
      make: 'Chrysler',
      modelName: 'Pacifica',
      trim: 'Touring L',
      year: 2019,
      mileage: 51_700,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: 'FWD',
      zip: '98115',
    },
    model: 'Minivan',
    purchaseYear: 2019,
    useYear: 6,
    originalPrice: 36_400,
    conditionType: 'Excellent',
    paint: 'Ocean Teal',
    description: 'Stow n Go seating, leather, blind-spot monitoring.',
    seller: 2,
  },
  {
    productName: '2017 Subaru Outback 2.5i Premium',
    vehicle: {
      make: 'Subaru',
      modelName: 'Outback',
      trim: '2.5i Premium',
      year: 2017,
      mileage: 79_900,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: 'AWD',
      zip: '05401',
    },
    model: 'Wagon',
    purchaseYear: 2017,
    useYear: 8,
    originalPrice: 28_900,
    conditionType: 'Good',
    paint: 'Forest Green',
    description: 'Symmetrical AWD, EyeSight, roof cross bars. Head gaskets never an issue.',
    seller: 0,
  },
  {
    productName: '2016 Volvo V60 T5',
    vehicle: {
      make: 'Volvo',
      modelName: 'V60',
      trim: 'T5',
      year: 2016,
      mileage: 86_200,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: 'FWD',
      zip: '80302',
    },
    model: 'Wagon',
    purchaseYear: 2016,
    useYear: 9,
    originalPrice: 37_500,
    conditionType: 'Fair',
    paint: 'Graphite Grey',
    description: 'Comfortable long-distance cruiser; some interior wear, mechanically sound.',
    seller: 1,
  },
  {
    productName: '2015 Audi A4 Allroad',
    vehicle: {
      make: 'Audi',
      modelName: 'A4 allroad',
      trim: 'Premium Plus',
      year: 2015,
      mileage: 97_300,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: 'AWD',
      zip: '98101',
    },
    model: 'Wagon',
    purchaseYear: 2015,
    useYear: 10,
    originalPrice: 41_900,
    conditionType: 'Good',
    paint: 'Midnight Black',
    description: 'Quattro, panoramic roof, towing hitch. Timing chain serviced.',
    seller: 2,
  },
];
