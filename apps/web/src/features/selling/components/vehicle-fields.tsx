import {
  drivetrains,
  exteriorColors,
  fuelTypes,
  transmissions,
  vinProblem,
  type DecodedVin,
} from '@second-gear/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  FormSelectField,
  FormTextField,
  LocationField,
  NumberField,
} from '../../../components/form/form-fields';
import { messageOf } from '../../../lib/api-error';
import { useCarModels } from '../../../entities/car/api/car-models';
import { decodeVin } from '../../../entities/vehicle/api/decode-vin';
import { useMakes } from '../../../entities/vehicle/api/makes';
import { findZipPlace } from '../../../entities/vehicle/api/zip-place';
import type { AddProductForm, AddProductFormValues } from '../add-product-form';
import { useT } from '../../../lib/i18n';
import { sellingCatalogue } from '../i18n';

interface VehicleFieldsProps {
  form: UseFormReturn<AddProductFormValues, unknown, AddProductForm>;
  /** The body type's field, shown beside the model's name so the two are told apart. */
  bodyType: ReactNode;
}

/** An ICU select's selector for a value with spaces or dashes in it ("plug-in hybrid" → "plug_in_hybrid"). */
const selector = (value: string) => value.replace(/[^a-z0-9]/gi, '_');
const tidyVin = (vin: string) => vin.toUpperCase().replace(/[\s-]/g, '');

/** A decoded vehicle in a few words, "2003 Honda Accord EX-V6": the status line, and the product name it suggests. */
const vehicleSummary = ({ year, make, modelName, trim }: DecodedVin) =>
  [year, make, modelName, trim].filter(Boolean).join(' ');

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
  else if (decoding.data) state = { kind: 'decoded', summary: vehicleSummary(decoding.data) };
  return { state, onVinChange };
}

/** Looks up a complete ZIP code; its "City, ST" replaces the location unless the seller typed their own. */
function useZipPlace(location: () => string, setLocation: (location: string) => void) {
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
        const typed = location();
        if (typed.trim() !== '' && typed !== prefilled) return;
        setPrefilled(place.location);
        setLocation(place.location);
      },
    });
  }
  return { problem: lookup.isError ? messageOf(lookup.error) : undefined, onZipChange };
}

function VinStatus({ state }: { state: VinState }) {
  const t = useT(sellingCatalogue);
  if (state.kind === 'decoding') return <span>{t('vehicle.vinDecoding')}</span>;
  if (state.kind === 'decoded') {
    return (
      <span className="text-success font-medium">{t('vehicle.vinDecoded', { summary: state.summary })}</span>
    );
  }
  if (state.kind === 'problem') return <span className="text-error font-medium">{state.message}</span>;
  return <span>{t('vehicle.vinHint')}</span>;
}

/** Make, model and the rest of what a buyer first asks; the VIN fills what it can and the ZIP places the car. */
export function VehicleFields({ form, bodyType }: VehicleFieldsProps) {
  const t = useT(sellingCatalogue);
  const { control, getValues, getFieldState, setValue } = form;
  // What a look-up fills in: its message, if it had one, follows the new value.
  const fill = (
    name:
      | 'make'
      | 'modelName'
      | 'year'
      | 'trim'
      | 'fuelType'
      | 'transmission'
      | 'drivetrain'
      | 'model'
      | 'productName'
      | 'location',
    value: string,
  ) => setValue(name, value, { shouldValidate: getFieldState(name).invalid });
  const make = useWatch({ control, name: 'make' });
  const makes = useMakes();
  const carModels = useCarModels();
  const makesListId = useId();
  const modelsListId = useId();

  // The product name the VIN last wrote: replaced by the next VIN's, while one the seller typed is kept.
  const [prefilledName, setPrefilledName] = useState('');
  const vin = useVinDecoding((decoded) => {
    fill('make', decoded.make);
    if (decoded.modelName) fill('modelName', decoded.modelName);
    if (decoded.year) fill('year', String(decoded.year));
    if (decoded.trim) fill('trim', decoded.trim);
    if (decoded.fuelType) fill('fuelType', decoded.fuelType);
    if (decoded.transmission) fill('transmission', decoded.transmission);
    if (decoded.drivetrain) fill('drivetrain', decoded.drivetrain);
    const bodyType = carModels.data?.find((model) => model.model === decoded.bodyType);
    if (bodyType) fill('model', bodyType.model);
    const name = vehicleSummary(decoded);
    const productName = getValues('productName');
    if (productName.trim() === '' || productName === prefilledName) {
      setPrefilledName(name);
      fill('productName', name);
    }
  });
  const zip = useZipPlace(
    () => getValues('location'),
    (location) => fill('location', location),
  );

  const chosenMake = makes.data?.find((entry) => entry.make.toLowerCase() === make.trim().toLowerCase());

  return (
    <fieldset className="space-y-5">
      <legend className="mb-4 text-lg font-semibold">{t('vehicle.legend')}</legend>
      <div className="sm:w-2/3">
        <FormTextField
          control={control}
          name="vin"
          onValueChange={vin.onVinChange}
          label={t('vehicle.vin')}
          autoComplete="off"
          spellCheck={false}
          maxLength={24}
          className="font-mono uppercase"
          hint={
            <span role="status">
              <VinStatus state={vin.state} />
            </span>
          }
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormTextField
          control={control}
          name="make"
          label={t('vehicle.make')}
          list={makesListId}
          autoComplete="off"
          required
          hint={makes.isError ? t('vehicle.makesFailed') : t('vehicle.makeHint')}
        />
        <FormTextField
          control={control}
          name="modelName"
          label={t('vehicle.model')}
          list={modelsListId}
          autoComplete="off"
          required
          hint={t('vehicle.modelHint')}
        />
        {bodyType}
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
        <NumberField control={control} name="year" label={t('vehicle.year')} />
        <FormTextField control={control} name="trim" label={t('vehicle.trim')} autoComplete="off" />
        <NumberField control={control} name="mileage" label={t('vehicle.mileage')} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormSelectField control={control} name="fuelType" label={t('vehicle.fuelType')} required>
          <option value="">{t('vehicle.chooseFuelType')}</option>
          {fuelTypes.map((fuel) => (
            <option key={fuel} value={fuel}>
              {t('vehicle.fuel', { fuel: selector(fuel) })}
            </option>
          ))}
        </FormSelectField>
        <FormSelectField control={control} name="transmission" label={t('vehicle.transmission')} required>
          <option value="">{t('vehicle.chooseTransmission')}</option>
          {transmissions.map((transmission) => (
            <option key={transmission} value={transmission}>
              {t('vehicle.transmissionType', { transmission })}
            </option>
          ))}
        </FormSelectField>
        <FormSelectField control={control} name="drivetrain" label={t('vehicle.drivetrain')} required>
          <option value="">{t('vehicle.chooseDrivetrain')}</option>
          {drivetrains.map((drivetrain) => (
            <option key={drivetrain} value={drivetrain}>
              {drivetrain}
            </option>
          ))}
        </FormSelectField>
        <FormSelectField control={control} name="exteriorColor" label={t('vehicle.exteriorColor')} required>
          <option value="">{t('vehicle.chooseColor')}</option>
          {exteriorColors.map((color) => (
            <option key={color} value={color}>
              {t('vehicle.color', { color })}
            </option>
          ))}
        </FormSelectField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="zip"
          onValueChange={zip.onZipChange}
          label={t('vehicle.zip')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          required
          error={zip.problem}
          hint={t('vehicle.zipHint')}
        />
        <LocationField control={control} name="location" />
      </div>
    </fieldset>
  );
}
