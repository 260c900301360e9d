import { liveChatScript } from '@site/core/shell';
import { useState } from 'react';
import { useSiteOptions } from '../../hooks/use-bootstrap';
import { useMenuAction } from '../../hooks/use-menu-action';
import { useSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';
import { useChatScript } from './use-chat-script';

/**
 * The live chat window. The shell's `toggleChat` action (the side menu's Live Chat, the
 * celebration's button) shows and hides it. Spec 000 §7: when the site options name the chat
 * site id and div id (and the provider's script, `chatScriptUrl`), the script loads on the first
 * opening and fills the element `divId`; the window then stays mounted while hidden, so the
 * conversation survives closing it. Without chat options it says chat is unavailable.
 */
export function LiveChat() {
  const { LL } = useI18nContext();
  const site = useSite();
  const chat = liveChatScript(useSiteOptions(), site.env.platform.origin());
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const state = useChatScript(chat?.src, opened, attempt);
  useMenuAction((action) => {
    if (action.type !== 'toggleChat') return;
    setOpened(true);
    setOpen((shown) => !shown);
  });
  if (!opened) return null;
  return (
    <aside className="site-live-chat" aria-labelledby="site-live-chat-title" hidden={!open}>
      <div className="site-live-chat__header">
        <h2 id="site-live-chat-title">{LL.liveChat.title()}</h2>
        <button
          type="button"
          className="site-icon-button"
          aria-label={LL.liveChat.close()}
          onClick={() => setOpen(false)}
        >
          <Icon name="close" />
        </button>
      </div>
      {!chat ? (
        <p className="site-live-chat__state">{LL.liveChat.unavailable()}</p>
      ) : state === 'failed' ? (
        <div className="site-live-chat__state" role="alert">
          <p>{LL.liveChat.failed()}</p>
          <button
            type="button"
            className="site-button site-button--secondary"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {LL.liveChat.retry()}
          </button>
        </div>
      ) : state !== 'ready' ? (
        <p className="site-live-chat__state" role="status">
          <span className="site-spinner" aria-hidden="true" />
          {LL.liveChat.loading()}
        </p>
      ) : null}
      {chat ? <div id={chat.divId} className="site-live-chat__widget" /> : null}
    </aside>
  );
}
