import { type KeyboardEvent, useEffect, useState } from 'react';

/**
 * The option the arrow keys point at in a combobox's list (focus stays in the field:
 * aria-activedescendant): ↓/↑ move and wrap, Enter chooses it, Escape lets go.
 * Enter with no option pointed at is left alone (in a form, it submits).
 */
export function useActiveOption<T>(options: readonly T[], optionId: (index: number) => string) {
  const [pointed, setPointed] = useState(-1);
  const active = pointed < options.length ? pointed : -1;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active, optionId]);

  const move = (step: 1 | -1) => {
    const size = options.length;
    if (size === 0) return;
    setPointed(active < 0 ? (step === 1 ? 0 : size - 1) : (active + step + size) % size);
  };

  /** Handles the key when it is the list's; returns the option Enter chose, if any. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): T | undefined => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      return options[active];
    } else if (event.key === 'Escape') {
      setPointed(-1);
    }
    return undefined;
  };

  return { active, reset: () => setPointed(-1), onKeyDown };
}
