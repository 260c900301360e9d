/** A few DOM helpers: this page has no framework, so elements are built by hand. */

type Attributes = Record<string, string | number | boolean | null | undefined>;
type Child = Node | string | null | undefined | false;

/** `h('button', { class: 'odd', type: 'button' }, 'text')`: attributes, then children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  element.append(...children.filter((child): child is Node | string => !!child));
  return element;
}

/** A subscription a view holds; `dispose` runs them all when the view goes away. */
export type Cleanup = () => void;

/** Collects unsubscribe functions (store listeners, DOM listeners) of one view. */
export function createScope() {
  const cleanups: Cleanup[] = [];
  return {
    add(cleanup: Cleanup) {
      cleanups.push(cleanup);
    },
    on<K extends keyof HTMLElementEventMap>(
      target: HTMLElement,
      type: K,
      listener: (event: HTMLElementEventMap[K]) => void,
    ) {
      target.addEventListener(type, listener);
      cleanups.push(() => target.removeEventListener(type, listener));
    },
    dispose() {
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
export type Scope = ReturnType<typeof createScope>;
