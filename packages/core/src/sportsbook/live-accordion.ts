import { atom, type ReadableAtom } from 'nanostores';
import { keyedRecord, keyedRecordFrom, ownValue } from '../kernel/keyed/keyed-record';

export interface AccordionState {
  /** The eye toggle: every group open, or every group closed. */
  allOpen: boolean;
  /** Groups the user opened or closed one by one since the last open-all/close-all. */
  overrides: Readonly<Record<string, boolean>>;
}

/** Open/closed state of the live sport and league accordions (spec 001 §4). */
export interface Accordion {
  $accordion: ReadableAtom<AccordionState>;
  /** Opens every group if they are closed, else closes every group. */
  toggleAll(): void;
  setAllOpen(open: boolean): void;
  toggleGroup(key: string): void;
  isOpen(state: AccordionState, key: string): boolean;
}

export function createAccordion(initiallyOpen = true): Accordion {
  const $accordion = atom<AccordionState>({ allOpen: initiallyOpen, overrides: keyedRecord() });
  // Group keys are league names from the server: `constructor` must not read as toggled.
  const isOpen = (state: AccordionState, key: string) =>
    ownValue(state.overrides, key) ?? state.allOpen;
  const setAllOpen = (open: boolean) => $accordion.set({ allOpen: open, overrides: keyedRecord() });
  return {
    $accordion,
    isOpen,
    setAllOpen,
    toggleAll: () => setAllOpen(!$accordion.get().allOpen),
    toggleGroup(key) {
      const state = $accordion.get();
      const overrides = keyedRecordFrom(Object.entries(state.overrides));
      overrides[key] = !isOpen(state, key);
      $accordion.set({ ...state, overrides });
    },
  };
}
