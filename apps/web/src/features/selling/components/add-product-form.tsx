import { conditionTypes } from '@second-gear/contract';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { messageOf } from '../../../lib/api-error';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useMyAccount } from '../../accounts/api/my-account';
import { useAuth } from '../../auth/auth-context';
import { useCarModels } from '../../catalog/api/car-models';
import { useAddCar } from '../api/add-car';
import { usePhotoUploads } from '../api/upload-photos';
import { validateAddProduct, type AddProductFormValues } from '../add-product-form';
import { PhotosField } from './photos-field';
import { VehicleFields } from './vehicle-fields';

export const myProductsPath = '/dashboard/myProducts';

function emptyProduct(phone: string): AddProductFormValues {
  return {
    productName: '',
    image: '',
    location: '',
    model: '',
    resalePrice: '',
    originalPrice: '',
    useYear: '',
    purchaseYear: '',
    conditionType: 'Excellent',
    description: '',
    phone,
    vin: '',
    make: '',
    modelName: '',
    trim: '',
    year: '',
    mileage: '',
    fuelType: '',
    transmission: '',
    drivetrain: '',
    exteriorColor: '',
    zip: '',
  };
}

const validate = (values: AddProductFormValues) => validateAddProduct(values);

function ModelOptions() {
  const models = useCarModels();
  return (
    <>
      <option value="">{models.isPending ? 'Loading models…' : 'Choose a model'}</option>
      {models.data?.map((model) => (
        <option key={model._id} value={model.model}>
          {model.model}
        </option>
      ))}
    </>
  );
}

function ModelsProblem({ fallback }: { fallback: string }) {
  const models = useCarModels();
  if (!models.isError) return fallback;
  return (
    <span className="text-error">
      The models could not be loaded.{' '}
      <button type="button" className="link font-medium" onClick={() => void models.refetch()}>
        Try again
      </button>
    </span>
  );
}

function ConditionChoice({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 font-medium">Condition</legend>
      <div className="grid max-w-md grid-cols-3 gap-2">
        {conditionTypes.map((condition) => (
          <label
            key={condition}
            className="rounded-field border-base-300 has-checked:border-primary has-checked:bg-primary/5 flex cursor-pointer items-center gap-2 border px-3 py-2.5"
          >
            <input
              type="radio"
              name={name}
              value={condition}
              checked={value === condition}
              onChange={() => onChange(condition)}
              className="radio radio-primary radio-sm"
            />
            {condition}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The form that lists a car: the photo uploads as soon as it is picked, the rest is checked with the contract's
 * rules, and the server's refusals are shown above the button. A dialog confirms; then My products.
 */
/** The form, once the seller's account has answered: its phone is the listing's phone unless they change it. */
export function AddProductForm() {
  const account = useMyAccount();
  if (account.isPending) return <PulsingDots label="Loading your account" />;
  return <ProductForm phone={account.data?.phone ?? ''} />;
}

function ProductForm({ phone }: { phone: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const photos = usePhotoUploads();
  const addCar = useAddCar();
  // The cover is the first uploaded photo: checked as the form's `image`, as the server checks it.
  const cover = photos.urls[0] ?? '';
  const { values, errors, setValue, handleSubmit, formRef } = useValidatedForm(emptyProduct(phone), (typed) =>
    validate({ ...typed, image: cover }),
  );
  const field = (name: keyof AddProductFormValues) => ({
    name,
    value: values[name],
    onValueChange: (value: string) => setValue(name, value),
    error: errors[name],
  });

  const submit = handleSubmit((car) => {
    if (!addCar.isPending && !photos.uploading) addCar.mutate({ ...car, image: cover, images: photos.urls });
  });

  return (
    <>
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-8">
        <fieldset className="space-y-4">
          <legend className="mb-4 text-lg font-semibold">Seller</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              name="sellerName"
              label="Username"
              value={user?.displayName ?? ''}
              onValueChange={() => undefined}
              readOnly
              className="input bg-base-200 w-full"
            />
            <TextField
              name="sellerEmail"
              label="Email"
              type="email"
              value={user?.email ?? ''}
              onValueChange={() => undefined}
              readOnly
              className="input bg-base-200 w-full"
            />
          </div>
          <TextField
            {...field('phone')}
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            hint="Buyers call this number about the car."
          />
        </fieldset>

        <VehicleFields values={values} field={field} setValue={setValue} />

        <fieldset className="space-y-5">
          <legend className="mb-4 text-lg font-semibold">Listing</legend>
          <TextField
            {...field('productName')}
            label="Product name"
            required
            hint="What buyers see first, such as “2018 Toyota Camry SE”."
          />
          <PhotosField photos={photos} error={errors.image} />
          <div className="sm:w-1/2">
            <SelectField
              {...field('model')}
              label="Model"
              required
              hint={<ModelsProblem fallback="The body type, as in Browse Our Models." />}
            >
              <ModelOptions />
            </SelectField>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              {...field('resalePrice')}
              label="Resale price ($)"
              inputMode="numeric"
              autoComplete="off"
              required
              hint="Whole dollars."
            />
            <TextField
              {...field('originalPrice')}
              label="Original price ($)"
              inputMode="numeric"
              autoComplete="off"
              required
              hint="What it cost new, in whole dollars."
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              {...field('purchaseYear')}
              label="Purchase year"
              inputMode="numeric"
              autoComplete="off"
              required
            />
            <TextField
              {...field('useYear')}
              label="Years of use"
              inputMode="numeric"
              autoComplete="off"
              required
            />
          </div>
          <ConditionChoice
            value={values.conditionType}
            onChange={(value) => setValue('conditionType', value)}
          />
          <TextAreaField {...field('description')} label="Description (optional)" rows={4} />
        </fieldset>

        {addCar.isError ? (
          <div role="alert" className="alert alert-error alert-soft">
            <span>
              <span className="font-semibold">The car was not added. </span>
              {messageOf(addCar.error)}
            </span>
          </div>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="sm:w-64">
            <SubmitButton busy={addCar.isPending} busyLabel="Adding your car…" disabled={photos.uploading}>
              Add product
            </SubmitButton>
          </div>
          <Link to={myProductsPath} className="btn btn-ghost">
            Cancel
          </Link>
        </div>
      </form>

      {addCar.isSuccess ? (
        <Dialog
          title="product is successfully added"
          onClose={() => void navigate(myProductsPath)}
          actions={
            <button type="button" className="btn btn-primary" onClick={() => void navigate(myProductsPath)}>
              OK
            </button>
          }
        >
          <p>Find it in My products, where you can advertise it.</p>
        </Dialog>
      ) : null}
    </>
  );
}
