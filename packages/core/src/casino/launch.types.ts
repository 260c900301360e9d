/**
 * SoftGamings' HTML runs in an iframe `srcdoc` with exactly these flags: scripts, forms and
 * popups, but never `allow-same-origin`, so its script gets an opaque origin and cannot reach
 * the site's cookies, storage or DOM.
 */
export const GAME_DOCUMENT_SANDBOX = 'allow-scripts allow-forms allow-popups';

/**
 * A provider page on another origin keeps its own origin (its cookies and storage need it);
 * the browser's same-origin rule already keeps it away from ours.
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups allow-same-origin';

/** How the UI shows a launched game. */
export type GameLaunch =
  | {
      kind: 'url';
      /** Absolute URL for an iframe `src`, already checked by the URL policy. */
      url: string;
      /**
       * A game page served from the site's own origin gets the document sandbox (no
       * `allow-same-origin`); a page on another origin gets `GAME_FRAME_SANDBOX`.
       */
      sandbox: typeof GAME_FRAME_SANDBOX | typeof GAME_DOCUMENT_SANDBOX;
    }
  | {
      kind: 'sandboxed-document';
      /** The provider's HTML, for `srcdoc`. Never inject it into the site's own page. */
      html: string;
      sandbox: typeof GAME_DOCUMENT_SANDBOX;
    };
