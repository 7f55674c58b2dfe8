import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { searchCatalogue } from '../i18n';

interface FilterSheetProps {
  /** The number of cars the filters leave, for the "Show N cars" button; undefined while counting. */
  total: number | undefined;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The filters on a phone: a full-screen modal sheet (native `<dialog>`, so the page behind is inert). Every change
 * applies at once, as on a wide screen; "Show N cars" closes the sheet onto the results.
 */
export function FilterSheet({ total, onClose, children }: FilterSheetProps) {
  const t = useT(searchCatalogue);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('h2')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="bg-base-100 m-0 h-dvh max-h-none w-full max-w-none p-0"
    >
      <div className="flex h-full flex-col">
        <div className="border-base-300 flex items-center justify-between border-b px-4 py-3">
          <h2 id={titleId} tabIndex={-1} className="text-lg font-bold outline-none">
            {t('filters')}
          </h2>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
            {t('sheet.close')}
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
        <div className="border-base-300 border-t p-4">
          <button type="button" className="btn btn-primary w-full" onClick={onClose}>
            {total === undefined ? t('sheet.showCars') : t('sheet.showCount', { count: total })}
          </button>
        </div>
      </div>
    </dialog>
  );
}
