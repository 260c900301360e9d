import { escapeHtml, scriptJson } from '../../sportsbook/kit/html';

/**
 * What SoftGamings' launch answers: an HTML document whose script builds the game frame, as
 * the real one does. The client runs it in a sandboxed iframe (srcdoc, no same-origin).
 */
export function softGamingsDocument(playUrl: string, gameName: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(gameName)}</title>
<style>html,body{margin:0;height:100%;background:#000}#sg-root,#sg-game{width:100%;height:100%;border:0}</style></head>
<body><div id="sg-root"></div>
<script>
(function () {
  var frame = document.createElement('iframe');
  frame.id = 'sg-game';
  frame.title = ${scriptJson(gameName)};
  frame.src = ${scriptJson(playUrl)};
  frame.setAttribute('allow', 'autoplay; fullscreen');
  document.getElementById('sg-root').appendChild(frame);
})();
</script></body></html>`;
}
