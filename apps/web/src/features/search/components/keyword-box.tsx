import { maxKeywordLength } from '@second-gear/contract';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n';
import { useDebounced } from '../../../lib/use-debounced';
import { searchCatalogue } from '../i18n';
import { useSearchSuggestions } from '../api/search-suggestions';

/** Typing pauses this long before suggestions are asked for: one call per pause, not per key. */
const suggestDelayMs = 200;

interface KeywordBoxProps {
  /** The keywords of the search on screen. */
  value: string;
  onSearch: (q: string) => void;
  problem?: string | undefined;
}

/**
 * The keyword box: a combobox (ARIA 1.2) whose list suggests makes and models as one types. Arrow keys move through
 * the suggestions, Enter searches for the one highlighted (or for what was typed), Escape closes the list.
 */
export function KeywordBox({ value, onSearch, problem }: KeywordBoxProps) {
  const t = useT(searchCatalogue);
  const inputId = useId();
  const listId = useId();
  const problemId = useId();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The search changed elsewhere (a chip removed, Back): the box shows its keywords.
  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
  }
  const typed = useDebounced(text.trim(), suggestDelayMs);
  const suggestions = useSearchSuggestions(typed);
  const options = typed.length >= 2 ? (suggestions.data ?? []) : [];
  const expanded = open && options.length > 0;

  function search(q: string) {
    setOpen(false);
    setActive(-1);
    setText(q);
    onSearch(q.trim());
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? options[active] : undefined;
    search(chosen ? chosen.text : text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (options.length === 0 ? -1 : (index + 1) % options.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (options.length === 0 ? -1 : (index <= 0 ? options.length : index) - 1));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text !== '') {
        setText('');
      }
    }
  }

  return (
    <form role="search" onSubmit={submit} className="relative">
      <label htmlFor={inputId} className="sr-only">
        {t('keywords.label')}
      </label>
      <div className="join w-full">
        <input
          id={inputId}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          autoComplete="off"
          maxLength={maxKeywordLength}
          placeholder={t('keywords.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          className={`input join-item w-full ${problem ? 'input-error' : ''}`}
        />
        <button type="submit" className="btn btn-primary join-item">
          {t('keywords.submit')}
        </button>
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="text-error mt-1 text-sm font-medium">
          {problem}
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={t('keywords.suggestions')}
        hidden={!expanded}
        className="menu rounded-box bg-base-100 border-base-300 absolute inset-x-0 top-full z-20 mt-1 w-full border shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.text}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Chosen on mouse down, before the box's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              search(option.text);
            }}
            className={`rounded-field cursor-pointer px-3 py-2 ${index === active ? 'bg-primary text-primary-content' : 'hover:bg-base-200'}`}
          >
            {option.text}
          </li>
        ))}
      </ul>
    </form>
  );
}
