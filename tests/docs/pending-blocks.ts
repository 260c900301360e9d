/**
 * Doc blocks not yet complete enough to type-check or run, each named by its page and its first
 * line (stable while other lines move). Checked to still exist, so the list only shrinks: make
 * the block complete, then delete its entry. New blocks never go here.
 */
export const PENDING_BLOCKS: ReadonlyArray<{ file: string; firstLine: string }> = [];
