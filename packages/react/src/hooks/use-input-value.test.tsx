import { act, render } from '@testing-library/react';
import { atom, type ReadableAtom } from 'nanostores';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createStorySite } from '../stories-support/story-site';
import { typeAsItAppears } from '../test/type-as-it-appears';
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

/** `typeAsItAppears` into the test box, rendered once its details have loaded. */
async function typeAsItLoads(ui: ReactNode): Promise<string[]> {
  const shown = await typeAsItAppears('box', () => render(<AfterLoad>{ui}</AfterLoad>));
  await act(async () => {});
  return shown;
}

describe('inputs bound to a store keep keystrokes typed the moment they appear', () => {
  it('a box bound with useInputValue', async () => {
    const store = atom('');
    expect(await typeAsItLoads(<StoreBox store={store} />)).toEqual(['2', '25', '250']);
    expect(store.get()).toBe('250');
  });

  it('a field of a core form bound with useForm (a payment form after its details load)', async () => {
    const model = createStorySite().forms.login;
    expect(await typeAsItLoads(<FormBox model={model} />)).toEqual(['2', '25', '250']);
    expect(model.$values.get().username).toBe('250');
  });
});
