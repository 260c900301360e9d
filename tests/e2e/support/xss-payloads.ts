/**
 * The XSS corpus: each payload calls `__xss(ID)` if it ever runs (ID is replaced by its index).
 * Kinds: classic tags and handlers, mutation XSS (parser round trips that turn inert markup
 * live), namespace confusion (SVG/MathML inside HTML), obfuscated schemes, srcset, and
 * document-level tags (meta refresh, base, form actions).
 */
export const XSS_PAYLOADS: readonly string[] = [
  // classic
  '<script>__xss(ID)</script>',
  '<img src=x onerror=__xss(ID)>',
  '<img src="x" onerror="__xss(ID)">',
  '<svg onload=__xss(ID)>',
  '<body onload=__xss(ID)>',
  '<input autofocus onfocus=__xss(ID)>',
  '<details open ontoggle=__xss(ID)>',
  '<video><source onerror=__xss(ID)></video>',
  '<audio src=x onerror=__xss(ID)>',
  '<marquee onstart=__xss(ID)>x</marquee>',
  '<div onmouseover=__xss(ID) style="position:fixed;inset:0">x</div>',
  '"><script>__xss(ID)</script>',
  "'><img src=x onerror=__xss(ID)>",
  '</title><script>__xss(ID)</script>',
  '</textarea><script>__xss(ID)</script>',
  '<scr<script>ipt>__xss(ID)</scr</script>ipt>',
  '<iframe src="javascript:__xss(ID)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss(ID)</script>"></iframe>',
  '<object data="javascript:__xss(ID)"></object>',
  '<embed src="javascript:__xss(ID)">',
  '<a href="javascript:__xss(ID)" id="xss-link-ID">x</a>',
  '<style>@import "javascript:__xss(ID)";</style>',
  '<div style="background:url(javascript:__xss(ID))">x</div>',
  '<img src=x:gif onerror=window["__x"+"ss"](ID)>',
  '<img src=x onerror=eval(atob("X194c3MoSUQp".replace("SUQ","ID")))>',
  // mutation XSS
  '<noscript><p title="</noscript><img src=x onerror=__xss(ID)>">',
  '<svg><style><img src=x onerror=__xss(ID)></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(ID)>',
  '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=__xss(ID)>',
  '<svg></p><style><a id="</style><img src=1 onerror=__xss(ID)>">',
  '<math><mi><table><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=__xss(ID) src=1>">',
  '<xmp><img title="</xmp><img src=x onerror=__xss(ID)>">',
  '<template><img src=x onerror=__xss(ID)></template>',
  '<select><template><img src=x onerror=__xss(ID)></template></select>',
  '<listing>&lt;img src=x onerror=__xss(ID)&gt;</listing>',
  '<!--<img src="--><img src=x onerror=__xss(ID)//">',
  '<![CDATA[><img src=x onerror=__xss(ID)>]]>',
  // namespace tricks
  '<svg><a xlink:href="javascript:__xss(ID)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=__xss(ID) attributeName=x dur=1s>',
  '<svg><set attributeName=onload to=__xss(ID)>',
  '<svg><script>__xss(ID)</script></svg>',
  '<svg><foreignObject><img src=x onerror=__xss(ID)></foreignObject></svg>',
  '<math href="javascript:__xss(ID)">x</math>',
  '<math><maction actiontype="statusline" xlink:href="javascript:__xss(ID)">x</maction></math>',
  '<svg><use href="data:image/svg+xml,<svg id=x xmlns=http://www.w3.org/2000/svg><image href=1 onerror=__xss(ID) /></svg>#x"/></svg>',
  // obfuscated schemes
  '<a href="java&#x09;script:__xss(ID)">x</a>',
  '<a href="JaVaScRiPt:__xss(ID)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss(ID)">x</a>',
  '<a href=" javascript:__xss(ID)">x</a>',
  '<a href="javascript&colon;__xss(ID)">x</a>',
  '<a href="&#14;javascript:__xss(ID)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoMCk8L3NjcmlwdD4=">x</a>',
  '<a href="vbscript:__xss(ID)">x</a>',
  '<a href="javas\u0000cript:__xss(ID)">x</a>',
  '<iframe src="jav&#x0A;ascript:__xss(ID)"></iframe>',
  // srcset
  '<img srcset="x 1x, javascript:__xss(ID) 2x">',
  '<img src=x srcset=",,,x onerror=__xss(ID)">',
  '<picture><source srcset="x" onerror="__xss(ID)"><img src=x onerror=__xss(ID)></picture>',
  '<img srcset="//evil.invalid/ID.png 1x">',
  // meta, base, form
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(ID)">',
  '<base href="javascript:__xss(ID)//">',
  '<form action="javascript:__xss(ID)"><button id="xss-submit-ID">x</button></form>',
  '<form><button formaction="javascript:__xss(ID)">x</button></form>',
  '<isindex action="javascript:__xss(ID)" type=image>',
  '<link rel="stylesheet" href="javascript:__xss(ID)">',
  '<input type="image" src="x" onerror="__xss(ID)">',
  // text surfaces (titles rendered by React): templates and quotes
  '{{constructor.constructor("__xss(ID)")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder is the payload
  '${__xss(ID)}',
  '\u2028<img src=x onerror=__xss(ID)>',
];

/** The corpus with each payload's ID filled in. */
export function payloads(): string[] {
  return XSS_PAYLOADS.map((payload, index) => payload.replaceAll('ID', String(index)));
}

/** URL-shaped payloads for link and image fields (slides, promotions, popup, social links). */
export const URL_PAYLOADS: readonly string[] = [
  'javascript:__xss(ID)',
  'JaVaScRiPt:__xss(ID)',
  ' javascript:__xss(ID)',
  'java\tscript:__xss(ID)',
  'java\nscript:__xss(ID)',
  '&#106;avascript:__xss(ID)',
  'data:text/html,<script>__xss(ID)</script>',
  'vbscript:__xss(ID)',
  '//evil.invalid/ID',
  '/\\evil.invalid/ID',
  'http://evil.invalid/ID',
  'https://user:pw@evil.invalid/ID',
];
