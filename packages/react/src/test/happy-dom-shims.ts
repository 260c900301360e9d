/**
 * Two happy-dom gaps that make DOMPurify keep what it should remove, so the sanitiser could not
 * be tested here (browsers are fine; the e2e suite checks the real thing in Chromium):
 *
 * 1. happy-dom defines `nodeName` / `nodeType` per node class and its Node.prototype getters
 *    answer '' for elements. DOMPurify reads Node.prototype's getters on purpose (realm-proof),
 *    so it saw no tag names. The base getters now defer to the node's own class.
 * 2. happy-dom's NodeIterator does not step out of a node removed during the walk, so after the
 *    first removed element DOMPurify's walk ended. `createNodeIterator` now resumes after the
 *    removed node, as the DOM standard's "removing steps" do.
 */
export function installHappyDomShims(): void {
  for (const name of ['nodeName', 'nodeType'] as const) {
    const base = Object.getOwnPropertyDescriptor(Node.prototype, name);
    Object.defineProperty(Node.prototype, name, {
      configurable: true,
      get(this: Node) {
        let proto = Object.getPrototypeOf(this) as object | null;
        while (proto && proto !== Node.prototype) {
          const own = Object.getOwnPropertyDescriptor(proto, name);
          if (own?.get) return own.get.call(this);
          proto = Object.getPrototypeOf(proto) as object | null;
        }
        return base?.get?.call(this);
      },
    });
  }

  // Patched where happy-dom defines it (DOMPurify takes it from `document` when created).
  let owner = Object.getPrototypeOf(document) as object | null;
  while (owner && !Object.hasOwn(owner, 'createNodeIterator')) owner = Object.getPrototypeOf(owner);
  (owner as Document).createNodeIterator = function createNodeIterator(
    root: Node,
    whatToShow = 0xffffffff,
  ): NodeIterator {
    const shows = (node: Node) => (whatToShow & (1 << (node.nodeType - 1))) !== 0;
    // The next node after `node`'s subtree, inside root.
    const after = (node: Node): Node | null => {
      for (let at: Node | null = node; at && at !== root; at = at.parentNode) {
        if (at.nextSibling) return at.nextSibling;
      }
      return null;
    };
    let reference: Node | null = null;
    let parent: Node | null = null;
    let previous: Node | null = null;
    const following = (): Node | null => {
      if (!reference) return root;
      if (reference.parentNode === parent || reference === root) {
        return reference.firstChild ?? after(reference);
      }
      // The reference was removed: resume where it stood.
      if (previous && previous.parentNode === parent)
        return previous.nextSibling ?? (parent ? after(parent) : null);
      return parent?.firstChild ?? (parent ? after(parent) : null);
    };
    const iterator = {
      root,
      whatToShow,
      filter: null,
      referenceNode: root,
      pointerBeforeReferenceNode: true,
      nextNode(): Node | null {
        for (let node = following(); node; node = following()) {
          reference = node;
          parent = node.parentNode;
          previous = node.previousSibling;
          if (shows(node)) return node;
        }
        return null;
      },
      previousNode: () => null,
      detach: () => {},
    };
    return iterator as unknown as NodeIterator;
  };
}
