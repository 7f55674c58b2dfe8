import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';

interface DialogProps {
  /** The dialog's heading, which also names it. */
  title: string;
  /** Further text, which describes the dialog unless `description` does. */
  children?: ReactNode;
  /** A short text that describes the dialog, shown before `children` (a form, which would be too long a description). */
  description?: ReactNode;
  /** The buttons. The one marked `data-autofocus` takes focus on opening, else the first enabled one. */
  actions: ReactNode;
  /** Escape (or the browser's own way to cancel) asks to close; the caller unmounts the dialog. */
  onClose: () => void;
  /** False while the dialog waits for the server: Escape does nothing then. */
  closable?: boolean;
  /**
   * Where focus goes once the dialog has gone, if not back to the element that opened it: that one may be gone or
   * disabled by then (a deleted row, an "Advertise" button that became "Advertised").
   */
  returnFocus?: () => HTMLElement | null | undefined;
  /** Fills the screen (a photo viewer) instead of a box in its middle, or at its bottom on a phone. */
  fullScreen?: boolean;
}

function focusable(element: HTMLElement | null | undefined): element is HTMLElement {
  return !!element && element.isConnected && !element.matches(':disabled') && element !== document.body;
}

/**
 * A modal dialog (native `<dialog>` opened with showModal, so the page behind is inert and focus stays inside). It is
 * open while mounted: focus moves in on mounting and returns on unmounting.
 */
export function Dialog({
  title,
  children,
  description,
  actions,
  onClose,
  closable = true,
  returnFocus,
  fullScreen = false,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const returnFocusRef = useRef(returnFocus);

  useEffect(() => {
    returnFocusRef.current = returnFocus;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>('button:not(:disabled)');
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      const target = [returnFocusRef.current?.(), opener].find(focusable);
      (target ?? document.getElementById('main'))?.focus();
    };
  }, []);

  function requestClose(event: SyntheticEvent) {
    // The dialog closes when its owner unmounts it, never by itself.
    event.preventDefault();
    if (closable) onClose();
  }

  function closeOnEscape(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') requestClose(event);
  }

  return (
    <dialog
      ref={ref}
      className={fullScreen ? 'modal' : 'modal modal-bottom sm:modal-middle'}
      aria-labelledby={titleId}
      aria-describedby={description || children ? bodyId : undefined}
      aria-modal="true"
      onCancel={requestClose}
      onKeyDown={closeOnEscape}
    >
      <div
        className={
          fullScreen
            ? 'modal-box flex h-dvh max-h-none w-screen max-w-none flex-col gap-4 rounded-none'
            : 'modal-box space-y-4'
        }
      >
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        {description ? (
          <div id={bodyId} className="space-y-2">
            {description}
          </div>
        ) : null}
        {children ? (
          <div id={description ? undefined : bodyId} className={fullScreen ? 'min-h-0 flex-1' : 'space-y-2'}>
            {children}
          </div>
        ) : null}
        <div className="modal-action mt-2 flex-wrap">{actions}</div>
      </div>
    </dialog>
  );
}
