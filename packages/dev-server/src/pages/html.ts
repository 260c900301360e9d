/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

/** A small self-contained page (no external assets) in the dev server's stand-in style. */
export function standInPage(options: { title: string; lang: string; body: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(options.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #0f172a; color: #e2e8f0; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #1e293b; border-radius: 12px; padding: 32px; width: min(420px, 90vw); box-shadow: 0 10px 30px #0008; }
  h1 { font-size: 1.3rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; }
  dt { color: #94a3b8; }
  button { font: inherit; padding: 10px 18px; border-radius: 8px; border: 0; cursor: pointer; margin-right: 8px; }
  .primary { background: #22c55e; color: #052e16; }
  .secondary { background: #475569; color: #fff; }
  .note { color: #94a3b8; font-size: .85rem; }
</style>
</head>
<body><main>${options.body}</main></body>
</html>`;
}
