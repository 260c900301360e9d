import { GAME_DOCUMENT_SANDBOX, GAME_FRAME_SANDBOX } from '../kernel/links/frame-url-policy';

export { GAME_DOCUMENT_SANDBOX, GAME_FRAME_SANDBOX };

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
