import type { TestDriveSlot } from '@second-gear/contract';
import { useId, useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { slotDays, zoneName } from '../slot-days';

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
  const days = slotDays(slots);
  const [date, setDate] = useState(days[0]?.date ?? '');
  const timesId = useId();
  if (days.length === 0) {
    return <p className="text-base-content/75">No times are open for a test drive in the next 14 days.</p>;
  }
  const day = days.find((each) => each.date === date) ?? days[0]!;
  return (
    <div className="space-y-3">
      <p className="text-sm">
        Times are in the seller’s time zone:{' '}
        <strong>{zoneName(slots[0]!.timeZone, new Date(slots[0]!.start))}</strong>
      </p>
      <SelectField name="day" label="Day" value={day.date} onValueChange={setDate}>
        {days.map((each) => (
          <option key={each.date} value={each.date}>
            {each.label}
          </option>
        ))}
      </SelectField>
      <fieldset aria-labelledby={timesId}>
        <legend id={timesId} className="mb-2 font-medium">
          Time on {day.label}
        </legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {day.slots.map((slot) => (
            <label
              key={slot.start}
              className={`btn btn-sm ${value === slot.start ? 'btn-primary' : 'btn-outline'} has-focus-visible:outline-2`}
            >
              <input
                type="radio"
                name="slot"
                className="sr-only"
                value={slot.start}
                checked={value === slot.start}
                onChange={() => onChange(slot.start)}
              />
              {slot.label}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
