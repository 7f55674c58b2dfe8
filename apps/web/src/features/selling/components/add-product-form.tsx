import { conditionTypes } from '@second-gear/contract';
import { useEffect } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import {
  ChoiceField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  NumberField,
  PhoneField,
  PriceField,
  ReadOnlyField,
} from '../../../components/form/form-fields';
import { useContractForm } from '../../../components/form/use-contract-form';
import { SubmitButton } from '../../../components/ui/submit-button';
import { RequestProblem } from '../../../components/ui/request-problem';
import { useMyAccount } from '../../../entities/account/api/my-account';
import { useAuth } from '../../../entities/session/auth-context';
import { useCarModels } from '../../../entities/car/api/car-models';
import { PriceGuidance } from '../../../entities/valuation/components/price-guidance';
import { useAddCar } from '../api/add-car';
import { usePhotoUploads, type PhotoUploads } from '../api/upload-photos';
import { addProductForm, type AddProductForm, type AddProductFormValues } from '../add-product-form';
import { PhotosField } from './photos-field';
import { VehicleFields } from './vehicle-fields';
import { useT } from '../../../lib/i18n';
import { sellingCatalogue } from '../i18n';

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

function ModelOptions() {
  const t = useT(sellingCatalogue);
  const models = useCarModels();
  return (
    <>
      <option value="">{models.isPending ? t('form.loadingModels') : t('form.chooseModel')}</option>
      {models.data?.map((model) => (
        <option key={model._id} value={model.model}>
          {model.model}
        </option>
      ))}
    </>
  );
}

function ModelsProblem({ fallback }: { fallback: string }) {
  const t = useT(sellingCatalogue);
  const models = useCarModels();
  if (!models.isError) return fallback;
  return (
    <span className="text-error">
      {t.rich('form.modelsFailed', {
        retry: (chunks) => (
          <button type="button" className="link font-medium" onClick={() => void models.refetch()}>
            {chunks}
          </button>
        ),
      })}
    </span>
  );
}

type ProductControl = Control<AddProductFormValues, unknown, AddProductForm>;

/**
 * The photos, checked as the form's `image`: the cover is the first uploaded photo, as the server takes it, and its
 * message follows the uploads once shown.
 */
function CoverPhoto({ control, photos }: { control: ProductControl; photos: PhotoUploads }) {
  const { field, fieldState } = useController({ control, name: 'image' });
  const cover = photos.urls[0] ?? '';
  const { value, onChange } = field;
  useEffect(() => {
    if (value !== cover) onChange(cover);
  }, [value, cover, onChange]);
  return <PhotosField photos={photos} error={fieldState.error?.message} inputRef={field.ref} />;
}

/** The price guidance for the car as typed so far. */
function ListingGuidance({ control }: { control: ProductControl }) {
  const [make, modelName, year, mileage, zip, price] = useWatch({
    control,
    name: ['make', 'modelName', 'year', 'mileage', 'zip', 'resalePrice'],
  });
  return <PriceGuidance car={{ make, modelName, year, mileage, zip }} price={price} />;
}

/**
 * The form that lists a car: the photo uploads as soon as it is picked, the rest is checked with the contract's
 * rules, and the server's refusals are shown above the button. A dialog confirms; then My products.
 */
/** The form, once the seller's account has answered: its phone is the listing's phone unless they change it. */
export function AddProductForm({ prefill = {} }: { prefill?: Partial<AddProductFormValues> }) {
  const t = useT(sellingCatalogue);
  const account = useMyAccount();
  if (account.isPending) return <PulsingDots label={t('form.loadingAccount')} />;
  return <ProductForm phone={account.data?.phone ?? ''} prefill={prefill} />;
}

function ProductForm({ phone, prefill }: { phone: string; prefill: Partial<AddProductFormValues> }) {
  const t = useT(sellingCatalogue);
  const { user } = useAuth();
  const navigate = useNavigate();
  const photos = usePhotoUploads();
  const addCar = useAddCar();
  const form = useContractForm(addProductForm(), { ...emptyProduct(phone), ...prefill });
  const { control } = form;

  const submit = form.handleSubmit((car) => {
    if (!addCar.isPending && !photos.uploading) addCar.mutate({ ...car, images: photos.urls });
  });

  return (
    <>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-8">
        <fieldset className="space-y-4">
          <legend className="mb-4 text-lg font-semibold">{t('form.seller')}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <ReadOnlyField name="sellerName" label={t('form.username')} value={user?.displayName ?? ''} />
            <ReadOnlyField
              name="sellerEmail"
              label={t('form.email')}
              type="email"
              value={user?.email ?? ''}
            />
          </div>
          <PhoneField control={control} name="phone" hint={t('form.phoneHint')} />
        </fieldset>

        <VehicleFields
          form={form}
          bodyType={
            // The specification's `model` is the body style ("SUV", "Sedan"), not the model's name.
            <FormSelectField
              control={control}
              name="model"
              label={t('form.bodyType')}
              required
              hint={<ModelsProblem fallback={t('form.bodyTypeHint')} />}
            >
              <ModelOptions />
            </FormSelectField>
          }
        />

        <fieldset className="space-y-5">
          <legend className="mb-4 text-lg font-semibold">{t('form.listing')}</legend>
          <FormTextField
            control={control}
            name="productName"
            label={t('form.productName')}
            required
            hint={t('form.productNameHint')}
          />
          <CoverPhoto control={control} photos={photos} />
          <div className="grid gap-5 sm:grid-cols-2">
            <PriceField
              control={control}
              name="resalePrice"
              label={t('form.resalePrice')}
              hint={t('form.resalePriceHint')}
            />
            <PriceField
              control={control}
              name="originalPrice"
              label={t('form.originalPrice')}
              hint={t('form.originalPriceHint')}
            />
          </div>
          <ListingGuidance control={control} />
          <div className="grid gap-5 sm:grid-cols-2">
            <NumberField control={control} name="purchaseYear" label={t('form.purchaseYear')} />
            <NumberField control={control} name="useYear" label={t('form.useYear')} />
          </div>
          <ChoiceField
            control={control}
            name="conditionType"
            legend={t('form.condition')}
            choices={conditionTypes.map((condition) => ({
              value: condition,
              label: t('form.conditionType', { condition }),
            }))}
            columns="max-w-md grid-cols-3"
          />
          <FormTextAreaField control={control} name="description" label={t('form.description')} rows={4} />
        </fieldset>

        <RequestProblem error={addCar.error} lead={t('form.notAdded')} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="sm:w-64">
            <SubmitButton busy={addCar.isPending} busyLabel={t('form.adding')} disabled={photos.uploading}>
              {t('form.submit')}
            </SubmitButton>
          </div>
          <Link to={myProductsPath} className="btn btn-ghost">
            {t('form.cancel')}
          </Link>
        </div>
      </form>

      {addCar.isSuccess ? (
        <Dialog
          title={t('form.added.title')}
          onClose={() => void navigate(myProductsPath)}
          actions={
            <button type="button" className="btn btn-primary" onClick={() => void navigate(myProductsPath)}>
              {t('form.ok')}
            </button>
          }
        >
          <p>{t('form.added.text')}</p>
        </Dialog>
      ) : null}
    </>
  );
}
