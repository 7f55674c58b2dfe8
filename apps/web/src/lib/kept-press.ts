import { useEffect, useEffectEvent } from 'react';

/** Set by the document's first script (index.html): presses made before the app took the page over. */
interface PressKeeper {
  kept: Record<string, boolean>;
  live: Record<string, boolean>;
}

declare global {
  interface Window {
    __keptPresses?: PressKeeper;
  }
}

/**
 * Makes a control marked `data-keep-press={name}` work from the first paint: a press that came before the page was
 * taken over is acted on once this component has mounted, and from then on the control's own handler answers.
 */
export function useKeptPress(name: string, press: () => void): void {
  const pressNow = useEffectEvent(press);
  useEffect(() => {
    const keeper = window.__keptPresses;
    if (!keeper) return;
    keeper.live[name] = true;
    if (keeper.kept[name]) {
      delete keeper.kept[name];
      pressNow();
    }
  }, [name]);
}
