import { timeZones, type Availability, type AvailabilityAnswer } from '@second-gear/contract';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { messageOf } from '../../../lib/api-error';
import { useAvailability, useSaveAvailability } from '../api/test-drives';
import { useT } from '../../../lib/i18n';
import { testDrivesCatalogue } from '../i18n';

/** The days' names, Sunday (0) first as `Date` counts them. */
const dayNames = [
  'day.sunday',
  'day.monday',
  'day.tuesday',
  'day.wednesday',
  'day.thursday',
  'day.friday',
  'day.saturday',
] as const;
/** Monday first, as a working week reads. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

interface Exception {
  date: string;
  closed: boolean;
  from: string;
  to: string;
}

/** A time field shows midnight as 00:00; as the end of hours it means the day's end (24:00). */
const asEnd = (to: string) => (to === '00:00' ? '24:00' : to);
const shownEnd = (to: string) => (to === '24:00' ? '00:00' : to);

function initialExceptions(saved: AvailabilityAnswer): Exception[] {
  return saved.exceptions.map((entry) => ({
    date: entry.date,
    closed: !entry.from,
    from: entry.from ?? '09:00',
    to: shownEnd(entry.to ?? '17:00'),
  }));
}

function HoursForm({ saved }: { saved: AvailabilityAnswer }) {
  const t = useT(testDrivesCatalogue);
  const save = useSaveAvailability();
  const [timeZone, setTimeZone] = useState(
    saved.saved ? saved.timeZone : Intl.DateTimeFormat().resolvedOptions().timeZone,
  );
  const [weekly, setWeekly] = useState(saved.weekly.map((entry) => ({ ...entry, to: shownEnd(entry.to) })));
  const [exceptions, setExceptions] = useState(initialExceptions(saved));

  const setHours = (index: number, change: Partial<{ from: string; to: string }>) =>
    setWeekly((rows) => rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const setException = (index: number, change: Partial<Exception>) =>
    setExceptions((rows) => rows.map((row, at) => (at === index ? { ...row, ...change } : row)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: Availability = {
      timeZone,
      weekly: weekly.map((row) => ({ ...row, to: asEnd(row.to) })),
      exceptions: exceptions.map((row) =>
        row.closed ? { date: row.date } : { date: row.date, from: row.from, to: asEnd(row.to) },
      ),
    };
    save.mutate(body, { onSuccess: () => toast.success(t('hours.saved')) });
  }

  return (
    <form className="space-y-6" noValidate onSubmit={submit}>
      <SelectField name="timeZone" label={t('hours.timeZone')} value={timeZone} onValueChange={setTimeZone}>
        {timeZones().map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>

      <fieldset className="space-y-3">
        <legend className="text-lg font-bold">{t('hours.weekly')}</legend>
        {weekOrder.map((day) => (
          <div key={day} className="rounded-box bg-base-200 space-y-2 p-3">
            <h3 className="font-semibold">{t(dayNames[day]!)}</h3>
            {weekly.map((row, index) =>
              row.day === day ? (
                <div key={index} className="flex flex-wrap items-end gap-2">
                  <TextField
                    type="time"
                    name={`from-${index}`}
                    label={t('hours.dayFrom', { day: t(dayNames[day]!) })}
                    value={row.from}
                    onValueChange={(from) => setHours(index, { from })}
                  />
                  <TextField
                    type="time"
                    name={`to-${index}`}
                    label={t('hours.dayUntil', { day: t(dayNames[day]!) })}
                    value={row.to}
                    onValueChange={(to) => setHours(index, { to })}
                  />
                  <button
                    type="button"
                    className="btn btn-sm btn-ghost mb-1"
                    onClick={() => setWeekly((rows) => rows.filter((_, at) => at !== index))}
                  >
                    {t('hours.remove')}
                  </button>
                </div>
              ) : null,
            )}
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() => setWeekly((rows) => [...rows, { day, from: '09:00', to: '17:00' }])}
            >
              {t('hours.add', { day: t(dayNames[day]!) })}
            </button>
          </div>
        ))}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-bold">{t('hours.single')}</legend>
        <p className="text-base-content/75 text-sm">{t('hours.singleIntro')}</p>
        {exceptions.map((row, index) => (
          <div key={index} className="rounded-box bg-base-200 flex flex-wrap items-end gap-2 p-3">
            <TextField
              type="date"
              name={`date-${index}`}
              label={t('hours.date')}
              value={row.date}
              onValueChange={(date) => setException(index, { date })}
            />
            <label className="label mb-2 gap-2">
              <input
                type="checkbox"
                className="checkbox"
                checked={row.closed}
                onChange={(event) => setException(index, { closed: event.target.checked })}
              />
              {t('hours.closed')}
            </label>
            {row.closed ? null : (
              <>
                <TextField
                  type="time"
                  name={`exception-from-${index}`}
                  label={t('hours.from')}
                  value={row.from}
                  onValueChange={(from) => setException(index, { from })}
                />
                <TextField
                  type="time"
                  name={`exception-to-${index}`}
                  label={t('hours.until')}
                  value={row.to}
                  onValueChange={(to) => setException(index, { to })}
                />
              </>
            )}
            <button
              type="button"
              className="btn btn-sm btn-ghost mb-1"
              onClick={() => setExceptions((rows) => rows.filter((_, at) => at !== index))}
            >
              {t('hours.remove')}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() =>
            setExceptions((rows) => [...rows, { date: '', closed: true, from: '09:00', to: '17:00' }])
          }
        >
          {t('hours.addSingle')}
        </button>
      </fieldset>

      {save.isError ? (
        <p role="alert" className="text-error font-medium">
          {messageOf(save.error)}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? t('hours.saving') : t('hours.save')}
      </button>
    </form>
  );
}

/** A seller's hours for test drives: the week, in their time zone, and single days that differ. */
export function AvailabilityForm() {
  const t = useT(testDrivesCatalogue);
  const availability = useAvailability();
  return (
    <section className="max-w-2xl space-y-4">
      <h1 className="text-2xl font-bold">{t('hours.heading')}</h1>
      <p>{t('hours.intro')}</p>
      {availability.isPending ? (
        <PulsingDots label={t('hours.loading')} />
      ) : availability.isError ? (
        <LoadFailed
          what={t('hours.failedWhat')}
          error={availability.error}
          retry={() => void availability.refetch()}
        />
      ) : (
        <HoursForm saved={availability.data} />
      )}
    </section>
  );
}
