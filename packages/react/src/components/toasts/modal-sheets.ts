/** Marks a modal <dialog> that renders its own toast region (DialogFrame). */
export const OWN_TOASTS_ATTRIBUTE = 'data-own-toasts';

/**
 * Open and in the document. Every <dialog> of the site opens with showModal(); `:modal` is not
 * asked because test DOMs (happy-dom) answer false for it. A non-modal dialog hosting toasts
 * would still show them on top.
 */
function isOpen(dialog: HTMLDialogElement): boolean {
  return dialog.open && dialog.isConnected;
}

/**
 * Follows the modal <dialog>s opened with showModal() (the mobile bet slip sheet, the side
 * menu): they sit in the browser's top layer, above any z-index, their scrim dims everything
 * else and the rest of the page is inert. `onChange` gets the topmost one that has no toast
 * region of its own, or null, each time that changes.
 */
export function watchModalSheets(
  root: Document,
  onChange: (sheet: HTMLDialogElement | null) => void,
): () => void {
  // In the order they opened: the last one is on top.
  let open: HTMLDialogElement[] = [];
  let current: HTMLDialogElement | null = null;
  const update = () => {
    open = open.filter(isOpen);
    for (const dialog of root.querySelectorAll('dialog')) {
      if (isOpen(dialog) && !open.includes(dialog)) open.push(dialog);
    }
    const top = open.at(-1) ?? null;
    const sheet = top && !top.hasAttribute(OWN_TOASTS_ATTRIBUTE) ? top : null;
    if (sheet === current) return;
    current = sheet;
    onChange(sheet);
  };
  // Any DOM change anywhere fires the observer (a bet slip toggle, a page of odds): only one
  // that can touch a dialog pays for the scan of the whole document.
  const observer = new MutationObserver((records) => {
    if (records.some(mayTouchDialog) || open.some((dialog) => !dialog.isConnected)) update();
  });
  observer.observe(root.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open'],
  });
  update();
  return () => observer.disconnect();
}

/** An `open` change, or nodes added that are or hold a dialog. */
function mayTouchDialog(record: MutationRecord): boolean {
  if (record.type === 'attributes') return true;
  for (const node of record.addedNodes) {
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    if (element.localName === 'dialog' || element.getElementsByTagName('dialog').length > 0)
      return true;
  }
  return false;
}
