import { newCar, type Car, type CarEdit } from '@second-gear/contract';
import { useState } from 'react';
import { z } from 'zod';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { messageOf } from '../../../lib/api-error';
import { required, requiredMessage, validateForm, type Validation } from '../../../lib/form-validation';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useEditCar } from '../api/edit-car';
import { usePhotoUploads } from '../api/upload-photos';
import { PhotosField } from './photos-field';

const wholeNumber = <Rule extends z.ZodType<number, number>>(rule: Rule) =>
  z
    .string()
    .trim()
    .min(1, { error: requiredMessage })
    .transform((text) => {
      const digits = text.replace(/[\s,]/g, '');
      return /^-?\d+(\.\d+)?$/.test(digits) ? Number(digits) : Number.NaN;
    })
    .pipe(rule);

/** The edit form: the same rules as the server's `carEdit`, on the text the seller typed. */
const editForm = z.object({
  resalePrice: wholeNumber(newCar.shape.resalePrice),
  mileage: wholeNumber(newCar.shape.mileage),
  zip: required(newCar.shape.zip),
  location: required(newCar.shape.location),
  description: newCar.shape.description,
});
type Values = Record<keyof z.input<typeof editForm>, string>;

const validate = (values: Values): Validation<z.output<typeof editForm>, keyof Values> =>
  validateForm(editForm, values, null, requiredMessage);

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
  const save = useEditCar();
  const photos = usePhotoUploads(car.images);
  const { values, errors, setValue, handleSubmit, formRef } = useValidatedForm<
    keyof Values,
    z.output<typeof editForm>
  >(
    {
      resalePrice: String(car.resalePrice),
      mileage: car.mileage === null ? '' : String(car.mileage),
      zip: car.zip ?? '',
      location: car.location,
      description: car.description,
    },
    validate,
  );
  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onValueChange: (value: string) => setValue(name, value),
    error: errors[name],
  });
  const formId = `edit-${car._id}`;
  const [photosProblem, setPhotosProblem] = useState<string>();

  const submit = handleSubmit((data) => {
    if (photos.uploading) return;
    if (photos.urls.length === 0) {
      setPhotosProblem('A car needs at least one photo.');
      return;
    }
    const edit = changes(car, data, photos.urls);
    if (Object.keys(edit).length === 0) {
      onClose(false);
      return;
    }
    save.mutate({ id: car._id, edit }, { onSuccess: () => onClose(true) });
  });

  return (
    <Dialog
      title={`Edit ${car.productName}`}
      closable={!save.isPending}
      onClose={() => onClose(false)}
      actions={
        <>
          <button type="button" className="btn" disabled={save.isPending} onClick={() => onClose(false)}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            className="btn btn-primary"
            disabled={save.isPending || photos.uploading}
          >
            {save.isPending ? (
              <span aria-hidden="true" className="loading loading-spinner loading-sm" />
            ) : null}
            Save changes
          </button>
        </>
      }
    >
      <form id={formId} ref={formRef} noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...field('resalePrice')}
            label="Resale price ($)"
            inputMode="numeric"
            autoComplete="off"
            required
            hint="A lower price shows as a price drop for 14 days."
          />
          <TextField
            {...field('mileage')}
            label="Mileage (miles)"
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <TextField {...field('zip')} label="ZIP code" inputMode="numeric" maxLength={5} required />
          <TextField {...field('location')} label="Location" required hint="A new ZIP code alone moves it." />
        </div>
        <TextAreaField {...field('description')} label="Description (optional)" rows={3} />
        <PhotosField photos={photos} error={photosProblem} />
        {save.isError ? (
          <div role="alert" className="alert alert-error alert-soft">
            <span>
              <span className="font-semibold">The changes were not saved. </span>
              {messageOf(save.error)}
            </span>
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
