import { listingCompleteness, newCar, type Car, type CarEdit } from '@second-gear/contract';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Dialog } from '../../../components/ui/dialog';
import {
  FormTextAreaField,
  FormTextField,
  NumberField,
  PriceField,
} from '../../../components/form/form-fields';
import { required, requiredNumber } from '../../../components/form/form-rules';
import { useContractForm } from '../../../components/form/use-contract-form';
import { RequestProblem } from '../../../components/ui/request-problem';
import { ApiError } from '../../../lib/api-error';
import { DialogFormActions } from '../../../components/ui/submit-button';
import { useEditCar } from '../api/edit-car';
import { usePhotoUploads } from '../api/upload-photos';
import { PriceGuidance } from '../../../entities/valuation/components/price-guidance';
import { CompletenessPanel } from './completeness-panel';
import { PhotosField } from './photos-field';
import { useT } from '../../../lib/i18n';
import { sellingCatalogue } from '../i18n';

/** The edit form: the same rules as the server's `carEdit`, on the text the seller typed. */
const editForm = z.object({
  resalePrice: requiredNumber(newCar.shape.resalePrice),
  mileage: requiredNumber(newCar.shape.mileage),
  zip: required(newCar.shape.zip),
  location: required(newCar.shape.location),
  description: newCar.shape.description,
});

/** Only what changed is sent: a new ZIP with an untouched location lets the server place the car. */
function changes(car: Car, data: z.output<typeof editForm>, images: readonly string[]): CarEdit {
  const edit: CarEdit = {};
  if (images.join('\n') !== car.images.join('\n')) edit.images = [...images];
  if (data.resalePrice !== car.resalePrice) edit.resalePrice = data.resalePrice;
  if (data.mileage !== car.mileage) edit.mileage = data.mileage;
  if (data.zip !== car.zip) edit.zip = data.zip;
  if (data.location !== car.location) edit.location = data.location;
  if (data.description !== car.description) edit.description = data.description;
  return edit;
}

/** Changes a car for sale: price, mileage, place and description. */
export function EditCarDialog({ car, onClose }: { car: Car; onClose: (saved: boolean) => void }) {
  const t = useT(sellingCatalogue);
  const save = useEditCar();
  const photos = usePhotoUploads(car.images);
  const { control, handleSubmit, setError } = useContractForm(editForm, {
    resalePrice: String(car.resalePrice),
    mileage: car.mileage === null ? '' : String(car.mileage),
    zip: car.zip ?? '',
    location: car.location,
    description: car.description,
  });
  const [description, zip, price, mileage] = useWatch({
    control,
    name: ['description', 'zip', 'resalePrice', 'mileage'],
  });
  // The server refuses a ZIP code it cannot place, so one that passes the form's check counts as it will once saved.
  const completeness = listingCompleteness({
    ...car,
    images: photos.urls,
    description: description ?? '',
    zip: editForm.shape.zip.safeParse(zip).success ? zip : null,
  });
  const formId = `edit-${car._id}`;
  const [photosProblem, setPhotosProblem] = useState<string>();

  const submit = handleSubmit((data) => {
    if (photos.uploading) return;
    if (photos.urls.length === 0) {
      setPhotosProblem(t('edit.needsPhoto'));
      return;
    }
    const edit = changes(car, data, photos.urls);
    if (Object.keys(edit).length === 0) {
      onClose(false);
      return;
    }
    save.mutate(
      { id: car._id, edit },
      {
        onSuccess: () => onClose(true),
        // The server says what the mileage is: the message goes beside the field.
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'MILEAGE_DECREASE')
            setError('mileage', { message: error.message }, { shouldFocus: true });
        },
      },
    );
  });

  return (
    <Dialog
      title={t('edit.title', { name: car.productName })}
      closable={!save.isPending}
      onClose={() => onClose(false)}
      actions={
        <DialogFormActions
          form={formId}
          busy={save.isPending}
          busyLabel={t('edit.saving')}
          disabled={photos.uploading}
          onCancel={() => onClose(false)}
        >
          {t('edit.save')}
        </DialogFormActions>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <PriceField
            control={control}
            name="resalePrice"
            label={t('form.resalePrice')}
            hint={t('edit.priceHint')}
          />
          <NumberField control={control} name="mileage" label={t('vehicle.mileage')} />
          <FormTextField
            control={control}
            name="zip"
            label={t('vehicle.zip')}
            inputMode="numeric"
            maxLength={5}
            required
          />
          <FormTextField
            control={control}
            name="location"
            label={t('edit.location')}
            required
            hint={t('edit.locationHint')}
          />
        </div>
        <PriceGuidance
          car={{
            make: car.make ?? '',
            modelName: car.modelName ?? '',
            year: car.year === null ? '' : String(car.year),
            mileage,
            zip,
            excludeCarId: car._id,
          }}
          price={price}
        />
        <FormTextAreaField control={control} name="description" label={t('form.description')} rows={3} />
        <PhotosField photos={photos} error={photosProblem} />
        <CompletenessPanel productName={car.productName} completeness={completeness} />
        <RequestProblem
          error={save.error instanceof ApiError && save.error.code === 'MILEAGE_DECREASE' ? null : save.error}
          lead={t('edit.notSaved')}
        />
      </form>
    </Dialog>
  );
}
