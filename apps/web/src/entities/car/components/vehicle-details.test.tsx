import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { carFixture } from '../../../test/cars';
import { VehicleDetails } from './vehicle-details';

const details = (car: Parameters<typeof VehicleDetails>[0]['car']) =>
  render(
    <dl>
      <VehicleDetails car={car} />
    </dl>,
  );

describe('VehicleDetails', () => {
  it('shows make, model, trim, year, miles and the rest', () => {
    details(carFixture({ vin: '1HGCM82633A004352' }));
    expect(screen.getByText('Toyota Camry SE')).toBeInTheDocument();
    expect(screen.getByText('61,200 mi')).toBeInTheDocument();
    expect(screen.getByText('Gasoline')).toBeInTheDocument();
    expect(screen.getByText('1HGCM82633A004352')).toBeInTheDocument();
  });

  it('says "Not given" for what a car listed before vehicle data cannot know', () => {
    details(
      carFixture({
        make: null,
        modelName: null,
        trim: null,
        year: null,
        mileage: null,
        fuelType: null,
        transmission: null,
        drivetrain: null,
        exteriorColor: null,
        vin: null,
      }),
    );
    expect(screen.getAllByText('Not given')).toHaveLength(8);
  });
});
