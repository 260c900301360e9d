import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { atom, type ReadableAtom } from 'nanostores';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createStorySite } from '../stories-support/story-site';
import { useForm } from './use-form';
import { useInputValue } from './use-input-value';

const asIs = (text: string) => text;

function StoreBox({ store }: { store: ReturnType<typeof atom<string>> }) {
  const value = useInputValue(store as ReadableAtom<string>, asIs);
  return <input id="box" value={value} onChange={(event) => store.set(event.target.value)} />;
}

type LoginForm = ReturnType<typeof createStorySite>['forms']['login'];

function FormBox({ model }: { model: LoginForm }) {
  const { values } = useForm(model);
  return (
    <input
      id="box"
      value={values.username}
      onChange={(event) => model.setField('username', event.target.value)}
    />
  );
}

/** Shows its children after a server answer, in a transition, as the slip and dialogs do. */
function AfterLoad({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    void Promise.resolve().then(() => startTransition(() => setShown(true)));
  }, []);
  return shown ? children : null;
}

/**
 * Types 2, 5, 0 into `#box` the moment it appears, on a busy page: each of React's tasks
 * outlasts its 5 ms frame, so the keystrokes come between the commit that shows the box and
 * the effects React runs after it. Returns what the box showed after each keystroke.
 */
async function typeAsItAppears(ui: ReactNode): Promise<string[]> {
  const shown: string[] = [];
  const observer = new MutationObserver(() => {
    const box = document.getElementById('box') as HTMLInputElement | null;
    if (!box || shown.length > 0) return;
    for (const key of ['2', '5', '0']) {
      fireEvent.change(box, { target: { value: box.value + key } });
      shown.push(box.value);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const now = performance.now.bind(performance);
  let lag = 0;
  const busy = vi.spyOn(performance, 'now').mockImplementation(() => {
    lag += 6;
    return now() + lag;
  });
  try {
    render(<AfterLoad>{ui}</AfterLoad>);
    await waitFor(() => expect(shown).toHaveLength(3));
  } finally {
    busy.mockRestore();
    observer.disconnect();
  }
  await act(async () => {});
  return shown;
}

describe('inputs bound to a store keep keystrokes typed the moment they appear', () => {
  it('a box bound with useInputValue', async () => {
    const store = atom('');
    expect(await typeAsItAppears(<StoreBox store={store} />)).toEqual(['2', '25', '250']);
    expect(store.get()).toBe('250');
  });

  it('a field of a core form bound with useForm (a payment form after its details load)', async () => {
    const model = createStorySite().forms.login;
    expect(await typeAsItAppears(<FormBox model={model} />)).toEqual(['2', '25', '250']);
    expect(model.$values.get().username).toBe('250');
  });
});
