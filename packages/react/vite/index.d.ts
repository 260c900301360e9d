// @site/react/vite: build-time helpers for a site bundled with Vite (Node only, never in a page).

/** The part of a Vite dev or preview server the plugin uses. */
export interface FlagAssetsServer {
  middlewares: {
    use(
      handler: (
        request: { url?: string },
        response: { setHeader(name: string, value: string): void; end(body: Uint8Array): void },
        next: () => void,
      ) => void,
    ): void;
  };
}

/** The part of a Vite plugin `flagAssets` fills (structural: no Vite types in this package). */
export interface FlagAssetsPlugin {
  name: string;
  configureServer(server: FlagAssetsServer): void;
  configurePreviewServer(server: FlagAssetsServer): void;
  generateBundle(this: {
    emitFile(file: { type: 'asset'; fileName: string; source: Uint8Array }): string;
  }): void;
}

/**
 * The country flags `CountryFlag` shows, from npm `flag-icons` (MIT, a dependency of this
 * package): its 4x3 SVGs served under `/flags/4x3/` by Vite's dev and preview servers and
 * copied into the build as files. No flag is in a script or a stylesheet: a page fetches only
 * the flags of the countries it shows (0.2–15 kB gzip each). A site on another bundler copies
 * `node_modules/flag-icons/flags/4x3/` to `flags/4x3/` of its base URL instead
 * (docs/react-sportsbook.md).
 */
export declare function flagAssets(): FlagAssetsPlugin;
