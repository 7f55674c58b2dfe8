import type { TestDriveSlot } from '@second-gear/contract';
import { useId, useState } from 'react';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { SelectField } from '../../../components/ui/select-field';
import { messageOf } from '../../../lib/api-error';
import { useTestDriveSlots } from '../api/test-drives';
import { slotDays, zoneName } from '../slot-days';
import { useT } from '../../../lib/i18n';
import { testDrivesCatalogue } from '../i18n';

interface SlotPickerProps {
  slots: readonly TestDriveSlot[];
  /** The chosen slot's start, or null. */
  value: string | null;
  onChange: (start: string) => void;
}

/**
 * The open half-hour slots, a day at a time, on the seller's clock with the zone named: a buyer in another zone reads
 * the time the seller will be there.
 */
export function SlotPicker({ slots, value, onChange }: SlotPickerProps) {
  const t = useT(testDrivesCatalogue);
  const days = slotDays(slots);
  const [date, setDate] = useState(days[0]?.date ?? '');
  const timesId = useId();
  if (days.length === 0) {
    return <p className="text-base-content/75">{t('slots.none')}</p>;
  }
  const day = days.find((each) => each.date === date) ?? days[0]!;
  return (
    <div className="space-y-3">
      <p className="text-sm">
        {t.rich('slots.zone', {
          zone: zoneName(slots[0]!.timeZone, new Date(slots[0]!.start)),
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <SelectField name="day" label={t('slots.day')} value={day.date} onValueChange={setDate}>
        {days.map((each) => (
          <option key={each.date} value={each.date}>
            {each.label}
          </option>
        ))}
      </SelectField>
      <fieldset aria-labelledby={timesId}>
        <legend id={timesId} className="mb-2 font-medium">
          {t('slots.timeOn', { day: day.label })}
        </legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {day.slots.map((slot) => (
            // A radio drawn as a button: daisyUI shows its aria-label as the button's text.
            <input
              key={slot.start}
              type="radio"
              name="slot"
              className="btn btn-sm btn-outline checked:btn-primary"
              aria-label={slot.label}
              value={slot.start}
              checked={value === slot.start}
              onChange={() => onChange(slot.start)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** A car's open slots, loaded, to pick one from; `failure` is the refusal of the last time asked for. */
export function OpenSlots({
  carId,
  value,
  onChange,
  failure,
}: Omit<SlotPickerProps, 'slots'> & { carId: string; failure: Error | null }) {
  const t = useT(testDrivesCatalogue);
  const slots = useTestDriveSlots(carId);
  return (
    <>
      {slots.isPending ? (
        <PulsingDots label={t('slots.loading')} />
      ) : slots.isError ? (
        <p role="alert" className="text-error">
          {messageOf(slots.error)}
        </p>
      ) : (
        <SlotPicker slots={slots.data} value={value} onChange={onChange} />
      )}
      {failure ? (
        <p role="alert" className="text-error mt-3 text-sm font-medium">
          {messageOf(failure)}
        </p>
      ) : null}
    </>
  );
}
