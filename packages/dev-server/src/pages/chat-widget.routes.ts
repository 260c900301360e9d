import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** Where the demo's site options point `chatScriptUrl`; reachable without a token (a <script>). */
export const CHAT_WIDGET_PATH = '/api/chat/widget.js';

/**
 * Extension (not in the spec): a stand-in live-chat provider. Spec 000 §7 loads "a live-chat
 * script" when the site options carry a chat site id and div id; this script is that provider
 * for the demo: it fills the element `divId` with a conversation (a greeting, the player's
 * messages, an agent's answers) in the page's language. It uses no external resources.
 */
export function chatWidgetRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get(CHAT_WIDGET_PATH, (c) => {
    const siteId = c.req.query('siteId') ?? '';
    const divId = c.req.query('divId') ?? '';
    if (!/^[\w-]{1,64}$/.test(siteId) || !/^[A-Za-z][\w-]{0,63}$/.test(divId))
      return c.text('// unknown chat site', 400, { 'content-type': 'text/javascript' });
    return c.body(widgetScript(siteId, divId), 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
    });
  });
  return routes;
}

const TEXTS = {
  tr: {
    greeting: 'Merhaba! Size nasıl yardımcı olabilirim?',
    agent: 'Destek ekibi',
    you: 'Siz',
    label: 'Mesajınız',
    placeholder: 'Mesajınızı yazın…',
    send: 'Gönder',
    reply: 'Mesajınızı aldık, bir temsilcimiz birazdan sizinle olacak.',
    log: 'Sohbet geçmişi',
  },
  en: {
    greeting: 'Hello! How can I help you?',
    agent: 'Support team',
    you: 'You',
    label: 'Your message',
    placeholder: 'Type your message…',
    send: 'Send',
    reply: 'We got your message; an agent will be with you shortly.',
    log: 'Conversation',
  },
};

function widgetScript(siteId: string, divId: string): string {
  return `(function () {
  var TEXTS = ${JSON.stringify(TEXTS)};
  var root = document.getElementById(${JSON.stringify(divId)});
  if (!root || root.getAttribute('data-chat-site') === ${JSON.stringify(siteId)}) return;
  root.setAttribute('data-chat-site', ${JSON.stringify(siteId)});
  var t = TEXTS[(document.documentElement.lang || 'tr').slice(0, 2)] || TEXTS.tr;
  root.innerHTML = '';
  var log = document.createElement('ol');
  log.className = 'stand-in-chat__log';
  log.setAttribute('aria-live', 'polite');
  log.setAttribute('aria-label', t.log);
  var form = document.createElement('form');
  form.className = 'stand-in-chat__form';
  var label = document.createElement('label');
  label.className = 'stand-in-chat__label';
  label.htmlFor = ${JSON.stringify(`${divId}-input`)};
  label.textContent = t.label;
  var input = document.createElement('input');
  input.id = ${JSON.stringify(`${divId}-input`)};
  input.className = 'stand-in-chat__input';
  input.autocomplete = 'off';
  input.placeholder = t.placeholder;
  var send = document.createElement('button');
  send.type = 'submit';
  send.className = 'stand-in-chat__send';
  send.textContent = t.send;
  form.append(label, input, send);
  root.append(log, form);
  function say(who, text, mine) {
    var item = document.createElement('li');
    item.className = 'stand-in-chat__message' + (mine ? ' stand-in-chat__message--mine' : '');
    var name = document.createElement('span');
    name.className = 'stand-in-chat__who';
    name.textContent = who;
    var body = document.createElement('p');
    body.textContent = text;
    item.append(name, body);
    log.append(item);
    log.scrollTop = log.scrollHeight;
  }
  say(t.agent, t.greeting, false);
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var text = input.value.trim();
    if (!text) return;
    say(t.you, text, true);
    input.value = '';
    setTimeout(function () { say(t.agent, t.reply, false); }, 800);
  });
  window.dispatchEvent(new CustomEvent('stand-in-chat:ready', { detail: { siteId: ${JSON.stringify(siteId)} } }));
})();
`;
}
