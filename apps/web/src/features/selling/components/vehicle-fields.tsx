import {
  drivetrains,
  exteriorColors,
  fuelTypes,
  transmissions,
  vinProblem,
  type DecodedVin,
} from '@second-gear/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { messageOf } from '../../../lib/api-error';
import { useCarModels } from '../../catalog/api/car-models';
import { decodeVin } from '../../vehicles/api/decode-vin';
import { useMakes } from '../../vehicles/api/makes';
import { findZipPlace } from '../../vehicles/api/zip-place';
import type { AddProductFormValues } from '../add-product-form';

type Field = keyof AddProductFormValues;
type FieldProps = (name: Field) => {
  name: Field;
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
};

interface VehicleFieldsProps {
  values: AddProductFormValues;
  field: FieldProps;
  setValue: (field: Field, value: string) => void;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const tidyVin = (vin: string) => vin.toUpperCase().replace(/[\s-]/g, '');

type VinState =
  | { kind: 'idle' }
  | { kind: 'decoding' }
  | { kind: 'decoded'; summary: string }
  | { kind: 'problem'; message: string };

/**
 * A complete VIN is decoded as soon as it is typed; what it tells fills the form's fields (each still editable). A VIN
 * of 17 characters that cannot be right says why at once.
 */
function useVinDecoding(fill: (decoded: DecodedVin) => void) {
  const decoding = useMutation({ mutationFn: (vin: string) => decodeVin(vin) });
  const [typed, setTyped] = useState('');

  function onVinChange(vin: string) {
    const tidy = tidyVin(vin);
    setTyped(tidy);
    if (tidy.length !== 17 || vinProblem(tidy)) {
      decoding.reset();
      return;
    }
    // Only the latest call's callbacks run: a VIN replaced while it was decoding fills nothing.
    decoding.mutate(tidy, { onSuccess: fill });
  }

  let state: VinState = { kind: 'idle' };
  const problem = typed.length >= 17 ? vinProblem(typed) : undefined;
  if (problem) state = { kind: 'problem', message: problem };
  else if (decoding.isPending) state = { kind: 'decoding' };
  else if (decoding.isError) state = { kind: 'problem', message: messageOf(decoding.error) };
  else if (decoding.data) {
    const { year, make, modelName, trim } = decoding.data;
    state = { kind: 'decoded', summary: [year, make, modelName, trim].filter(Boolean).join(' ') };
  }
  return { state, onVinChange };
}

/** Looks up a complete ZIP code; its "City, ST" replaces the location unless the seller typed their own. */
function useZipPlace(location: string, setLocation: (location: string) => void) {
  const lookup = useMutation({ mutationFn: (zip: string) => findZipPlace(zip) });
  const [prefilled, setPrefilled] = useState('');

  function onZipChange(zip: string) {
    const tidy = zip.trim();
    if (!/^\d{5}$/.test(tidy)) {
      lookup.reset();
      return;
    }
    lookup.mutate(tidy, {
      onSuccess: (place) => {
        if (location.trim() !== '' && location !== prefilled) return;
        setPrefilled(place.location);
        setLocation(place.location);
      },
    });
  }
  return { problem: lookup.isError ? messageOf(lookup.error) : undefined, onZipChange };
}

function VinStatus({ state }: { state: VinState }) {
  if (state.kind === 'decoding') return <span>Looking up this VIN…</span>;
  if (state.kind === 'decoded') {
    return <span className="text-success font-medium">Filled in from the VIN: {state.summary}.</span>;
  }
  if (state.kind === 'problem') return <span className="text-error font-medium">{state.message}</span>;
  return <span>Optional. A VIN fills in make, model, year and more.</span>;
}

/** Make, model and the rest of what a buyer first asks; the VIN fills what it can and the ZIP places the car. */
export function VehicleFields({ values, field, setValue }: VehicleFieldsProps) {
  const makes = useMakes();
  const carModels = useCarModels();
  const makesListId = useId();
  const modelsListId = useId();

  const vin = useVinDecoding((decoded) => {
    setValue('make', decoded.make);
    if (decoded.modelName) setValue('modelName', decoded.modelName);
    if (decoded.year) setValue('year', String(decoded.year));
    if (decoded.trim) setValue('trim', decoded.trim);
    if (decoded.fuelType) setValue('fuelType', decoded.fuelType);
    if (decoded.drivetrain) setValue('drivetrain', decoded.drivetrain);
    const bodyType = carModels.data?.find((model) => model.model === decoded.bodyType);
    if (bodyType) setValue('model', bodyType.model);
  });
  const zip = useZipPlace(values.location, (location) => setValue('location', location));

  const chosenMake = makes.data?.find(
    (entry) => entry.make.toLowerCase() === values.make.trim().toLowerCase(),
  );

  return (
    <fieldset className="space-y-5">
      <legend className="mb-4 text-lg font-semibold">Vehicle</legend>
      <div className="sm:w-2/3">
        <TextField
          {...field('vin')}
          onValueChange={(value) => {
            setValue('vin', value);
            vin.onVinChange(value);
          }}
          label="VIN (optional)"
          autoComplete="off"
          spellCheck={false}
          maxLength={24}
          className={`input w-full font-mono uppercase ${field('vin').error ? 'input-error' : ''}`}
          hint={
            <span role="status">
              <VinStatus state={vin.state} />
            </span>
          }
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('make')}
          label="Make"
          list={makesListId}
          autoComplete="off"
          required
          hint={
            makes.isError
              ? 'The list of makes could not be loaded.'
              : 'Start typing, then pick from the list.'
          }
        />
        <TextField
          {...field('modelName')}
          label="Model name"
          list={modelsListId}
          autoComplete="off"
          required
          hint="Pick from the list, or type a model it lacks."
        />
        <datalist id={makesListId}>
          {makes.data?.map((entry) => (
            <option key={entry.make} value={entry.make} />
          ))}
        </datalist>
        <datalist id={modelsListId}>
          {chosenMake?.models.map((model) => (
            <option key={model} value={model} />
          ))}
        </datalist>
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField {...field('year')} label="Year" inputMode="numeric" autoComplete="off" required />
        <TextField {...field('trim')} label="Trim (optional)" autoComplete="off" />
        <TextField
          {...field('mileage')}
          label="Mileage (miles)"
          inputMode="numeric"
          autoComplete="off"
          required
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField {...field('fuelType')} label="Fuel type" required>
          <option value="">Choose a fuel type</option>
          {fuelTypes.map((fuel) => (
            <option key={fuel} value={fuel}>
              {capitalised(fuel)}
            </option>
          ))}
        </SelectField>
        <SelectField {...field('transmission')} label="Transmission" required>
          <option value="">Choose a transmission</option>
          {transmissions.map((transmission) => (
            <option key={transmission} value={transmission}>
              {capitalised(transmission)}
            </option>
          ))}
        </SelectField>
        <SelectField {...field('drivetrain')} label="Drivetrain" required>
          <option value="">Choose a drivetrain</option>
          {drivetrains.map((drivetrain) => (
            <option key={drivetrain} value={drivetrain}>
              {drivetrain}
            </option>
          ))}
        </SelectField>
        <SelectField {...field('exteriorColor')} label="Exterior color" required>
          <option value="">Choose a color</option>
          {exteriorColors.map((color) => (
            <option key={color} value={color}>
              {capitalised(color)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('zip')}
          onValueChange={(value) => {
            setValue('zip', value);
            zip.onZipChange(value);
          }}
          label="ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          required
          error={field('zip').error ?? zip.problem}
          hint="Where the car is. Fills in the location."
        />
        <TextField {...field('location')} label="Location" autoComplete="address-level2" required />
      </div>
    </fieldset>
  );
}
